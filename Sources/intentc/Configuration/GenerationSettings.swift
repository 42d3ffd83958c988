import IntentCodegen
import IntentDefinition

/// Generation options as one source states them (a command-line flag, the configuration file, one
/// of its per-file entries): each setting is either given or left to the source below it.
///
/// The layers apply in this order, later ones winning: intentc's defaults, the configuration
/// file's top level, its best-matching `files` entry, the command-line flags. A list (`imports`)
/// given by a later layer replaces the earlier list.
struct GenerationSettings: Equatable, Sendable {
    /// `accessLevel` / `--access`.
    var accessLevel: GenerationOptions.AccessLevel?
    /// `classPrefix` / `--class-prefix`.
    var classPrefix: String?
    /// `shippedClassPrefix` / `--shipped-class-prefix`.
    var shippedClassPrefix: String?
    /// `imports` / `--import`.
    var imports: [String]?
    /// `flavor` / `--flavor`.
    var flavor: GenerationOptions.Flavor?
    /// `embedTranslations` / `--embed-translations`.
    var embedTranslations: Bool?

    /// `options` with every setting given here replacing the one there.
    func applied(to options: GenerationOptions) -> GenerationOptions {
        var result = options
        if let accessLevel { result.accessLevel = accessLevel }
        if let classPrefix { result.classPrefix = classPrefix }
        if let shippedClassPrefix { result.shippedClassPrefix = shippedClassPrefix }
        if let imports { result.extraImports = imports }
        if let flavor { result.flavor = flavor }
        if let embedTranslations { result.embedTranslations = embedTranslations }
        return result
    }

    /// Why `name` cannot follow `import`, or nil when it can: a module name is one or more
    /// identifiers joined by dots (`Foundation`, `Darwin.C`).
    static func problem(withImport name: String) -> String? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.allSatisfy(SwiftIdentifierCharacters.isIdentifier)
            ? nil : "'\(name)' is not a module name (identifiers joined by dots)"
    }

    /// Why `prefix` cannot start a type name, or nil when it can: empty, or an identifier.
    static func problem(withClassPrefix prefix: String) -> String? {
        prefix.isEmpty || SwiftIdentifierCharacters.isIdentifier(prefix)
            ? nil
            : "'\(prefix)' is not a valid class prefix (letters, digits and '_', not starting with a digit)"
    }
}
