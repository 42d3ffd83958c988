/// Decodes one entry of `INEnums` (DefinitionFormat.md, 'Enums').
enum EnumDecoder {
    /// The raw value of a case without `INEnumValueIndex` that is not the leading `unknown`
    /// case; validation reports such cases.
    static let missingIndexRawValue = -1

    /// Decodes an enum dictionary.
    static func decode(_ dictionary: DictionaryView) -> EnumDefinition {
        let (name, nameLocation) = dictionary.name(.named(.INEnumName))
        var isFirst = true
        return EnumDefinition(
            name: name,
            nameLocation: nameLocation,
            location: dictionary.location,
            kind: dictionary.string(.named(.INEnumType))?.value,
            displayName: dictionary.localizedText(.named(.INEnumDisplayName)),
            generatesHeader: dictionary.flag(.named(.INEnumGeneratesHeader)),
            className: dictionary.string(.named(.INEnumClassName)),
            classPrefix: dictionary.string(.named(.INEnumClassPrefix))?.value,
            cases: dictionary.dictionaries(.named(.INEnumValues)) { value in
                defer { isFirst = false }
                return decodeCase(value, isFirst: isFirst)
            })
    }

    /// Decodes one entry of `INEnumValues`. The raw value is `INEnumValueIndex`, never the
    /// position; a first case named `unknown` without an index is 0 (models 1.1 and 1.2).
    static func decodeCase(_ dictionary: DictionaryView, isFirst: Bool) -> EnumCase {
        let (name, nameLocation) = dictionary.name(.named(.INEnumValueName))
        let index = dictionary.integer(.named(.INEnumValueIndex))
        let implicitRawValue = isFirst && name == "unknown" ? 0 : missingIndexRawValue
        return EnumCase(
            name: name,
            nameLocation: nameLocation,
            location: dictionary.location,
            displayName: dictionary.localizedText(.named(.INEnumValueDisplayName)),
            rawValue: index?.value ?? implicitRawValue,
            hasExplicitIndex: index != nil,
            synonyms: decodeSynonyms(dictionary))
    }

    /// `INEnumValueSynonyms`: each entry a dictionary holding the synonym's text and its key, as
    /// Xcode writes them, or a plain string (a text without key); other entries, and
    /// dictionaries holding neither text nor key, are reported and skipped.
    static func decodeSynonyms(_ dictionary: DictionaryView) -> [LocalizedText] {
        let synonymsKey = PlistKey.named(.INEnumValueSynonyms)
        guard let node = dictionary.node(synonymsKey) else { return [] }
        guard let items = node.items else {
            node.reportWrongKind(DictionaryView.subject(synonymsKey), expected: "an array", report: dictionary.report)
            return []
        }
        return items.enumerated().compactMap { position, item in
            if case .string(let text) = item.value { return LocalizedText(text: text, id: nil, at: item.location) }
            guard let entry = DictionaryView(item, report: dictionary.report) else {
                item.reportWrongKind(
                    DictionaryView.subject(synonymsKey, entry: position), expected: "a dictionary or a string",
                    report: dictionary.report)
                return nil
            }
            let synonym = entry.localizedText(.named(.INEnumValueSynonymSynonym))
            if synonym == nil { entry.reportMissing([.named(.INEnumValueSynonymSynonym)], in: "this synonym") }
            return synonym
        }
    }
}
