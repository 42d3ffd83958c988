/// Stand-in for the Objective-C runtime's boolean; the compiler looks it up when it lowers
/// `Bool` in `@objc` signatures.
@frozen public struct ObjCBool: ExpressibleByBooleanLiteral {
    private var value: Bool

    /// A boolean with `value`.
    public init(_ value: Bool) { self.value = value }

    /// A boolean from a literal.
    public init(booleanLiteral value: Bool) { self.value = value }

    /// The value as a Swift `Bool`.
    public var boolValue: Bool { value }
}

/// Stand-in for an Objective-C method selector, as `#selector` produces.
@frozen public struct Selector: ExpressibleByStringLiteral {
    private var name: String

    /// The selector named `name`.
    public init(_ name: String) { self.name = name }

    /// The selector named by a literal.
    public init(stringLiteral name: String) { self.name = name }
}

/// The conversion the compiler inserts where a `Bool` crosses into Objective-C.
public func _convertBoolToObjCBool(_ value: Bool) -> ObjCBool { ObjCBool(value) }

/// The conversion the compiler inserts where an Objective-C boolean crosses into Swift.
public func _convertObjCBoolToBool(_ value: ObjCBool) -> Bool { value.boolValue }
