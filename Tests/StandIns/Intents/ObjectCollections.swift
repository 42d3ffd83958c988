@_exported import CoreLocation
@_exported import Foundation

extension INObjectSection {
    /// The section's title.
    @objc public var title: String? { fatalError("stand-in") }

    /// The section's items.
    @objc public var items: [ObjectType] { fatalError("stand-in") }

    /// A section titled `title` holding `items`.
    @objc(initWithTitle:items:)
    public convenience init(title: String?, items: [ObjectType]) { fatalError("stand-in") }
}

extension INObjectCollection {
    /// The collection's sections.
    @objc public var sections: [INObjectSection<ObjectType>] { fatalError("stand-in") }

    /// Every item of every section.
    @objc public var allItems: [ObjectType] { fatalError("stand-in") }

    /// Whether the system shows an index of the items.
    @objc public var usesIndexedCollation: Bool {
        get { fatalError("stand-in") }
        set { fatalError("stand-in") }
    }

    /// A collection of `sections`.
    @objc(initWithSections:)
    public convenience init(sections: [INObjectSection<ObjectType>]) { fatalError("stand-in") }

    /// A collection of one untitled section holding `items`.
    @objc(initWithItems:)
    public convenience init(items: [ObjectType]) { fatalError("stand-in") }
}
