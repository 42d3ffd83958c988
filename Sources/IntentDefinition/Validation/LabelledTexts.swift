/// Every text and format string of a definition that has a localization ID, visited in place.
enum LabelledTexts {
    /// What a visit is given: the ID and the text; it returns whether it wants to be told where
    /// the text was read (``Located``).
    typealias Visitor = (_ id: String, _ text: String) -> Bool
    /// Told where the text just visited was read, when the visit asked for it.
    typealias Located = (_ location: SourceLocation) -> Void

    /// Calls `body` for each labelled text, in the order intents, enums, custom types (texts
    /// first, then format strings), and `located` with its location when `body` asks for it;
    /// system intents are left out. The location is read only then: most walks need none.
    ///
    /// Everything is read in place, by index, field by field (`dialogs[index].formatString?.id`):
    /// passing each `FormatString?` or `LocalizedText?` on by value copied it, every string,
    /// array and location retained and then released, 1.6 M instructions a walk for the 2 MB
    /// benchmark (callgrind). The walk is inlined into each caller so that its closures are too:
    /// called through a context, each walk cost 1 M instructions more.
    @inline(__always)
    static func forEach(in definition: Definition, _ body: Visitor, located: Located = { _ in }) {
        let intents = definition.intents
        for intentIndex in intents.indices where intents[intentIndex].kind == .custom {
            visit(
                id: intents[intentIndex].title?.id, text: intents[intentIndex].title?.text,
                location: intents[intentIndex].title!.location, body, located)
            visit(
                id: intents[intentIndex].description?.id, text: intents[intentIndex].description?.text,
                location: intents[intentIndex].description!.location, body, located)
            forEachText(of: intents[intentIndex].parameters, body, located)
            if let parameters = intents[intentIndex].response?.parameters { forEachText(of: parameters, body, located) }
        }
        let enums = definition.enums
        for enumIndex in enums.indices {
            visit(
                id: enums[enumIndex].displayName?.id, text: enums[enumIndex].displayName?.text,
                location: enums[enumIndex].displayName!.location, body, located)
            let cases = enums[enumIndex].cases
            for index in cases.indices {
                visit(
                    id: cases[index].displayName?.id, text: cases[index].displayName?.text,
                    location: cases[index].displayName!.location, body, located)
                let synonyms = cases[index].synonyms
                for synonym in synonyms.indices {
                    visit(
                        id: synonyms[synonym].id, text: synonyms[synonym].text,
                        location: synonyms[synonym].location, body, located)
                }
            }
        }
        let types = definition.types
        for typeIndex in types.indices {
            visit(
                id: types[typeIndex].displayName?.id, text: types[typeIndex].displayName?.text,
                location: types[typeIndex].displayName!.location, body, located)
            forEachText(of: types[typeIndex].properties, body, located)
        }
        for intentIndex in intents.indices where intents[intentIndex].kind == .custom {
            let parameters = intents[intentIndex].parameters
            for index in parameters.indices {
                let dialogs = parameters[index].promptDialogs
                for dialog in dialogs.indices {
                    visit(
                        id: dialogs[dialog].formatString?.id, text: dialogs[dialog].formatString?.text,
                        location: dialogs[dialog].formatString!.location, body, located)
                }
                let reasons = parameters[index].unsupportedReasons
                for reason in reasons.indices {
                    visit(
                        id: reasons[reason].formatString?.id, text: reasons[reason].formatString?.text,
                        location: reasons[reason].formatString!.location, body, located)
                }
            }
            if let codes = intents[intentIndex].response?.codes {
                for index in codes.indices {
                    visit(
                        id: codes[index].formatString?.id, text: codes[index].formatString?.text,
                        location: codes[index].formatString!.location, body, located)
                    visit(
                        id: codes[index].conciseFormatString?.id, text: codes[index].conciseFormatString?.text,
                        location: codes[index].conciseFormatString!.location, body, located)
                }
            }
            forEachTitle(of: intents[intentIndex].parameterCombinations, body, located)
            forEachTitle(of: intents[intentIndex].managedParameterCombinations, body, located)
        }
    }

    @inline(__always)
    private static func forEachTitle(of combinations: [ParameterCombination], _ body: Visitor, _ located: Located) {
        for index in combinations.indices {
            visit(
                id: combinations[index].title?.id, text: combinations[index].title?.text,
                location: combinations[index].title!.location, body, located)
            visit(
                id: combinations[index].subtitle?.id, text: combinations[index].subtitle?.text,
                location: combinations[index].subtitle!.location, body, located)
        }
    }

    @inline(__always)
    private static func forEachText(of parameters: [Parameter], _ body: Visitor, _ located: Located) {
        for index in parameters.indices {
            visit(
                id: parameters[index].displayName?.id, text: parameters[index].displayName?.text,
                location: parameters[index].displayName!.location, body, located)
            visit(
                id: parameters[index].metadata.placeholder?.id, text: parameters[index].metadata.placeholder?.text,
                location: parameters[index].metadata.placeholder!.location, body, located)
            visit(
                id: parameters[index].metadata.trueDisplayName?.id,
                text: parameters[index].metadata.trueDisplayName?.text,
                location: parameters[index].metadata.trueDisplayName!.location, body, located)
            visit(
                id: parameters[index].metadata.falseDisplayName?.id,
                text: parameters[index].metadata.falseDisplayName?.text,
                location: parameters[index].metadata.falseDisplayName!.location, body, located)
            visit(
                id: parameters[index].metadata.template?.id, text: parameters[index].metadata.template?.text,
                location: parameters[index].metadata.template!.location, body, located)
        }
    }

    /// Visits one text when it has both an ID and a text; `text` and `location` are read only then.
    @inline(__always)
    private static func visit(
        id: String?, text: @autoclosure () -> String?, location: @autoclosure () -> SourceLocation, _ body: Visitor,
        _ located: Located
    ) {
        guard let id, let text = text(), body(id, text) else { return }
        located(location())
    }
}
