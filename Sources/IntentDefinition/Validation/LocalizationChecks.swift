/// Localization IDs (`…ID` keys): shared IDs are fine, but one ID labelling different texts
/// means a translation can fit only one of them (DefinitionFormat.md, 'Localization IDs').
enum LocalizationChecks {
    /// Warns at each use whose text differs from the first use of the same ID, once per
    /// distinct text, with a note at that first use. System intents are left out.
    static func check(_ definition: Definition, into diagnostics: inout [Diagnostic]) {
        var textsByID: [String: [LabelledTexts.Use]] = [:]
        for use in LabelledTexts.all(in: definition).sorted(by: { $0.location < $1.location }) {
            let earlier = textsByID[use.id, default: []]
            guard !earlier.contains(where: { $0.text == use.text }) else { continue }
            textsByID[use.id] = earlier + [use]
            guard let first = earlier.first else { continue }
            diagnostics.append(
                Diagnostic(
                    .conflictingLocalizationID,
                    "localization ID '\(use.id)' labels '\(use.text)' here but '\(first.text)' elsewhere",
                    at: use.location,
                    notes: [DiagnosticNote("'\(use.id)' labels '\(first.text)' here", at: first.location)]))
        }
    }
}
