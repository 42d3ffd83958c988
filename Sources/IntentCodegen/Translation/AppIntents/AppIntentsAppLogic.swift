import IntentDefinition

/// Where generated App Intents code reaches the app's logic: the default flavor's
/// `<Intent>OptionsProvider` and `<Intent>Handling`, registered with `AppDependencyManager`
/// and read through `@Dependency`.
extension AppIntentsTranslator {
    /// `@Dependency private var name: any Protocol`.
    func dependency(_ name: String, _ protocolName: String) -> SwiftDeclaration {
        .property(
            SwiftProperty(
                documentation: "The app's `\(protocolName)`, registered with `AppDependencyManager`.",
                attributes: [.wrapper(.appIntents(.appDependency), nil)], modifiers: [.private], name: name,
                type: .existential(.named(protocolName))))
    }

    /// A nested `DynamicOptionsProvider` for a dynamic String or number parameter, answering
    /// from the app's options provider.
    func optionsProvider(_ value: AppIntentsValueType, _ source: OptionsSource) -> SwiftDeclaration? {
        guard
            AppIntentsParameterArguments(
                member: source.member, isInWidgetIntent: source.intent.intent.isEligibleForWidgets, translator: self
            ).hasOptionsProvider
        else {
            return nil
        }
        return .nominal(
            SwiftNominalType(
                documentation: "The options of `\(source.member.name.bare)`"
                    + (ownership == .owned
                        ? "." : ", from the app's `\(source.defaultFlavorIntent.names.optionsProvider.bare)`."),
                modifiers: accessModifiers, kind: .struct, name: source.member.name.upperFirst + "OptionsProvider",
                inheritance: [.appIntents(.dynamicOptionsProvider)],
                memberGroups: [
                    answeringMembers(
                        source, "provider", list: "results", element: value.element, map: { $0 },
                        seesOtherParameters: true)
                ]))
    }

    /// The parameter `member` of `intent` with dynamic options, with the default flavor's.
    func optionsSource(
        _ member: MemberPlan, of intent: IntentPlan, _ defaultFlavorMember: MemberPlan,
        of defaultFlavorIntent: IntentPlan
    )
        -> OptionsSource?
    {
        guard member.hasDynamicOptions, let methods = defaultFlavorMember.methods.options else { return nil }
        return OptionsSource(intent: intent, defaultFlavorIntent: defaultFlavorIntent, member: member, methods: methods)
    }

    /// The members of a `noun` (provider, query) answering from the app's options provider of
    /// `source`: that provider, the intent it is asked with (``intentValues(_:seesOtherParameters:)``),
    /// `list` (the options, each made an `element` by `map`), the default of a single value, and
    /// a query's search when the parameter supports one.
    func answeringMembers(
        _ source: OptionsSource, _ noun: String, list: String, element: SwiftType,
        map: (SwiftExpression) -> SwiftExpression, seesOtherParameters: Bool
    ) -> [SwiftDeclaration] {
        if ownership == .owned { return ownedAnsweringMembers(source, noun, list: list, element: element) }
        let (dependencies, intent) = intentValues(source, seesOtherParameters: seesOtherParameters)
        var members =
            [dependency("options", source.defaultFlavorIntent.names.optionsProvider.spelled)] + dependencies
            + initializer(noun)
        if !source.member.isArray {
            members.append(
                .function(
                    SwiftFunction(
                        documentation: "The app's default.", modifiers: accessModifiers, name: "defaultResult",
                        effects: [.async],
                        returnType: .optional(element),
                        body: [
                            .expression(
                                map(
                                    .call(
                                        .member(.atom("options"), source.methods.defaultValue.spelled),
                                        [SwiftArgument("for", intent)])))
                        ])))
        }
        /// `try await options.provide…(for: intent, …).allItems`, mapped.
        func options(_ searchTerm: [SwiftArgument]) -> SwiftExpression {
            let collection = SwiftExpression.call(
                .member(.atom("options"), source.methods.provideOptions.spelled),
                [SwiftArgument("for", intent)] + searchTerm)
            return .prefixed(.tryAwait, map(.moduleMember(collection, .allItems)))
        }
        members.append(queryFunction(list, [], element, options([]), "The options the app offers."))
        guard noun == "query", source.member.supportsSearch else { return members }
        let string = SwiftParameter(label: "matching", name: "string", type: .swift(.string))
        return members + [
            queryFunction(
                "entities", [string], element, options([SwiftArgument("searchTerm", .atom("string"))]),
                "The objects the app offers for a search.")
        ]
    }

    /// `init() {}`; none in owned code at internal access, where it is the one Swift synthesizes
    /// (owned queries and providers hold no stored property).
    func initializer(_ noun: String) -> [SwiftDeclaration] {
        guard ownership != .owned || !accessModifiers.isEmpty else { return [] }
        return [
            .function(
                SwiftFunction(documentation: "Creates the \(noun).", modifiers: accessModifiers, name: "init", body: [])
            )
        ]
    }

    /// The default flavor's intent the app's options provider is asked with for `source`, and
    /// the members that read it. When `seesOtherParameters` and the intent is for iOS 17 (a
    /// widget's), it holds the values the user has set for the other parameters, each read
    /// through its own `@IntentParameterDependency` (its projection gives values unwrapped, so a
    /// wrapper of several has none while any is unset); else (the wrapper needs iOS 17) it is an
    /// empty intent. The expression is `.init(…)`, typed by where it goes: inside the App Intent a
    /// parameter may take the default flavor's intent's name (see
    /// ``AppIntentsValueType/toDefaultFlavor(_:_:namer:)``).
    func intentValues(_ source: OptionsSource, seesOtherParameters: Bool) -> (
        members: [SwiftDeclaration], intent: SwiftExpression
    ) {
        let type = source.defaultFlavorIntent.names.type.spelled
        let others = defaultFlavorArguments(source.intent, source.defaultFlavorIntent) { member in
            member.parameter.name == source.member.parameter.name
                ? nil : .tuple([.optionalMember(.atom(member.name.bare + "Dependency"), member.name.spelled)])
        }
        guard seesOtherParameters, source.intent.intent.isEligibleForWidgets, !others.isEmpty else {
            return ([], .call(".init", []))
        }
        let wrapper = SwiftType.appIntents(.intentParameterDependency).of(source.intent.names.type.type)
        let dependencies = others.map { member, _ in
            SwiftDeclaration.property(
                SwiftProperty(
                    documentation: "The value of `\(member.name.bare)` the user has set.",
                    attributes: [.wrapper(wrapper, [SwiftArgument(nil, .parameterKeyPath(member.name.bare))])],
                    modifiers: [.private], name: member.name.bare + "Dependency", type: nil))
        }
        let intent = SwiftProperty(
            documentation: "The values of the intent's other parameters the user has set.", modifiers: [.private],
            name: "intent", type: .named(type),
            accessors: .getter([.expression(.call(".init", others.map(\.argument)))]))
        return (dependencies + [.property(intent)], .atom("intent"))
    }

    /// The arguments of the default flavor's initializer of `intent` with the values of its
    /// parameters whose values cross, each read by `read` (nil leaves it out).
    func defaultFlavorArguments(
        _ intent: IntentPlan, _ defaultFlavorIntent: IntentPlan, read: (MemberPlan) -> SwiftExpression?
    )
        -> [(member: MemberPlan, argument: SwiftArgument)]
    {
        zip(intent.parameters, defaultFlavorIntent.parameters).compactMap { member, defaultFlavorMember in
            guard let read = read(member), let value = AppIntentsValueType(member, in: self),
                let converted = value.toDefaultFlavor(
                    read, DefaultFlavorValueType(defaultFlavorMember, in: defaultFlavor))
            else { return nil }
            return (member, SwiftArgument(defaultFlavorMember.name.argumentLabel, converted))
        }
    }

    /// `extension <Intent> { init(_ intent: <Intent>AppIntent) }`: the App Intent's values in
    /// the default flavor's intent, for the app's handler and options provider.
    func intentConversion(_ intent: IntentPlan, defaultFlavor: IntentPlan) -> SwiftDeclaration {
        let arguments = defaultFlavorArguments(intent, defaultFlavor) { .member(.atom("intent"), $0.name.spelled) }.map(
            \.argument)
        return conversionExtension(
            defaultFlavor.names.type.spelled,
            SwiftFunction(
                documentation: "The values of `intent`; values App Intents keeps in its own types (files, people, "
                    + "places, money) are left at their defaults.",
                modifiers: accessModifiers, name: "init",
                parameters: [SwiftParameter(label: "_", name: "intent", type: intent.names.type.type)],
                body: [.expression(.call("self.init", arguments))]),
            availability: intent.intent.isEligibleForWidgets ? Self.widgetAvailability : [Self.baseAvailability])
    }

    /// `extension Type { function }`, a conversion between a default-flavor type and an App
    /// Intents one. It takes the module's default isolation, as the App Intents types do: with
    /// default `MainActor` isolation their parameters, entity properties and initializers are
    /// main-actor isolated (App Intents' property wrappers forbid `nonisolated` on them), so a
    /// conversion reading them must be too, and the App Intents code calling it is.
    func conversionExtension(
        _ type: String, _ function: SwiftFunction, availability: [SwiftAttribute] = [baseAvailability]
    )
        -> SwiftDeclaration
    {
        .nominal(
            SwiftNominalType(
                attributes: availability, modifiers: [], kind: .extension, name: type,
                memberGroups: [[.function(function)]]))
    }

    /// `perform()` of an intent that is not a widget's: runs the app's handler with the
    /// intent's values (the default flavor's intent made by `.init(self)`, unnamed as in
    /// ``intentValues(_:seesOtherParameters:)``) and answers with the response's dialog and
    /// output value. Owned output has a marked place for the handler's logic instead
    /// (``ownedPerformDeclarations(_:defaultFlavor:)``).
    func performDeclarations(_ intent: IntentPlan, defaultFlavor: IntentPlan) -> [SwiftDeclaration] {
        if ownership == .owned { return ownedPerformDeclarations(intent, defaultFlavor: defaultFlavor) }
        guard let defaultFlavorResponse = defaultFlavor.response else {
            let documentation =
                "Does nothing: the definition gives the intent no response, so the default "
                + "flavor declares no handler for it."
            return [perform(documentation, .opaque(.appIntents(.intentResult)), [.return(.call(".result", []))])]
        }
        let handling = defaultFlavor.names.handling.spelled
        let call = SwiftExpression.prefixed(
            .await,
            .call(
                .moduleMember(.atom("handling"), .handle),
                [SwiftArgument("intent", .call(".init", [SwiftArgument(nil, .atom("self"))]))]))
        let answer = performResult(intent, defaultFlavor: defaultFlavor) { index, value in
            let member = defaultFlavorResponse.parameters[index]
            return value.fromDefaultFlavor(
                .member(.atom("response"), member.name.spelled), DefaultFlavorValueType(member, in: self.defaultFlavor))
        }
        let statements: [SwiftStatement] =
            answer.arguments.isEmpty
            ? [.assignment(target: .atom("_"), value: call)]
            : [.variable(isConstant: true, name: "response", type: nil, value: call)]
        return [
            dependency("handling", handling),
            perform(
                "Runs the app's `\(defaultFlavor.names.handling.bare)` with this intent's values.", answer.type,
                statements + [.return(.call(".result", answer.arguments))]),
        ] + answer.helpers
    }

    /// `func perform() async throws -> returnType { body }`.
    func perform(_ documentation: String, _ returnType: SwiftType, _ body: [SwiftStatement]) -> SwiftDeclaration {
        .function(
            SwiftFunction(
                documentation: documentation, modifiers: accessModifiers, name: "perform",
                effects: [.async, .throws],
                returnType: returnType, body: body))
    }

    /// What `perform()` answers with, given a `response` of the default flavor's response type
    /// (or, owned, the intent's own): its result type, the arguments of `.result(…)` (the output
    /// value, which `outputValue` reads from the response parameter at an index, and the
    /// dialog), and the helpers the dialog needs.
    func performResult(
        _ intent: IntentPlan, defaultFlavor: IntentPlan, codes: Set<String>? = nil,
        outputValue: (Int, AppIntentsValueType) -> SwiftExpression?
    ) -> (type: SwiftType, arguments: [SwiftArgument], helpers: [SwiftDeclaration]) {
        var results: [SwiftType] = [.appIntents(.intentResult)]
        var resultArguments: [SwiftArgument] = []
        if let response = intent.response, let outputName = response.response.outputParameterName?.value,
            let index = response.parameters.firstIndex(where: { $0.parameter.name == outputName }),
            let value = AppIntentsValueType(response.parameters[index], in: self, returned: true),
            let read = outputValue(index, value)
        {
            results.append(.appIntents(.returnsValue).of(value.propertyType))
            resultArguments.append(SwiftArgument("value", read))
        }
        let dialogs = dialogCases(intent, defaultFlavor, site: DialogSite(codes: codes)).cases
        guard !dialogs.isEmpty else { return (.opaque(.composition(results)), resultArguments, []) }
        let responseType = ownership == .owned ? .named("Response") : defaultFlavor.names.response.type
        let dialog = SwiftDeclaration.function(
            SwiftFunction(
                documentation: "The dialog of the response's code, from the definition's format strings.",
                modifiers: [.private, .static], name: "dialog",
                parameters: [SwiftParameter(label: "for", name: "response", type: responseType)],
                returnType: .appIntents(.intentDialog),  // IntentRuntime has an `IntentDialog` too
                body: [.switch(subject: .member(.atom("response"), "code"), cases: dialogs)]))
        // Owned code adds the text helpers its dialogs and failures call (``ownedTextHelpers``).
        return (
            .opaque(.composition(results + [.appIntents(.providesDialog)])),
            resultArguments + [
                SwiftArgument(
                    "dialog", .call(.member(.atom("Self"), "dialog"), [SwiftArgument("for", .atom("response"))]))
            ],
            ownership == .owned ? [dialog] : [dialog, textHelper()]
        )
    }

    /// `text(_:)`: an optional value as dialog text, or (`forDisplayables`) an App Entity or App
    /// Enum as its display title, an overload Swift prefers for them.
    func textHelper(forDisplayables: Bool = false) -> SwiftDeclaration {
        .function(
            SwiftFunction(
                documentation: forDisplayables
                    ? "An App Entity or App Enum as dialog text: its display title; nothing when it is missing."
                    : "A value as dialog text; nothing when it is missing.",
                modifiers: [.private, .static], name: "text",
                genericParameters: [
                    SwiftGenericParameter(
                        name: "T",
                        constraint: forDisplayables ? .foundation(.customLocalizedStringResourceConvertible) : nil)
                ],
                parameters: [SwiftParameter(label: "_", name: "value", type: .optional(.named("T")))],
                returnType: .swift(.string),
                body: [
                    .return(
                        .infix(
                            SwiftExpression.atom("value").calling(
                                "map",
                                forDisplayables
                                    ? .call(
                                        .swift(.string),
                                        [SwiftArgument("localized", .member(.element, "localizedStringResource"))])
                                    : .interpolatedString([.interpolation(.element)])),
                            .nilCoalescing, .string("")))
                ]))
    }
}
