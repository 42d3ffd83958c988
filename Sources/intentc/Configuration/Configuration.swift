import IntentCodegen
import IntentDefinition

/// The contents of an `intentc.json` file; intentc.docc/SwiftPackagePlugins.md ("Settings") lists
/// its keys. `flavors` (top level only) is for the build plugin, which generates each listed flavor;
/// the command line generates each listed flavor into `--output` (so `--check` covers them all),
/// and the first listed to standard output or `--output-file`; `--flavor` picks one.
struct Configuration: Equatable, Sendable {
    /// The only `version` this intentc reads.
    static let supportedVersion = 1

    /// One entry of `files`.
    struct FileEntry: Equatable, Sendable {
        /// The key as written.
        var key: String
        /// Where the key is.
        var keyLocation: SourceLocation
        /// The key's path components, without `.` components.
        var pathComponents: [String]
        /// The settings for matching inputs.
        var settings: GenerationSettings

        /// Whether the key is `inputPath` or a whole-component trailing part of it.
        func matches(inputPath: String) -> Bool {
            !pathComponents.isEmpty
                && Configuration.pathComponents(of: inputPath).reversed().starts(with: pathComponents.reversed())
        }
    }

    /// The top-level settings, for every input.
    var settings: GenerationSettings
    /// The `files` entries, in file order.
    var fileEntries: [FileEntry]
    /// `compat`: the levels chosen for categories of `intentc compat` findings.
    var compatibility = CompatibilityPolicy()
    /// `flavors`: every flavor the build plugin generates, in file order; empty without the key.
    var flavors: [GenerationOptions.Flavor] = []

    /// The options for the definition at `inputPath`: defaults, then the top-level settings, then
    /// the best-matching `files` entry.
    func options(forInputPath inputPath: String) -> GenerationOptions {
        let topLevel = settings.applied(to: GenerationOptions())
        return bestEntry(forInputPath: inputPath)?.settings.applied(to: topLevel) ?? topLevel
    }

    /// The entry whose key is the longest whole-component suffix of `inputPath`.
    func bestEntry(forInputPath inputPath: String) -> FileEntry? {
        fileEntries
            .filter { $0.matches(inputPath: inputPath) }
            .max { $0.pathComponents.count < $1.pathComponents.count }
    }

    /// A path split into components, dropping empty and `.` components.
    static func pathComponents(of path: String) -> [String] {
        path.split(separator: "/").map(String.init).filter { $0 != "." }
    }
}
