import IntentDefinition

/// The response code enum and the response class (XcodeGeneratedClasses.md, 'Responses').
extension IntentsTranslator {
    /// `@objc enum <C>ResponseCode: Int` and `@objc(<C>Response) class <C>Response:
    /// INIntentResponse`. An intent without a response in its file still gets both, with the
    /// built-in codes only.
    func responseDeclarations(_ intent: IntentPlan) -> [SwiftDeclaration] {
        let names = intent.names
        let codeCases: [(String, Int)] =
            intent.response?.codeCases.map { ($0.name.spelled, $0.rawValue) }
            ?? ResponseCode.builtInNames.enumerated().map { ($1, $0) }
        let codeEnum = SwiftNominalType(
            documentation:
                "The codes of `\(names.response.spelled)`: the built-in codes, then the definition's own from 100.",
            attributes: [IntentsAvailability.declaration], modifiers: [.objc, access], kind: .enum,
            name: names.responseCode.spelled, inheritance: [.swift(.int)],
            memberGroups: [codeCases.map { .enumCase(SwiftEnumCase(name: $0.0, rawValue: String($0.1))) }])
        let parameters =
            intent.response.map { members($0.parameters, setters: IntentsAccessorNames.responseSetters) } ?? []
        let code = SwiftProperty(
            documentation: "What happened; chosen when the response is created.",
            modifiers: [.objc, access, .fileprivateSetter], name: "code", type: names.responseCode.type,
            initialValue: .atom(".unspecified"))
        let initializer = SwiftFunction(
            documentation: "A response with `code`, and the activity that continues the intent in the app.",
            attributes: [.objc("initWithCode:userActivity:")], modifiers: [access, .convenience], name: "init",
            parameters: [
                SwiftParameter(name: "code", type: names.responseCode.type),
                SwiftParameter(name: "userActivity", type: .optional(.foundation(.nsUserActivity))),
            ],
            body: [
                .expression(.call(.selfMember("init"), [])),
                .assignment(target: .selfMember("code"), value: .atom("code")),
                .assignment(target: .selfMember("userActivity"), value: .atom("userActivity")),
            ])
        let factories = intent.response.map { factoryFunctions($0, names, parameters) } ?? []
        let responseClass = SwiftNominalType(
            documentation: "The response of `\(names.type.spelled)`: a code and the values its dialogs mention.",
            attributes: [IntentsAvailability.declaration, .objc("\(names.response.bare)")],
            modifiers: classDeclarationModifiers,
            kind: .class, name: names.response.spelled, inheritance: [.intents(.intentResponse)],
            memberGroups: [
                parameters.compactMap { $0.map { managedProperty($0) } }, [.property(code)], [.function(initializer)],
            ]
                + factories.map { [.function($0)] })
        return [.nominal(codeEnum), .nominal(responseClass)]
    }

    /// One static factory per planned factory whose arguments the flavor can declare, with
    /// the selector `<code>IntentResponseWith<P1>:<p2>:`.
    private func factoryFunctions(
        _ response: ResponsePlan, _ names: DefinitionNames.IntentNames, _ parameters: [IntentsMember?]
    ) -> [SwiftFunction] {
        response.factories.compactMap { factory in
            let arguments = factory.arguments.compactMap { parameters[$0] }
            guard arguments.count == factory.arguments.count, let first = arguments.first else { return nil }
            let selector =
                "\(factory.caseName.bare)IntentResponseWith\(first.plan.name.upperFirst):"
                + arguments.dropFirst().map { $0.plan.name.bare + ":" }.joined()
            let dialogs = [factory.code.formatString?.text, factory.code.conciseFormatString?.text].compactMap { $0 }
            // A factory taking a value of a newer type (INFile) is as available as that type.
            let availability = arguments.lazy.compactMap(\.type.availability).first
            return SwiftFunction(
                documentation: "A `\(factory.code.name)` response for the dialog: "
                    + dialogs.joined(separator: "\n\nConcise: "),
                attributes: (availability.map { [$0] } ?? []) + [.objc("\(selector)")], modifiers: staticModifiers,
                name: factory.caseName.spelled,
                parameters: arguments.enumerated().map { position, argument in
                    SwiftParameter(
                        label: position == 0 && factory.omitsFirstLabel ? "_" : nil, name: argument.plan.name.spelled,
                        type: argument.type.presentType)
                },
                returnType: names.response.type,
                body: [
                    .variable(
                        isConstant: true, name: "intentResponse", type: nil,
                        value: .call(
                            names.response.spelled,
                            [
                                SwiftArgument("code", .atom("." + factory.caseName.spelled)),
                                SwiftArgument("userActivity", .atom("nil")),
                            ]))
                ]
                    + arguments.map {
                        .assignment(
                            target: .member(.atom("intentResponse"), $0.plan.name.spelled),
                            value: .atom($0.plan.name.spelled))
                    } + [.return(.atom("intentResponse"))])
        }
    }
}
