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
                attributes: ["@AppIntents.AppDependency"], modifiers: ["private"], name: name, type: "any " + protocolName))
    }

    /// A nested `DynamicOptionsProvider` for a dynamic String or number parameter, answering
    /// from the app's options provider.
    func optionsProvider(
        _ member: MemberPlan, _ value: AppIntentsValueType, intent: IntentPlan, defaultFlavor: IntentPlan,
        defaultFlavorMember: MemberPlan
    ) -> SwiftDeclaration? {
        guard AppIntentsParameterArguments(member: member, value: value, translator: self).hasOptionsProvider else {
            return nil
        }
        guard let methods = defaultFlavorMember.methods.options else { return nil }
        let provide = methods.provideOptions.spelled, fallback = methods.defaultValue.spelled
        let defaultIntent = defaultFlavor.names.type.spelled + "()"
        let results = "try await options.\(provide)(for: \(defaultIntent)).allItems"
        var members: [SwiftDeclaration] = [
            dependency("options", defaultFlavor.names.optionsProvider.spelled),
            .function(SwiftFunction(documentation: "Creates the provider.", modifiers: accessModifiers, name: "init", body: [])),
            .function(
                SwiftFunction(
                    documentation: "The options the app offers.", modifiers: accessModifiers, name: "results",
                    effects: ["async", "throws"], returnType: "[\(value.element)]", body: [.expression(.atom(results))])),
        ]
        if !member.isArray {
            members.append(
                .function(
                    SwiftFunction(
                        documentation: "The app's default.", modifiers: accessModifiers, name: "defaultResult",
                        effects: ["async"], returnType: value.element + "?",
                        body: [.expression(.atom("options.\(fallback)(for: \(defaultIntent))"))])))
        }
        return .nominal(
            SwiftNominalType(
                documentation: "The options of `\(member.name.bare)`, from the app's `\(defaultFlavor.names.optionsProvider.bare)`.",
                modifiers: accessModifiers, kind: .struct, name: member.name.upperFirst + "OptionsProvider",
                inheritance: ["AppIntents.DynamicOptionsProvider"], memberGroups: [members]))
    }

    /// `extension <Intent> { init(_ intent: <Intent>AppIntent) }`: the App Intent's values in
    /// the default flavor's intent, for the app's handler and options provider.
    func intentConversion(_ intent: IntentPlan, defaultFlavor: IntentPlan) -> SwiftDeclaration {
        var arguments: [SwiftArgument] = []
        for (member, defaultFlavorMember) in zip(intent.parameters, defaultFlavor.parameters) {
            guard let value = AppIntentsValueType(member, in: self),
                let converted = value.toDefaultFlavor("intent." + member.name.spelled, DefaultFlavorValueType(defaultFlavorMember, in: self.defaultFlavor))
            else { continue }
            arguments.append(SwiftArgument(defaultFlavorMember.name.argumentLabel, .atom(converted)))
        }
        let body: [SwiftStatement] = [.expression(.call("self.init", arguments))]
        return conversionExtension(
            defaultFlavor.names.type.spelled,
            SwiftFunction(
                documentation: "The values of `intent`; values App Intents keeps in its own types (files, people, "
                    + "places, money) are left at their defaults.",
                modifiers: accessModifiers, name: "init",
                parameters: [SwiftParameter(label: "_", name: "intent", type: intent.names.type.spelled)],
                body: body),
            availability: intent.intent.isEligibleForWidgets ? Self.widgetAvailability : [Self.baseAvailability])
    }

    /// `extension Type { function }`, a conversion between a default-flavor type and an App
    /// Intents one. It takes the module's default isolation, as the App Intents types do: with
    /// default `MainActor` isolation their parameters, entity properties and initializers are
    /// main-actor isolated (App Intents' property wrappers forbid `nonisolated` on them), so a
    /// conversion reading them must be too, and the App Intents code calling it is.
    func conversionExtension(_ type: String, _ function: SwiftFunction, availability: [String] = [baseAvailability])
        -> SwiftDeclaration
    {
        .nominal(
            SwiftNominalType(
                attributes: availability, modifiers: [], kind: .extension, name: type, memberGroups: [[.function(function)]]))
    }

    /// `perform()` of an intent that is not a widget's: runs the app's handler with the
    /// intent's values and answers with the response's dialog and output value.
    func performDeclarations(_ intent: IntentPlan, defaultFlavor: IntentPlan) -> [SwiftDeclaration] {
        guard defaultFlavor.response != nil else {
            // Without a response the default flavor declares no handler to run.
            return [
                .function(
                    SwiftFunction(
                        documentation: "Does nothing: the definition gives the intent no response, so the default "
                            + "flavor declares no handler for it.",
                        modifiers: accessModifiers, name: "perform", effects: ["async", "throws"], returnType: "some AppIntents.IntentResult",
                        body: [.return(.atom(".result()"))]))
            ]
        }
        let handling = defaultFlavor.names.handling.spelled
        var resultType = "some AppIntents.IntentResult"
        var resultArguments: [String] = []
        var statements: [SwiftStatement] = [
            .variable(
                isConstant: true, name: "response", type: nil,
                value: .atom("await handling.handle(intent: \(defaultFlavor.names.type.spelled)(self))"))
        ]
        if let response = intent.response, let defaultFlavorResponse = defaultFlavor.response,
            let outputName = response.response.outputParameterName?.value,
            let index = response.parameters.firstIndex(where: { $0.parameter.name == outputName }),
            let value = AppIntentsValueType(response.parameters[index], in: self, use: .returned),
            let converted = value.fromDefaultFlavor(
                "response." + defaultFlavorResponse.parameters[index].name.spelled,
                DefaultFlavorValueType(defaultFlavorResponse.parameters[index], in: self.defaultFlavor))
        {
            resultType += " & AppIntents.ReturnsValue<\(value.propertyType)>"
            resultArguments.append("value: \(converted)")
        }
        if let response = intent.response, !dialogCases(response, defaultFlavor: defaultFlavor).cases.isEmpty {
            resultType += " & AppIntents.ProvidesDialog"
            resultArguments.append("dialog: Self.dialog(for: response)")
        } else if resultArguments.isEmpty {
            statements = [.expression(.atom("_ = await handling.handle(intent: \(defaultFlavor.names.type.spelled)(self))"))]
        }
        statements.append(.return(.atom(".result(" + resultArguments.joined(separator: ", ") + ")")))
        var result: [SwiftDeclaration] = [
            dependency("handling", handling),
            .function(
                SwiftFunction(
                    documentation: "Runs the app's `\(defaultFlavor.names.handling.bare)` with this intent's values.",
                    modifiers: accessModifiers, name: "perform", effects: ["async", "throws"], returnType: resultType,
                    body: statements)),
        ]
        if let response = intent.response {
            let cases = dialogCases(response, defaultFlavor: defaultFlavor).cases
            if !cases.isEmpty {
                result.append(
                    .function(
                        SwiftFunction(
                            documentation: "The dialog of the response's code, from the definition's format strings.",
                            modifiers: ["private", "static"], name: "dialog",
                            parameters: [SwiftParameter(label: "for", name: "response", type: defaultFlavor.names.response.spelled)],
                            returnType: "AppIntents.IntentDialog",  // IntentRuntime has an `IntentDialog` too
                            body: [.switch(subject: "response.code", cases: cases)])))
                result.append(textHelper())
            }
        }
        return result
    }

    /// `text(_:)`: an optional value as dialog text.
    func textHelper() -> SwiftDeclaration {
        .function(
            SwiftFunction(
                documentation: "A value as dialog text; nothing when it is missing.",
                modifiers: ["private", "static"], name: "text<T>", parameters: [SwiftParameter(label: "_", name: "value", type: "T?")],
                returnType: "Swift.String", body: [.return(.atom("value.map { \"\\($0)\" } ?? \"\""))]))
    }
}
