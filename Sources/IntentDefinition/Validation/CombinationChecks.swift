/// Parameter combinations: keys are sets of parameter names; titles use only those names
/// (DefinitionFormat.md, 'Parameter combinations').
enum CombinationChecks {
    /// Reports key names that are not parameters and combinations that repeat a set of names;
    /// at full depth also title and subtitle placeholders that the key does not list.
    static func check(_ intent: Intent, depth: CheckDepth, into diagnostics: inout [Diagnostic]) {
        check(
            intent.parameterCombinations, listKey: "INIntentParameterCombinations", of: intent, depth: depth,
            into: &diagnostics)
        check(
            intent.managedParameterCombinations, listKey: "INIntentManagedParameterCombinations", of: intent,
            depth: depth, into: &diagnostics)
    }

    /// Checks one list of combinations of `intent`.
    private static func check(
        _ combinations: [ParameterCombination], listKey: String, of intent: Intent, depth: CheckDepth,
        into diagnostics: inout [Diagnostic]
    ) {
        let parameters = intent.parameters
        for combination in combinations {
            var subject: String { "parameter combination '\(combination.key)' of intent '\(intent.name)'" }
            let keyNames = combination.parameterNames
            for name in keyNames where !parameters.containsParameter(named: name) {
                diagnostics.append(
                    Diagnostic(
                        .unknownCombinationParameter,
                        "\(subject) names '\(name)', which is not a parameter of the intent",
                        at: combination.keyLocation,
                        notes: NameSuggestion.notes(for: name, among: parameters.suggestionCandidates)))
            }
            guard depth == .full else { continue }
            for (label, string) in [("title", combination.title), ("subtitle", combination.subtitle)] {
                PlaceholderChecks.check(
                    string, isAllowedRoot: { keyNames.contains($0) },
                    suggesting: parameters.filter { keyNames.contains($0.name) }.suggestionCandidates,
                    unknownCode: .combinationPlaceholderNotInKey,
                    subject: "\(label) of \(subject)", unknownReason: "its key does not list",
                    into: &diagnostics)
            }
        }
        for (duplicate, first) in Duplicates.pairs(in: combinations, key: { Set($0.parameterNames) }) {
            diagnostics.append(
                Diagnostic(
                    .duplicateCombination,
                    "parameter combination '\(duplicate.key)' of intent '\(intent.name)' lists the same parameters as '\(first.key)' in \(listKey)",
                    at: duplicate.keyLocation,
                    notes: [
                        DiagnosticNote("combination '\(first.key)' lists the same parameters", at: first.keyLocation)
                    ]))
        }
    }
}
