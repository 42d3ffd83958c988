import Foundation
import IntentCodegen
import IntentDefinition
import TestSupport

/// Generation the way `intentc generate … -o <dir>` does it, through the library: load (read,
/// decode, validate), then `SwiftGenerator` with default options.
enum GenerationFixtures {
    /// The regenerate command documented for Generated/.
    static let regenerateCommand = "swift run intentc generate Definitions/*.intentdefinition -o Generated"

    /// `Definitions/` in the package.
    static let definitionsDirectory = PackagePaths.root.appending(path: "Definitions")
    /// `Generated/` in the package.
    static let generatedDirectory = PackagePaths.root.appending(path: "Generated")

    /// The package-relative paths of the definitions in Definitions/, sorted, as the shell
    /// expands `Definitions/*.intentdefinition`.
    static let definitionPaths: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: definitionsDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".intentdefinition") }.sorted().map { "Definitions/" + $0 }
    }()

    /// The name of the file intentc writes for the definition `name` (`X.intentdefinition` →
    /// `X.swift`).
    static func outputFileName(of name: String) -> String {
        OutputFileNaming.outputFileNames(forInputPaths: [name])[0]
    }

    /// The Swift intentc generates for the definition at `path` with default options, or a
    /// description of the errors that stopped it.
    static func generate(contentsOf path: String) -> Result<String, GenerationFailure> {
        let output = IntentCompiler.run(.file(path), goal: .generate)
        guard let source = output.source else {
            return .failure(GenerationFailure(path: path, diagnostics: output.diagnostics))
        }
        return .success(source)
    }

    /// The corpus files' generated Swift by file name, generated once for every test that needs
    /// it; files that fail to generate map to their failure.
    static let corpusSources: [String: Result<String, GenerationFailure>] = {
        guard let directory = CorpusLocator.directory else { return [:] }
        return Dictionary(
            uniqueKeysWithValues: CorpusLocator.fileNames.map {
                ($0, generate(contentsOf: directory.appending(path: $0).path))
            })
    }()
}

/// Why a definition produced no Swift.
struct GenerationFailure: Error, CustomStringConvertible {
    /// The definition's path.
    var path: String
    /// What was reported.
    var diagnostics: [Diagnostic]

    var description: String {
        let lines = diagnostics.map { diagnostic in
            let place = diagnostic.location.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
            return
                "\(place)\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code.rawValue)]"
        }
        return "\(path) did not generate:\n" + lines.joined(separator: "\n")
    }
}
