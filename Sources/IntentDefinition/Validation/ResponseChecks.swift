/// A custom intent's response: its codes, their format strings, its parameters and output
/// (DefinitionFormat.md, 'Responses').
enum ResponseChecks {
    /// Reports a missing response, and checks the response of `intent` when it has one.
    static func check(_ intent: Intent, in definition: Definition, into diagnostics: inout [Diagnostic]) {
        let owner = "intent '\(intent.name)'"
        guard let response = intent.response else {
            diagnostics.append(
                Diagnostic(.missingResponse, "custom \(owner) has no response", at: intent.nameLocation))
            return
        }
        let parameters = response.parameters
        ParameterChecks.check(
            ParameterContainer(
                role: .responseParameter, ownerNoun: "intent", ownerName: intent.name, parameters: parameters,
                lastTag: response.lastParameterTag, depth: .full),
            in: definition, into: &diagnostics)
        checkCodes(of: response, owner: owner, into: &diagnostics)
        if let output = response.outputParameterName, !parameters.containsParameter(named: output.value) {
            diagnostics.append(
                Diagnostic(
                    .unknownOutputParameter,
                    "output '\(output.value)' of the response of \(owner) is not a response parameter",
                    at: output.location,
                    notes: NameSuggestion.notes(for: output.value, among: parameters.suggestionCandidates)))
        }
    }

    /// The codes of `response`, which belongs to `owner` (`intent 'BrewCoffee'`).
    private static func checkCodes(of response: Response, owner: String, into diagnostics: inout [Diagnostic]) {
        let codes = response.codes
        let parameters = response.parameters
        for code in codes {
            NameChecks.check(
                code.name, at: code.nameLocation, noun: "response code", owner: owner, into: &diagnostics)
        }
        for (duplicate, first) in Duplicates.pairs(in: codes, key: NameChecks.nonEmptyName(\.name)) {
            diagnostics.append(
                Diagnostic(
                    .duplicateResponseCodeName, "response of \(owner) has two codes named '\(duplicate.name)'",
                    at: duplicate.nameLocation,
                    notes: [DiagnosticNote("the first code '\(first.name)' is here", at: first.nameLocation)]))
        }
        for required in ["success", "failure"] where !codes.contains(where: { $0.name == required }) {
            diagnostics.append(
                Diagnostic(
                    .missingSuccessOrFailureCode, "response of \(owner) has no '\(required)' code",
                    at: response.location))
        }
        for code in codes {
            var subject: String { "response code '\(code.name)' of \(owner)" }
            let isSuccessOrFailure = code.name == "success" || code.name == "failure"
            if !isSuccessOrFailure && ResponseCode.builtInNames.contains(code.name) {
                diagnostics.append(
                    Diagnostic(
                        .builtInResponseCodeName,
                        "\(subject) has the name of a built-in code that every response already has",
                        at: code.nameLocation))
            }
            if code.name == "success" && !code.isSuccess || code.name == "failure" && code.isSuccess {
                diagnostics.append(
                    Diagnostic(
                        .successFlagMismatch,
                        "\(subject) is \(code.isSuccess ? "" : "not ")marked as a success (INIntentResponseCodeSuccess)",
                        at: code.nameLocation))
            }
            for (label, string) in [
                ("format string", code.formatString), ("concise format string", code.conciseFormatString),
            ] {
                PlaceholderChecks.check(
                    string, isAllowedRoot: { parameters.containsParameter(named: $0) },
                    suggesting: parameters.suggestionCandidates, unknownCode: .unknownResponsePlaceholder,
                    subject: "\(label) of \(subject)", unknownReason: "names no response parameter",
                    into: &diagnostics)
            }
        }
    }
}
