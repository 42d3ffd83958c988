import IntentDefinition

extension StandardTranslator {
    /// The response struct, its code enum and the handling protocol with its default `confirm`.
    func responseDeclarations(
        _ intent: Intent, _ response: Response, _ intentNames: DefinitionNames.IntentNames
    ) -> [SwiftDeclaration] {
        [
            responseStruct(response, intentNames), responseCodeEnum(response, intentNames),
        ] + handlingDeclarations(intentNames)
    }

    private func responseStruct(_ response: Response, _ intentNames: DefinitionNames.IntentNames) -> SwiftDeclaration {
        let responseType = intentNames.response.spelled
        let members = members(response.parameters, intentNames.responseParameters)
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

    /// One factory per code whose full or concise dialog has placeholders, named after the
    /// code (XCODE-OUTPUT.md §6): one non-optional argument per distinct placeholder root
    /// that names a response parameter, full string first; the first argument is unlabeled
    /// when the code's name ends with that parameter's name, first letter upper-cased.
    private func factoryFunctions(
        _ response: Response, _ intentNames: DefinitionNames.IntentNames, _ members: [StandardMember]
    ) -> [SwiftFunction] {
        var seen = Set<String>()
        return response.codes.compactMap { code in
            let caseName = codeCaseName(code, response, intentNames)
            let arguments = code.placeholderRoots.compactMap { root in members.first { $0.parameter.name == root } }
            guard !arguments.isEmpty, seen.insert(caseName).inserted else { return nil }
            let parameters = arguments.enumerated().map { index, member in
                let rawUpper = member.parameter.name.prefix(1).uppercased() + member.parameter.name.dropFirst()
                return SwiftParameter(
                    label: index == 0 && code.name.hasSuffix(rawUpper) ? "_" : nil, name: member.name.spelled,
                    type: member.valueType.presentType)
            }
            let dialogs = [code.formatString?.text, code.conciseFormatString?.text].compactMap { $0 }
            return SwiftFunction(
                documentation: "A `\(code.name)` response for the dialog: " + dialogs.joined(separator: "\n\nConcise: "),
                modifiers: [access, "static"], name: caseName, parameters: parameters,
                returnType: intentNames.response.spelled,
                body: [
                    .expression(
                        .call(
                            intentNames.response.spelled,
                            [SwiftArgument("code", .atom("." + caseName))]
                                + members.filter { member in arguments.contains { $0.name == member.name } }
                                .map { SwiftArgument($0.name.argumentLabel, .atom($0.name.spelled)) }))
                ])
        }
    }

    /// The case of the code enum a response code maps to.
    private func codeCaseName(
        _ code: ResponseCode, _ response: Response, _ intentNames: DefinitionNames.IntentNames
    ) -> String {
        if ResponseCode.builtInNames.contains(code.name) { return code.name }
        let index = response.customCodes.firstIndex(of: code) ?? 0
        return intentNames.customCodes[index].spelled
    }

    /// `enum <Intent>ResponseCode: Int`: the built-in codes 0–6, then custom codes from 100 in
    /// file order, as Xcode numbers them.
    private func responseCodeEnum(_ response: Response, _ intentNames: DefinitionNames.IntentNames) -> SwiftDeclaration {
        let builtIns = ResponseCode.builtInNames.enumerated().map { index, name in
            SwiftDeclaration.enumCase(SwiftEnumCase(name: name, rawValue: String(index)))
        }
        let custom = intentNames.customCodes.enumerated().map { index, name in
            SwiftDeclaration.enumCase(SwiftEnumCase(name: name.spelled, rawValue: String(100 + index)))
        }
        return .nominal(
            SwiftNominalType(
                documentation: "The codes of `\(intentNames.response.spelled)`: Xcode's built-in codes, then the definition's own from 100.",
                modifiers: typeModifiers, kind: .enum, name: intentNames.responseCode.spelled,
                inheritance: ["Int", "Sendable", "Hashable", "Codable", "CaseIterable"],
                memberGroups: [builtIns + custom, [.function(tolerantEnumDecoder(unknownCase: "unspecified"))]]))
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
