/// One entry of `INTypes`: an app-defined object type (an `INObject` subclass in Xcode).
public struct CustomType: Hashable, Sendable, Codable {
    /// `INTypeName`.
    public var name: String
    /// Where the name was read (or the dict when it is missing).
    public var nameLocation: SourceLocation
    /// The type's `<dict>`.
    public var location: SourceLocation
    /// `INTypeDisplayName` and ID.
    public var displayName: LocalizedText?
    /// `INTypeProperties`, in UI order, built-in `INObject` properties included.
    public var properties: [Parameter]
    /// `INTypeLastPropertyTag`.
    public var lastPropertyTag: Located<Int>?
    /// `INTypeClassName`, overriding the generated name.
    public var className: Located<String>?
    /// `INTypeClassPrefix` (never seen in real files).
    public var classPrefix: String?

    /// Creates a custom type.
    public init(
        name: String, nameLocation: SourceLocation, location: SourceLocation,
        displayName: LocalizedText? = nil, properties: [Parameter] = [],
        lastPropertyTag: Located<Int>? = nil, className: Located<String>? = nil,
        classPrefix: String? = nil
    ) {
        self.name = name
        self.nameLocation = nameLocation
        self.location = location
        self.displayName = displayName
        self.properties = properties
        self.lastPropertyTag = lastPropertyTag
        self.className = className
        self.classPrefix = classPrefix
    }

    /// The properties the user defined: everything but the four built-in `INObject` ones
    /// (recognised by `INTypePropertyDefault`, DefinitionFormat.md, 'Built-in properties').
    public var userProperties: [Parameter] { properties.filter { !$0.isBuiltInProperty } }
}
