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
    static func check(_ definition: Definition, into diagnostics: inout [Diagnostic]) {
        let uses = collect(definition).sorted { $0.location < $1.location }
        var textsByID: [String: [Use]] = [:]
        for use in uses {
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

    private static func collect(_ definition: Definition) -> [Use] {
        var texts: [LocalizedText?] = []
        var strings: [FormatString?] = []
        for intent in definition.intents where intent.kind == .custom {
            texts += [intent.title, intent.description]
            let parameters = intent.parameters + (intent.response?.parameters ?? [])
            texts += parameters.flatMap(localizedTexts(of:))
            strings += intent.parameters.flatMap { parameter in
                parameter.promptDialogs.map(\.formatString) + parameter.unsupportedReasons.map(\.formatString)
            }
            strings += (intent.response?.codes ?? []).flatMap { [$0.formatString, $0.conciseFormatString] }
            strings += (intent.parameterCombinations + intent.managedParameterCombinations).flatMap { [$0.title, $0.subtitle] }
        }
        for enumDefinition in definition.enums {
            texts += [enumDefinition.displayName] + enumDefinition.cases.map(\.displayName)
        }
        for type in definition.types {
            texts += [type.displayName] + type.properties.flatMap(localizedTexts(of:))
        }
        let textUses = texts.compactMap { text -> Use? in
            guard let text, let id = text.id, let value = text.text else { return nil }
            return Use(id: id, text: value, location: text.location)
        }
        let stringUses = strings.compactMap { string -> Use? in
            guard let string, let id = string.id else { return nil }
            return Use(id: id, text: string.text, location: string.location)
        }
        return textUses + stringUses
    }

    private static func localizedTexts(of parameter: Parameter) -> [LocalizedText?] {
        let metadata = parameter.metadata
        return [
            parameter.displayName, metadata.placeholder, metadata.trueDisplayName,
            metadata.falseDisplayName, metadata.template,
        ]
    }
}
