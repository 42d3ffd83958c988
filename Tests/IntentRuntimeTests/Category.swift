import IntentRuntime

/// A custom type that contains itself, stored the way generated code boxes recursive properties.
nonisolated struct Category: IntentObject {
    var identifier: String?
    var displayString: String
    var parent: Category? {
        get { _parent.value }
        set { _parent.value = newValue }
    }
    private var _parent = IntentIndirect<Category>()

    private enum CodingKeys: String, CodingKey {
        case identifier, displayString
        case _parent = "parent"
    }

    init(identifier: String?, display: String) {
        self.identifier = identifier
        self.displayString = display
    }

    init(identifier: String?, display: String, parent: Category?) {
        self.init(identifier: identifier, display: display)
        self.parent = parent
    }
}
