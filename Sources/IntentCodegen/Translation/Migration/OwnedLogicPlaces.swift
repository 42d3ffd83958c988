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
        var members = dependencyNote(source) + initializer(noun)
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

    /// What a provider or query lost of the SiriKit handler it replaces: its methods were handed
    /// the whole intent, so their logic may read the other parameters; `@IntentParameterDependency`
    /// (iOS 17) gives them back. Nothing when the intent has no other parameter App Intents holds.
    private func dependencyNote(_ source: OptionsSource) -> [SwiftDeclaration] {
        let others = source.intent.parameters.filter {
            $0.parameter.name != source.member.parameter.name && AppIntentsValueType($0, in: self) != nil
        }
        guard !others.isEmpty else { return [] }
        return [
            .comment("TODO: \(source.methods.provideOptions.bare)(for:) was handed the whole intent. If its logic"),
            .comment("reads the intent's other parameters, declare those it reads here (iOS 17), e.g."),
            .comment(
                "@IntentParameterDependency<\(source.intent.names.type.spelled)>(\\.$\(others[0].name.bare)) var intent"
            ),
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
            statements: [ownedLogicPlace(method, "Return the app's objects of this type."), .return(.array([]))],
            documentation)
    }

    /// The owned `perform()`: the place of `handle(intent:)`'s logic, answering with the
    /// intent's `Response` (the old response's success codes and parameters) through the
    /// definition's dialogs and output value, when it has any; a failure with a text is thrown
    /// as the intent's `Failure` (``ownedFailureDeclaration(_:_:_:failures:)``).
    func ownedPerformDeclarations(_ intent: IntentPlan, defaultFlavor: IntentPlan) -> [SwiftDeclaration] {
        var place = [ownedLogicPlace("handle(intent:)")]
        let documentation = "Runs the intent."
        guard let response = intent.response, let defaultFlavorResponse = defaultFlavor.response else {
            return [
                perform(documentation, .opaque(.appIntents(.intentResult)), place + [.return(.call(".result", []))])
            ]
        }
        let (successes, failures) = ownedCodes(response, defaultFlavorResponse)
        var declarations: [SwiftDeclaration] = []
        if let (firstFailure, format) = failures.first {
            let arguments = ownedFailureValues(format, response, defaultFlavorResponse).map(\.1.name.spelled)
            let example =
                "Failure." + firstFailure.name.spelled
                + (arguments.isEmpty ? "" : "(" + arguments.map { $0 + ": …" }.joined(separator: ", ") + ")")
            place += [
                .comment("A failure throws, and Shortcuts and Siri stop and show its text:"),
                .comment("throw \(example)"),
            ]
            declarations.append(ownedFailureDeclaration(intent, response, defaultFlavorResponse, failures: failures))
        }
        let answer = performResult(intent, defaultFlavor: defaultFlavor, codes: Set(successes.map(\.name.bare))) {
            index, _ in .member(.atom("response"), defaultFlavorResponse.parameters[index].name.spelled)
        }
        let successFormats = zip(response.codeCases, defaultFlavorResponse.codeCases)
            .filter { pair in successes.contains { $0.name.bare == pair.1.name.bare } }.compactMap(
                \.0.code?.formatString)
        let helpers = ownedTextHelpers(
            response, formats: (answer.arguments.isEmpty ? [] : successFormats) + failures.map(\.1))
        guard !answer.arguments.isEmpty else {
            return declarations + [perform(documentation, answer.type, place + [.return(.call(".result", []))])]
                + helpers
        }
        let success = successes.first { $0.name.bare == "success" } ?? successes[0]
        let statements: [SwiftStatement] =
            place + [
                .variable(
                    isConstant: true, name: "response", type: nil,
                    value: .call("Response", [SwiftArgument("code", .atom("." + success.name.spelled))])),
                .return(.call(".result", answer.arguments)),
            ]
        return [ownedResponseDeclaration(response, defaultFlavorResponse, successes: successes)] + declarations
            + [perform(documentation, answer.type, statements)] + answer.helpers + helpers
    }
}
