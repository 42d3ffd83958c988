import IntentDefinition

extension DefaultFlavorTranslator {
    /// `<Intent>OptionsProvider`, the runtime's `IntentOptionsProvider` for this intent, and
    /// the default implementations of its requirements (which the protocol documents).
    ///
    /// Per dynamic parameter `<P>`: `provide<P>OptionsCollection(for:)`; where search is on,
    /// also `provide<P>OptionsCollection(for:searchTerm:)`, which providers implement while the
    /// plain form defaults to calling it with a nil search term; and `default<P>(for:)`, which
    /// defaults to nil (the definition's default then applies).
    func optionsProviderDeclarations(_ intent: IntentPlan) -> [SwiftDeclaration] {
        let intentNames = intent.names
        let intentType = intentNames.type.spelled
        let forIntent = SwiftParameter(label: "for", name: "intent", type: intentNames.type.type)
        var requirements: [SwiftDeclaration] = []
        var defaults: [SwiftDeclaration] = []
        for member in members(intent.dynamicParameters) {
            guard let methods = member.plan.methods.options else { continue }
            if member.plan.supportsSearch {
                requirements.append(
                    provideOptions(
                        member, methods, [forIntent, Self.searchTerm],
                        documentation: Self.searchDocumentation("`" + member.parameter.name + "`")))
                // Lists every option: asks the search form without a search term.
                let search = SwiftExpression.call(
                    methods.provideOptions.spelled,
                    [SwiftArgument("for", .atom("intent")), SwiftArgument("searchTerm", .atom("nil"))])
                defaults.append(
                    provideOptions(
                        member, methods, [forIntent], body: [.expression(.prefixed(.tryAwait, search))]))
            }
            let listing = "The options offered for `" + member.parameter.name + "`."
            requirements.append(provideOptions(member, methods, [forIntent], documentation: listing))
            requirements.append(defaultValueFunction(member, methods, [forIntent]))
            // No provider default: the definition's default applies.
            let noDefault = [SwiftStatement.expression(.atom("nil"))]
            defaults.append(defaultValueFunction(member, methods, [forIntent], body: noDefault))
        }
        return [
            .nominal(
                SwiftNominalType(
                    documentation: ("Provides the dynamic options of `" + intentType
                        + "`'s parameters, as an intent handler does for a widget."),
                    modifiers: typeModifiers, kind: .protocol, name: intentNames.optionsProvider.spelled,
                    inheritance: [.runtime(.optionsProvider)],
                    whereRequirements: [.sameType(.contextual(RuntimeAssociatedType.intent), intentNames.type.type)],
                    memberGroups: requirements.map { [$0] })),
            .nominal(
                SwiftNominalType(
                    modifiers: [.nonisolated], kind: .extension, name: intentNames.optionsProvider.spelled,
                    memberGroups: defaults.map { [$0] })),
        ]
    }

    /// `searchTerm: String?`.
    static let searchTerm = SwiftParameter(name: "searchTerm", type: .optional(.swift(.string)))

    /// The documentation of a search form of `provide<P>OptionsCollection`, for the parameter `name`.
    static func searchDocumentation(_ name: String) -> String {
        "The options offered for \(name) that match `searchTerm` (all of them when nil)."
    }

    /// `provide<P>OptionsCollection(…) async throws -> IntentOptionsCollection<T>` of `member`:
    /// a requirement without `body`, else an implementation.
    func provideOptions(
        _ member: DefaultFlavorMember, _ methods: DefinitionNames.OptionsMethodNames,
        _ parameters: [SwiftParameter], documentation: String? = nil, body: [SwiftStatement]? = nil
    ) -> SwiftDeclaration {
        .function(
            SwiftFunction(
                documentation: documentation, modifiers: body == nil ? [] : accessModifiers,
                name: methods.provideOptions.spelled, parameters: parameters, effects: [.async, .throws],
                returnType: .runtime(.optionsCollection).of(member.valueType.element),
                body: body))
    }

    /// `default<P>(…) -> T?` of `member`: a documented requirement without `body`, else an
    /// implementation.
    func defaultValueFunction(
        _ member: DefaultFlavorMember, _ methods: DefinitionNames.OptionsMethodNames,
        _ parameters: [SwiftParameter], body: [SwiftStatement]? = nil
    ) -> SwiftDeclaration {
        let documentation =
            "The value `" + member.parameter.name
            + "` takes when its stored value is no longer offered; nil for the definition's default."
        return .function(
            SwiftFunction(
                documentation: body == nil ? documentation : nil,
                modifiers: body == nil ? [] : accessModifiers, name: methods.defaultValue.spelled,
                parameters: parameters,
                returnType: .optional(member.valueType.presentType), body: body))
    }
}
