extension DiagnosticCode {
    package static let pluginDefinitionIsResource = DiagnosticCode(
        "IC230", .warning,
        "A definition is listed in the target's resources and copied into the bundle; remove it from `resources:`.")
    package static let pluginDefinitionsExcluded = DiagnosticCode(
        "IC231", .warning,
        "The target uses IntentcPlugin but `exclude:` hides all its definitions; remove them from `exclude:` or remove the plugin."
    )
    /// An `intentc.json` between the package root and the target's folder, where no plugin reads it.
    package static let pluginConfigurationMisplaced = DiagnosticCode(
        "IC232", .warning,
        "An intentc.json outside the target's folder (at the package root, …) is not read; move it into the target's folder."
    )
    package static let pluginConfigurationUnused = DiagnosticCode(
        "IC233", .warning, "The target's intentc.json is not used: the target holds no definition.")
    package static let pluginCommittedCodeClash = DiagnosticCode(
        "IC234", .error,
        "Code committed by generate-intent-code is in a target that also uses IntentcPlugin; delete the generated folder or use one plugin per target.",
        because: .generatedCodeCannotCompile
    )
    /// Two definitions of one target whose App Intents would look their texts up in one table.
    public static let pluginCatalogTableClash = DiagnosticCode(
        "IC235", .error,
        "Two definitions of a target generating App Intents share a base name, so their texts would share one table; rename one or use a target each.",
        because: .notAboutBuildingTheFile
    )
    /// An `intentc.json` beside a target's definitions that the target does not read, because it
    /// reads its own folder's or another one nearer its other definitions.
    package static let pluginConfigurationNotRead = DiagnosticCode(
        "IC236", .warning,
        "An intentc.json beside a target's definition is not read: the target reads its own folder's, or one nearer its other definitions; merge them."
    )
    /// An `intentc.json` in an Xcode project that no target reads, reported to targets that read none.
    package static let pluginConfigurationReadByNoTarget = DiagnosticCode(
        "IC237", .warning,
        "An intentc.json in the project is read by no target, and a target reads none; move it to the target's folder or beside its definitions."
    )

    /// The codes the plugins print (through SwiftPM's diagnostics, not intentc's).
    static let pluginCodes: [DiagnosticCode] = [
        .pluginDefinitionIsResource, .pluginDefinitionsExcluded, .pluginConfigurationMisplaced,
        .pluginConfigurationUnused, .pluginCommittedCodeClash, .pluginCatalogTableClash,
        .pluginConfigurationNotRead, .pluginConfigurationReadByNoTarget,
    ]
}
