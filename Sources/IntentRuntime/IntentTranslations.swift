/// A definition's translations, framework-free: one table of key → text per language, as the
/// `<lang>.lproj/<Name>.strings` files beside the definition hold them.
///
/// Every localizable text of a definition — titles, descriptions, parameter, enum and value
/// display names, response and prompt dialogs — resolves through ``text(_:language:)`` or
/// ``render(_:language:arguments:)``: the requested language, then its shorter tags, then the
/// development language (``IntentLanguageFallback``), and finally the Base text written in the
/// definition. Nothing here reads files or uses `Bundle`, so it works the same on Linux.
public struct IntentTranslations: Sendable, Hashable {
    /// The tables by language tag (`de`, `pt-BR`): key → translated text.
    public var tables: [String: [String: String]]
    /// The language the Base text is written in (`en`).
    public var developmentLanguage: String

    /// Creates translations from tables by language.
    public init(tables: [String: [String: String]], developmentLanguage: String = "en") {
        self.tables = tables
        self.developmentLanguage = developmentLanguage
    }

    /// The languages tried for `language`, best first (see ``IntentLanguageFallback``).
    public func fallbackOrder(for language: String) -> [String] {
        IntentLanguageFallback.order(
            for: language, available: Array(tables.keys), developmentLanguage: developmentLanguage)
    }

    /// The first translation of any of `keys` in the fallback order of `language`: each language
    /// is searched for every key before the next language is tried.
    public func translation(forKeys keys: [String], language: String) -> String? {
        for tag in fallbackOrder(for: language) {
            guard let table = tables[tag] else { continue }
            for key in keys { if let text = table[key] { return text } }
        }
        return nil
    }

    /// `text` in `language`: its translation by key, else the definition's Base text.
    public func text(_ text: IntentLocalizedText, language: String) -> String {
        guard let key = text.key else { return text.defaultValue }
        return translation(forKeys: [key], language: language) ?? text.defaultValue
    }
}
