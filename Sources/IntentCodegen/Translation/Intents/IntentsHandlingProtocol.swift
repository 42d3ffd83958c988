/// The `@objc` handling protocol (XcodeGeneratedClasses.md, 'The handling protocol').
extension IntentsTranslator {
    /// `@objc(<C>Handling) protocol <C>Handling: NSObjectProtocol`, members in Xcode's order:
    /// the required `handle`, `resolve<P>` and `provide<P>OptionsCollection`, then the optional
    /// `confirm`, `handle` (widget intents), `default<P>` and deprecated `provide<P>Options`.
    func handlingProtocol(_ intent: IntentPlan, _ parameters: [IntentsMember?]) -> SwiftDeclaration {
        let requirements = IntentsRequirements(
            intentType: intent.names.type.type, responseType: intent.names.response.type,
            stem: IntentsSelectorStem.of(intent.intent.name))
        let handleIsOptional = intent.intent.isEligibleForWidgets
        let typed = parameters.compactMap { $0 }
        let resolved = typed.compactMap { member in member.plan.methods.resolve.map { (member, $0) } }
        let dynamic = typed.compactMap { member in member.plan.methods.options.map { (member, $0) } }
        var groups: [[SwiftDeclaration]] = []
        if !handleIsOptional {
            groups += requirements.handle(isOptional: false)
        }
        groups += resolved.flatMap { member, name in
            requirements.resolve(member, name: name, result: resolutionResult(of: member))
        }
        groups += dynamic.flatMap { requirements.provideOptionsCollection($0, name: $1.provideOptions) }
        groups += requirements.confirm()
        if handleIsOptional {
            groups += requirements.handle(isOptional: true)
        }
        groups += dynamic.map { [requirements.defaultValue($0, name: $1.defaultValue)] }
        groups += dynamic.map { member, _ in [requirements.deprecatedOptions(member)] }
        return .nominal(
            SwiftNominalType(
                documentation: "What an intent handler implements for `\(intent.names.type.spelled)`: the "
                    + "system finds each method by its Objective-C selector.",
                attributes: [IntentsAvailability.declaration, .objc("\(intent.names.handling.bare)")],
                modifiers: accessModifiers, kind: .protocol, name: intent.names.handling.spelled,
                inheritance: [.objectiveC(.nsObjectProtocol)], memberGroups: groups))
    }
}

/// The requirements of one handling protocol. Each completion-handler requirement is followed
/// by its async twin on the same selector and names it with `@available(*, renamed:)`, as
/// Xcode 15 and later write them (Swift 6 accepts two requirements on one selector only so).
struct IntentsRequirements {
    /// The intent class as spelled.
    var intentType: SwiftType
    /// The response class as spelled.
    var responseType: SwiftType
    /// The selector stem (`INIntentName`).
    var stem: String

    /// `handle(intent:completion:)` and its twin.
    func handle(isOptional: Bool) -> [[SwiftDeclaration]] {
        responsePair(
            name: "handle", selector: "handle\(stem):completion:", isOptional: isOptional,
            documentation: "Performs the intent and answers with its response.")
    }

    /// `confirm(intent:completion:)` and its twin.
    func confirm() -> [[SwiftDeclaration]] {
        responsePair(
            name: "confirm", selector: "confirm\(stem):completion:", isOptional: true,
            documentation: "Checks, before handling, that the intent can be performed.")
    }

    /// `resolve<P>(for:with:)` and its twin, answering one result per value.
    func resolve(_ member: IntentsMember, name resolveName: SwiftName, result: SwiftType) -> [[SwiftDeclaration]] {
        let name = resolveName.bare
        let answer = member.type.isArray ? .array(result) : result
        return pair(
            name: name, selector: "\(name)For\(stem):withCompletion:", arguments: [forIntent],
            completion: SwiftParameter(
                label: "with", name: "completion", type: .escapingFunction([answer], .swift(.void))),
            asyncEffects: [.async], asyncResult: answer, isOptional: false,
            availability: IntentsAvailability.iOS13, twinAvailability: IntentsAvailability.iOS13,
            documentation: "Checks the value of `\(member.plan.parameter.name)`.")
    }

    /// `provide<P>OptionsCollection(for:with:)`, or `(for:searchTerm:with:)` when the parameter
    /// is searchable (Xcode then writes no plain form), and its twin.
    func provideOptionsCollection(_ member: IntentsMember, name provideName: SwiftName) -> [[SwiftDeclaration]] {
        let name = provideName.bare
        let collection = SwiftType.intents(.objectCollection).of(member.type.optionsElement)
        let search = member.plan.supportsSearch
        return pair(
            name: name,
            selector: "\(name)For\(stem):" + (search ? "searchTerm:" : "") + "withCompletion:",
            arguments: [forIntent]
                + (search ? [SwiftParameter(name: "searchTerm", type: .optional(.swift(.string)))] : []),
            completion: SwiftParameter(
                label: "with", name: "completion",
                type: .escapingFunction([.optional(collection), .optional(.swift(.error))], .swift(.void))),
            asyncEffects: [.async, .throws], asyncResult: collection, isOptional: false,
            availability: IntentsAvailability.iOS14, twinAvailability: IntentsAvailability.iOS14,
            documentation: "The options of `\(member.plan.parameter.name)`"
                + (search ? " matching the user's search term." : "."))
    }

    /// `default<P>(for:)`: the value a new configuration starts with.
    func defaultValue(_ member: IntentsMember, name defaultName: SwiftName) -> SwiftDeclaration {
        let name = defaultName.bare
        return .function(
            SwiftFunction(
                documentation: "The value `\(member.plan.parameter.name)` starts with.",
                attributes: [IntentsAvailability.iOS14, .objc("\(name)For\(stem):")], modifiers: [.optional],
                name: name, parameters: [forIntent], returnType: member.type.defaultType, body: nil))
    }

    /// `provide<P>Options(for:with:)`, which dynamic options replaced in iOS 14. Its `<P>` is the
    /// options method's, so the plan's collision check of `provide<P>OptionsCollection` covers
    /// it too.
    func deprecatedOptions(_ member: IntentsMember) -> SwiftDeclaration {
        let name = "provide\(member.plan.name.upperFirst)Options"
        return .function(
            SwiftFunction(
                documentation: "The options of `\(member.plan.parameter.name)` before iOS 14.",
                attributes: IntentsAvailability.deprecatedOptions + [.objc("\(name)For\(stem):withCompletion:")],
                modifiers: [.optional], name: name,
                parameters: [
                    forIntent,
                    SwiftParameter(
                        label: "with", name: "completion",
                        type: .escapingFunction(
                            [.optional(.array(member.type.deprecatedOptionsElement)), .optional(.swift(.error))],
                            .swift(.void))),
                ],
                body: nil))
    }

    /// `for intent: <C>`.
    private var forIntent: SwiftParameter { SwiftParameter(label: "for", name: "intent", type: intentType) }

    /// `handle` or `confirm`: `(intent:completion:)` answering the response.
    private func responsePair(
        name: String, selector: String, isOptional: Bool, documentation: String
    ) -> [[SwiftDeclaration]] {
        pair(
            name: name, selector: selector, arguments: [SwiftParameter(name: "intent", type: intentType)],
            completion: SwiftParameter(name: "completion", type: .escapingFunction([responseType], .swift(.void))),
            asyncEffects: [.async], asyncResult: responseType, isOptional: isOptional, availability: nil,
            twinAvailability: IntentsAvailability.iOS13, documentation: documentation)
    }

    /// A completion-handler requirement and its async twin, on one selector.
    private func pair(
        name: String, selector: String, arguments: [SwiftParameter], completion: SwiftParameter,
        asyncEffects: [SwiftEffect], asyncResult: SwiftType, isOptional: Bool, availability: SwiftAttribute?,
        twinAvailability: SwiftAttribute, documentation: String
    ) -> [[SwiftDeclaration]] {
        let asyncName = name + "(" + arguments.map { ($0.label ?? $0.name) + ":" }.joined() + ")"
        let modifiers: [SwiftModifier] = isOptional ? [.optional] : []
        let completionForm = SwiftFunction(
            documentation: documentation + " Calls `completion` once with the answer.",
            attributes: [availability, .available("*, renamed: \"\(asyncName)\""), .objc("\(selector)")]
                .compactMap { $0 },
            modifiers: modifiers, name: name, parameters: arguments + [completion], body: nil)
        let twin = SwiftFunction(
            documentation: documentation, attributes: [twinAvailability, .objc("\(selector)")], modifiers: modifiers,
            name: name, parameters: arguments, effects: asyncEffects, returnType: asyncResult, body: nil)
        return [[.function(completionForm)], [.function(twin)]]
    }
}
