import IntentDefinition

extension StandardTranslator {
    /// An extension of `<Intent>ResponseCode` with each code's dialogs as data — `dialog` (the
    /// full format string) and `conciseDialog` — as `IntentDialogTemplate` values with their keys, so that
    /// `IntentTranslations.render(_:language:arguments:)` can show them in any language. Nil for
    /// a response none of whose codes has a dialog.
    func responseDialogExtension(_ response: ResponsePlan, _ intentNames: DefinitionNames.IntentNames) -> SwiftDeclaration? {
        // The codes are read in place, by index, and each dialog chosen by a flag: binding a
        // code or passing key paths copied every `ResponseCode` several times (3.7 k copies,
        // ~1.2 M instructions with their destruction, in generating the 2.19 MB benchmark).
        let codeCases = response.codeCases
        guard
            codeCases.indices.contains(where: {
                codeCases[$0].code?.formatString != nil || codeCases[$0].code?.conciseFormatString != nil
            })
        else { return nil }
        let dialog = dialogProperty(
            codeCases, concise: false, name: "dialog",
            documentation: "What Siri says or shows for this code, with its `${…}` placeholders; nil when the code has none.")
        let conciseDialog = dialogProperty(
            codeCases, concise: true, name: "conciseDialog",
            documentation: "The shorter dialog for this code (for voice-only contexts); nil when the code has none.")
        return .nominal(
            SwiftNominalType(
                modifiers: ["nonisolated"], kind: .extension,
                name: intentNames.responseCode.spelled, memberGroups: [[dialog], [conciseDialog]]))
    }

    /// `dialog` or (`concise`) `conciseDialog`: a switch over the codes with such a dialog.
    private func dialogProperty(
        _ codeCases: [ResponsePlan.CodeCase], concise: Bool, name: String, documentation: String
    ) -> SwiftDeclaration {
        let cases = switchCases(codeCases, concise: concise)
        let body: SwiftStatement =
            cases.count == 1 && cases[0].pattern == SwiftSwitchCase.defaultPattern
            ? .expression(.atom("nil")) : .switch(subject: "self", cases: cases)
        return .property(
            SwiftProperty(
                documentation: documentation, modifiers: accessModifiers, name: name, type: "IntentDialogTemplate?",
                accessors: .getter([body])))
    }

    /// One case per code with such a dialog, then `default` answering nil for the others.
    private func switchCases(_ codeCases: [ResponsePlan.CodeCase], concise: Bool) -> [SwiftSwitchCase] {
        var cases: [SwiftSwitchCase] = []
        cases.reserveCapacity(codeCases.count + 1)
        for index in codeCases.indices {
            let format = concise ? codeCases[index].code?.conciseFormatString : codeCases[index].code?.formatString
            guard let format else { continue }
            cases.append(
                SwiftSwitchCase(
                    pattern: "." + codeCases[index].name.spelled,
                    body: [.expression(StandardExpressions.dialogTemplate(format))]))
        }
        if cases.count < codeCases.count {
            cases.append(SwiftSwitchCase(pattern: SwiftSwitchCase.defaultPattern, body: [.expression(.atom("nil"))]))
        }
        return cases
    }
}
