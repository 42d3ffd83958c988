/// One intent: its name, kind, parameters, input and key parameters, combinations and
/// response. System intents get only name, tag and combination-key checks (DefinitionFormat.md,
/// 'System intents').
enum IntentChecks {
    /// Checks `intent` against the rest of `definition`.
    static func check(_ intent: Intent, in definition: Definition, into diagnostics: inout [Diagnostic]) {
        NameChecks.check(intent.name, at: intent.nameLocation, noun: "intent", owner: nil, into: &diagnostics)
        let depth: CheckDepth = intent.kind == .custom ? .full : .namesAndTags
        if case .other(let kind) = intent.kind {
            diagnostics.append(
                Diagnostic(
                    .unknownIntentKind,
                    "intent '\(intent.name)' has type '\(kind)', neither Custom nor System, so no code is generated for it",
                    at: intent.location))
        }
        ParameterChecks.check(
            ParameterContainer(
                role: .intentParameter, ownerNoun: "intent", ownerName: intent.name, parameters: intent.parameters,
                lastTag: intent.lastParameterTag, depth: depth),
            in: definition, into: &diagnostics)
        CombinationChecks.check(intent, depth: depth, into: &diagnostics)
        guard depth == .full else { return }
        let references = [("input", intent.inputParameterName), ("key parameter", intent.keyParameterName)]
        for (key, reference) in references {
            guard let reference, !intent.parameters.containsParameter(named: reference.value) else { continue }
            diagnostics.append(
                Diagnostic(
                    .unknownIntentParameterReference,
                    "\(key) '\(reference.value)' of intent '\(intent.name)' is not a parameter of the intent",
                    at: reference.location,
                    notes: NameSuggestion.notes(for: reference.value, among: intent.parameters.suggestionCandidates)))
        }
        ResponseChecks.check(intent, in: definition, into: &diagnostics)
    }
}
