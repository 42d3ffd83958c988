import IntentDefinition

/// An App Intent that declares which SiriKit intent it migrates: read from Swift
/// (``AppIntentsSourceIndex``) or from a built product's `extract.actionsdata`.
public struct MigratingAppIntent: Hashable, Sendable {
    /// A property of the App Intent.
    public struct Parameter: Hashable, Sendable {
        /// The property's Swift name, which stored values are matched by.
        public var name: String
        /// The property's type as written, when known (Swift only).
        public var type: String?
        /// Where the property is declared.
        public var location: SourceLocation

        /// Creates a parameter.
        public init(name: String, type: String?, at location: SourceLocation) {
            self.name = name
            self.type = type
            self.location = location
        }
    }

    /// The `static intentClassName` property.
    public struct ClassNameDeclaration: Hashable, Sendable {
        /// Its value when it is a string literal.
        public var literal: String?
        /// Where it is declared.
        public var location: SourceLocation

        /// Creates a class-name declaration.
        public init(literal: String?, at location: SourceLocation) {
            self.literal = literal
            self.location = location
        }
    }

    /// The type's name: qualified for a nested type (`Widgets.RefreshIntent`).
    public var typeName: String
    /// The `intentClassName` property; nil when the type declares none.
    public var classNameDeclaration: ClassNameDeclaration?
    /// Where the type is declared.
    public var typeLocation: SourceLocation
    /// The `@Parameter` properties, one per name.
    public var parameters: [Parameter]
    /// The instance properties that are not `@Parameter`s (Swift only).
    public var otherProperties: [Parameter]

    /// `intentClassName` when it is a string literal.
    public var className: String? { classNameDeclaration?.literal }
    /// Where `intentClassName` is declared, else the type.
    public var location: SourceLocation { classNameDeclaration?.location ?? typeLocation }

    /// Creates a migrating App Intent.
    public init(
        typeName: String, classNameDeclaration: ClassNameDeclaration?, at typeLocation: SourceLocation,
        parameters: [Parameter], otherProperties: [Parameter] = []
    ) {
        self.typeName = typeName
        self.classNameDeclaration = classNameDeclaration
        self.typeLocation = typeLocation
        self.parameters = parameters
        self.otherProperties = otherProperties
    }
}
