import IntentDefinition

/// The dialogs `perform()` answers with, one per response code with a format string. A dialog
/// without placeholders is looked up in the definition's own table under its ID; one that shows
/// values is a `LocalizedStringResource` under its ID in the generated String Catalog
/// (``catalogTable``), its default value interpolating the values as text. A dialog naming an
/// enum or Boolean response parameter is translated per value (compound keys
/// `<ID>-<valueID>`, as Xcode exports them): the code switches on the value and looks up that
/// value's key, with the value's display name written into the text.
extension AppIntentsTranslator {
    /// One `case` per response code of `intent` with a format string (the rest answer an empty
    /// dialog), and the catalog entries of the dialogs that show values.
    func dialogCases(_ intent: IntentPlan, _ defaultFlavor: IntentPlan)
        -> (cases: [SwiftSwitchCase], entries: [AppIntentsCatalogEntry])
    {
        guard let response = intent.response, let defaultFlavorResponse = defaultFlavor.response else {
            return ([], [])
        }
        var entries: [AppIntentsCatalogEntry] = []
        let withText = zip(response.codeCases, defaultFlavorResponse.codeCases).compactMap {
            appCase, defaultFlavorCase -> SwiftSwitchCase? in
            guard let format = appCase.code?.formatString, !format.text.isEmpty else { return nil }
            let pattern = SwiftPattern.enumCase(defaultFlavorCase.name.spelled)
            if format.placeholders.isEmpty {
                let dialog = SwiftExpression.call(
                    .appIntents(.intentDialog), [SwiftArgument(nil, localized(key: format.id, text: format.text))])
                return SwiftSwitchCase(pattern, body: [.return(dialog)])
            }
            return SwiftSwitchCase(pattern, body: dialogStatements(format, defaultFlavorResponse, entries: &entries))
        }
        guard !withText.isEmpty else { return ([], []) }
        let silent = defaultFlavorResponse.codeCases.map { SwiftPattern.enumCase($0.name.spelled) }
            .filter { !withText.flatMap(\.patterns).contains($0) }
        // Owned code says why these answer nothing, and where a failure goes in App Intents.
        let silentBody: [SwiftStatement] =
            (ownership == .owned
                ? [
                    .comment("No text in the definition for these codes. App Intents has no failure response:"),
                    .comment("for a failure, throw an error from perform() instead of answering."),
                ] : []) + [.return(.atom("\"\""))]
        let cases =
            withText
            + (silent.isEmpty
                ? []
                : [
                    SwiftSwitchCase(patterns: silent, body: silentBody)
                ])
        return (cases, entries)
    }

    /// The statements returning the dialog of `format`, which has placeholders: a switch over
    /// the value of a compound key's parameter, else one `return`.
    private func dialogStatements(
        _ format: FormatString, _ response: ResponsePlan, entries: inout [AppIntentsCatalogEntry]
    ) -> [SwiftStatement] {
        guard let id = format.id, !id.isEmpty else { return [.return(.atom(dialogLiteral(format, response)))] }
        let plain = dialog(key: id, format, response, entries: &entries)
        guard let (member, values, coversAll) = compoundValues(format, response) else { return [.return(plain)] }
        var cases = values.map { value in
            let text = PlaceholderRewriting.rewrite(format.text, { $0 }) { placeholder in
                placeholder.root == member.parameter.name ? value.displayName : "${\(placeholder.name)}"
            }
            let resolved = FormatString(text: text ?? format.text, id: id, at: format.location)
            return SwiftSwitchCase(
                value.pattern,
                body: [.return(dialog(key: id + "-" + value.id, resolved, response, entries: &entries))])
        }
        if !coversAll { cases.append(SwiftSwitchCase.default([.return(plain)])) }
        return [.switch(subject: "response." + member.name.spelled, cases: cases)]
    }

    /// `IntentDialog(LocalizedStringResource(key, defaultValue: "…\(value)…", table: catalog))`,
    /// recording its catalog entry.
    private func dialog(
        key: String, _ format: FormatString, _ response: ResponsePlan, entries: inout [AppIntentsCatalogEntry]
    ) -> SwiftExpression {
        entries.append(.format(key: key, baseText: format.text) { argument($0.root, response) != nil })
        let resource = SwiftExpression.call(
            .foundation(.localizedStringResource),
            [
                SwiftArgument(nil, .string(key)), SwiftArgument("defaultValue", .atom(dialogLiteral(format, response))),
                SwiftArgument("table", .string(catalogTable)),
            ])
        return .call(.appIntents(.intentDialog), [SwiftArgument(nil, resource)])
    }

    /// The text of `format` with each response value interpolated as text.
    private func dialogLiteral(_ format: FormatString, _ response: ResponsePlan) -> String {
        PlaceholderRewriting.interpolatedLiteral(format) { root in
            argument(root, response).map { "Self.text(response.\($0.name.spelled))" }
        }
    }

    /// The response parameter a placeholder root names.
    private func argument(_ root: String, _ response: ResponsePlan) -> MemberPlan? {
        response.parameters.first { $0.parameter.name == root }
    }

    /// One value a compound key is made for: its pattern in a `switch`, display-name ID and text.
    private typealias CompoundValue = (pattern: SwiftPattern, id: String, displayName: String)

    /// The response parameter `format` is translated per value of (the first placeholder root
    /// that names a single enum parameter, or a Boolean one with true/false display names, as
    /// Xcode's export decides), its values, and whether they cover every value of its type.
    private func compoundValues(_ format: FormatString, _ response: ResponsePlan)
        -> (MemberPlan, [CompoundValue], coversAll: Bool)?
    {
        let owned = ownership == .owned
        for root in format.placeholderRoots {
            guard let member = argument(root, response) else { continue }
            switch member.kind {
            case .enumeration(let index):
                // Owned output's response holds the App Enum: optional, without the raw-value-0
                // case. Without that case the default flavor's property is optional too.
                let enumPlan = owned ? plan.enums[index] : defaultFlavor.enums[index]
                guard !owned || isExpressible(enumPlan) else { return nil }
                let optional = owned || enumPlan.unknownCase == nil
                let values = enumPlan.enumeration.cases.indices.compactMap { caseIndex -> CompoundValue? in
                    let enumCase = enumPlan.enumeration.cases[caseIndex]
                    guard !owned || caseIndex != enumPlan.unknownCase,
                        enumCase.name != "unknown" || enumCase.displayName?.text != "unknown",
                        let id = enumCase.displayName?.id, let text = enumCase.displayName?.text
                    else { return nil }
                    return (.enumCase(enumPlan.names.cases[caseIndex].spelled, optional: optional), id, text)
                }
                // An array's dialog has compound keys too, but no single value to switch on.
                guard !values.isEmpty, !member.isArray else { return nil }
                return (member, values, !owned && !optional && values.count == enumPlan.enumeration.cases.count)
            case .builtIn(.boolean):
                let names = [
                    (SwiftPattern.boolean(true, optional: true), member.parameter.metadata.trueDisplayName),
                    (SwiftPattern.boolean(false, optional: true), member.parameter.metadata.falseDisplayName),
                ]
                let values = names.compactMap { pattern, name -> CompoundValue? in
                    guard let id = name?.id, let text = name?.text else { return nil }
                    return (pattern, id, text)
                }
                if !values.isEmpty { return member.isArray ? nil : (member, values, false) }
            default:
                continue
            }
        }
        return nil
    }
}
