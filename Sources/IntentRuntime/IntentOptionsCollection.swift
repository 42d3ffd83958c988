/// Dynamic options offered for a parameter: items, or titled sections of items.
///
/// Mirrors SiriKit's `INObjectCollection`: an options provider returns one of these, and the
/// host shows the sections in order, each with its optional title.
public struct IntentOptionsCollection<Item: Sendable>: Sendable {
    /// A group of options, shown under an optional title.
    public struct Section: Sendable {
        /// The heading shown above the items, or `nil` for an untitled group.
        public var title: String?
        /// The options in this section, in the order they are shown.
        public var items: [Item]

        /// Creates a section with an optional title and its items.
        public init(title: String?, items: [Item]) {
            self.title = title
            self.items = items
        }
    }

    /// The sections, in the order they are shown.
    public var sections: [Section]

    /// Creates a collection holding `items` in one untitled section.
    public init(_ items: [Item]) {
        self.sections = [Section(title: nil, items: items)]
    }

    /// Creates a collection from titled or untitled sections.
    public init(sections: [Section]) {
        self.sections = sections
    }

    /// Every item of every section, flattened in the order they are shown.
    public var allItems: [Item] {
        sections.flatMap(\.items)
    }
}

extension IntentOptionsCollection.Section: Equatable where Item: Equatable {}
extension IntentOptionsCollection.Section: Hashable where Item: Hashable {}
extension IntentOptionsCollection: Equatable where Item: Equatable {}
extension IntentOptionsCollection: Hashable where Item: Hashable {}
