/// Every text and format string of a definition that has a localization ID.
enum LabelledTexts {
    /// One text with its ID, where it was read.
    struct Use {
        let id: String
        let text: String
        let location: SourceLocation
    }

    /// The labelled texts in the order intents, enums, custom types (texts first, then format
    /// strings); system intents are left out.
    static func all(in definition: Definition) -> [Use] {
        var uses: [Use] = []
        func add(_ text: LocalizedText?) {
            guard let text, let id = text.id, let value = text.text else { return }
            uses.append(Use(id: id, text: value, location: text.location))
        }
        func add(_ format: FormatString?) {
            guard let format, let id = format.id else { return }
            uses.append(Use(id: id, text: format.text, location: format.location))
        }
        // By index: a parameter's fields are read in place, not the whole parameter copied.
        func addTexts(of parameters: [Parameter]) {
            for index in parameters.indices {
                add(parameters[index].displayName)
                add(parameters[index].metadata.placeholder)
                add(parameters[index].metadata.trueDisplayName)
                add(parameters[index].metadata.falseDisplayName)
                add(parameters[index].metadata.template)
            }
        }
        let intents = definition.intents.indices.filter { definition.intents[$0].kind == .custom }
        for index in intents {
            let intent = definition.intents[index]
            add(intent.title)
            add(intent.description)
            addTexts(of: intent.parameters)
            addTexts(of: intent.response?.parameters ?? [])
        }
        for enumDefinition in definition.enums {
            add(enumDefinition.displayName)
            for enumCase in enumDefinition.cases {
                add(enumCase.displayName)
                enumCase.synonyms.forEach(add)
            }
        }
        for type in definition.types {
            add(type.displayName)
            addTexts(of: type.properties)
        }
        for index in intents {
            let intent = definition.intents[index]
            for parameter in intent.parameters.indices {
                for dialog in intent.parameters[parameter].promptDialogs { add(dialog.formatString) }
                for reason in intent.parameters[parameter].unsupportedReasons { add(reason.formatString) }
            }
            for code in intent.response?.codes ?? [] {
                add(code.formatString)
                add(code.conciseFormatString)
            }
            for combination in intent.parameterCombinations + intent.managedParameterCombinations {
                add(combination.title)
                add(combination.subtitle)
            }
        }
        return uses
    }
}
