import IntentDefinition

extension DiagnosticCode {
    /// A parameter's type has no counterpart in the `intents` flavor's classes: the parameter
    /// is left out of the intent, response or custom type.
    public static let intentsParameterDropped = DiagnosticCode(
        "IC140", .warning, "The intents flavor leaves out a parameter whose type it cannot declare.")
    /// A name used in Objective-C selectors (`handle<Name>:completion:`, `successWithResolved<Enum>:`)
    /// is not an identifier, so the selectors use a changed name and the system will not find
    /// handler methods under the name Xcode would use.
    public static let intentsSelectorNameChanged = DiagnosticCode(
        "IC141", .warning, "A name used in Objective-C selectors is changed to become an identifier.")

    /// Two members of one class differ only in the case of their first letter, so their
    /// Objective-C setters would be the same; the later one is renamed.
    public static let intentsAccessorNameChanged = DiagnosticCode(
        "IC142", .warning, "A member is renamed because its Objective-C setter would be another member's.")

    /// The codes of the `intents` flavor (IC140–IC149), its ``FlavorTranslator/diagnosticCodes``.
    static let intentsFlavorCodes: [DiagnosticCode] = [
        intentsParameterDropped, intentsSelectorNameChanged, intentsAccessorNameChanged,
    ]
}
