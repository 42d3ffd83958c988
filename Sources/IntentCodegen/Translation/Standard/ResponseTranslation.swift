import IntentDefinition

extension StandardTranslator {
    /// The response struct, its code enum and the handling protocol with its default `confirm`.
    func responseDeclarations(_ response: ResponsePlan, _ intentNames: DefinitionNames.IntentNames) -> [SwiftDeclaration] {
        [
            responseStruct(response, intentNames), responseCodeEnum(response, intentNames),
        ] + handlingDeclarations(intentNames)
    }

    private func responseStruct(_ response: ResponsePlan, _ intentNames: DefinitionNames.IntentNames) -> SwiftDeclaration {
        let responseType = intentNames.response.spelled
        let members = members(response.parameters)
        let code = SwiftParameter(name: "code", type: intentNames.responseCode.spelled)
        var initializer = memberwiseInitializer(members, documentation: "Creates a response with a code and any parameter values.")
        initializer.parameters.insert(code, at: 0)
        initializer.body?.insert(.assignment(target: "self.code", value: .atom("code")), at: 0)
        // Read-only outside the file, as Xcode's `fileprivate(set)`: a response's code is
        // chosen when it is created; its parameter values stay settable.
        let codeProperty = SwiftProperty(
            documentation: "What happened.", modifiers: [access, "fileprivate(set)"], name: "code",
            type: intentNames.responseCode.spelled)
        let properties = [SwiftDeclaration.property(codeProperty)] + members.map(storedProperty)
        let factories = factoryFunctions(response, intentNames, members).map { [SwiftDeclaration.function($0)] }
        let coded = [
            plainCodedProperty(
                "code", type: intentNames.responseCode.spelled,
                fallback: .atom(intentNames.responseCode.spelled + ".unspecified"))
        ] + members.map(codedProperty)
        return .nominal(
            SwiftNominalType(
                documentation: "The response of `\(intentNames.type.spelled)`: a code and the values its dialogs mention.",
                modifiers: typeModifiers, kind: .struct, name: responseType,
                inheritance: ["Sendable", "Hashable", "Codable"],
                memberGroups: [properties, [.function(initializer)]] + codingGroups(coded) + factories))
    }

    /// One static factory per planned factory (XCODE-OUTPUT.md §6), named after its code,
    /// taking the placeholder parameters as non-optional values.
    private func factoryFunctions(
        _ response: ResponsePlan, _ intentNames: DefinitionNames.IntentNames, _ members: [StandardMember]
    ) -> [SwiftFunction] {
        response.factories.map { factory in
            let parameters = factory.arguments.enumerated().map { position, index in
                SwiftParameter(
                    label: position == 0 && factory.omitsFirstLabel ? "_" : nil, name: members[index].name.spelled,
                    type: members[index].valueType.presentType)
            }
            let dialogs = [factory.code.formatString?.text, factory.code.conciseFormatString?.text].compactMap { $0 }
            return SwiftFunction(
                documentation: "A `\(factory.code.name)` response for the dialog: " + dialogs.joined(separator: "\n\nConcise: "),
                modifiers: [access, "static"], name: factory.caseName.spelled, parameters: parameters,
                returnType: intentNames.response.spelled,
                body: [
                    .expression(
                        .call(
                            intentNames.response.spelled,
                            [SwiftArgument("code", .atom("." + factory.caseName.spelled))]
                                + factory.arguments.sorted().map {
                                    SwiftArgument(members[$0].name.argumentLabel, .atom(members[$0].name.spelled))
                                }))
                ])
        }
    }

    /// `enum <Intent>ResponseCode: Int`: the planned cases (Xcode's numbering).
    private func responseCodeEnum(_ response: ResponsePlan, _ intentNames: DefinitionNames.IntentNames) -> SwiftDeclaration {
        let cases = response.codeCases.map { codeCase in
            SwiftDeclaration.enumCase(SwiftEnumCase(name: codeCase.name.spelled, rawValue: String(codeCase.rawValue)))
        }
        return .nominal(
            SwiftNominalType(
                documentation: "The codes of `\(intentNames.response.spelled)`: Xcode's built-in codes, then the definition's own from 100.",
                modifiers: typeModifiers, kind: .enum, name: intentNames.responseCode.spelled,
                inheritance: ["Int", "Sendable", "Hashable", "Codable", "CaseIterable"],
                memberGroups: [cases, [.function(tolerantEnumDecoder(unknownCase: "unspecified"))]]))
    }

    /// `<Intent>Handling` with `handle(intent:)` and `confirm(intent:)`, whose default answers
    /// `.ready`.
    private func handlingDeclarations(_ intentNames: DefinitionNames.IntentNames) -> [SwiftDeclaration] {
        let intentType = intentNames.type.spelled
        let responseType = intentNames.response.spelled
        let function = { (name: String, documentation: String, body: [SwiftStatement]?) in
            SwiftFunction(
                documentation: documentation, modifiers: body == nil ? [] : [access], name: name,
                parameters: [SwiftParameter(name: "intent", type: intentType)], effects: ["async"],
                returnType: responseType, body: body)
        }
        return [
            .nominal(
                SwiftNominalType(
                    documentation: "Performs `\(intentType)`, after an optional confirmation.",
                    modifiers: typeModifiers, kind: .protocol, name: intentNames.handling.spelled,
                    inheritance: ["Sendable"],
                    memberGroups: [
                        [.function(function("handle", "Performs the intent.", nil))],
                        [.function(function("confirm", "Checks that the intent can be performed.", nil))],
                    ])),
            .nominal(
                SwiftNominalType(
                    modifiers: ["nonisolated"], kind: .extension, name: intentNames.handling.spelled,
                    memberGroups: [
                        [
                            .function(
                                function(
                                    "confirm", "Confirms every intent: answers `.ready`.",
                                    [.expression(.call(responseType, [SwiftArgument("code", .atom(".ready"))]))]))
                        ]
                    ])),
        ]
    }
}
