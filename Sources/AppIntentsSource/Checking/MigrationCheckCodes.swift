import IntentDefinition

extension DiagnosticCode {
    // `intentc migrate --check` (IC240–IC254): whether an app's App Intents migrate the intents
    // of the definition they replace, parameter by parameter.

    package static let migrationMissing = DiagnosticCode(
        "IC240", .error,
        "No App Intent migrates an intent (no `CustomIntentMigratedAppIntent` with its class name): its configured widgets and shortcuts will be lost.",
        because: .notAboutBuildingTheFile)
    package static let migrationMissingPartial = DiagnosticCode(
        "IC241", .note, "With `--partial`, an intent no App Intent migrates yet, left to SiriKit.")
    /// Dropped or renamed: a near name among the App Intent's parameters is named as a likely rename.
    package static let migrationParameterLost = DiagnosticCode(
        "IC242", .error,
        "An intent parameter has no `@Parameter` of exactly its name in the App Intent that migrates it, so its stored values are lost.",
        because: .notAboutBuildingTheFile)
    package static let migrationParameterRetyped = DiagnosticCode(
        "IC243", .error, "A migrated parameter's type changed so that stored values cannot map to it.",
        because: .notAboutBuildingTheFile)
    package static let migrationEnumCaseLost = DiagnosticCode(
        "IC244", .error, "An enum case of the definition has no case of that name in the App Enum that replaces it.",
        because: .notAboutBuildingTheFile)
    package static let migrationEntityIdentifier = DiagnosticCode(
        "IC245", .warning,
        "An App Entity replacing a custom type identifies its values by a UUID or a number, so old identifier strings must parse as one."
    )
    package static let migrationUnknownClassName = DiagnosticCode(
        "IC246", .warning,
        "An App Intent's `intentClassName` names no intent of the definition, or is not a string literal.")
    package static let migrationSourceSkipped = DiagnosticCode(
        "IC247", .note, "Part of a Swift file the declaration reader cannot follow was skipped.")
    package static let migrationSourceUnreadable = DiagnosticCode(
        "IC248", .error,
        "A source given to `--check` cannot be read: missing, not Swift, a folder without Swift, or a built product without valid `extract.actionsdata`.",
        because: .notAboutBuildingTheFile)
    package static let migrationDuplicate = DiagnosticCode(
        "IC249", .warning,
        "Two App Intents declare the same `intentClassName`; which one the system migrates to is not defined.")

    /// The App Enum or App Entity that replaces an enum or custom type is in no source given, so
    /// what decides whether its stored values survive (cases, identifiers) goes unchecked.
    package static let migrationTypeNotFound = DiagnosticCode(
        "IC250", .warning,
        "The type of a migrated enum or custom-type parameter is declared in none of the sources, so its cases or identifiers were not checked."
    )

    /// A loss the sources accept in so many words (`// intentc:accept-loss Intent.parameter: reason`):
    /// the finding it would have been, quoted with the reason.
    package static let migrationLossAccepted = DiagnosticCode(
        "IC251", .note,
        "A loss an `// intentc:accept-loss` comment accepts, with its reason: reported, not an error.")
    package static let migrationAcceptanceMalformed = DiagnosticCode(
        "IC252", .error,
        "An `// intentc:` comment is not `accept-loss <Intent>[.<parameter>]: <reason>` (or `<Enum>.<case>`): a reason is required.",
        because: .notAboutBuildingTheFile)
    /// So that an acceptance never outlives the loss it accepted.
    package static let migrationAcceptanceUnused = DiagnosticCode(
        "IC253", .warning, "An `// intentc:accept-loss` comment matches no loss the check finds; remove it.")
    /// Placemark values into `CLPlacemark`, enum values kept by integer raw values: nothing
    /// documents whether they carry over.
    package static let migrationCarryOverInDoubt = DiagnosticCode(
        "IC254", .warning,
        "Whether a parameter's stored values carry over to its new type is not documented and is doubted in the field.")

    /// The codes of `intentc migrate --check`, in code order.
    package static let migrationCheckCodes: [DiagnosticCode] = [
        .migrationMissing, .migrationMissingPartial, .migrationParameterLost, .migrationParameterRetyped,
        .migrationEnumCaseLost, .migrationEntityIdentifier, .migrationUnknownClassName, .migrationSourceSkipped,
        .migrationSourceUnreadable, .migrationDuplicate, .migrationTypeNotFound, .migrationLossAccepted,
        .migrationAcceptanceMalformed, .migrationAcceptanceUnused, .migrationCarryOverInDoubt,
    ]
}
