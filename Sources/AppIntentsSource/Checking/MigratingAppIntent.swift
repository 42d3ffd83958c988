import IntentDefinition

/// An App Intent that declares which SiriKit intent it migrates: read from Swift
/// (``AppIntentsSourceIndex``) or from a built product's `extract.actionsdata`.
public struct MigratingAppIntent: Hashable, Sendable {
    /// A parameter of the App Intent.
    public struct Parameter: Hashable, Sendable {
        /// The property's Swift name, which stored values are matched by.
        public var name: String
        /// The property's type as written, when known (Swift only).
        public var type: String?
        /// Where the parameter is declared.
        public var location: SourceLocation

        /// Creates a parameter.
        public init(name: String, type: String?, at location: SourceLocation) {
            self.name = name
            self.type = type
            self.location = location
        }
    }

    /// The type's name (its last component).
    public var typeName: String
    /// `intentClassName`; nil when it is not a string literal.
    public var className: String?
    /// Where `intentClassName` is declared (else the type).
    public var location: SourceLocation
    /// The `@Parameter` properties, one per name.
    public var parameters: [Parameter]

    /// Creates a migrating App Intent.
    public init(typeName: String, className: String?, at location: SourceLocation, parameters: [Parameter]) {
        self.typeName = typeName
        self.className = className
        self.location = location
        self.parameters = parameters
    }
}
