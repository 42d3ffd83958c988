import IntentDefinition

/// One output flavor: turns the flavor-neutral ``DefinitionPlan`` into the flavor's files, and
/// declares the diagnostic codes it reports.
///
/// A flavor decides only how things are spelled. What exists (members, defaults, resolution
/// order, response codes and factories, validation rules, boxing) is in the plan, and every
/// name comes from ``DefinitionPlan/names``, made with the flavor's ``naming`` scheme so that
/// collision checks see the names the flavor really declares. A flavor lives in its folder under
/// `Translation/` and registers with one line in ``GenerationOptions/Flavor/translator``.
protocol FlavorTranslator: Sendable {
    /// The flavor's suffixes and reserved names, applied when the definition is named.
    static var naming: NamingScheme { get }
    /// The codes ``diagnostics()`` reports (in IC140–IC159), declared in the flavor's folder.
    static var diagnosticCodes: [DiagnosticCode] { get }
    /// What ends the flavor's Swift file name before `.swift`.
    static var outputFileSuffix: String { get }
    /// What the flavor's files take from the definition's translation tables under `options`.
    static func translationUse(_ options: GenerationOptions) -> DefinitionTranslations.Use

    /// A translator for one planned definition.
    init(plan: DefinitionPlan, options: GenerationOptions)

    /// The options the translator was made with.
    var options: GenerationOptions { get }

    /// What this flavor cannot express of the plan, as warnings with the flavor's codes,
    /// located at what is dropped. Errors here stop generation like the plan's own.
    func diagnostics() -> [Diagnostic]

    /// The Swift file: header, imports and declarations, as a value the renderer writes.
    func translate() -> SwiftFile

    /// Every file the flavor generates, its Swift first, given the definition's `translations`
    /// when ``translationUse(_:)`` takes any.
    func files(translations: DefinitionTranslations?) -> [GeneratedFile]
}

extension FlavorTranslator {
    static var diagnosticCodes: [DiagnosticCode] { [] }

    func diagnostics() -> [Diagnostic] { [] }

    static var outputFileSuffix: String { "" }

    static func translationUse(_ options: GenerationOptions) -> DefinitionTranslations.Use { .none }

    /// The access level written on every declaration (`--access`; `internal` is Xcode's
    /// project visibility).
    var access: SwiftModifier { SwiftModifier(options.accessLevel) }

    /// `[access]`.
    var accessModifiers: [SwiftModifier] { [access] }

    /// `[access, "static"]`.
    var staticModifiers: [SwiftModifier] { [access, .static] }

    /// `[access, "class"]`.
    var classModifiers: [SwiftModifier] { [access, .class] }

    /// The Swift file alone.
    func files(translations: DefinitionTranslations?) -> [GeneratedFile] { [swiftFile()] }

    /// The Swift file rendered, `trailing` (if any) its last declaration.
    func swiftFile(trailing: SwiftDeclaration? = nil) -> GeneratedFile {
        var file = translate()
        if let trailing { file.declarations.append(trailing) }
        return GeneratedFile(.source, text: SwiftRenderer.render(file))
    }
}
