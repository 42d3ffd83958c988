import IntentDefinition

/// One output flavor: turns the flavor-neutral ``DefinitionPlan`` into a Swift file.
///
/// A flavor decides only how things are spelled. What exists (members, defaults, resolution
/// order, response codes and factories, validation rules, boxing) is in the plan, and every
/// name comes from ``DefinitionPlan/names``, made with the flavor's ``naming`` scheme so that
/// collision checks see the names the flavor really declares. A flavor registers itself with
/// one line in ``GenerationOptions/Flavor/translator``. A translator is a value that can be
/// kept and written later, from any thread (``GeneratedSource``).
protocol FlavorTranslator: Sendable {
    /// The flavor's suffixes and reserved names, applied when the definition is named.
    static var naming: NamingScheme { get }

    /// A translator for one planned definition.
    init(plan: DefinitionPlan, options: GenerationOptions)

    /// The options the translator was made with.
    var options: GenerationOptions { get }

    /// What this flavor cannot express of the plan, as warnings in the range reserved for
    /// flavor translation (IC140–IC159), located at what is dropped. Errors here stop
    /// generation like the plan's own.
    func diagnostics() -> [Diagnostic]

    /// The whole file: header, imports and declarations.
    func translate() -> SwiftFile

    /// The file ``translate()`` makes, written to `destination` and left open for more
    /// declarations. A flavor that makes its declarations one at a time writes each as soon as
    /// it is made, so that a large definition's declarations are never all in memory at once.
    func write(to destination: SwiftFileWriter.Destination) -> SwiftFileWriter
}

extension FlavorTranslator {
    /// The access level written on every declaration (`--access`; `internal` is Xcode's
    /// project visibility).
    var access: String { options.accessLevel.rawValue }

    /// `[access]`, shared (``AccessModifiers``).
    var accessModifiers: [String] { AccessModifiers.of(options.accessLevel).access }

    /// `[access, "static"]`, shared.
    var staticModifiers: [String] { AccessModifiers.of(options.accessLevel).static }

    /// `[access, "class"]`, shared.
    var classModifiers: [String] { AccessModifiers.of(options.accessLevel).class }

    /// Translates the whole file, then writes it.
    func write(to destination: SwiftFileWriter.Destination) -> SwiftFileWriter {
        let file = translate()
        var writer = SwiftFileWriter(headerComments: file.headerComments, imports: file.imports, to: destination)
        for declaration in file.declarations { writer.write(declaration) }
        return writer
    }
}
