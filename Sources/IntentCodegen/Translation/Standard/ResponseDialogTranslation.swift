import IntentDefinition

extension StandardTranslator {
    /// An extension of `<Intent>ResponseCode` with each code's dialogs as data — `dialog` (the
    /// full format string) and `conciseDialog` — as `IntentDialogTemplate` values with their keys, so that
    /// `IntentTranslations.render(_:language:arguments:)` can show them in any language. Nil for
    /// a response none of whose codes has a dialog.
    func responseDialogExtension(_ response: ResponsePlan, _ intentNames: DefinitionNames.IntentNames) -> SwiftDeclaration? {
        let codes = response.codeCases.compactMap { codeCase in codeCase.code.map { (codeCase.name, $0) } }
        guard codes.contains(where: { $0.1.formatString != nil || $0.1.conciseFormatString != nil }) else { return nil }
        let dialogs: [(name: String, documentation: String, text: (ResponseCode) -> FormatString?)] = [
            ("dialog", "What Siri says or shows for this code, with its `${…}` placeholders; nil when the code has none.",
             \.formatString),
            ("conciseDialog", "The shorter dialog for this code (for voice-only contexts); nil when the code has none.",
             \.conciseFormatString),
        ]
        let properties = dialogs.map { dialog in
            let cases = switchCases(response, dialog.text)
            let body: SwiftStatement =
                cases.count == 1 && cases[0].pattern == SwiftSwitchCase.defaultPattern
                ? .expression(.atom("nil")) : .switch(subject: "self", cases: cases)
            return SwiftDeclaration.property(
                SwiftProperty(
                    documentation: dialog.documentation, modifiers: accessModifiers, name: dialog.name, type: "IntentDialogTemplate?",
                    accessors: .getter([body])))
        }
        return .nominal(
            SwiftNominalType(
                modifiers: ["nonisolated"], kind: .extension,
                name: intentNames.responseCode.spelled, memberGroups: properties.map { [$0] }))
    }

    /// One case per code with such a dialog, then `default` answering nil for the others.
    private func switchCases(_ response: ResponsePlan, _ text: (ResponseCode) -> FormatString?) -> [SwiftSwitchCase] {
        var cases: [SwiftSwitchCase] = []
        for codeCase in response.codeCases {
            guard let format = codeCase.code.flatMap(text) else { continue }
            cases.append(
                SwiftSwitchCase(
                    pattern: "." + codeCase.name.spelled, body: [.expression(StandardExpressions.dialogTemplate(format))]))
        }
        if cases.count < response.codeCases.count {
            cases.append(SwiftSwitchCase(pattern: SwiftSwitchCase.defaultPattern, body: [.expression(.atom("nil"))]))
        }
        return cases
    }
}
