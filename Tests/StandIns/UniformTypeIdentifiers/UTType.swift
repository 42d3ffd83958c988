// Stand-in for UniformTypeIdentifiers' `UTType`, the file type of an App Intents `IntentFile`.
// Only the identifier and a few common types; nothing is looked up.

/// A uniform type identifier, such as `public.plain-text`.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The identifier string.
    public let identifier: String

    /// The type with `identifier`; `nil` for an empty string.
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self.identifier = identifier
    }

    private init(known identifier: String) { self.identifier = identifier }

    public var description: String { identifier }

    /// Any item (`public.item`).
    public static let item = UTType(known: "public.item")
    /// Any data (`public.data`).
    public static let data = UTType(known: "public.data")
    /// Any content (`public.content`).
    public static let content = UTType(known: "public.content")
    /// Any text (`public.text`).
    public static let text = UTType(known: "public.text")
    /// Plain text (`public.plain-text`).
    public static let plainText = UTType(known: "public.plain-text")
    /// Any image (`public.image`).
    public static let image = UTType(known: "public.image")
    /// PDF (`com.adobe.pdf`).
    public static let pdf = UTType(known: "com.adobe.pdf")
    /// JSON (`public.json`).
    public static let json = UTType(known: "public.json")
}
