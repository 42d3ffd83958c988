import IntentDefinition

/// How generated code is shaped; the CLI flags and `intentc.json` both fill this in.
public struct GenerationOptions: Sendable, Hashable {
    /// The access level of every generated declaration.
    public enum AccessLevel: String, Sendable, Hashable, CaseIterable {
        case `public`, `package`, `internal`
    }

    /// The kind of code generated: the one list of flavors, from which the CLI's `--flavor`,
    /// its help and the configuration's `"flavor"` key take their values (by raw value). Each
    /// case has a translator under `Translation/`, registered in `FlavorRegistry.swift`.
    public enum Flavor: String, Sendable, Hashable, CaseIterable {
        /// Framework-free Swift structs, enums and protocols over `IntentRuntime`.
        case `default`
        /// Xcode's Intents classes (`INIntent` subclasses, `@objc` handling protocols), as a
        /// drop-in replacement for Xcode's generator; the file compiles to nothing where the
        /// Intents framework does not exist.
        case intents
        /// App Intents structs migrated from the definition's intents (`AppIntents` only).
        case appIntents = "appintents"
    }

    /// What `intentc migrate` keys the strings of its String Catalog by: `--string-keys`.
    public enum StringKeys: String, Sendable, Hashable, CaseIterable {
        /// The definition's string IDs (`tZ3x8d`), as its translation tables key them.
        case ids
        /// Names saying what each string is (`<Intent>.title`, `<Intent>.<parameter>.prompt`); a
        /// string the tables translate keeps its ID, under which its translations are.
        case semantic
    }

    /// `--access` (default `public`).
    public var accessLevel: AccessLevel
    /// `--class-prefix`, as Xcode's project Class Prefix.
    public var classPrefix: String
    /// `--shipped-class-prefix`: the Class Prefix of the Intents classes the app shipped
    /// (Xcode's project Class Prefix when it generated them), which App Intents'
    /// `intentClassName` names so that configured widgets and shortcuts migrate. nil: Xcode's
    /// default, no prefix; ``classPrefix`` names intentc's own classes and never changes it.
    public var shippedClassPrefix: String?
    /// `--import`: extra modules imported by generated files, sorted together with
    /// `Foundation` and `IntentRuntime` (each module once).
    public var extraImports: [String]
    /// `--flavor`.
    public var flavor: Flavor
    /// `--embed-translations`: the generated file carries the definition's translation tables
    /// (default flavor; see ``DefinitionTranslations``).
    public var embedTranslations: Bool
    /// `--string-keys` (`intentc migrate` only; default ``StringKeys/ids``).
    public var stringKeys: StringKeys

    /// Creates options.
    public init(
        accessLevel: AccessLevel = .public, classPrefix: String = "", extraImports: [String] = [],
        flavor: Flavor = .default, embedTranslations: Bool = false, shippedClassPrefix: String? = nil,
        stringKeys: StringKeys = .ids
    ) {
        self.stringKeys = stringKeys
        self.shippedClassPrefix = shippedClassPrefix
        self.accessLevel = accessLevel
        self.classPrefix = classPrefix
        self.extraImports = extraImports
        self.flavor = flavor
        self.embedTranslations = embedTranslations
    }
}
