import IntentDefinition

/// `parameterSummary` from the definition's parameter combinations and relationships: the
/// widest combination with a title (among those whose parameters are all shown) gives `Summary("…\(\.$p)…") { other parameters }`,
/// or, without titled combinations, `Summary { parameters }` where a relationship decides what shows;
/// parameters shown for different exact values of one enum parameter give
/// `Switch(\.$parent) { Case(.value) { … } … DefaultCase { … } }`; otherwise a parameter shown
/// only when its parent has a value or an exact enum/Boolean value moves the summary under
/// `When(\.$parent, …) { with it } otherwise: { without it }`.
///
/// A sentence whose title has an ID is looked up in the generated String Catalog
/// (`Summary("…", table: "<Name>AppIntents")`), which holds its translations in App Intents'
/// `${property}` form (``AppIntentsCatalogEntry``).
extension AppIntentsTranslator {
    func parameterSummary(_ intent: IntentPlan) -> SwiftDeclaration? {
        guard let body = parameterSummaryParts(intent)?.body else { return nil }
        let titled = (intent.intent.managedParameterCombinations + intent.intent.parameterCombinations)
            .contains { $0.title != nil }
        return .property(
            SwiftProperty(
                documentation: titled
                    ? "The summary Shortcuts shows, from the definition's parameter combinations."
                    : "The parameters Shortcuts and the widget editor show, from the definition's relationships.",
                modifiers: staticModifiers, name: "parameterSummary", type: .opaque(.appIntents(.parameterSummary)),
                accessors: .getter([.expression(body)])))
    }

    /// The summary's Swift and the catalog entries of its sentences; nil without a titled
    /// combination or a relationship to show (without a title, each `Summary` lists its
    /// parameters: the relationship still decides what the widget editor shows).
    func parameterSummaryParts(_ intent: IntentPlan) -> (body: SwiftExpression, entries: [AppIntentsCatalogEntry])? {
        let shown = intent.parameters.filter { AppIntentsValueType($0, in: self) != nil }
        let combinations = (intent.intent.managedParameterCombinations + intent.intent.parameterCombinations)
            .filter { $0.title != nil }
        let switched = enumSwitch(among: shown).flatMap { $0.1.count >= 2 ? $0 : nil }
        let related = switched == nil ? relationship(in: intent, among: shown) : nil
        guard !combinations.isEmpty || switched != nil || related != nil else { return nil }
        var entries: [AppIntentsCatalogEntry] = []
        /// The widest combination whose parameters are all shown (else the widest), summarizing
        /// `members`; without combinations, the members listed.
        func summary(_ members: [MemberPlan]) -> SwiftExpression {
            guard !combinations.isEmpty else { return Self.summary(nil, listing: members) }
            let names = Set(members.map(\.parameter.name))
            let fitting = combinations.filter { Set($0.parameterNames).isSubset(of: names) }
            let widest = { (list: [ParameterCombination]) in
                list.max { $0.parameterNames.count < $1.parameterNames.count }
            }
            guard let title = (widest(fitting) ?? widest(combinations))?.title else {
                return Self.summary(nil, listing: [])
            }
            return self.summary(title, members, entries: &entries)
        }
        let body: SwiftExpression
        if let (parent, cases) = switched {
            let children = Set(cases.flatMap(\.children).map(\.parameter.name))
            let caseStatements = cases.map { caseName, shownChildren -> SwiftStatement in
                let hidden = children.subtracting(shownChildren.map(\.parameter.name))
                return Self.builderBlock(
                    .call("Case", [SwiftArgument(nil, .atom("." + caseName))]),
                    summary(shown.filter { !hidden.contains($0.parameter.name) }))
            }
            let defaultCase = Self.builderBlock(
                .atom("DefaultCase"), summary(shown.filter { !children.contains($0.parameter.name) }))
            body = .trailingClosures(
                .call("Switch", [SwiftArgument(nil, .parameterKeyPath(parent.name.bare))]),
                [SwiftClosure(caseStatements + [defaultCase])])
        } else if let (child, condition) = related {
            body = .trailingClosures(
                .call("When", condition.map { SwiftArgument(nil, $0) }),
                [
                    SwiftClosure([.expression(summary(shown))]),
                    SwiftClosure(label: "otherwise", [.expression(summary(shown.filter { $0.name != child.name }))]),
                ])
        } else {
            body = summary(shown)
        }
        return (body, entries)
    }

    /// `head { inner }`: one block of a result builder holding one expression.
    private static func builderBlock(_ head: SwiftExpression, _ inner: SwiftExpression) -> SwiftStatement {
        .expression(.trailingClosures(head, [SwiftClosure([.expression(inner)])]))
    }

    /// `Summary(title) { \.$member … }`; without a title `Summary { … }`; `Summary()` when
    /// there is nothing to show.
    private static func summary(_ title: [SwiftArgument]?, listing members: [MemberPlan]) -> SwiftExpression {
        let callee: SwiftExpression = title.map { .call("Summary", $0) } ?? .atom("Summary")
        guard !members.isEmpty else { return title == nil ? .call("Summary", []) : callee }
        return .trailingClosures(
            callee, [SwiftClosure(members.map { .expression(.parameterKeyPath($0.name.bare)) })])
    }

    /// `Summary("title") { \.$rest … }`, where `title`'s placeholders name shown parameters;
    /// with `table:` and an entry in `entries` when the title has an ID.
    private func summary(_ title: FormatString, _ shown: [MemberPlan], entries: inout [AppIntentsCatalogEntry])
        -> SwiftExpression
    {
        var used = Set<String>()
        var properties: [String: String] = [:]
        let literal = PlaceholderRewriting.interpolatedLiteral(title) { root in
            guard let member = shown.first(where: { $0.parameter.name == root }) else { return nil }
            used.insert(member.parameter.name)
            properties[root] = member.name.bare
            return .parameterKeyPath(member.name.bare)
        }
        var arguments = [SwiftArgument(nil, literal)]
        if let id = title.id, !id.isEmpty {
            entries.append(.summary(title, id: id, properties: properties))
            arguments.append(SwiftArgument("table", .string(catalogTable)))
        }
        return Self.summary(arguments, listing: shown.filter { !used.contains($0.parameter.name) })
    }

    /// The first enum parameter that other parameters depend on by exact value, with its cases
    /// in case order and the parameters each shows (at most 15 cases, as `Switch` takes).
    private func enumSwitch(among shown: [MemberPlan]) -> (MemberPlan, [(caseName: String, children: [MemberPlan])])? {
        for parent in shown where !parent.isArray {
            guard case .enumeration(let index) = parent.kind else { continue }
            let enumPlan = plan.enums[index]
            var byCase: [Int: [MemberPlan]] = [:]
            for child in shown {
                guard let relationship = child.parameter.relationship, relationship.predicate == .enumHasExactValue,
                    relationship.parentName?.value == parent.parameter.name,
                    let caseIndex = appCase(named: relationship.textValue?.value, in: enumPlan)
                else { continue }
                byCase[caseIndex, default: []].append(child)
            }
            guard !byCase.isEmpty, byCase.count <= 15 else { continue }
            return (parent, byCase.keys.sorted().map { (enumPlan.names.cases[$0].spelled, byCase[$0] ?? []) })
        }
        return nil
    }

    /// The first relationship a `When` can express, with its condition's arguments.
    private func relationship(in intent: IntentPlan, among shown: [MemberPlan]) -> (MemberPlan, [SwiftExpression])? {
        for child in shown {
            guard let relationship = child.parameter.relationship,
                let parent = shown.first(where: { $0.parameter.name == relationship.parentName?.value }),
                !parent.isArray
            else { continue }
            let path = SwiftExpression.parameterKeyPath(parent.name.bare)
            switch (relationship.predicate, parent.kind) {
            case (.hasAnyValue, _):
                return (child, [path, .atom(".hasAnyValue")])
            case (.enumHasExactValue, .enumeration(let index)):
                let enumPlan = plan.enums[index]
                guard let caseIndex = appCase(named: relationship.textValue?.value, in: enumPlan) else { continue }
                return (child, [path, .atom(".equalTo"), .atom("." + enumPlan.names.cases[caseIndex].spelled)])
            case (.booleanHasExactValue, .builtIn(.boolean)):
                return (child, [path, .atom(".equalTo"), .atom(String(relationship.booleanValue))])
            default:
                continue
            }
        }
        return nil
    }

    /// The index of the case of `enumPlan` named `name`, unless it is the raw-value-0 one, which
    /// the App Enum leaves out.
    private func appCase(named name: String?, in enumPlan: EnumPlan) -> Int? {
        enumPlan.enumeration.cases.firstIndex { $0.name == name }.flatMap { $0 == enumPlan.unknownCase ? nil : $0 }
    }
}
