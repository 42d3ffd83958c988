import IntentDefinition

/// One string of the String Catalog generated beside the App Intents output: a text whose
/// placeholders App Intents fills itself, which the definition's tables (`${name}` under its
/// IDs) cannot serve.
struct AppIntentsCatalogEntry: Hashable, Sendable {
    /// How the catalog's value is written, one form per way App Intents builds its key.
    enum Form: Hashable, Sendable {
        /// A summary, keyed by its own sentence (`Summary("Log reading of \(\.$book)")` looks up
        /// `Log reading of ${book}`): placeholders whose root is a key stay, renamed to the value
        /// (the Swift property App Intents writes), in any order.
        case summary(properties: [String: String])
        /// A dialog built from values, keyed by its ID with the values as `String` arguments: each
        /// placeholder (by full name, else by root) becomes `%<position>$@` in the Base text's
        /// order, so a translation may reorder them; literal `%` is doubled when there are any.
        case format(positions: [String: Int])
    }

    /// The key App Intents looks up in the catalog.
    var key: String
    /// The definition's key whose translations fill the entry: the text's ID or compound key.
    var textKey: String
    /// The Base text under `textKey`.
    var baseText: String
    /// How values are written.
    var form: Form

    /// A summary entry for `text` (the combination title) whose placeholders rooted at a key of
    /// `properties` are interpolated as those properties.
    static func summary(_ text: FormatString, id: String, properties: [String: String]) -> AppIntentsCatalogEntry {
        AppIntentsCatalogEntry(
            key: PlaceholderRewriting.rewrite(text.text, { $0 }) { summaryPlaceholder($0, properties) } ?? text.text,
            textKey: id, baseText: text.text, form: .summary(properties: properties))
    }

    /// A format entry under `key` for `baseText`, translated as the text under `textKey` (nil:
    /// `key` itself), whose placeholders with an argument (those `interpolated` accepts) are the
    /// arguments in order of appearance.
    static func format(
        key: String, textKey: String? = nil, baseText: String, interpolated: (Placeholder) -> Bool
    ) -> AppIntentsCatalogEntry {
        var positions: [String: Int] = [:]
        var count = 0
        _ = PlaceholderRewriting.rewrite(
            baseText, { $0 },
            { placeholder in
                guard interpolated(placeholder) else { return "" }
                count += 1
                if positions[placeholder.name] == nil { positions[placeholder.name] = count }
                if positions[placeholder.root] == nil { positions[placeholder.root] = count }
                return ""
            })
        return AppIntentsCatalogEntry(
            key: key, textKey: textKey ?? key, baseText: baseText, form: .format(positions: positions))
    }

    /// The catalog's value for a translation (or the Base text) `text`; nil when `text` has a
    /// placeholder the Base text does not interpolate or keep (a translated or misspelt name,
    /// which `intentc lint` reports as IC165): that language then shows the Base text.
    func value(for text: String) -> String? {
        let known = Set(Placeholder.scan(baseText).map(\.name))
        switch form {
        case .summary(let properties):
            return PlaceholderRewriting.rewrite(
                text, { $0 },
                { placeholder in
                    known.contains(placeholder.name) ? Self.summaryPlaceholder(placeholder, properties) : nil
                })
        case .format(let positions):
            // Only a text with arguments is a format; without any, `%` stays as written.
            let literal = { (piece: String) in
                positions.isEmpty ? piece : String(piece.flatMap { $0 == "%" ? "%%" : String($0) })
            }
            return PlaceholderRewriting.rewrite(text, literal) { placeholder in
                guard known.contains(placeholder.name) || positions[placeholder.root] != nil else { return nil }
                return (positions[placeholder.name] ?? positions[placeholder.root]).map { "%\($0)$@" }
            }
        }
    }

    /// A summary's placeholder as App Intents writes it: `${property}` for an interpolated
    /// parameter, the placeholder as written otherwise.
    private static func summaryPlaceholder(_ placeholder: Placeholder, _ properties: [String: String]) -> String {
        properties[placeholder.root].map { "${\($0)}" } ?? "${\(placeholder.name)}"
    }
}
