import IntentDefinition

/// What an owned `perform()` answers with (`intentc migrate`). App Intents has no failure
/// response: a failing intent throws, and Shortcuts and Siri stop and show the error's text. So
/// the success codes of the definition's response become `Response` (its dialogs through
/// `dialog(for:)`), each failure code with a text becomes a factory of the `Failure` error
/// whose `localizedStringResource` is that text, and the codes SiriKit alone has (`unspecified`,
/// `ready`, `continueInApp`, `inProgress`) go.
extension AppIntentsTranslator {
    /// The success codes (the built-in `success` and the custom codes marked as successes) and
    /// the failure codes with a text of `response`, as the default flavor's cases.
    func ownedCodes(_ response: ResponsePlan, _ defaultFlavorResponse: ResponsePlan) -> (
        successes: [ResponsePlan.CodeCase], failures: [(ResponsePlan.CodeCase, FormatString)]
    ) {
        var successes: [ResponsePlan.CodeCase] = []
        var failures: [(ResponsePlan.CodeCase, FormatString)] = []
        for (appCase, defaultFlavorCase) in zip(response.codeCases, defaultFlavorResponse.codeCases) {
            let builtIn = appCase.rawValue < ResponsePlan.firstCustomRawValue
            if builtIn ? defaultFlavorCase.name.bare == "success" : appCase.code?.isSuccess == true {
                successes.append(defaultFlavorCase)
            } else if builtIn ? defaultFlavorCase.name.bare.hasPrefix("failure") : true,
                let format = appCase.code?.formatString, !format.text.isEmpty
            {
                failures.append((defaultFlavorCase, format))
            }
        }
        return (successes, failures)
    }

    /// `struct Response`: what a successful `perform()` answers with, its code and the response
    /// parameters the success dialogs show or the intent outputs (named as the dialogs read
    /// them; a parameter App Intents cannot hold is its text).
    func ownedResponseDeclaration(
        _ response: ResponsePlan, _ defaultFlavorResponse: ResponsePlan, successes: [ResponsePlan.CodeCase]
    ) -> SwiftDeclaration {
        let shown = Set(
            zip(response.codeCases, defaultFlavorResponse.codeCases)
                .filter { pair in successes.contains { $0.name.bare == pair.1.name.bare } }
                .flatMap { $0.0.code?.formatString?.placeholderRoots ?? [] }
                + [response.response.outputParameterName?.value].compactMap { $0 })
        let code = SwiftNominalType(
            documentation: "The success codes of the definition.", modifiers: accessModifiers, kind: .enum,
            name: "Code",
            memberGroups: [successes.map { .enumCase(SwiftEnumCase(name: $0.name.spelled, rawValue: nil)) }])
        let parameters = zip(response.parameters, defaultFlavorResponse.parameters).filter {
            shown.contains($0.0.parameter.name)
        }.map { member, defaultFlavorMember in
            SwiftDeclaration.property(
                SwiftProperty(
                    documentation: member.parameter.displayName?.text, modifiers: accessModifiers,
                    name: defaultFlavorMember.name.spelled, type: ownedResponseType(member)))
        }
        let outcome = SwiftProperty(
            documentation: "The outcome.", modifiers: accessModifiers, name: "code", type: .named("Code"))
        return .nominal(
            SwiftNominalType(
                documentation: "What a successful `perform()` answers with: the code and parameters of the intent's "
                    + "old response.",
                modifiers: accessModifiers, kind: .struct, name: "Response",
                memberGroups: [[.nominal(code)], [.property(outcome)] + parameters]))
    }

    /// `enum Failure: Error, CustomLocalizedStringResourceConvertible`: one case per failure
    /// code with a text, holding the response parameters the text shows as App Intents stores
    /// them, whose types are all `Sendable`, as an error's must be (a measurement, which is not
    /// in Swift 6 with iOS 17's Foundation, is its text; a duration its seconds), and that text
    /// as its `localizedStringResource`.
    func ownedFailureDeclaration(
        _ intent: IntentPlan, _ response: ResponsePlan, _ defaultFlavorResponse: ResponsePlan,
        failures: [(ResponsePlan.CodeCase, FormatString)]
    ) -> SwiftDeclaration {
        let site = DialogSite(valuePrefix: "", textOwner: intent.names.type.spelled, dialog: false)
        var cases: [SwiftDeclaration] = []
        var texts: [SwiftSwitchCase] = []
        for (codeCase, format) in failures {
            let shown = ownedFailureValues(format, response, defaultFlavorResponse)
            let shownText = PlaceholderRewriting.rewrite(format.text, { $0 }, { "<\($0.name)>" }) ?? format.text
            cases.append(
                .enumCase(
                    SwiftEnumCase(
                        documentation: shownText, name: codeCase.name.spelled, rawValue: nil,
                        associatedValues: shown.map { member, defaultFlavorMember in
                            SwiftParameter(
                                label: nil, name: defaultFlavorMember.name.spelled,
                                type: ownedResponseType(member, returned: false))
                        })))
            texts.append(
                SwiftSwitchCase(
                    .enumCaseBinding(codeCase.name.spelled, shown.map(\.1.name.spelled)),
                    body: answerStatements(format, defaultFlavorResponse, site)))
        }
        let text = SwiftProperty(
            documentation: "What Shortcuts and Siri show.", modifiers: accessModifiers, name: "localizedStringResource",
            type: .foundation(.localizedStringResource),
            accessors: .getter([.switch(subject: .atom("self"), cases: texts)]))
        return .nominal(
            SwiftNominalType(
                documentation: "How the intent fails, from the definition's failure codes: `perform()` throws one, and "
                    + "Shortcuts and Siri stop and show its text.",
                modifiers: accessModifiers, kind: .enum, name: "Failure",
                inheritance: [.swift(.error), .foundation(.customLocalizedStringResourceConvertible)],
                memberGroups: [cases, [.property(text)]]))
    }

    /// The response parameters the failure text `format` shows, owned and default flavor's.
    func ownedFailureValues(_ format: FormatString, _ response: ResponsePlan, _ defaultFlavorResponse: ResponsePlan)
        -> [(MemberPlan, MemberPlan)]
    {
        zip(response.parameters, defaultFlavorResponse.parameters).filter { member, _ in
            format.placeholderRoots.contains(member.parameter.name)
        }
    }

    /// The type a response parameter has in owned `Response` (`returned`, as `perform()` may
    /// return it) and `Failure` (stored, as App Intents' wrappers hold it); a value App Intents
    /// cannot hold so is its text.
    func ownedResponseType(_ member: MemberPlan, returned: Bool = true) -> SwiftType {
        AppIntentsValueType(member, in: self, returned: returned)?.propertyType ?? .optional(.swift(.string))
    }

    /// The `text(_:)` helpers the owned dialogs in `formats` call: none when no text shows a
    /// value; the display-title overload only when a value shown is an App Entity or App Enum.
    func ownedTextHelpers(_ response: ResponsePlan, formats: [FormatString]) -> [SwiftDeclaration] {
        let roots = Set(formats.flatMap(\.placeholderRoots))
        let shown = response.parameters.filter { roots.contains($0.parameter.name) }
        guard !shown.isEmpty else { return [] }
        let showsDisplayables = shown.contains { member in
            switch member.kind {
            case .customType, .enumeration: !member.isArray
            default: false
            }
        }
        return [textHelper()] + (showsDisplayables ? [textHelper(forDisplayables: true)] : [])
    }
}
