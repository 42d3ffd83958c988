import IntentDefinition

/// Where owned App Intents (`intentc migrate`) leave room for the app's logic: each place is a
/// `// TODO:` comment naming the Intents handler method whose logic moves there
/// (`provide<P>OptionsCollection(for:)` → `results()` or `suggestedEntities()`,
/// `default<P>(for:)` → `defaultResult()`, `handle(intent:)` → `perform()`), followed by the
/// smallest body that compiles (no value, no options, the success response).
extension AppIntentsTranslator {
    /// `// TODO: Move the logic of <method> here.`, or the note for a place no handler method had.
    func ownedLogicPlace(_ method: String?, _ otherwise: String = "") -> SwiftStatement {
        guard let method else { return .comment("TODO: " + otherwise) }
        return .comment("TODO: Move the logic of \(method) here.")
    }

    /// The owned counterpart of ``answeringMembers(_:_:list:element:map:seesOtherParameters:)``:
    /// the members of a `noun` (provider, query) whose options, default and search are places
    /// for the app's logic, named after the options provider's methods they replace.
    func ownedAnsweringMembers(_ source: OptionsSource, _ noun: String, list: String, element: SwiftType)
        -> [SwiftDeclaration]
    {
        let provide = source.methods.provideOptions.bare
        var members = [initializer(noun)]
        if !source.member.isArray {
            members.append(
                .function(
                    SwiftFunction(
                        documentation: "The value a new configuration starts with.", modifiers: accessModifiers,
                        name: "defaultResult",
                        effects: [.async], returnType: .optional(element),
                        body: [ownedLogicPlace(source.methods.defaultValue.bare + "(for:)"), .return(.atom("nil"))])))
        }
        members.append(ownedQueryFunction(list, [], element, replacing: provide + "(for:)", "The options offered."))
        guard noun == "query", source.member.supportsSearch else { return members }
        let string = SwiftParameter(label: "matching", name: "string", type: .swift(.string))
        return members + [
            ownedQueryFunction(
                "entities", [string], element, replacing: provide + "(for:searchTerm:)",
                "The options offered for a search.")
        ]
    }

    /// An `async throws` query function returning no elements yet, marked as the place of the
    /// logic of the handler method `replacing` (or of the app's objects, when none had it).
    func ownedQueryFunction(
        _ name: String, _ parameters: [SwiftParameter], _ element: SwiftType, replacing method: String?,
        _ documentation: String
    ) -> SwiftDeclaration {
        queryFunction(
            name, parameters, element,
            statements: [ownedLogicPlace(method, "Return the app's objects of this type."), .return(.atom("[]"))],
            documentation)
    }

    /// The owned `perform()`: the place of `handle(intent:)`'s logic, answering with the
    /// intent's `Response` (the old response class's code and parameters) through the
    /// definition's dialogs and output value, when it has any.
    func ownedPerformDeclarations(_ intent: IntentPlan, defaultFlavor: IntentPlan) -> [SwiftDeclaration] {
        let place = ownedLogicPlace("handle(intent:)")
        let documentation = "Runs the intent."
        guard let response = intent.response, let defaultFlavorResponse = defaultFlavor.response else {
            return [perform(documentation, .opaque(.appIntents(.intentResult)), [place, .return(.atom(".result()"))])]
        }
        let answer = performResult(intent, defaultFlavor: defaultFlavor) { index, _ in
            "response." + defaultFlavorResponse.parameters[index].name.spelled
        }
        guard !answer.arguments.isEmpty else {
            return [perform(documentation, answer.type, [place, .return(.atom(".result()"))])]
        }
        let success =
            defaultFlavorResponse.codeCases.first { $0.name.bare == "success" } ?? defaultFlavorResponse.codeCases[0]
        let statements: [SwiftStatement] = [
            place,
            .variable(
                isConstant: true, name: "response", type: nil, value: .atom("Response(code: .\(success.name.spelled))")),
            .return(.atom(".result(" + answer.arguments.joined(separator: ", ") + ")")),
        ]
        return [responseDeclaration(response, defaultFlavorResponse), perform(documentation, answer.type, statements)]
            + answer.helpers
    }

    /// `struct Response`: what `handle(intent:)` answered with, its code and its parameters
    /// (named as the dialogs read them; a parameter App Intents cannot hold is its text).
    private func responseDeclaration(_ response: ResponsePlan, _ defaultFlavorResponse: ResponsePlan)
        -> SwiftDeclaration
    {
        let codes = defaultFlavorResponse.codeCases.map {
            SwiftDeclaration.enumCase(SwiftEnumCase(name: $0.name.spelled, rawValue: nil))
        }
        let code = SwiftNominalType(
            documentation: "The response codes of the definition, built-in ones first.", modifiers: accessModifiers,
            kind: .enum,
            name: "Code", memberGroups: [codes])
        let parameters = zip(response.parameters, defaultFlavorResponse.parameters).map { member, defaultFlavorMember in
            SwiftDeclaration.property(
                SwiftProperty(
                    documentation: member.parameter.displayName?.text, modifiers: accessModifiers,
                    name: defaultFlavorMember.name.spelled,
                    type: AppIntentsValueType(member, in: self, returned: true)?.propertyType
                        ?? .optional(.swift(.string))))
        }
        return .nominal(
            SwiftNominalType(
                documentation: "What `perform()` answers with: the code and parameters of the intent's old response.",
                modifiers: accessModifiers, kind: .struct, name: "Response",
                memberGroups: [
                    [.nominal(code)],
                    [
                        .property(
                            SwiftProperty(
                                documentation: "The outcome.", modifiers: accessModifiers, name: "code",
                                type: .named("Code")))
                    ] + parameters,
                ]))
    }
}
