/// Localization IDs (`…ID` keys): shared IDs are fine, but one ID labelling different texts
/// means a translation can fit only one of them (FORMAT.md §15).
enum LocalizationChecks {
    /// One text with its ID, where it was read.
    private struct Use {
        let id: String
        let text: String
        let location: SourceLocation
    }

    /// Warns at each use whose text differs from the first use of the same ID, once per
    /// distinct text, with a note at that first use. System intents are left out.
    ///
    /// Nearly every ID labels one text, so one pass over the uses in any order finds the IDs
    /// that label several; only their uses are put in file order and compared text by text.
    static func check(_ definition: Definition, into diagnostics: inout [Diagnostic]) {
        let uses = collect(definition)
        let conflicting = conflictingIDs(in: uses)
        guard !conflicting.isEmpty else { return }
        let conflictingUses = uses.filter { conflicting.contains($0.id) }.sorted { $0.location < $1.location }
        var textsByID: [String: [Use]] = [:]
        for use in conflictingUses {
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

    /// The IDs that label more than one text.
    private static func conflictingIDs(in uses: [Use]) -> Set<String> {
        var textByID: [String: String] = [:]
        textByID.reserveCapacity(uses.count)
        var conflicting: Set<String> = []
        for use in uses {
            // Replacing the stored text is harmless: an ID whose texts differ is already marked.
            if let earlier = textByID.updateValue(use.text, forKey: use.id), earlier != use.text {
                conflicting.insert(use.id)
            }
        }
        return conflicting
    }

    /// Every text and format string that has an ID, in the order intents, enums, custom types
    /// (texts first, then format strings).
    private static func collect(_ definition: Definition) -> [Use] {
        var texts: [Use] = []
        var strings: [Use] = []
        for intent in definition.intents where intent.kind == .custom {
            append(intent.title, to: &texts)
            append(intent.description, to: &texts)
            for parameter in intent.parameters {
                appendTexts(of: parameter, to: &texts)
            }
            for parameter in intent.response?.parameters ?? [] {
                appendTexts(of: parameter, to: &texts)
            }
            for parameter in intent.parameters {
                for dialog in parameter.promptDialogs { append(dialog.formatString, to: &strings) }
                for reason in parameter.unsupportedReasons { append(reason.formatString, to: &strings) }
            }
            for code in intent.response?.codes ?? [] {
                append(code.formatString, to: &strings)
                append(code.conciseFormatString, to: &strings)
            }
            for combinations in [intent.parameterCombinations, intent.managedParameterCombinations] {
                for combination in combinations {
                    append(combination.title, to: &strings)
                    append(combination.subtitle, to: &strings)
                }
            }
        }
        for enumDefinition in definition.enums {
            append(enumDefinition.displayName, to: &texts)
            for enumCase in enumDefinition.cases { append(enumCase.displayName, to: &texts) }
        }
        for type in definition.types {
            append(type.displayName, to: &texts)
            for property in type.properties { appendTexts(of: property, to: &texts) }
        }
        return texts + strings
    }

    private static func appendTexts(of parameter: Parameter, to uses: inout [Use]) {
        let metadata = parameter.metadata
        append(parameter.displayName, to: &uses)
        append(metadata.placeholder, to: &uses)
        append(metadata.trueDisplayName, to: &uses)
        append(metadata.falseDisplayName, to: &uses)
        append(metadata.template, to: &uses)
    }

    private static func append(_ text: LocalizedText?, to uses: inout [Use]) {
        guard let text, let id = text.id, let value = text.text else { return }
        uses.append(Use(id: id, text: value, location: text.location))
    }

    private static func append(_ string: FormatString?, to uses: inout [Use]) {
        guard let string, let id = string.id else { return }
        uses.append(Use(id: id, text: string.text, location: string.location))
    }
}
