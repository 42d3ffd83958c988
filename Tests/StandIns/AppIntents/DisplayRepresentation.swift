// Stand-in for how App Intents shows values: display representations of types, cases and
// instances.

import Foundation

/// A type that can show itself and its instances.
public protocol DisplayRepresentable: InstanceDisplayRepresentable, TypeDisplayRepresentable {}

/// A type with a fixed set of cases, each shown its own way.
public protocol StaticDisplayRepresentable: CaseDisplayRepresentable, TypeDisplayRepresentable {}

/// A type that can show its name.
public protocol TypeDisplayRepresentable {
    /// How the type is shown.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// How a type is named to the user.
public struct TypeDisplayRepresentation: ExpressibleByStringLiteral {
    /// The type's name.
    public var name: LocalizedStringResource
    /// The format for a number of instances.
    public var numericFormat: LocalizedStringResource?
    /// Other names of the type.
    public var synonyms: [LocalizedStringResource]

    /// Creates the representation.
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
        self.synonyms = []
    }

    /// Creates the representation with synonyms.
    public init(
        name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil,
        synonyms: [LocalizedStringResource] = []
    ) {
        self.init(name: name, numericFormat: numericFormat)
        self.synonyms = synonyms
    }

    public init(stringLiteral value: String) {
        self.init(name: LocalizedStringResource(stringLiteral: value))
    }
}

/// A value that can show itself.
public protocol InstanceDisplayRepresentable: CustomLocalizedStringResourceConvertible {
    /// How the value is shown.
    var displayRepresentation: DisplayRepresentation { get }
}

extension InstanceDisplayRepresentable {
    public var localizedStringResource: LocalizedStringResource { displayRepresentation.title }
}

/// A type whose cases are each shown their own way.
public protocol CaseDisplayRepresentable: CustomLocalizedStringResourceConvertible, CaseIterable, Hashable {
    /// How each case is shown.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension CaseDisplayRepresentable {
    public var localizedStringResource: LocalizedStringResource {
        Self.caseDisplayRepresentations[self]?.title ?? ""
    }
}

extension CaseDisplayRepresentable where Self: InstanceDisplayRepresentable {
    public var localizedStringResource: LocalizedStringResource { displayRepresentation.title }
}

/// How a value is shown: a title, an optional subtitle and image.
public struct DisplayRepresentation: ExpressibleByStringLiteral, Equatable {
    /// The title.
    public var title: LocalizedStringResource
    /// The subtitle.
    public var subtitle: LocalizedStringResource?
    /// The image.
    public var image: DisplayRepresentation.Image?
    /// Other names of the value.
    public var synonyms: [LocalizedStringResource]

    /// Creates the representation.
    public init(
        title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
        image: DisplayRepresentation.Image? = nil
    ) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.synonyms = []
    }

    /// Creates the representation with synonyms.
    public init(
        title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
        image: DisplayRepresentation.Image? = nil, synonyms: [LocalizedStringResource] = []
    ) {
        self.init(title: title, subtitle: subtitle, image: image)
        self.synonyms = synonyms
    }

    public init(stringLiteral value: String) {
        self.init(title: LocalizedStringResource(stringLiteral: value))
    }
}

extension DisplayRepresentation {
    /// An image shown with a value.
    public struct Image: Equatable, Sendable {
        /// An image from the app's assets.
        public init(named name: String, isTemplate: Bool? = nil) {}
        /// A system symbol.
        public init(systemName name: String, isTemplate: Bool? = nil) {}
        /// An image from data.
        public init(data: Data, isTemplate: Bool? = nil) {}
        /// An image at a URL.
        public init(url: URL, isTemplate: Bool? = nil) {}
        /// An image at a URL, drawn at a size.
        public init(url: URL, width: Double, height: Double, isTemplate: Bool? = nil) {}
    }
}
