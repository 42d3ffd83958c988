import IntentDefinition

extension StandardTranslator {
    /// The response struct, its code enum (with its dialogs, when it has any) and the handling protocol.
    func responseDeclarations(_ response: ResponsePlan, _ intentNames: DefinitionNames.IntentNames) -> [SwiftDeclaration] {
        [responseStruct(response, intentNames), responseCodeEnum(response, intentNames)]
            + [responseDialogExtension(response, intentNames)].compactMap { $0 } + [handlingProtocol(intentNames)]
    }

    /// An `IntentResponse`: `code`, the response parameters, `init(code:)` (the protocol's)
    /// and, with parameters, a memberwise initializer; the factories.
    private func responseStruct(_ response: ResponsePlan, _ intentNames: DefinitionNames.IntentNames) -> SwiftDeclaration {
        let responseType = intentNames.response.spelled
        let members = members(response.parameters)
        let code = SwiftParameter(name: "code", type: intentNames.responseCode.spelled)
        let assignCode = SwiftStatement.assignment(target: "self.code", value: .atom("code"))
        // A multi-value parameter is a list that starts empty; optional ones start as nil.
        var initializers = [
            SwiftFunction(
                modifiers: accessModifiers, name: "init", parameters: [code], body: [assignCode] + initialAssignments(members))
        ]
        if !members.isEmpty {
            var initializer = memberwiseInitializer(members, documentation: "Creates a response with a code and any parameter values.")
            initializer.parameters.insert(code, at: 0)
            initializer.body?.insert(assignCode, at: 0)
            initializers.append(initializer)
        }
        // Read-only outside the file, as Xcode's `fileprivate(set)`: a response's code is
        // chosen when it is created; its parameter values stay settable.
        let codeProperty = SwiftProperty(
            modifiers: AccessModifiers.of(options.accessLevel).fileprivateSet, name: "code", type: intentNames.responseCode.spelled)
        let properties = [SwiftDeclaration.property(codeProperty)] + members.map { storedProperty($0) }
        let factories = factoryFunctions(response, intentNames, members).map { [SwiftDeclaration.function($0)] }
        let displayNames = displayNamesProperty(
            members, name: "parameterDisplayNames", documentation: "The display names of the parameters, by parameter name.")
        let arguments = [displayNames, dialogArgumentsProperty(members, nestedPlaceholders: Self.nestedPlaceholders(of: response.response.codes))].compactMap { $0 }.map {
            [SwiftDeclaration.property($0)]
        }
        let coded = [
            plainCodedProperty(
                "code", type: intentNames.responseCode.spelled,
                decoding: .withDefault(.atom(".unspecified")))
        ] + members.map { codedProperty($0) }
        return .nominal(
            SwiftNominalType(
                documentation: "The response of `\(intentNames.type.spelled)`: a code and the values its dialogs mention.",
                modifiers: typeModifiers, kind: .struct, name: responseType, inheritance: ["IntentResponse"],
                memberGroups: [properties] + initializers.map { [.function($0)] } + codingGroups(coded) + factories
                    + arguments))
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
                modifiers: staticModifiers, name: factory.caseName.spelled, parameters: parameters,
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

    /// `enum <Intent>ResponseCode: Int, IntentResponseCode`: the planned cases (Xcode's
    /// numbering); the runtime decodes raw values it does not know as `.unspecified`.
    private func responseCodeEnum(_ response: ResponsePlan, _ intentNames: DefinitionNames.IntentNames) -> SwiftDeclaration {
        let cases = response.codeCases.map { codeCase in
            SwiftDeclaration.enumCase(SwiftEnumCase(name: codeCase.name.spelled, rawValue: String(codeCase.rawValue)))
        }
        return .nominal(
            SwiftNominalType(
                documentation: "The codes of `\(intentNames.response.spelled)`: Xcode's built-in codes, then the definition's own from 100.",
                modifiers: typeModifiers, kind: .enum, name: intentNames.responseCode.spelled,
                inheritance: ["Int", "IntentResponseCode"], memberGroups: [cases]))
    }

    /// `<Intent>Handling`: the runtime's `IntentHandler` (`handle(intent:)`, and
    /// `confirm(intent:)` answering `.ready` unless implemented) for this intent and response.
    private func handlingProtocol(_ intentNames: DefinitionNames.IntentNames) -> SwiftDeclaration {
        .nominal(
            SwiftNominalType(
                documentation: "Performs `\(intentNames.type.spelled)`, after an optional confirmation.",
                modifiers: typeModifiers, kind: .protocol, name: intentNames.handling.spelled,
                inheritance: ["IntentHandler"],
                whereRequirements: ["Intent == \(intentNames.type.spelled)", "Response == \(intentNames.response.spelled)"],
                memberGroups: []))
    }
}
