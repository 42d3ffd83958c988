import IntentDefinition

/// Suggestions in owned App Intents: an intent the definition lets Siri suggest
/// (`INIntentIneligibleForSuggestions` unset) with titled parameter combinations becomes a
/// `PredictableIntent`, one `IntentPrediction` per combination (of at most five parameters, the
/// most `IntentPrediction` takes; at most fifteen, the most its builder takes), titled and
/// subtitled by the combination's texts. A text that shows values is looked up in the String
/// Catalog under its ID (``AppIntentsCatalogEntry/format(key:baseText:interpolated:)``), its
/// values written as text; a missing value shows as nothing, never as a crash.
extension AppIntentsTranslator {
    /// The combinations `intent` predicts, each with the parameters it shows in order.
    func predictedCombinations(_ intent: IntentPlan) -> [(combination: ParameterCombination, members: [MemberPlan])] {
        guard ownership == .owned, !intent.intent.isIneligibleForSuggestions else { return [] }
        let shown = intent.parameters.filter { AppIntentsValueType($0, in: self) != nil }
        let combinations = intent.intent.parameterCombinations.filter { $0.title?.text.isEmpty == false }
        let predicted = combinations.compactMap { combination -> (ParameterCombination, [MemberPlan])? in
            let members = combination.parameterNames.compactMap { name in shown.first { $0.parameter.name == name } }
            guard members.count == combination.parameterNames.count, members.count <= 5 else { return nil }
            return (combination, members)
        }
        return Array(predicted.prefix(15))
    }

    /// `static var predictionConfiguration`, or nil when `intent` predicts nothing.
    func predictionConfiguration(_ intent: IntentPlan) -> SwiftDeclaration? {
        let predicted = predictedCombinations(intent)
        guard !predicted.isEmpty else { return nil }
        var entries: [AppIntentsCatalogEntry] = []
        let predictions = predicted.map { combination, members in prediction(combination, members, entries: &entries) }
        return .property(
            SwiftProperty(
                documentation: "The suggestions Siri may make, from the definition's parameter combinations.",
                modifiers: staticModifiers, name: "predictionConfiguration",
                type: .opaque(.appIntents(.intentPredictionConfiguration)),
                accessors: .getter(predictions.map { .expression($0) })))
    }

    /// The catalog entries of `intent`'s prediction texts that show values.
    func predictionEntries(_ intent: IntentPlan) -> [AppIntentsCatalogEntry] {
        var entries: [AppIntentsCatalogEntry] = []
        for (combination, members) in predictedCombinations(intent) {
            _ = prediction(combination, members, entries: &entries)
        }
        return entries
    }

    /// One `IntentPrediction`, recording its texts' catalog entries.
    private func prediction(
        _ combination: ParameterCombination, _ members: [MemberPlan], entries: inout [AppIntentsCatalogEntry]
    ) -> SwiftExpression {
        let paths = members.map { SwiftExpression.parameterKeyPath($0.name.bare) }
        let prediction = SwiftExpression.type(.appIntents(.intentPrediction))
        let callee: SwiftExpression =
            switch members.count {
            case 0: prediction
            case 1: .call(prediction, [SwiftArgument("parameters", paths[0])])
            default: .call(prediction, [SwiftArgument("parameters", .tuple(paths))])
            }
        var arguments = [SwiftArgument("title", predictionText(combination.title, members, entries: &entries))]
        if let subtitle = combination.subtitle, !subtitle.text.isEmpty {
            arguments.append(SwiftArgument("subtitle", predictionText(subtitle, members, entries: &entries)))
        }
        let representation = SwiftExpression.call(.appIntents(.displayRepresentation), arguments)
        return .trailingClosures(
            callee, [SwiftClosure(parameters: members.map(\.name.spelled), [.expression(representation)])])
    }

    /// A prediction text: looked up under its ID, its placeholders naming `members` written as
    /// their values' text.
    private func predictionText(
        _ format: FormatString?, _ members: [MemberPlan], entries: inout [AppIntentsCatalogEntry]
    ) -> SwiftExpression {
        guard let format else { return .string("") }
        let value = { (root: String) in members.first { $0.parameter.name == root } }
        guard format.placeholderRoots.contains(where: { value($0) != nil }) else {
            return localized(key: format.id, text: format.text)
        }
        let literal = PlaceholderRewriting.interpolatedLiteral(format) { root in value(root).map(valueText) }
        guard let id = format.id, !id.isEmpty else { return literal }
        let key = stringKeys.key(for: id)
        entries.append(.format(key: key, textKey: id, baseText: format.text) { value($0.root) != nil })
        return .call(
            .foundation(.localizedStringResource),
            [
                SwiftArgument(nil, .string(key)), SwiftArgument("defaultValue", literal),
                SwiftArgument("table", .string(catalogTable)),
            ])
    }

    /// The text of a prediction's value of `member` (optional, as App Intents hands it over).
    private func valueText(_ member: MemberPlan) -> SwiftExpression {
        let value = SwiftExpression.atom(member.name.spelled)
        let text: SwiftExpression
        switch (member.kind, member.isArray) {
        case (.builtIn(.string), false), (.builtIn(.speakableString), false): text = value
        case (.customType, false): text = .optionalMember(value, "displayString")
        // An App Enum case shows its display title, as the widget editor does.
        case (.enumeration, false):
            text = value.calling(
                "map",
                .call(.swift(.string), [SwiftArgument("localized", .member(.element, "localizedStringResource"))]))
        default:
            text = value.calling("map", .call(.swift(.string), [SwiftArgument("describing", .element)]))
        }
        return .infix(text, .nilCoalescing, .string(""))
    }
}
