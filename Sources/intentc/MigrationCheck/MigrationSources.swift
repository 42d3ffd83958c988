import AppIntentsSource
import IntentDefinition

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads what `migrate --check` is given: Swift files, folders of them (hidden folders and
/// `.build` skipped, files in name order), and built products (a `.app` or `.appex`, its
/// `Metadata.appintents` folder, or the `extract.actionsdata` file itself).
enum MigrationSources {
    /// What the sources hold.
    struct Contents {
        /// One summary per Swift file.
        var summaries: [SwiftSourceSummary] = []
        /// The migrating App Intents of built products.
        var built: [MigratingAppIntent] = []
        /// IC247 notes and IC248 errors.
        var diagnostics: [Diagnostic] = []
    }

    private static let metadataFolder = "Metadata.appintents"
    private static let actionsFile = "extract.actionsdata"

    /// Reads every source in `paths`.
    static func read(_ paths: [String]) -> Contents {
        var contents = Contents()
        for path in paths {
            if let actions = actionsDataPaths(for: path) {
                for file in actions { readActions(file, given: path, into: &contents) }
                continue
            }
            switch FileManager.default.isDirectory(atPath: path) {
            case nil:
                contents.diagnostics.append(unreadable("'\(path)' does not exist"))
            case true?:
                let files = swiftFiles(under: path)
                if files.isEmpty { contents.diagnostics.append(unreadable("'\(path)' holds no Swift file")) }
                for file in files { readSwift(file, into: &contents) }
            case false?:
                guard path.hasSuffix(".swift") else {
                    contents.diagnostics.append(
                        unreadable("'\(path)' is not a Swift file, a folder, a .app/.appex or its \(metadataFolder)"))
                    continue
                }
                readSwift(path, into: &contents)
            }
        }
        return contents
    }

    /// The `extract.actionsdata` files a built-product argument stands for; nil for other
    /// arguments. A bundle stands for its own file and those of the `.appex` bundles in its
    /// `PlugIns` folder that have one (a widget's intents live in the widget extension); when
    /// none exists, for its own path, which is then reported as missing.
    private static func actionsDataPaths(for path: String) -> [String]? {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        if trimmed.hasSuffix("/" + actionsFile) || trimmed == actionsFile { return [trimmed] }
        if trimmed.hasSuffix(metadataFolder) { return [trimmed + "/" + actionsFile] }
        guard trimmed.hasSuffix(".app") || trimmed.hasSuffix(".appex") else { return nil }
        let own = bundleActionsData(trimmed)
        let plugIns = ["/PlugIns", "/Contents/PlugIns"].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: trimmed + folder)) ?? []).sorted()
                .filter { $0.hasSuffix(".appex") }.map { bundleActionsData(trimmed + folder + "/" + $0) }
        }
        let present = ([own] + plugIns).filter { FileManager.default.fileExists(atPath: $0) }
        return present.isEmpty ? [own] : present
    }

    /// Where a bundle's `extract.actionsdata` is: in `Contents/Resources` on macOS, at the top
    /// of the bundle elsewhere.
    private static func bundleActionsData(_ bundle: String) -> String {
        let macOS = bundle + "/Contents/Resources/" + metadataFolder + "/" + actionsFile
        return FileManager.default.fileExists(atPath: macOS) ? macOS : bundle + "/" + metadataFolder + "/" + actionsFile
    }

    private static func readSwift(_ path: String, into contents: inout Contents) {
        guard let data = FileManager.default.contents(atPath: path) else {
            contents.diagnostics.append(unreadable("'\(path)' cannot be read"))
            return
        }
        let summary = SwiftDeclarationReader.read([UInt8](data), file: path)
        contents.diagnostics += summary.skipped
        contents.summaries.append(summary)
    }

    private static func readActions(_ path: String, given argument: String, into contents: inout Contents) {
        guard let data = FileManager.default.contents(atPath: path) else {
            contents.diagnostics.append(
                unreadable("'\(argument)' has no readable '\(actionsFile)' (looked for '\(path)')"))
            return
        }
        do {
            let json = try LocatedJSONParser.parse([UInt8](data), file: path)
            contents.built += ActionsDataReader.migratingAppIntents(in: json)
        } catch {
            contents.diagnostics.append(
                Diagnostic(
                    .migrationSourceUnreadable, "'\(path)' is not valid JSON: \(error.message)", at: error.location))
        }
    }

    /// The `.swift` files under `folder`, in path order; hidden entries and `.build` skipped.
    private static func swiftFiles(under folder: String) -> [String] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        return names.filter { !$0.hasPrefix(".") }.flatMap { name -> [String] in
            let path = prefix + name
            if FileManager.default.isDirectory(atPath: path) == true { return swiftFiles(under: path) }
            return name.hasSuffix(".swift") ? [path] : []
        }
    }

    private static func unreadable(_ message: String) -> Diagnostic {
        Diagnostic(.migrationSourceUnreadable, message, at: nil)
    }
}
