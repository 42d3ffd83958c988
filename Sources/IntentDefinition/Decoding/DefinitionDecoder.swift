/// Turns a located plist tree into the typed ``Definition`` model, absorbing every variant
/// Xcode has written (DefinitionFormat.md, 'What intentc accepts').
///
/// Every key is optional and unknown keys are ignored. A known key whose value has the wrong
/// kind is reported at the value and treated as absent. Missing names are left empty (located
/// at their dictionary) for validation to report, as is an enum case without an index.
package enum DefinitionDecoder {
    /// Decodes `root`, the parsed contents of `path`. Problems that make a value unusable are
    /// reported; unknown keys are ignored. Returns nil only when the root is not a dictionary.
    package static func decode(
        _ root: PlistNode, path: String, diagnostics: inout [Diagnostic]
    ) -> Definition? {
        let report = DecoderReport()
        defer { diagnostics += report.diagnostics }
        guard let dictionary = DictionaryView(root, report: report) else {
            report.add(
                .rootNotDictionary,
                "the root element is \(root.value.kindDescription), but an intent definition's root is a dictionary",
                at: root.location)
            return nil
        }
        return Definition(
            path: path,
            location: dictionary.location,
            modelVersion: dictionary.string(.named(.INIntentDefinitionModelVersion)),
            namespace: dictionary.string(.named(.INIntentDefinitionNamespace)),
            toolsVersion: dictionary.string(.named(.INIntentDefinitionToolsVersion))?.value,
            toolsBuildVersion: dictionary.string(.named(.INIntentDefinitionToolsBuildVersion))?.value,
            systemVersion: dictionary.string(.named(.INIntentDefinitionSystemVersion))?.value,
            intents: dictionary.dictionaries(.named(.INIntents), { IntentDecoder.decode($0) }),
            enums: dictionary.dictionaries(.named(.INEnums), { EnumDecoder.decode($0) }),
            types: dictionary.dictionaries(.named(.INTypes), { CustomTypeDecoder.decode($0) }))
    }
}
