import IntentRuntime

/// A custom type shaped like generated code: identity, display text and one user property.
nonisolated struct MenuItem: IntentObject {
    var identifier: String?
    var displayString: String
    var detail: String?

    init(identifier: String?, display: String) {
        self.identifier = identifier
        self.displayString = display
    }

    init(identifier: String?, display: String, detail: String?) {
        self.init(identifier: identifier, display: display)
        self.detail = detail
    }
}
