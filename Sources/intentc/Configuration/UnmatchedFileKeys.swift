import IntentDefinition

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Warns about `files` keys of `intentc.json` that match no definition, which would otherwise
/// be ignored without a word (a typo, a renamed or moved file).
///
/// A key counts as used when it matches one of the command's inputs or any `.intentdefinition`
/// file in the configuration file's folder or below it (hidden folders skipped): the build
/// plugin runs intentc once per definition with the target's one `intentc.json`, so a key for
/// another definition of the same target is not unused.
enum UnmatchedFileKeys {
    /// One warning per entry of `configuration` that matches neither `inputs` nor a definition
    /// under the folder of `configurationPath`, located at its key.
    static func diagnostics(for configuration: Configuration, at configurationPath: String, inputs: [String])
        -> [Diagnostic]
    {
        let unmatched = configuration.fileEntries.filter { entry in
            !inputs.contains { entry.matches(inputPath: $0) }
        }
        guard !unmatched.isEmpty else { return [] }
        let folder = URL(fileURLWithPath: configurationPath).deletingLastPathComponent()
        let nearby = definitions(under: folder)
        return unmatched.filter { entry in !nearby.contains { entry.matches(inputPath: $0) } }.map { entry in
            Diagnostic(
                .configurationUnmatchedFileKey,
                "\"files\" key '\(entry.key)' matches no definition given to intentc and no .intentdefinition file "
                    + "next to or below this intentc.json, so its settings are never used; "
                    + "write the definition's path relative to this file, or a trailing part of it",
                at: entry.keyLocation)
        }
    }

    /// The paths of the `.intentdefinition` files under `folder`, relative to it, leaving out
    /// hidden files and folders.
    private static func definitions(under folder: URL) -> [String] {
        let subpaths = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
        return subpaths.filter { subpath in
            subpath.hasSuffix(".intentdefinition") && !subpath.split(separator: "/").contains { $0.hasPrefix(".") }
        }
    }
}
