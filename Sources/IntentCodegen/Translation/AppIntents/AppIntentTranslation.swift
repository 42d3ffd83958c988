import IntentDefinition

/// The App Intent of one custom intent: its conformances, the old class name, title and
/// description, one `@Parameter` per parameter, the summary, and `perform()`.
extension AppIntentsTranslator {
    func intentDeclaration(_ intent: IntentPlan, defaultFlavor defaultFlavorIntent: IntentPlan) -> SwiftDeclaration {
        let isWidget = intent.intent.isEligibleForWidgets
        let conformances: [SwiftType] =
            [.appIntents(.appIntent)] + (isWidget ? [.appIntents(.widgetConfigurationIntent)] : [])
            + [.appIntents(.customIntentMigratedAppIntent)]
        let predictions = predictionConfiguration(intent)
        var metadata: [SwiftDeclaration] = [
            .property(
                SwiftProperty(
                    documentation: "The class name of the intent this one replaces: configured widgets and "
                        + "shortcuts of that intent migrate to this one.",
                    modifiers: staticModifiers, isConstant: true, name: "intentClassName",
                    initialValue: .string(xcodeClassName(intent.intent)))),
            computedStatic(
                "title", .foundation(.localizedStringResource),
                localized(intent.intent.title, fallback: intent.intent.name)),
        ]
        if let description = intent.intent.description, let text = description.text {
            metadata.append(
                computedStatic(
                    "description", .optional(.appIntents(.intentDescription)),
                    .call(
                        .appIntents(.intentDescription),
                        [SwiftArgument(nil, localized(key: description.id, text: text))]
                    )))
        }
        var groups: [[SwiftDeclaration]] = [metadata]
        for (member, defaultFlavorMember) in zip(intent.parameters, defaultFlavorIntent.parameters) {
            guard let value = AppIntentsValueType(member, in: self) else {
                // Owned code says in place what is lost, where the team will read it; generated
                // code is not read, and the warning (IC153) says it.
                if ownership == .owned {
                    groups.append([
                        .comment("Not migrated: parameter '\(member.parameter.name)' of the definition."),
                        .comment("App Intents cannot hold its type, so the values users stored for it are lost."),
                    ])
                }
                continue
            }
            let source = optionsSource(member, of: intent, defaultFlavorMember, of: defaultFlavorIntent)
            let query = source.flatMap { dependentQuery(value, $0) }
            groups.append(
                [
                    parameterDeclaration(
                        member, value, inWidgetIntent: isWidget,
                        query: query.map { _ in member.name.upperFirst + "Query" })
                ]
                    + [query ?? source.flatMap { optionsProvider(value, $0) }].compactMap { $0 })
        }
        if let summary = parameterSummary(intent) {
            groups.append([summary])
        }
        if let predictions { groups.append([predictions]) }
        // Swift synthesizes `init()` (every parameter has its wrapper's default), but only at
        // internal access: owned code at internal access leaves it to the compiler.
        if ownership != .owned || !accessModifiers.isEmpty {
            groups.append([
                .function(
                    SwiftFunction(
                        documentation: "Creates the intent with every parameter at its default.",
                        modifiers: accessModifiers, name: "init", body: []))
            ])
        }
        // A widget's intent that also answers (a Shortcuts action too) keeps its handler's
        // place in owned output: the team's code moves there.
        if !isWidget
            || (ownership == .owned
                && !performResult(intent, defaultFlavor: defaultFlavorIntent) { _, _ in .atom("_") }.arguments.isEmpty)
        {
            let declarations = performDeclarations(intent, defaultFlavor: defaultFlavorIntent)
            // Owned code reads as written by hand: a blank line between members.
            groups += ownership == .owned ? declarations.map { [$0] } : [declarations]
        }
        let documentation = [intent.intent.title?.text ?? intent.intent.name, intent.intent.description?.text]
        return .nominal(
            SwiftNominalType(
                documentation: documentation.compactMap { $0 }.joined(separator: "\n\n"),
                attributes: isWidget ? Self.widgetAvailability : [Self.baseAvailability],
                modifiers: accessModifiers, kind: .struct, name: intent.names.type.spelled,
                inheritance: conformances + (predictions == nil ? [] : [.appIntents(.predictableIntent)]),
                memberGroups: groups))
    }

    /// The class name of the intent the app shipped: `INIntentClassName`, else
    /// `<prefix><Name>Intent` with the intent's own prefix or the shipped classes' prefix
    /// (``GenerationOptions/shippedClassPrefix``, never `--class-prefix`, which names intentc's
    /// classes), as written (never sanitized: it is the Objective-C class name stored
    /// configurations name).
    func xcodeClassName(_ intent: Intent) -> String {
        intent.className?.value ?? intent.composedClassName(projectPrefix: options.shippedClassPrefix ?? "")
    }

    /// `static var typeDisplayRepresentation` naming the type by `displayName`, else `fallback`.
    func typeDisplayRepresentation(_ displayName: LocalizedText?, fallback: String) -> SwiftDeclaration {
        computedStatic(
            "typeDisplayRepresentation", .appIntents(.typeDisplayRepresentation),
            .call(
                .appIntents(.typeDisplayRepresentation),
                [SwiftArgument("name", localized(displayName, fallback: fallback))]))
    }

    /// `static var name: Type { value }`: computed, so that no global state exists.
    func computedStatic(_ name: String, _ type: SwiftType, _ value: SwiftExpression) -> SwiftDeclaration {
        .property(
            SwiftProperty(
                modifiers: staticModifiers, name: name, type: type, accessors: .getter([.expression(value)])))
    }

    /// `@Parameter(title:…) var name: T?` (finding its entities with the nested `query` when
    /// given) of a widget's intent or not; declared once for watchOS and once for the other
    /// platforms when a widget size is for a family only watchOS has.
    private func parameterDeclaration(
        _ member: MemberPlan, _ value: AppIntentsValueType, inWidgetIntent: Bool, query: String?
    ) -> SwiftDeclaration {
        let arguments = AppIntentsParameterArguments(
            member: member, isInWidgetIntent: inWidgetIntent, translator: self, query: query)
        func declaration(forWatchOS: Bool) -> SwiftDeclaration {
            // Owned code spells the wrapper as people write it; generated code names it in full,
            // so that no name of the definition's can shadow it.
            let wrapper: SwiftType =
                ownership == .owned ? .contextual(AppIntentContextualType.parameter) : .appIntents(.intentParameter)
            let attribute = SwiftAttribute.wrapper(wrapper, arguments.arguments(forWatchOS: forWatchOS))
            return .property(
                SwiftProperty(
                    documentation: member.parameter.displayName?.text, attributes: [attribute],
                    modifiers: accessModifiers,
                    name: member.name.spelled, type: value.propertyType))
        }
        guard arguments.hasWatchOnlySize else { return declaration(forWatchOS: false) }
        return .conditional(
            SwiftConditionalBlock(
                .os("watchOS"), [[declaration(forWatchOS: true)]], else: [[declaration(forWatchOS: false)]]))
    }

    /// A nested query for an entity parameter of an iOS 17 intent with dynamic options, which
    /// sees the intent's other parameters (the entity's own query is for iOS 16 too, so it
    /// cannot); nil when there are none to see, and in owned output, whose entity query is the
    /// one place for the app's options.
    private func dependentQuery(_ value: AppIntentsValueType, _ source: OptionsSource) -> SwiftDeclaration? {
        guard ownership == .generated, case .customType = source.member.kind,
            !intentValues(source, seesOtherParameters: true).members.isEmpty
        else { return nil }
        return entityQuery(
            source.member.name.upperFirst + "Query", namer.spelling(value.element), source, seesOtherParameters: true,
            attributes: [])
    }
}
