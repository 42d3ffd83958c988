/// Localization IDs (`…ID` keys): shared IDs are fine, but one ID labelling different texts
/// means a translation can fit only one of them (DefinitionFormat.md, 'Localization IDs').
enum LocalizationChecks {
    /// Warns at each use whose text differs from the first use of the same ID, once per
    /// distinct text, with a note at that first use. System intents are left out.
    static func check(_ definition: Definition, into diagnostics: inout [Diagnostic]) {
        let uses = LabelledTexts.all(in: definition).sorted(by: { $0.location < $1.location })
        // Per ID, its first use and the other texts it labels; most IDs label one text.
        var seen = [String: (first: LabelledTexts.Use, others: [String])](minimumCapacity: uses.count)
        for use in uses {
            guard let (first, others) = seen[use.id] else {
                seen[use.id] = (use, [])
                continue
            }
            guard use.text != first.text, !others.contains(use.text) else { continue }
            seen[use.id]?.others.append(use.text)
            diagnostics.append(
                Diagnostic(
                    .conflictingLocalizationID,
                    "localization ID '\(use.id)' labels '\(use.text)' here but '\(first.text)' elsewhere",
                    at: use.location,
                    notes: [DiagnosticNote("'\(use.id)' labels '\(first.text)' here", at: first.location)]))
        }
    }
}
