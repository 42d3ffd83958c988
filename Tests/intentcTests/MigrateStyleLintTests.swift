import Foundation
import TestSupport
import Testing

/// Everything `migrate` writes passes `swift format lint --strict` in the layout it was written
/// in: Xcode's without a style file, a `.swift-format`'s (2 spaces, 100 columns) and an
/// `.editorconfig`'s (tabs), for the repository's definitions and, where present, the corpus of
/// real ones. Lines fit, but for a string literal too long for any line.
@Suite(FastLoop.heavy) struct MigrateStyleLintTests {
    /// A project layout: the style file written above the output, and the `swift-format`
    /// configuration that states the same layout.
    struct Layout: CustomTestStringConvertible, Sendable {
        var name: String
        var styleFile: (name: String, text: String)?
        var configuration: String
        var lineLength: Int
        var tabWidth: Int
        var testDescription: String { name }
    }

    static let layouts = [
        Layout(
            name: "Xcode's", styleFile: nil,
            configuration: #"{"version": 1, "indentation": {"spaces": 4}, "lineLength": 120}"#, lineLength: 120,
            tabWidth: 8),
        Layout(
            name: ".swift-format", styleFile: (".swift-format", #"{"indentation": {"spaces": 2}, "lineLength": 100}"#),
            configuration: #"{"version": 1, "indentation": {"spaces": 2}, "lineLength": 100}"#, lineLength: 100,
            tabWidth: 8),
        Layout(
            name: ".editorconfig", styleFile: (".editorconfig", "root = true\n[*.swift]\nindent_style = tab\n"),
            configuration: #"{"version": 1, "indentation": {"tabs": 1}, "tabWidth": 4, "lineLength": 120}"#,
            lineLength: 120, tabWidth: 4),
    ]

    /// Naming rules fire on the definition's own names (`Tipo_de_Tarefa`), which migrate keeps.
    static let namingRules = ["AlwaysUseLowerCamelCase", "TypeNamesShouldBeCapitalized", "IdentifiersMustBeASCII"]

    /// The definitions migrated: the repository's, and the corpus's where it is present (always in CI).
    static func definitions() throws -> [String] {
        let own = try FileManager.default.contentsOfDirectory(atPath: IntentcBinary.packageRoot + "/Definitions")
            .filter { $0.hasSuffix(".intentdefinition") }.sorted()
            .map { IntentcBinary.packageRoot + "/Definitions/" + $0 }
        let corpus =
            CorpusLocator.directory == nil && !CorpusLocator.isCI ? [] : try CorpusLocator.requireFiles().map(\.path)
        return own + corpus
    }

    @Test(arguments: layouts) func migratedCodeLintsCleanInItsLayout(layout: Layout) throws {
        let directory = try TemporaryDirectory()
        if let styleFile = layout.styleFile { try directory.write(styleFile.text, to: styleFile.name) }
        var files: [String: String] = [:]
        for (index, definition) in try Self.definitions().enumerated() {
            let output = "Out\(index)"
            let result = try IntentcBinary.run(["migrate", definition, "-o", output, "--quiet"], in: directory.root)
            guard result.status == 0 else {
                Issue.record("\(definition): \(result.error)")
                continue
            }
            // A definition of system intents only has nothing to migrate.
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path(output))) ?? []
            for name in names where name.hasSuffix(".swift") {
                files["\(output)_\(name)"] = try String(
                    contentsOfFile: directory.path(output + "/" + name), encoding: .utf8)
            }
        }
        #expect(files.count > 10)
        let lint = try SwiftToolchain.lint(files, configuration: layout.configuration)
        let findings = lint.text.split(separator: "\n").filter { line in
            !Self.namingRules.contains { line.contains("[\($0)]") }
        }
        #expect(findings.isEmpty, "\(findings.prefix(20).joined(separator: "\n"))")
        for (name, text) in files {
            for line in text.split(separator: "\n") where columns(line, tabWidth: layout.tabWidth) > layout.lineLength {
                #expect(line.contains("\""), "\(name): a line too long holds no string literal: \(line)")
            }
        }
    }

    /// The columns of a line, a tab counting `tabWidth` (only indentation holds tabs).
    private func columns(_ line: Substring, tabWidth: Int) -> Int {
        line.reduce(0) { $0 + ($1 == "\t" ? tabWidth : 1) }
    }
}
