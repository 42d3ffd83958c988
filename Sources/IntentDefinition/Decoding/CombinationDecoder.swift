/// Decodes `INIntentParameterCombinations` and `INIntentManagedParameterCombinations`
/// (DefinitionFormat.md, 'Parameter combinations'): dictionaries keyed by comma-joined parameter
/// names.
enum CombinationDecoder {
    /// The combinations under `key` of an intent, sorted by key (byte order) so that output
    /// does not depend on the file's key order.
    static func decode(_ intent: DictionaryView, key: PlistKey) -> [ParameterCombination] {
        guard let combinations = intent.dictionary(key) else { return [] }
        return combinations.entries
            .compactMap { entry in
                guard let value = DictionaryView(entry.value, report: intent.report) else {
                    entry.value.reportWrongKind(
                        "combination '\(entry.key)' of '\(key)'", expected: "a dictionary",
                        report: intent.report)
                    return nil
                }
                return decodeCombination(value, key: entry.key, keyLocation: entry.keyLocation)
            }
            .sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }

    /// Decodes one combination's dictionary.
    static func decodeCombination(
        _ dictionary: DictionaryView, key: String, keyLocation: SourceLocation
    ) -> ParameterCombination {
        ParameterCombination(
            key: key,
            keyLocation: keyLocation,
            title: dictionary.formatString(.named(.INIntentParameterCombinationTitle)),
            subtitle: dictionary.formatString(.named(.INIntentParameterCombinationSubtitle)),
            supportsBackgroundExecution: dictionary.flag(
                .named(.INIntentParameterCombinationSupportsBackgroundExecution)),
            isPrimary: dictionary.flag(.named(.INIntentParameterCombinationIsPrimary)),
            isLinked: dictionary.flag(.named(.INIntentParameterCombinationIsLinked)),
            updatesLinked: dictionary.flag(.named(.INIntentParameterCombinationUpdatesLinked)))
    }
}
