import Foundation
import IntentCodegen
import TestSupport
import Testing

/// Xcode builds an app's App Intents metadata from the constant values the compiler extracts
/// (`-emit-const-values-path`) from the types conforming to the App Intents protocols it names
/// (`-const-gather-protocols-file`); a value the compiler can only compute at run time is missing
/// from the metadata, so Shortcuts, Siri and the widget gallery never see it. The `appintents`
/// output of Definitions/ and of every corpus file is extracted on Apple's iOS SDK at iOS 16, and
/// every title, description, parameter (title, default, range, options), type and case display
/// representation and parameter summary it writes comes out as a literal.
@Suite(AppleSDK.availability)
struct AppIntentsMetadataTests {
    /// The App Intents protocols whose conformers carry metadata: intents, entities and their
    /// queries, enums, options providers, shortcuts and packages.
    static let gatheredProtocols = [
        "AppIntent", "AppEntity", "TransientAppEntity", "AppEnum", "EntityQuery", "EntityStringQuery",
        "EntityPropertyQuery", "EnumerableEntityQuery", "DynamicOptionsProvider", "AppShortcutsProvider",
        "AppIntentsPackage",
    ]

    /// The static properties whose values are metadata.
    static let metadataProperties: Set = [
        "title", "description", "typeDisplayRepresentation", "caseDisplayRepresentations", "parameterSummary",
    ]

    /// A value in the extracted constants that is computed at run time, where the output writes it.
    struct RuntimeValue: CustomStringConvertible {
        var file: String
        var line: Int
        var type: String
        var path: String
        var description: String { "\(file):\(line) \(type).\(path)" }
    }

    /// Extracts the constants of `sources` (name → text, one module) and returns the metadata
    /// values computed at run time, with the number of metadata properties looked at.
    static func runtimeValues(_ sources: [String: String]) throws -> (values: [RuntimeValue], checked: Int) {
        let runtime = try AppleSDK.intentRuntime(for: .iOS("16.0")).path
        return try SwiftToolchain.withFiles(sources) { folder, paths in
            let protocols = folder.appending(path: "protocols.json")
            try JSONSerialization.data(withJSONObject: gatheredProtocols).write(to: protocols)
            let constants = folder.appending(path: "constants.json")
            let output = try AppleSDK.typecheck(
                paths: paths, for: .iOS("16.0"), moduleName: "App", importPaths: [runtime],
                flags: ["-emit-const-values-path", constants.path, "-const-gather-protocols-file", protocols.path],
                in: folder)
            try #require(output.status == 0, "\(output.text)")
            let types = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: constants)) as? [[String: Any]])
            return try findRuntimeValues(in: types, sources: sources)
        }
    }

    static func findRuntimeValues(in types: [[String: Any]], sources: [String: String]) throws
        -> (values: [RuntimeValue], checked: Int)
    {
        var found: [RuntimeValue] = []
        var checked = 0
        // Each declaration's text runs to the next declaration of the same file, or to the blank
        // line that ends its group (a nested options provider without properties is no
        // declaration here, and the next parameter's arguments must not count as its own).
        var declarationLines: [String: [Int]] = [:]
        for type in types {
            for property in type["properties"] as? [[String: Any]] ?? [] {
                if let file = property["file"] as? String, let line = property["line"] as? Int {
                    declarationLines[URL(fileURLWithPath: file).lastPathComponent, default: []].append(line)
                }
            }
        }
        for type in types {
            let typeName = type["typeName"] as? String ?? "?"
            for property in type["properties"] as? [[String: Any]] ?? [] {
                let label = property["label"] as? String ?? ""
                let isStatic = property["isStatic"] as? String == "true"
                let isParameter =
                    !isStatic && label.hasPrefix("_")
                    && (property["type"] as? String ?? "").hasPrefix("AppIntents.IntentParameter")
                guard (isStatic && metadataProperties.contains(label)) || isParameter else { continue }
                checked += 1
                let fileName = URL(fileURLWithPath: property["file"] as? String ?? "").lastPathComponent
                let line = property["line"] as? Int ?? 0
                let lines = (sources[fileName] ?? "").split(separator: "\n", omittingEmptySubsequences: false)
                let end = declarationLines[fileName, default: []].filter { $0 > line }.min() ?? lines.count + 1
                let text = lines.dropFirst(max(line - 1, 0)).prefix(max(end - line, 1)).prefix { !$0.isEmpty }.joined(
                    separator: "\n")
                walk(property, path: label) { path, argument in
                    // An argument the text does not write is a default the compiler fills in.
                    if let argument, !argument.isEmpty, !text.contains("\(argument):") { return }
                    found.append(RuntimeValue(file: fileName, line: line, type: typeName, path: path))
                }
            }
        }
        return (found, checked)
    }

    /// Calls `report` with the path and argument label of every value of kind `Runtime` in `node`.
    static func walk(_ node: Any, path: String, report: (String, String?) -> Void) {
        if let object = node as? [String: Any] {
            let label = object["label"] as? String
            if object["valueKind"] as? String == "Runtime" {
                report(path, label)
                return
            }
            for (key, child) in object.sorted(by: { $0.key < $1.key }) where key != "label" {
                let childLabel = (child as? [String: Any])?["label"] as? String
                walk(child, path: childLabel.map { "\(path)/\($0.isEmpty ? "_" : $0)" } ?? path, report: report)
            }
        } else if let array = node as? [Any] {
            for child in array {
                let childLabel = (child as? [String: Any])?["label"] as? String
                walk(child, path: childLabel.map { "\(path)/\($0.isEmpty ? "_" : $0)" } ?? path, report: report)
            }
        }
    }

    /// The `appintents` and default output of the definitions at `paths`.
    static func generated(_ paths: [String]) throws -> [String: String] {
        var sources: [String: String] = [:]
        for path in paths {
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            for flavor in [GenerationOptions.Flavor.default, .appIntents] {
                sources["\(name).\(flavor.rawValue).swift"] = try OutputOnAppleSDKTests.generate(path, flavor: flavor)
            }
        }
        return sources
    }

    @Test func everyGatheredProtocolIsDeclaredByAppIntents() throws {
        try AppleSDK.requireSDK()
        let source =
            "import AppIntents\n"
            + Self.gatheredProtocols.map { "typealias Check\($0) = any AppIntents.\($0)\n" }.joined()
        let output = try AppleSDK.typecheck(["Protocols.swift": source], for: .iOS("17.0"))
        #expect(output.status == 0, "\(output.text)")
    }

    @Test func definitionsMetadataIsLiteral() throws {
        let (values, checked) = try Self.runtimeValues(try Self.generated(OutputOnAppleSDKTests.definitions))
        #expect(checked >= 25, "only \(checked) metadata properties extracted")
        #expect(values.isEmpty, "computed at run time:\n\(values.map(\.description).joined(separator: "\n"))")
    }

    @Test(CorpusLocator.availability, arguments: CorpusLocator.fileNames)
    func corpusMetadataIsLiteral(name: String) throws {
        let file = try #require(try CorpusLocator.requireFiles().first { $0.lastPathComponent == name })
        let (values, _) = try Self.runtimeValues(try Self.generated([file.path]))
        #expect(values.isEmpty, "\(name), computed at run time:\n\(values.map(\.description).joined(separator: "\n"))")
    }

    /// The check can fail: a title computed at run time is found. (A non-literal parameter default
    /// or range never gets this far: the SDK refuses it while typechecking.)
    @Test func aComputedTitleIsFound() throws {
        let source = """
            import AppIntents
            import Foundation

            @available(iOS 16.0, *)
            struct ComputedAppIntent: AppIntent {
                static let name = String(Int.random(in: 0..<9))
                static var title: LocalizedStringResource { LocalizedStringResource(stringLiteral: name) }
                func perform() async throws -> some IntentResult { .result() }
            }
            """
        let (values, checked) = try Self.runtimeValues(["Computed.swift": source])
        #expect(checked == 1)
        #expect(!values.isEmpty && values.allSatisfy { $0.path.hasPrefix("title") }, "\(values)")
    }
}
