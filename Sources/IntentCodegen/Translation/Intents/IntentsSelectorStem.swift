import IntentDefinition

/// The names Objective-C selectors are built from (XcodeGeneratedClasses.md, 'Selectors'): the
/// definition's own `INIntentName`, `INEnumName` or `INTypeName`, never the class name, so
/// neither the class prefix nor the `Intent` suffix (`handleSetNumberValue:completion:` on
/// `OpenHABSetNumberValueIntent`). The system finds handler methods by these selectors.
enum IntentsSelectorStem {
    /// The stem of an intent's handler selectors.
    static func of(_ intent: Intent) -> String { stem(intent.name) }

    /// The stem of an enum's resolution result selectors.
    static func of(_ enumeration: EnumDefinition) -> String { stem(enumeration.name) }

    /// The stem of a custom type's resolution result selectors.
    static func of(_ customType: CustomType) -> String { stem(customType.name) }

    /// IC141 for every stem that had to change to become an identifier.
    static func diagnostics(for plan: DefinitionPlan) -> [Diagnostic] {
        let named = plan.intents.map { ($0.intent.name, "intent", $0.intent.nameLocation) }
            + plan.enums.map { ($0.enumeration.name, "enum", $0.enumeration.nameLocation) }
            + plan.customTypes.map { ($0.customType.name, "custom type", $0.customType.nameLocation) }
        return named.filter { stem($0.0) != $0.0 }.map { name, kind, location in
            Diagnostic(
                .intentsSelectorNameChanged,
                "\(kind) '\(name)' is not usable as written in Swift: its Objective-C selectors use "
                    + "'\(stem(name))', where Xcode's would use the name as written",
                at: location)
        }
    }

    /// `name` made an identifier, as a member name is (no keyword matters inside a selector).
    private static func stem(_ name: String) -> String {
        NameSanitizer.sanitize(name, position: .member).bare
    }
}
