/// The `@available` attributes Xcode 15 and later write (XcodeGeneratedClasses.md, 'Availability'):
/// they matter on Apple platforms, where deployment targets below the framework's introduction
/// would otherwise reject the classes; elsewhere the file is compiled out.
enum IntentsAvailability {
    /// Intents, handling protocols, response codes, responses, enums and custom types.
    static let declaration = SwiftAttribute.available(["iOS 12.0, macOS 11.0, watchOS 5.0, *", "tvOS, unavailable"])
    /// The resolution result classes of enums and custom types.
    static let resolutionResult = SwiftAttribute.available([
        "iOS 13.0, macOS 11.0, watchOS 6.0, *", "tvOS, unavailable",
    ])
    /// Custom-type properties, resolve methods, async twins of handle, confirm and resolve, and
    /// per-parameter unsupported reasons with their result classes.
    static let iOS13 = SwiftAttribute.available("iOS 13.0, macOS 11.0, watchOS 6.0, *")
    /// Dynamic options, their defaults and their async twins.
    static let iOS14 = SwiftAttribute.available("iOS 14.0, macOS 11.0, watchOS 7.0, *")
    /// The options method dynamic options replaced.
    static let deprecatedOptions: [SwiftAttribute] = [
        .available("iOS, introduced: 13.0, deprecated: 14.0, message: \"\""),
        .available("watchOS, introduced: 6.0, deprecated: 7.0, message: \"\""),
    ]
}
