import Foundation
import TestSupport
import Testing

@testable import IntentDefinition

/// Every definition converted with `plutil -convert binary1` loads to the model its XML form
/// loads to, with the same findings: only the locations differ.
@Suite struct BinaryPlistCorpusTests {
    @Test func repositoryDefinitionsLoadAlikeInBothForms() throws {
        let root = PackagePaths.root
        let folders = ["Definitions", "Examples", "Tests/DiagnosticSuiteTests/Fixtures", "Tests/intentcTests"]
        var files: [URL] = []
        for folder in folders {
            let enumerator = FileManager.default.enumerator(
                at: root.appending(path: folder), includingPropertiesForKeys: nil)
            while let file = enumerator?.nextObject() as? URL {
                if file.pathExtension == "intentdefinition" { files.append(file) }
            }
        }
        let compared = try expectBothFormsLoadAlike(files.sorted { $0.path < $1.path })
        // Of the 179 files at the time of writing, 160 are compared; plutil or the XML reader refuse the others.
        #expect(compared >= 140, "only \(compared) of \(files.count) compared")
    }

    @Test(CorpusLocator.availability)
    func corpusDefinitionsLoadAlikeInBothForms() throws {
        let compared = try expectBothFormsLoadAlike(CorpusLocator.requireFiles())
        #expect(compared == CorpusLocator.fileNames.count)
    }

    /// Converts each file and compares the loads; returns how many were compared. A file plutil
    /// cannot convert must be one the XML reader refuses too, or hold an empty `<data>` (which
    /// the Linux plutil refuses).
    @discardableResult
    private func expectBothFormsLoadAlike(_ files: [URL]) throws -> Int {
        let directory = try TemporaryDirectory()
        var compared = 0
        for (index, file) in files.enumerated() {
            let xml = DefinitionLoader.load(contentsOf: file.path)
            let converted = directory.path("\(index).bplist")
            do {
                try BinaryPlistConversion.convert(file.path, to: converted)
            } catch {
                let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
                #expect(
                    hasReaderError(xml) || text.contains("<data></data>") || text.contains("<data/>"),
                    "\(file.lastPathComponent): \(error)")
                continue
            }
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: converted)))
            #expect(bytes.starts(with: Array("bplist00".utf8)))
            let binary = DefinitionLoader.load(bytes: bytes, path: file.path)
            guard let definition = xml.definition, !hasReaderError(xml) else { continue }
            #expect(
                try locationsErased(binary.definition) == locationsErased(definition),
                "\(file.lastPathComponent)")
            #expect(findings(binary) == findings(xml), "\(file.lastPathComponent)")
            compared += 1
        }
        return compared
    }

    private func hasReaderError(_ result: DefinitionLoader.Result) -> Bool {
        result.diagnostics.contains { $0.severity == .error && DiagnosticCode.readerCodes.contains($0.code) }
    }

    /// The codes found, sorted (messages name other places by line, and pick the first of two
    /// places by location); without the reader's warnings about the XML text (a repeated key,
    /// bad base64), which plutil resolves while converting.
    private func findings(_ result: DefinitionLoader.Result) -> [String] {
        result.diagnostics.filter { !DiagnosticCode.readerCodes.contains($0.code) }.map(\.code.rawValue).sorted()
    }

    /// The model as JSON with every location (an object of `file`, `line` and `column`) replaced.
    private func locationsErased(_ definition: Definition?) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let tree = try JSONSerialization.jsonObject(with: encoder.encode(definition), options: [.fragmentsAllowed])
        func erase(_ value: Any) -> Any {
            if let object = value as? [String: Any] {
                if Set(object.keys) == ["file", "line", "column"] { return "located" }
                return object.mapValues(erase)
            }
            if let array = value as? [Any] { return array.map(erase) }
            return value
        }
        let erased = try JSONSerialization.data(withJSONObject: erase(tree), options: [.sortedKeys, .fragmentsAllowed])
        return String(decoding: erased, as: UTF8.self)
    }
}
