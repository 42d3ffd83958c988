import IntentDefinition

extension DefaultFlavorTranslator {
    /// An extension of `<Intent>ResponseCode` with each code's dialogs as data — `dialog` (the
    /// full format string) and `conciseDialog` — as `IntentDialogTemplate` values with their keys, so that
    /// `IntentTranslations.render(_:language:arguments:)` can show them in any language. Nil for
    /// a response none of whose codes has a dialog.
    func responseDialogExtension(_ response: ResponsePlan, _ intentNames: DefinitionNames.IntentNames)
        -> SwiftDeclaration?
    {
        let codeCases = response.codeCases
        let dialogCases = switchCases(codeCases, concise: false)
        let conciseCases = switchCases(codeCases, concise: true)
        guard !Self.answersNilOnly(dialogCases) || !Self.answersNilOnly(conciseCases) else { return nil }
        let dialog = dialogProperty(
            dialogCases, name: "dialog",
            documentation:
                "What Siri says or shows for this code, with its `${…}` placeholders; nil when the code has none.")
        let conciseDialog = dialogProperty(
            conciseCases, name: "conciseDialog",
            documentation: "The shorter dialog for this code (for voice-only contexts); nil when the code has none.")
        return .nominal(
            SwiftNominalType(
                modifiers: [.nonisolated], kind: .extension,
                name: intentNames.responseCode.spelled, memberGroups: [[dialog], [conciseDialog]]))
    }

    /// Whether `cases` name no code: none at all, or only `default`.
    private static func answersNilOnly(_ cases: [SwiftSwitchCase]) -> Bool {
        cases.allSatisfy(\.patterns.isEmpty)
    }

    /// `dialog` or `conciseDialog`: a switch over `cases`; just `nil` when they name no code.
    private func dialogProperty(_ cases: [SwiftSwitchCase], name: String, documentation: String) -> SwiftDeclaration {
        let body: SwiftStatement =
            Self.answersNilOnly(cases) ? .expression(.atom("nil")) : .switch(subject: .atom("self"), cases: cases)
        return .property(
            SwiftProperty(
                documentation: documentation, modifiers: accessModifiers, name: name,
                type: .optional(.runtime(.dialogTemplate)),
                accessors: .getter([body])))
    }

    /// One case per code with such a dialog, then `default` answering nil for the others.
    private func switchCases(_ codeCases: [ResponsePlan.CodeCase], concise: Bool) -> [SwiftSwitchCase] {
        var cases = codeCases.compactMap { codeCase -> SwiftSwitchCase? in
            guard let dialog = concise ? codeCase.code?.conciseFormatString : codeCase.code?.formatString else {
                return nil
            }
            return SwiftSwitchCase(
                .enumCase(codeCase.name.spelled),
                body: [.expression(DefaultFlavorExpressions.dialogTemplate(dialog.text, key: dialog.id))])
        }
        if cases.count < codeCases.count {
            cases.append(SwiftSwitchCase.default([.expression(.atom("nil"))]))
        }
        return cases
    }
}
