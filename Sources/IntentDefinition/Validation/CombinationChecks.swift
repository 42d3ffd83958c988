/// Parameter combinations: keys are sets of parameter names; titles use only those names
/// (DefinitionFormat.md, 'Parameter combinations').
enum CombinationChecks {
    /// Reports key names that are not parameters and combinations that repeat a set of names;
    /// at full depth also title and subtitle placeholders that the key does not list.
    static func check(_ intent: Intent, depth: CheckDepth, into diagnostics: inout [Diagnostic]) {
        // A key's names are looked for among the intent's few parameters by a scan.
        let parameters = intent.parameters
        if !intent.parameterCombinations.isEmpty {
            check(
                intent.parameterCombinations, listKey: "INIntentParameterCombinations", of: intent,
                parameters: parameters, depth: depth, into: &diagnostics)
        }
        if !intent.managedParameterCombinations.isEmpty {
            check(
                intent.managedParameterCombinations, listKey: "INIntentManagedParameterCombinations", of: intent,
                parameters: parameters, depth: depth, into: &diagnostics)
        }
    }

    /// Checks one list of combinations of `intent`, whose parameters are `parameters`.
    private static func check(
        _ combinations: [ParameterCombination], listKey: String, of intent: Intent, parameters: [Parameter],
        depth: CheckDepth, into diagnostics: inout [Diagnostic]
    ) {
        for index in combinations.indices {
            let key = combinations[index].key
            var subject: String { "parameter combination '\(key)' of intent '\(intent.name)'" }
            // A key lists a few names: a scan finds a placeholder's root without building a set.
            let keyNames = combinations[index].parameterNames
            for name in keyNames where !parameters.containsParameter(named: name) {
                diagnostics.append(
                    Diagnostic(
                        .unknownCombinationParameter,
                        "\(subject) names '\(name)', which is not a parameter of the intent",
                        at: combinations[index].keyLocation,
                        notes: NameSuggestion.notes(for: name, among: intent.parameters.suggestionCandidates)))
            }
            guard depth == .full else { continue }
            func checkPlaceholders(of string: FormatString?, label: String) {
                PlaceholderChecks.check(
                    string, isAllowedRoot: { keyNames.contains($0) },
                    suggesting: intent.parameters.filter { keyNames.contains($0.name) }.suggestionCandidates,
                    unknownCode: .combinationPlaceholderNotInKey,
                    subject: "\(label) of \(subject)", unknownReason: "its key does not list",
                    into: &diagnostics)
            }
            checkPlaceholders(of: combinations[index].title, label: "title")
            checkPlaceholders(of: combinations[index].subtitle, label: "subtitle")
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
