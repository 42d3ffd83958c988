import IntentDefinition

/// The dialogs `perform()` answers with, one per response code with a format string. A dialog
/// without placeholders is looked up in the definition's own table under its ID; one that shows
/// values is a `LocalizedStringResource` under its ID in the generated String Catalog
/// (``catalogTable``), its default value interpolating the values as text. A dialog naming an
/// enum or Boolean response parameter is translated per value (compound keys
/// `<ID>-<valueID>`, as Xcode exports them): the code switches on the value and looks up that
/// value's key, with the value's display name written into the text.
extension AppIntentsTranslator {
    /// Where the dialogs of response codes are written: `dialog(for:)`, which answers each of
    /// its codes with an `IntentDialog` read from `response`, or (owned) the text of the error a
    /// failing intent throws, read from the values its case holds.
    struct DialogSite {
        /// The names of the codes answered (the default flavor's case names); nil for all.
        var codes: Set<String>? = nil
        /// What a response value is read through: `response.` in `dialog(for:)`, nothing in a
        /// failure, whose case binds the values.
        var valuePrefix = "response."
        /// The type whose `text(_:)` shows a value as text.
        var textOwner = "Self"
        /// Whether an answer is an `IntentDialog`; else the `LocalizedStringResource` itself.
        var dialog = true
    }

    /// One `case` per response code of `intent` (of `site`'s codes) with a format string (the
    /// rest answer an empty dialog), and the catalog entries of the dialogs that show values.
    func dialogCases(_ intent: IntentPlan, _ defaultFlavor: IntentPlan, site: DialogSite = DialogSite())
        -> (cases: [SwiftSwitchCase], entries: [AppIntentsCatalogEntry])
    {
        guard let response = intent.response, let defaultFlavorResponse = defaultFlavor.response else {
            return ([], [])
        }
        var entries: [AppIntentsCatalogEntry] = []
        let answered = zip(response.codeCases, defaultFlavorResponse.codeCases).filter {
            site.codes?.contains($0.1.name.bare) ?? true
        }
        let withText = answered.compactMap { appCase, defaultFlavorCase -> SwiftSwitchCase? in
            guard let format = appCase.code?.formatString, !format.text.isEmpty else { return nil }
            let pattern = SwiftPattern.enumCase(defaultFlavorCase.name.spelled)
            if format.placeholders.isEmpty {
                return SwiftSwitchCase(
                    pattern, body: [.return(answer(localized(key: format.id, text: format.text), site))])
            }
            return SwiftSwitchCase(
                pattern, body: dialogStatements(format, defaultFlavorResponse, site, entries: &entries))
        }
        guard !withText.isEmpty else { return ([], []) }
        let silent = answered.map { SwiftPattern.enumCase($0.1.name.spelled) }
            .filter { !withText.flatMap(\.patterns).contains($0) }
        let cases = withText + (silent.isEmpty ? [] : [SwiftSwitchCase(patterns: silent, body: [.return(.string(""))])])
        return (cases, entries)
    }

    /// The statements answering the text of `format` at `site`: per value of a compound key's
    /// parameter when it has one.
    func answerStatements(_ format: FormatString, _ response: ResponsePlan, _ site: DialogSite) -> [SwiftStatement] {
        var entries: [AppIntentsCatalogEntry] = []
        if format.placeholders.isEmpty { return [.return(answer(localized(key: format.id, text: format.text), site))] }
        return dialogStatements(format, response, site, entries: &entries)
    }

    /// `resource` as `site` answers it: in an `IntentDialog`, or as it is.
    private func answer(_ resource: SwiftExpression, _ site: DialogSite) -> SwiftExpression {
        site.dialog
            ? .call(.appIntents(.intentDialog), [SwiftArgument(nil, resource)])
            : resource
    }

    /// The statements returning the dialog of `format`, which has placeholders: a switch over
    /// the value of a compound key's parameter, else one `return`.
    private func dialogStatements(
        _ format: FormatString, _ response: ResponsePlan, _ site: DialogSite, entries: inout [AppIntentsCatalogEntry]
    ) -> [SwiftStatement] {
        guard let id = format.id, !id.isEmpty else {
            return [.return(dialogLiteral(format, response, site))]
        }
        let plain = dialog(id: id, format, response, site, entries: &entries)
        guard let (member, values, coverage) = compoundValues(format, response) else { return [.return(plain)] }
        var cases = values.map { value in
            let text = PlaceholderRewriting.rewrite(format.text, { $0 }) { placeholder in
                placeholder.root == member.parameter.name ? value.displayName : "${\(placeholder.name)}"
            }
            let resolved = FormatString(text: text ?? format.text, id: id, at: format.location)
            return SwiftSwitchCase(
                value.pattern,
                body: [.return(dialog(id: id + "-" + value.id, resolved, response, site, entries: &entries))])
        }
        switch coverage {
        case .everyValue: break
        // An optional whose every case is listed: `case nil:`, so that a case added later is a
        // compile error here rather than a silent fallback.
        case .everyValueButNil: cases.append(SwiftSwitchCase(.absent, body: [.return(plain)]))
        case .some: cases.append(SwiftSwitchCase.default([.return(plain)]))
        }
        return [.switch(subject: .atom(site.valuePrefix + member.name.spelled), cases: cases)]
    }

    /// `IntentDialog(LocalizedStringResource(key, defaultValue: "…\(value)…", table: catalog))`
    /// under the key of `id` (an ID or compound key, ``stringKeys``), recording its catalog entry.
    private func dialog(
        id: String, _ format: FormatString, _ response: ResponsePlan, _ site: DialogSite,
        entries: inout [AppIntentsCatalogEntry]
    ) -> SwiftExpression {
        let key = stringKeys.key(for: id)
        entries.append(.format(key: key, textKey: id, baseText: format.text) { argument($0.root, response) != nil })
        let resource = SwiftExpression.call(
            .foundation(.localizedStringResource),
            [
                SwiftArgument(nil, .string(key)),
                SwiftArgument("defaultValue", dialogLiteral(format, response, site)),
                SwiftArgument("table", .string(catalogTable)),
            ])
        return answer(resource, site)
    }

    /// The text of `format` with each response value interpolated as text.
    private func dialogLiteral(_ format: FormatString, _ response: ResponsePlan, _ site: DialogSite)
        -> SwiftExpression
    {
        PlaceholderRewriting.interpolatedLiteral(format) { root in
            argument(root, response).map {
                .call(
                    .member(.atom(site.textOwner), "text"),
                    [SwiftArgument(nil, .atom(site.valuePrefix + $0.name.spelled))])
            }
        }
    }

    /// The response parameter a placeholder root names.
    private func argument(_ root: String, _ response: ResponsePlan) -> MemberPlan? {
        response.parameters.first { $0.parameter.name == root }
    }

    /// One value a compound key is made for: its pattern in a `switch`, display-name ID and text.
    private typealias CompoundValue = (pattern: SwiftPattern, id: String, displayName: String)

    /// Which values of a compound key's parameter have a key of their own.
    private enum CompoundCoverage {
        /// Every value: the `switch` needs no other case.
        case everyValue
        /// Every value of an optional parameter, which may also be `nil` (owned App Enums).
        case everyValueButNil
        /// Some values; the others take the plain key.
        case some
    }

    /// The response parameter `format` is translated per value of (the first placeholder root
    /// that names a single enum parameter, or a Boolean one with true/false display names, as
    /// Xcode's export decides), its values, and whether they cover every value of its type.
    private func compoundValues(_ format: FormatString, _ response: ResponsePlan)
        -> (MemberPlan, [CompoundValue], CompoundCoverage)?
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
                if !optional && values.count == enumPlan.enumeration.cases.count {
                    return (member, values, .everyValue)
                }
                // Owned, every case but the dropped raw-value-0 one is a case of the App Enum.
                let listed = enumPlan.enumeration.cases.count - (enumPlan.unknownCase == nil ? 0 : 1)
                return (member, values, owned && values.count == listed ? .everyValueButNil : .some)
            case .builtIn(.boolean):
                let names = [
                    (SwiftPattern.boolean(true, optional: true), member.parameter.metadata.trueDisplayName),
                    (SwiftPattern.boolean(false, optional: true), member.parameter.metadata.falseDisplayName),
                ]
                let values = names.compactMap { pattern, name -> CompoundValue? in
                    guard let id = name?.id, let text = name?.text else { return nil }
                    return (pattern, id, text)
                }
                if !values.isEmpty { return member.isArray ? nil : (member, values, .some) }
            default:
                continue
            }
        }
        return nil
    }
}
