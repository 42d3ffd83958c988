/// A modifier, written on the declaration's own line before its keyword, in the order given.
enum SwiftModifier: String, Hashable, Sendable {
    case `public`, `package`, `internal`, `fileprivate`, `private`
    /// `fileprivate(set)`: the setter's access.
    case fileprivateSetter = "fileprivate(set)"
    case `static`, `class`, `override`, `nonisolated`, `optional`, `convenience`
    /// `@objc` without a name, on the declaration's line.
    case objc = "@objc"
    /// `@NSManaged`: Core Data's and the Intents classes' storage of a property.
    case nsManaged = "@NSManaged"

    /// The modifier of an access level.
    init(_ level: GenerationOptions.AccessLevel) {
        switch level {
        case .public: self = .public
        case .package: self = .package
        case .internal: self = .internal
        }
    }
}

/// An attribute written on its own line between a declaration's documentation and the
/// declaration.
enum SwiftAttribute: Hashable, Sendable {
    /// `@objc(name)`: the Objective-C name (a class name or a selector).
    case objc(String)
    /// `@available(…)` once per element, on one line: each element is the arguments of one,
    /// e.g. `iOS 14.0, macOS 11.0, *` or `tvOS, unavailable`.
    case available([String])
    /// `@Type` or `@Type(arguments)`: a property wrapper.
    case wrapper(SwiftType, [SwiftArgument]?)

    /// `@available(arguments)`.
    static func available(_ arguments: String) -> SwiftAttribute { .available([arguments]) }
}
