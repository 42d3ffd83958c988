import IntentDefinition

/// `<Type>AppEntity: AppEntity` as Xcode's template shapes it (`id` = the old object's
/// identifier, `displayString`, `init(id:displayString:)`, one `@Property` per property) and
/// its `<Type>AppEntityQuery`, which answers from the app's options provider of the first
/// intent with a dynamic parameter of the type (or, when none has one, from the app's
/// `<Type>AppEntityQueryProvider`); and the conversions to and from the default flavor's type.
extension AppIntentsTranslator {
    /// A parameter with dynamic options, whose options the app's options provider gives.
    struct OptionsSource {
        var intent: IntentPlan
        var defaultFlavorIntent: IntentPlan
        var member: MemberPlan
        /// The default flavor's options methods of the parameter.
        var methods: DefinitionNames.OptionsMethodNames
    }

    /// The first intent parameter with dynamic options of custom type `index`.
    func entitySource(_ index: Int) -> OptionsSource? {
        for (intent, defaultFlavorIntent) in zip(plan.intents, defaultFlavor.intents) {
            for (member, defaultFlavorMember) in zip(intent.parameters, defaultFlavorIntent.parameters)
            where member.kind == .customType(index) {
                if let source = optionsSource(member, of: intent, defaultFlavorMember, of: defaultFlavorIntent) {
                    return source
                }
            }
        }
        return nil
    }

    func entityDeclaration(_ index: Int) -> SwiftDeclaration {
        let typePlan = plan.customTypes[index]
        let type = typePlan.names.type.spelled
        let query = typePlan.names.query?.spelled ?? type + "Query"
        let displayName = typePlan.customType.displayName?.text ?? typePlan.customType.name
        let properties: [SwiftDeclaration] = typePlan.properties.compactMap { member in
            guard let value = AppIntentsValueType(member, in: self) else { return nil }
            return .property(
                SwiftProperty(
                    attributes: [
                        .wrapper(
                            .appIntents(.entityProperty),
                            [
                                SwiftArgument(
                                    "title", localized(member.parameter.displayName, fallback: member.parameter.name))
                            ])
                    ],
                    modifiers: accessModifiers, name: member.name.spelled, type: value.propertyType))
        }
        return .nominal(
            SwiftNominalType(
                documentation: displayName, attributes: [Self.baseAvailability], modifiers: accessModifiers,
                kind: .struct,
                name: type, inheritance: [.appIntents(.appEntity)],
                memberGroups: [
                    [
                        typeDisplayRepresentation(typePlan.customType.displayName, fallback: typePlan.customType.name),
                        computedStatic("defaultQuery", .named(query), .call(query, [])),
                    ],
                    [
                        .property(
                            SwiftProperty(
                                documentation: "The identifier of the object the app knows it by.",
                                modifiers: accessModifiers,
                                name: "id", type: .swift(.string))),
                        .property(
                            SwiftProperty(
                                documentation: "The text shown for it.", modifiers: accessModifiers,
                                name: "displayString", type: .swift(.string))),
                        .property(
                            SwiftProperty(
                                modifiers: accessModifiers, name: "displayRepresentation",
                                type: .appIntents(.displayRepresentation),
                                accessors: .getter([
                                    .expression(
                                        .call(
                                            .appIntents(.displayRepresentation),
                                            [
                                                SwiftArgument(
                                                    "title",
                                                    .interpolatedString([.interpolation(.atom("displayString"))]))
                                            ]))
                                ]))),
                    ],
                    properties,
                    [
                        .function(
                            SwiftFunction(
                                documentation: "Creates an entity; its properties have no values.",
                                modifiers: accessModifiers,
                                name: "init",
                                parameters: [
                                    SwiftParameter(name: "id", type: .swift(.string)),
                                    SwiftParameter(name: "displayString", type: .swift(.string)),
                                ],
                                body: [
                                    .assignment(target: .selfMember("id"), value: .atom("id")),
                                    .assignment(target: .selfMember("displayString"), value: .atom("displayString")),
                                ]))
                    ],
                ]))
    }

    /// The entity's default query: from the app's options provider of ``entitySource(_:)`` (with
    /// an empty intent: the query is for iOS 16 too), else from the app's
    /// `<Type>AppEntityQueryProvider`.
    func queryDeclaration(_ index: Int) -> SwiftDeclaration {
        let entity = plan.customTypes[index].names.type.spelled
        let name = plan.customTypes[index].names.query?.spelled ?? entity + "Query"
        if let source = entitySource(index) {
            return entityQuery(name, entity, source, seesOtherParameters: false, attributes: [Self.baseAvailability])
        }
        let members =
            ownership == .owned
            ? initializer("query") + [
                ownedQueryFunction(
                    "suggestedEntities", [], .named(entity), replacing: nil, "The objects the app offers.")
            ]
            : [dependency("provider", entityProviderName(index))] + initializer("query") + [
                queryFunction(
                    "suggestedEntities", [], .named(entity),
                    .prefixed(
                        .tryAwait,
                        SwiftExpression.call(.member(.atom("provider"), "suggestedEntities"), []).calling(
                            "map", .call(entity, [SwiftArgument(nil, .element)]))),
                    "The objects the app offers.")
            ]
        return query(name, entity, .appIntents(.entityQuery), attributes: [Self.baseAvailability], members)
    }

    /// A query of `entity` values answering from the app's options provider of `source`, which
    /// sees the intent's other parameters when `seesOtherParameters` (``intentValues(_:seesOtherParameters:)``).
    func entityQuery(
        _ name: String, _ entity: String, _ source: OptionsSource, seesOtherParameters: Bool,
        attributes: [SwiftAttribute]
    )
        -> SwiftDeclaration
    {
        let members = answeringMembers(
            source, "query", list: "suggestedEntities", element: .named(entity),
            map: { $0.calling("map", .call(entity, [SwiftArgument(nil, .element)])) },
            seesOtherParameters: seesOtherParameters)
        return query(
            name, entity, source.member.supportsSearch ? .appIntents(.entityStringQuery) : .appIntents(.entityQuery),
            attributes: attributes, members)
    }

    /// `struct <name>: <conformance>` with `members` and `entities(for:)`.
    private func query(
        _ name: String, _ entity: String, _ conformance: SwiftType, attributes: [SwiftAttribute],
        _ members: [SwiftDeclaration]
    )
        -> SwiftDeclaration
    {
        let lookup = queryFunction(
            "entities", [Self.identifiers], .named(entity),
            .prefixed(
                .tryAwait,
                SwiftExpression.call("suggestedEntities", []).calling(
                    "filter",
                    .call(.member(.atom("identifiers"), "contains"), [SwiftArgument(nil, .member(.element, "id"))]))),
            "The objects with these identifiers, among those the app offers.")
        return .nominal(
            SwiftNominalType(
                documentation: "Finds `\(entity)` values through the app's code.", attributes: attributes,
                modifiers: accessModifiers, kind: .struct, name: name, inheritance: [conformance],
                memberGroups: [members + [lookup]]))
    }

    /// `func name(parameters) async throws -> [element]` running `body`; a protocol requirement
    /// without one.
    func queryFunction(
        _ name: String, _ parameters: [SwiftParameter], _ element: SwiftType, _ body: SwiftExpression?,
        _ documentation: String
    )
        -> SwiftDeclaration
    {
        queryFunction(name, parameters, element, statements: body.map { [.expression($0)] }, documentation)
    }

    /// `func name(parameters) async throws -> [element]` running `statements`; a protocol
    /// requirement without them.
    func queryFunction(
        _ name: String, _ parameters: [SwiftParameter], _ element: SwiftType, statements: [SwiftStatement]?,
        _ documentation: String
    ) -> SwiftDeclaration {
        .function(
            SwiftFunction(
                documentation: documentation, modifiers: statements == nil ? [] : accessModifiers, name: name,
                parameters: parameters,
                effects: [.async, .throws], returnType: .array(element), body: statements))
    }

    /// The parameter of `entities(for:)`.
    static let identifiers = SwiftParameter(label: "for", name: "identifiers", type: .array(.swift(.string)))

    /// The protocol an app implements for a type no parameter offers dynamically.
    private func entityProviderName(_ index: Int) -> String {
        (plan.customTypes[index].names.query?.bare ?? plan.customTypes[index].names.type.bare) + "Provider"
    }

    func entityProviderProtocol(_ index: Int) -> SwiftDeclaration? {
        guard entitySource(index) == nil else { return nil }
        let defaultFlavorType = defaultFlavor.customTypes[index].names.type.spelled
        return .nominal(
            SwiftNominalType(
                documentation:
                    "The app's objects of type `\(defaultFlavorType)` for App Intents (no parameter offers them "
                    + "dynamically, so no options provider does).",
                attributes: [Self.baseAvailability], modifiers: accessModifiers, kind: .protocol,
                name: entityProviderName(index),
                inheritance: [.swift(.sendable)],
                memberGroups: [
                    [
                        queryFunction(
                            "entities", [Self.identifiers], .named(defaultFlavorType), nil,
                            "The objects with these identifiers."),
                        queryFunction("suggestedEntities", [], .named(defaultFlavorType), nil, "The objects to offer."),
                    ]
                ]))
    }

    /// `init(_:)` both ways between the entity and the default flavor's type.
    func entityConversions(_ index: Int) -> [SwiftDeclaration] {
        let typePlan = plan.customTypes[index]
        let defaultFlavorPlan = defaultFlavor.customTypes[index]
        let entity = typePlan.names.type.spelled
        let defaultFlavorType = defaultFlavorPlan.names.type.spelled
        var toEntity: [SwiftStatement] = [
            .expression(
                .call(
                    .selfMember("init"),
                    [
                        SwiftArgument("id", .infix(.member(.atom("value"), "identifier"), .nilCoalescing, .string(""))),
                        SwiftArgument("displayString", .member(.atom("value"), "displayString")),
                    ]))
        ]
        var toDefaultFlavor: [SwiftStatement] = [
            .expression(
                .call(
                    .selfMember("init"),
                    [
                        SwiftArgument("identifier", .member(.atom("entity"), "id")),
                        SwiftArgument("display", .member(.atom("entity"), "displayString")),
                    ]))
        ]
        for (member, defaultFlavorMember) in zip(typePlan.properties, defaultFlavorPlan.properties) {
            guard let value = AppIntentsValueType(member, in: self) else { continue }
            let storage = DefaultFlavorValueType(defaultFlavorMember, in: defaultFlavor)
            if let converted = value.fromDefaultFlavor(
                .member(.atom("value"), defaultFlavorMember.name.spelled), storage)
            {
                toEntity.append(.assignment(target: .selfMember(member.name.spelled), value: converted))
            }
            if let converted = value.toDefaultFlavor(.member(.atom("entity"), member.name.spelled), storage) {
                toDefaultFlavor.append(
                    .assignment(target: .selfMember(defaultFlavorMember.name.spelled), value: converted))
            }
        }
        return [
            conversionExtension(
                entity,
                SwiftFunction(
                    documentation:
                        "The entity of `value`: its identifier (empty when it has none), text and properties.",
                    modifiers: accessModifiers, name: "init",
                    parameters: [SwiftParameter(label: "_", name: "value", type: .named(defaultFlavorType))],
                    body: toEntity)),
            conversionExtension(
                defaultFlavorType,
                SwiftFunction(
                    documentation: "The object of `entity`.", modifiers: accessModifiers, name: "init",
                    parameters: [SwiftParameter(label: "_", name: "entity", type: .named(entity))],
                    body: toDefaultFlavor)),
        ]
    }
}
