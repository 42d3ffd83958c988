/// Parameter combinations: keys are sets of parameter names; titles use only those names
/// (FORMAT.md §11).
enum CombinationChecks {
    /// Reports key names that are not parameters and combinations that repeat a set of names;
    /// at full depth also title and subtitle placeholders that the key does not list.
    static func check(_ intent: Intent, depth: CheckDepth, into diagnostics: inout [Diagnostic]) {
        // Most intents have one list or none: the parameter names are gathered only for a list.
        var parameterNames: Set<String>?
        for (listKey, combinations) in [
            ("INIntentParameterCombinations", intent.parameterCombinations),
            ("INIntentManagedParameterCombinations", intent.managedParameterCombinations),
        ] where !combinations.isEmpty {
            let names = parameterNames ?? Set(intent.parameters.map(\.name))
            parameterNames = names
            check(combinations, listKey: listKey, of: intent, parameterNames: names, depth: depth, into: &diagnostics)
        }
    }

    /// Checks one list of combinations of `intent`, whose parameters are named `parameterNames`.
    private static func check(
        _ combinations: [ParameterCombination], listKey: String, of intent: Intent, parameterNames: Set<String>,
        depth: CheckDepth, into diagnostics: inout [Diagnostic]
    ) {
        for combination in combinations {
            var subject: String { "parameter combination '\(combination.key)' of intent '\(intent.name)'" }
            for name in combination.parameterNames where !parameterNames.contains(name) {
                diagnostics.append(
                    Diagnostic(
                        .unknownCombinationParameter,
                        "\(subject) names '\(name)', which is not a parameter of the intent",
                        at: combination.keyLocation,
                        notes: NameSuggestion.notes(for: name, among: intent.parameters.suggestionCandidates)))
            }
            guard depth == .full else { continue }
            // A key lists a few names: a scan finds a placeholder's root without building a set.
            let keyNames = combination.parameterNames
            func checkPlaceholders(of string: FormatString?, label: String) {
                PlaceholderChecks.check(
                    string, isAllowedRoot: { keyNames.contains($0) },
                    suggesting: intent.parameters.filter { keyNames.contains($0.name) }.suggestionCandidates,
                    unknownCode: .combinationPlaceholderNotInKey,
                    subject: "\(label) of \(subject)", unknownReason: "its key does not list",
                    into: &diagnostics)
            }
            checkPlaceholders(of: combination.title, label: "title")
            checkPlaceholders(of: combination.subtitle, label: "subtitle")
        }
        // A single combination repeats nothing: its key's set of names is not built.
        guard combinations.count > 1 else { return }
        for (duplicate, first) in Duplicates.pairs(in: combinations, key: { nameSet(of: $0.parameterNames) }) {
            diagnostics.append(
                Diagnostic(
                    .duplicateCombination,
                    "parameter combination '\(duplicate.key)' of intent '\(intent.name)' lists the same parameters as '\(first.key)' in \(listKey)",
                    at: duplicate.keyLocation,
                    notes: [DiagnosticNote("combination '\(first.key)' lists the same parameters", at: first.keyLocation)]))
        }
    }

    /// `names` as a value equal for lists of the same set of names: sorted, each once. Cheaper
    /// to build and compare than a `Set` for the few names a key lists.
    private static func nameSet(of names: [String]) -> [String] {
        var unique: [String] = []
        unique.reserveCapacity(names.count)
        for name in names.sorted() where unique.last != name {
            unique.append(name)
        }
        return unique
    }
}
