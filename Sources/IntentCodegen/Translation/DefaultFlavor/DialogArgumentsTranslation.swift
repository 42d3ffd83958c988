import IntentDefinition

extension DefaultFlavorTranslator {
    /// `dialogArguments`: every member's value as the argument of a dialog placeholder, keyed by
    /// the definition's parameter name, then each of `nestedPlaceholders` (placeholders with a
    /// path, of the dialogs that name the members) whose path runs through custom-type
    /// properties (`book.title`), in order of first appearance. Values turn
    /// into arguments through the runtime's `IntentDialogValue`, except Booleans with true/false
    /// display names, which are written with them (and their keys, for compound translations).
    /// Nil when no member can hold a value: the protocols' default then answers no arguments.
    func dialogArgumentsProperty(_ members: [DefaultFlavorMember], nestedPlaceholders: [Placeholder]) -> SwiftProperty?
    {
        var entries = members.compactMap { member in
            dialogArgument(of: member.selfPath, member).map { SwiftDictionaryEntry(member.nameLiteral, $0) }
        }
        var seen = Set(members.map(\.parameter.name))
        for placeholder in nestedPlaceholders {
            let name = placeholder.name
            guard !seen.contains(name),
                let root = members.first(where: { $0.parameter.name == placeholder.root }),
                let argument = nestedArgument(placeholder.path.dropFirst(), from: root)
            else { continue }
            seen.insert(name)
            entries.append(SwiftDictionaryEntry(.string(name), argument))
        }
        guard !entries.isEmpty else { return nil }
        return SwiftProperty(
            modifiers: accessModifiers, name: "dialogArguments",
            type: .dictionary(.swift(.string), .runtime(.dialogArgument)),
            accessors: .getter([
                .expression(
                    .call(
                        .member(.type(.runtime(.dialogArgument)), "arguments"),
                        [SwiftArgument(nil, .dictionary(entries))]))
            ]))
    }

    /// The placeholders with a path (`${book.title}`) of an intent's own dialogs, whose
    /// placeholders name its parameters: summaries (titles and subtitles of its parameter
    /// combinations), then its parameters' prompts.
    static func nestedPlaceholders(of intent: Intent) -> [Placeholder] {
        let combinations = intent.managedParameterCombinations + intent.parameterCombinations
        return nested(
            combinations.flatMap { [$0.title, $0.subtitle] }
                + intent.parameters.flatMap { $0.promptDialogs.map(\.formatString) })
    }

    /// The placeholders with a path of a response's dialogs: each code's format string and
    /// concise format string.
    static func nestedPlaceholders(of codes: [ResponseCode]) -> [Placeholder] {
        nested(codes.flatMap { [$0.formatString, $0.conciseFormatString] })
    }

    private static func nested(_ dialogs: [FormatString?]) -> [Placeholder] {
        dialogs.flatMap { $0?.placeholders ?? [] }.filter { $0.path.count > 1 }
    }

    /// The argument of a value reached by `access` (`self.book`, `self.book?.title`): its
    /// `dialogArgument`, or `.boolean(…)` for a single Boolean with display names; nil for a
    /// value of an enum without cases, which never holds one.
    private func dialogArgument(of access: String, _ member: DefaultFlavorMember) -> SwiftExpression? {
        if case .enumeration(let index) = member.valueType.kind, plan.enums[index].enumeration.cases.isEmpty {
            return nil
        }
        if member.valueType.kind == .builtIn(.boolean), !member.valueType.isArray,
            case let metadata = member.parameter.metadata,
            metadata.trueDisplayName != nil || metadata.falseDisplayName != nil
        {
            return .call(
                .member(.type(.runtime(.dialogArgument)), "boolean"),
                [
                    SwiftArgument(nil, .atom(access)),
                    SwiftArgument(
                        "true", DefaultFlavorExpressions.localizedText(metadata.trueDisplayName, fallback: "true")),
                    SwiftArgument(
                        "false", DefaultFlavorExpressions.localizedText(metadata.falseDisplayName, fallback: "false")),
                ])
        }
        return .atom(access + (member.valueType.isOptional ? "?" : "") + ".dialogArgument")
    }

    /// The argument of the value `path` names inside `root`, a custom-type member, property by
    /// property (`displayString` and `identifier` are every custom type's own); nil when a step
    /// is not a property of a single custom-type value.
    private func nestedArgument(_ path: ArraySlice<String>, from root: DefaultFlavorMember) -> SwiftExpression? {
        var access = root.selfPath
        var member = root
        for component in path {
            guard case .customType(let index) = member.valueType.kind, !member.valueType.isArray else { return nil }
            if member.valueType.isOptional { access += "?" }
            if component == "displayString" || component == "identifier", component == path.last {
                return .atom(access + "." + component + (component == "identifier" ? "?" : "") + ".dialogArgument")
            }
            guard let property = plan.customTypes[index].properties.first(where: { $0.parameter.name == component })
            else { return nil }
            access += "." + property.name.spelled
            member = DefaultFlavorMember(property, in: plan)
        }
        return dialogArgument(of: access, member)
    }
}
