/// A custom intent's response: its codes, their format strings, its parameters and output
/// (DefinitionFormat.md, 'Responses').
enum ResponseChecks {
    /// Reports a missing response, and checks the response of `intent` when it has one.
    ///
    /// The response is read field by field: binding it copied it for every intent.
    static func check(_ intent: Intent, in definition: Definition, into diagnostics: inout [Diagnostic]) {
        var owner: String { "intent '\(intent.name)'" }
        guard case .some = intent.response else {
            diagnostics.append(
                Diagnostic(.missingResponse, "custom \(owner) has no response", at: intent.nameLocation))
            return
        }
        let parameters = intent.response!.parameters
        ParameterChecks.check(
            ParameterContainer(
                role: .responseParameter, ownerNoun: "intent", ownerName: intent.name, parameters: parameters,
                lastTag: intent.response!.lastParameterTag, depth: .full),
            in: definition, into: &diagnostics)
        checkCodes(
            intent.response!.codes, parameters: parameters, at: intent.response!.location, intentName: intent.name,
            into: &diagnostics)
        if let output = intent.response!.outputParameterName, !parameters.containsParameter(named: output.value) {
            diagnostics.append(
                Diagnostic(
                    .unknownOutputParameter,
                    "output '\(output.value)' of the response of \(owner) is not a response parameter",
                    at: output.location,
                    notes: NameSuggestion.notes(for: output.value, among: parameters.suggestionCandidates)))
        }
    }

    /// `codes`, `parameters` and `location` are those of the response of intent `intentName`.
    private static func checkCodes(
        _ codes: [ResponseCode], parameters: [Parameter], at location: SourceLocation, intentName: String,
        into diagnostics: inout [Diagnostic]
    ) {
        var owner: String { "intent '\(intentName)'" }
        for index in codes.indices {
            NameChecks.check(
                codes[index].name, at: codes[index].nameLocation, noun: "response code", owner: owner,
                into: &diagnostics)
        }
        for (duplicate, first) in Duplicates.pairs(in: codes, key: NameChecks.nonEmptyName(\.name)) {
            diagnostics.append(
                Diagnostic(
                    .duplicateResponseCodeName, "response of \(owner) has two codes named '\(duplicate.name)'",
                    at: duplicate.nameLocation,
                    notes: [DiagnosticNote("the first code '\(first.name)' is here", at: first.nameLocation)]))
        }
        for required in ["success", "failure"] where !codes.indices.contains(where: { codes[$0].name == required }) {
            diagnostics.append(
                Diagnostic(
                    .missingSuccessOrFailureCode, "response of \(owner) has no '\(required)' code",
                    at: location))
        }
        // A response has a few parameters: a placeholder's root is found by a scan, without
        // building a set of their names for every response.
        for index in codes.indices {
            let name = codes[index].name
            var subject: String { "response code '\(name)' of \(owner)" }
            let isSuccessOrFailure = name == "success" || name == "failure"
            if !isSuccessOrFailure && ResponseCode.builtInNames.contains(name) {
                diagnostics.append(
                    Diagnostic(
                        .builtInResponseCodeName,
                        "\(subject) has the name of a built-in code that every response already has",
                        at: codes[index].nameLocation))
            }
            let isSuccess = codes[index].isSuccess
            if name == "success" && !isSuccess || name == "failure" && isSuccess {
                diagnostics.append(
                    Diagnostic(
                        .successFlagMismatch,
                        "\(subject) is \(isSuccess ? "" : "not ")marked as a success (INIntentResponseCodeSuccess)",
                        at: codes[index].nameLocation))
            }
            PlaceholderChecks.check(
                codes[index].formatString, isAllowedRoot: { parameters.containsParameter(named: $0) },
                suggesting: parameters.suggestionCandidates, unknownCode: .unknownResponsePlaceholder,
                subject: "format string of \(subject)", unknownReason: "names no response parameter",
                into: &diagnostics)
            PlaceholderChecks.check(
                codes[index].conciseFormatString, isAllowedRoot: { parameters.containsParameter(named: $0) },
                suggesting: parameters.suggestionCandidates, unknownCode: .unknownResponsePlaceholder,
                subject: "concise format string of \(subject)", unknownReason: "names no response parameter",
                into: &diagnostics)
        }
    }
}
