import IntentDefinition

/// The names Objective-C selectors are built from (XcodeGeneratedClasses.md, 'Selectors'): the
/// definition's own `INIntentName`, `INEnumName` or `INTypeName`, never the class name, so
/// neither the class prefix nor the `Intent` suffix (`handleSetNumberValue:completion:` on
/// `OpenHABSetNumberValueIntent`). The system finds handler methods by these selectors.
enum IntentsSelectorStem {
    /// The stem of an intent's handler selectors, or of an enum's or custom type's resolution
    /// result selectors: `name` made an identifier, as a member name is (no keyword matters
    /// inside a selector).
    static func of(_ name: String) -> String {
        NameSanitizer.sanitize(name, position: .member).bare
    }

    /// IC141 for every stem that had to change to become an identifier.
    static func diagnostics(for plan: DefinitionPlan) -> [Diagnostic] {
        let named =
            plan.intents.map { ($0.intent.name, "intent", $0.intent.nameLocation) }
            + plan.enums.map { ($0.enumeration.name, "enum", $0.enumeration.nameLocation) }
            + plan.customTypes.map { ($0.customType.name, "custom type", $0.customType.nameLocation) }
        return named.filter { of($0.0) != $0.0 }.map { name, kind, location in
            Diagnostic(
                .intentsSelectorNameChanged,
                "\(kind) '\(name)' is not usable as written in Swift: its Objective-C selectors use "
                    + "'\(of(name))', where Xcode's would use the name as written",
                at: location)
        }
    }
}
