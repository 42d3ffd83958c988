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
        let conflicting = conflictingUses(in: uses)
        guard !conflicting.isEmpty else { return }
        let conflictingUses = conflicting.map { uses[$0] }.sorted { $0.location < $1.location }
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

    /// The indexes of the uses whose ID labels more than one text, in `uses` order.
    ///
    /// Each ID is hashed once: its uses form a group, numbered in order of first use, that
    /// remembers the first text and whether another text turned up.
    private static func conflictingUses(in uses: [Use]) -> [Int] {
        var groupByID: [String: Int] = [:]
        groupByID.reserveCapacity(uses.count)
        var firstTexts: [String] = []
        var groupConflicts: [Bool] = []
        var groupOfUse: [Int] = []
        groupOfUse.reserveCapacity(uses.count)
        for index in uses.indices {
            let newGroup = firstTexts.count
            // One lookup for the usual new ID; a repeated one gets its group back.
            if let group = groupByID.updateValue(newGroup, forKey: uses[index].id) {
                groupByID[uses[index].id] = group
                groupOfUse.append(group)
                if uses[index].text != firstTexts[group] { groupConflicts[group] = true }
            } else {
                firstTexts.append(uses[index].text)
                groupConflicts.append(false)
                groupOfUse.append(newGroup)
            }
        }
        guard groupConflicts.contains(true) else { return [] }
        return uses.indices.filter { groupConflicts[groupOfUse[$0]] }
    }

    /// Every text and format string that has an ID, in the order intents, enums, custom types
    /// (texts first, then format strings). Intents, parameters, codes and combinations are read
    /// in place by index: only the texts are copied.
    private static func collect(_ definition: Definition) -> [Use] {
        var texts: [Use] = []
        var strings: [Use] = []
        let intents = definition.intents
        for intentIndex in intents.indices where intents[intentIndex].kind == .custom {
            append(intents[intentIndex].title, to: &texts)
            append(intents[intentIndex].description, to: &texts)
            let parameters = intents[intentIndex].parameters
            let response = intents[intentIndex].response
            appendTexts(of: parameters, to: &texts)
            appendTexts(of: response?.parameters ?? [], to: &texts)
            for index in parameters.indices {
                let dialogs = parameters[index].promptDialogs
                for dialog in dialogs.indices { append(dialogs[dialog].formatString, to: &strings) }
                let reasons = parameters[index].unsupportedReasons
                for reason in reasons.indices { append(reasons[reason].formatString, to: &strings) }
            }
            let codes = response?.codes ?? []
            for index in codes.indices {
                append(codes[index].formatString, to: &strings)
                append(codes[index].conciseFormatString, to: &strings)
            }
            appendTitles(of: intents[intentIndex].parameterCombinations, to: &strings)
            appendTitles(of: intents[intentIndex].managedParameterCombinations, to: &strings)
        }
        for enumDefinition in definition.enums {
            append(enumDefinition.displayName, to: &texts)
            for enumCase in enumDefinition.cases { append(enumCase.displayName, to: &texts) }
        }
        for type in definition.types {
            append(type.displayName, to: &texts)
            appendTexts(of: type.properties, to: &texts)
        }
        texts.append(contentsOf: strings)
        return texts
    }

    private static func appendTitles(of combinations: [ParameterCombination], to uses: inout [Use]) {
        for index in combinations.indices {
            append(combinations[index].title, to: &uses)
            append(combinations[index].subtitle, to: &uses)
        }
    }

    private static func appendTexts(of parameters: [Parameter], to uses: inout [Use]) {
        for index in parameters.indices {
            append(parameters[index].displayName, to: &uses)
            append(parameters[index].metadata.placeholder, to: &uses)
            append(parameters[index].metadata.trueDisplayName, to: &uses)
            append(parameters[index].metadata.falseDisplayName, to: &uses)
            append(parameters[index].metadata.template, to: &uses)
        }
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
