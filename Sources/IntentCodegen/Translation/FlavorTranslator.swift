import IntentDefinition

/// One output flavor: turns the flavor-neutral ``DefinitionPlan`` into a Swift file.
///
/// A flavor decides only how things are spelled. What exists (members, defaults, resolution
/// order, response codes and factories, validation rules, boxing) is in the plan, and every
/// name comes from ``DefinitionPlan/names``, made with the flavor's ``naming`` scheme so that
/// collision checks see the names the flavor really declares. A flavor registers itself with
/// one line in ``GenerationOptions/Flavor/translator``.
protocol FlavorTranslator {
    /// The flavor's suffixes and reserved names, applied when the definition is named.
    static var naming: NamingScheme { get }

    /// A translator for one planned definition.
    init(plan: DefinitionPlan, options: GenerationOptions)

    /// What this flavor cannot express of the plan, as warnings in the range reserved for
    /// flavor translation (IC140–IC159), located at what is dropped. Errors here stop
    /// generation like the plan's own.
    func diagnostics() -> [Diagnostic]

    /// The whole file: header, imports and declarations.
    func translate() -> SwiftFile
}
