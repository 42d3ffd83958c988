/// One string of a definition as Xcode exports it for translation: its key, its Base text and
/// where that text is written in the definition.
public struct ExportedString: Hashable, Sendable {
    /// The key in the tables: the string's ID, or `<stringID>-<valueID>` for a compound key.
    public var key: String
    /// The Base text; for a compound key, with the value's display name in place of its
    /// placeholder, as Xcode writes it into the exported text.
    public var text: String
    /// Where the Base text is written in the definition.
    public var location: SourceLocation
    /// The placeholder a compound key resolved (its root name), absent in its translations.
    public var resolvedPlaceholder: String?
    /// The Base text as the definition writes it: for a compound key, with the placeholder the
    /// value's display name replaces in ``text``.
    public var definitionText: String

    /// Creates an exported string; `definitionText` defaults to `text`.
    public init(
        key: String, text: String, at location: SourceLocation, resolvedPlaceholder: String? = nil,
        definitionText: String? = nil
    ) {
        self.key = key
        self.text = text
        self.location = location
        self.resolvedPlaceholder = resolvedPlaceholder
        self.definitionText = definitionText ?? text
    }

    /// Whether the text is nothing but one placeholder (`${phrase}`, white space around it
    /// allowed): some projects export such strings and others do not, so a table may hold or
    /// omit them.
    public var isOptional: Bool {
        let placeholders = Placeholder.scan(text)
        let core = text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
        return placeholders.count == 1 && String(core) == "${\(placeholders[0].name)}"
    }

    /// The placeholders a translation must keep, by name with their counts: the Base text's,
    /// without the one a compound key resolved.
    public var expectedPlaceholders: [String: Int] {
        PlaceholderCount.of(text, ignoring: resolvedPlaceholder)
    }
}

/// Counting `${…}` placeholders by name, to compare them as multisets.
enum PlaceholderCount {
    /// The placeholders of `text` by full name with their counts, leaving out those whose root is
    /// `ignored`.
    static func of(_ text: String, ignoring ignored: String?) -> [String: Int] {
        var counts: [String: Int] = [:]
        for placeholder in Placeholder.scan(text) where placeholder.root != ignored {
            counts[placeholder.name, default: 0] += 1
        }
        return counts
    }
}
