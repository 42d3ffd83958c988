/// Every text and format string of a definition that has a localization ID, visited in place.
enum LabelledTexts {
    /// Calls `body` with the ID, text and location of each labelled text, in the order intents,
    /// enums, custom types (texts first, then format strings); system intents are left out.
    ///
    /// Everything is read in place, by index: binding an intent, enum or case (`for intent in`)
    /// would copy it with all its fields.
    static func forEach(
        in definition: Definition, _ body: (_ id: String, _ text: String, _ location: SourceLocation) -> Void
    ) {
        let intents = definition.intents
        for intentIndex in intents.indices where intents[intentIndex].kind == .custom {
            visit(intents[intentIndex].title, body)
            visit(intents[intentIndex].description, body)
            forEachText(of: intents[intentIndex].parameters, body)
            if let response = intents[intentIndex].response { forEachText(of: response.parameters, body) }
        }
        let enums = definition.enums
        for enumIndex in enums.indices {
            visit(enums[enumIndex].displayName, body)
            let cases = enums[enumIndex].cases
            for caseIndex in cases.indices { visit(cases[caseIndex].displayName, body) }
        }
        let types = definition.types
        for typeIndex in types.indices {
            visit(types[typeIndex].displayName, body)
            forEachText(of: types[typeIndex].properties, body)
        }
        for intentIndex in intents.indices where intents[intentIndex].kind == .custom {
            let parameters = intents[intentIndex].parameters
            for index in parameters.indices {
                let dialogs = parameters[index].promptDialogs
                for dialog in dialogs.indices { visit(dialogs[dialog].formatString, body) }
                let reasons = parameters[index].unsupportedReasons
                for reason in reasons.indices { visit(reasons[reason].formatString, body) }
            }
            if let codes = intents[intentIndex].response?.codes {
                for index in codes.indices {
                    visit(codes[index].formatString, body)
                    visit(codes[index].conciseFormatString, body)
                }
            }
            forEachTitle(of: intents[intentIndex].parameterCombinations, body)
            forEachTitle(of: intents[intentIndex].managedParameterCombinations, body)
        }
    }

    private static func forEachTitle(
        of combinations: [ParameterCombination], _ body: (String, String, SourceLocation) -> Void
    ) {
        for index in combinations.indices {
            visit(combinations[index].title, body)
            visit(combinations[index].subtitle, body)
        }
    }

    private static func forEachText(of parameters: [Parameter], _ body: (String, String, SourceLocation) -> Void) {
        for index in parameters.indices {
            visit(parameters[index].displayName, body)
            visit(parameters[index].metadata.placeholder, body)
            visit(parameters[index].metadata.trueDisplayName, body)
            visit(parameters[index].metadata.falseDisplayName, body)
            visit(parameters[index].metadata.template, body)
        }
    }

    // Each field is read through the optional: binding the whole text (`if let text`) copied
    // it, every string and the location retained and released.
    @inline(__always)
    private static func visit(_ text: LocalizedText?, _ body: (String, String, SourceLocation) -> Void) {
        guard let id = text?.id, let value = text?.text else { return }
        body(id, value, text.unsafelyUnwrapped.location)
    }

    @inline(__always)
    private static func visit(_ string: FormatString?, _ body: (String, String, SourceLocation) -> Void) {
        guard let id = string?.id else { return }
        body(id, string.unsafelyUnwrapped.text, string.unsafelyUnwrapped.location)
    }
}
