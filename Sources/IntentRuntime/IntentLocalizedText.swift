import Foundation

/// A user-visible string from a definition, with its localization key (the definition's `…ID`).
///
/// Xcode stores the translations of a definition in a `.strings` table named after the
/// definition (for `BookClub.intentdefinition`, `BookClub.strings`), keyed by these IDs.
public struct IntentLocalizedText: Sendable, Hashable, Codable, ExpressibleByStringLiteral {
    /// The localization key, or `nil` when the definition gave the string none.
    public var key: String?
    /// The text written in the definition, used when no translation is found.
    public var defaultValue: String

    /// Creates a text with the definition's wording and its localization key.
    public init(_ defaultValue: String, key: String?) {
        self.defaultValue = defaultValue
        self.key = key
    }

    /// Creates a text without a localization key.
    public init(stringLiteral value: String) {
        self.init(value, key: nil)
    }

    /// Looks ``key`` up in `bundle`'s `table`, falling back to ``defaultValue`` when there is no
    /// key or no translation for it.
    ///
    /// - Parameters:
    ///   - bundle: The bundle holding the `.lproj` folders.
    ///   - table: The `.strings` table, named after the definition; `nil` means `Localizable`.
    public func localized(in bundle: Bundle = .main, table: String? = nil) -> String {
        guard let key else { return defaultValue }
        let translation = bundle.localizedString(forKey: key, value: defaultValue, table: table)
        // Foundation answers a missing key with the key itself when the fallback is empty.
        return defaultValue.isEmpty && translation == key ? defaultValue : translation
    }
}
