import IntentDefinition

extension DefaultFlavorTranslator {
    /// The response struct, its code enum (with its dialogs, when it has any) and the handling
    /// protocol.
    func responseDeclarations(
        _ response: ResponsePlan, _ intentNames: DefinitionNames.IntentNames
    ) -> [SwiftDeclaration] {
        let dialogs = responseDialogExtension(response, intentNames)
        return [responseStruct(response, intentNames), responseCodeEnum(response, intentNames)]
            + (dialogs.map { [$0] } ?? []) + [handlingProtocol(intentNames)]
    }

    /// An `IntentResponse`: `code`, the response parameters, `init(code:)` (the protocol's)
    /// and, with parameters, a memberwise initializer; the factories.
    private func responseStruct(_ response: ResponsePlan, _ intentNames: DefinitionNames.IntentNames)
        -> SwiftDeclaration
    {
        let responseType = intentNames.response.spelled
        let members = members(response.parameters)
        let code = SwiftParameter(name: "code", type: intentNames.responseCode.type)
        let assignCode = SwiftStatement.assignment(target: .selfMember("code"), value: .atom("code"))
        // Read-only outside the file, as Xcode's `fileprivate(set)`: a response's code is
        // chosen when it is created; its parameter values stay settable.
        let codeProperty = SwiftProperty(
            modifiers: [access, .fileprivateSetter], name: "code", type: intentNames.responseCode.type)
        var groups: [[SwiftDeclaration]] = [[.property(codeProperty)] + members.map { storedProperty($0) }]
        // A multi-value parameter is a list that starts empty; optional ones start as nil.
        groups.append([
            .function(
                SwiftFunction(
                    modifiers: accessModifiers, name: "init", parameters: [code],
                    body: initialAssignments(members, after: [assignCode])))
        ])
        if !members.isEmpty {
            groups.append([
                .function(
                    memberwiseInitializer(
                        members, documentation: "Creates a response with a code and any parameter values.",
                        leadingParameter: code, leadingStatement: assignCode))
            ])
        }
        let codedCode = plainCodedProperty(
            "code", type: intentNames.responseCode.type, decoding: .withDefault(.atom(".unspecified")))
        groups += codingGroups([codedCode] + members.map { codedProperty($0) })
        appendFactoryFunctions(response, intentNames, members, to: &groups)
        if let displayNames = displayNamesProperty(
            members, name: "parameterDisplayNames",
            documentation: "The display names of the parameters, by parameter name.")
        {
            groups.append([.property(displayNames)])
        }
        if let dialogArguments = dialogArgumentsProperty(
            members, nestedPlaceholders: Self.nestedPlaceholders(of: response.response.codes))
        {
            groups.append([.property(dialogArguments)])
        }
        return .nominal(
            SwiftNominalType(
                documentation: ("The response of `" + intentNames.type.spelled
                    + "`: a code and the values its dialogs mention."),
                modifiers: typeModifiers, kind: .struct, name: responseType,
                inheritance: [.runtime(.response)],
                memberGroups: groups))
    }

    /// One static factory per planned factory (XcodeGeneratedClasses.md, 'Factories'), named after
    /// its code, taking the placeholder parameters as non-optional values, each appended to
    /// `groups` as a group of its own.
    private func appendFactoryFunctions(
        _ response: ResponsePlan, _ intentNames: DefinitionNames.IntentNames, _ members: [DefaultFlavorMember],
        to groups: inout [[SwiftDeclaration]]
    ) {
        for factory in response.factories {
            let caseName = factory.caseName.spelled
            let parameters = factory.arguments.enumerated().map { position, member in
                SwiftParameter(
                    label: position == 0 && factory.omitsFirstLabel ? "_" : nil,
                    name: members[member].name.spelled, type: members[member].valueType.presentType)
            }
            let callArguments =
                [SwiftArgument("code", .atom("." + caseName))]
                + factory.arguments.sorted().map {
                    SwiftArgument(members[$0].name.argumentLabel, .atom(members[$0].name.spelled))
                }
            let code = factory.code
            let dialogs = [code.formatString?.text, code.conciseFormatString?.text].compactMap { $0 }
            let documentation =
                "A `" + code.name + "` response for the dialog: "
                + dialogs.joined(separator: "\n\nConcise: ")
            groups.append([
                .function(
                    SwiftFunction(
                        documentation: documentation, modifiers: staticModifiers, name: caseName,
                        parameters: parameters, returnType: intentNames.response.type,
                        body: [.expression(.call(intentNames.response.spelled, callArguments))]))
            ])
        }
    }

    /// `enum <Intent>ResponseCode: Int, IntentResponseCode`: the planned cases (Xcode's
    /// numbering); the runtime decodes raw values it does not know as `.unspecified`.
    private func responseCodeEnum(_ response: ResponsePlan, _ intentNames: DefinitionNames.IntentNames)
        -> SwiftDeclaration
    {
        let cases = response.codeCases.map { codeCase in
            SwiftDeclaration.enumCase(SwiftEnumCase(name: codeCase.name.spelled, rawValue: String(codeCase.rawValue)))
        }
        return .nominal(
            SwiftNominalType(
                documentation: ("The codes of `" + intentNames.response.spelled
                    + "`: Xcode's built-in codes, then the definition's own from 100."),
                modifiers: typeModifiers, kind: .enum, name: intentNames.responseCode.spelled,
                inheritance: [.swift(.int), .runtime(.responseCode)], memberGroups: [cases]))
    }

    /// `<Intent>Handling`: the runtime's `IntentHandler` (`handle(intent:)`, and
    /// `confirm(intent:)` answering `.ready` unless implemented) for this intent and response.
    private func handlingProtocol(_ intentNames: DefinitionNames.IntentNames) -> SwiftDeclaration {
        .nominal(
            SwiftNominalType(
                documentation: "Performs `" + intentNames.type.spelled + "`, after an optional confirmation.",
                modifiers: typeModifiers, kind: .protocol, name: intentNames.handling.spelled,
                inheritance: [.runtime(.handler)],
                whereRequirements: [
                    .sameType(.contextual(RuntimeAssociatedType.intent), intentNames.type.type),
                    .sameType(.contextual(RuntimeAssociatedType.response), intentNames.response.type),
                ],
                memberGroups: []))
    }
}
