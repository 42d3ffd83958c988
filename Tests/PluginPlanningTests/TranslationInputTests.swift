import Foundation
import IntentDefinition
import TestSupport
import Testing

@testable import PluginPlanning

/// The translation tables beside a definition are inputs of its job, so that editing one reruns
/// `intentc` (which checks them, and embeds them when asked to).
@Suite struct TranslationInputTests {
    /// A target folder holding `files` (relative path → contents), subfolders created as needed.
    private func withTarget<T>(_ files: [String], _ body: (URL) throws -> T) throws -> T {
        try SwiftToolchain.withFiles([:]) { folder, _ in
            for file in files {
                let url = folder.appending(path: file)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("\"k\" = \"v\";\n".utf8).write(to: url)
            }
            return try body(folder)
        }
    }

    @Test func theTablesOfABaseDefinitionAreInputsSortedByPath() throws {
        let files = [
            "App/Base.lproj/Menu.intentdefinition", "App/de.lproj/Menu.strings", "App/fr.lproj/Menu.stringsdict",
            "App/Menu.xcstrings", "App/pt-BR.lproj/Menu.strings",
            // Not the definition's: another table name, the Base folder, a folder that is no
            // localization, a table outside the definition's folder.
            "App/de.lproj/Localizable.strings", "App/Base.lproj/Menu.strings", "App/Other/Menu.strings",
            "de.lproj/Menu.strings",
        ]
        try withTarget(files) { folder in
            let target = PlanningTarget(directory: folder)
            let job = try #require(target.jobs(["App/Base.lproj/Menu.intentdefinition"]).first)
            let expected = [
                "App/Menu.xcstrings", "App/de.lproj/Menu.strings", "App/fr.lproj/Menu.stringsdict",
                "App/pt-BR.lproj/Menu.strings",
            ].map(target.url)
            #expect(job.translationTables.map(\.path) == expected.map(\.path))
            #expect(job.inputFiles.map(\.path) == ([job.definition] + expected).map(\.path))
            // The plugins' copy of the rule finds what intentc itself reads.
            #expect(
                job.translationTables.map(\.path)
                    == TranslationDiscovery.tables(besideDefinition: job.definition.path))
            // The tables are found by intentc itself: the command line does not name them.
            #expect(job.arguments() == ["generate", job.definition.path, "--output-file", job.output.path])
        }
    }

    @Test func aLanguageFolderNamedLikeATableFileIsNotATable() throws {
        try withTarget(["Base.lproj/Menu.intentdefinition", "de.lproj/Menu.strings/Nested.strings"]) { folder in
            let job = try #require(PlanningTarget(directory: folder).jobs(["Base.lproj/Menu.intentdefinition"]).first)
            #expect(job.translationTables.isEmpty)
        }
    }

    @Test func aDefinitionOutsideBaseLprojHasNoTables() throws {
        try withTarget(["Menu.intentdefinition", "de.lproj/Menu.strings", "Menu.xcstrings"]) { folder in
            let job = try #require(PlanningTarget(directory: folder).jobs(["Menu.intentdefinition"]).first)
            #expect(job.translationTables.isEmpty)
            #expect(job.inputFiles == [job.definition])
        }
    }
}
