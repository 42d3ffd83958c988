/// Checks a decoded ``Definition`` for what would make it meaningless or its generated code
/// wrong (errors) and for what Xcode tolerates but is probably a mistake (warnings).
///
/// Every check has a stable code in `ValidationCodes.swift`. Nothing real files contain is an
/// error (DefinitionFormat.md, 'What intentc accepts').
package enum DefinitionValidator {
    /// The model versions Xcode has written.
    static let knownModelVersions: Set<String> = ["1.0", "1.1", "1.2"]

    /// Returns the diagnostics for `definition`, in no particular order.
    package static func validate(_ definition: Definition) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if let version = definition.modelVersion, !knownModelVersions.contains(version.value) {
            diagnostics.append(
                Diagnostic(
                    .unknownModelVersion,
                    "model version '\(version.value)' is not one intentc knows (1.0, 1.1, 1.2); the file may use features it does not read",
                    at: version.location))
        }
        NameChecks.checkTopLevel(definition, into: &diagnostics)
        for enumDefinition in definition.enums {
            EnumChecks.check(enumDefinition, into: &diagnostics)
        }
        for type in definition.types {
            CustomTypeChecks.check(type, in: definition, into: &diagnostics)
        }
        for intent in definition.intents {
            IntentChecks.check(intent, in: definition, into: &diagnostics)
        }
        LocalizationChecks.check(definition, into: &diagnostics)
        return diagnostics
    }
}
