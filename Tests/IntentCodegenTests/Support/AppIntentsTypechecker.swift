import Foundation
import IntentCodegen
import IntentDefinition
import TestSupport
import Testing

/// Typechecks `appintents` output on Apple's iOS SDK (``AppleSDK``), with IntentRuntime built for
/// the same target (the generated App Intents reach the default flavor's types, which import it),
/// as one module in Swift 6 mode, optionally with default `MainActor` isolation, with definite
/// initialization.
enum AppIntentsTypechecker {
    /// The isolation flags every check runs with: none, and default `MainActor` isolation.
    static let isolationModes: [[String]] = [[], ["-default-isolation", "MainActor"]]

    /// App Intents' first release: where the generated App Intents must compile.
    static let floor = AppleSDK.Target.iOS("16.0")

    /// Typechecks `files` (name → source) as one module for `target`; `dependencies` (module name
    /// → its files) are built first, in order, for the same target with IntentRuntime, and can be
    /// imported.
    static func typecheck(
        _ files: [String: String], flags: [String] = [], dependencies: [(String, [String: String])] = [],
        target: AppleSDK.Target = floor
    ) throws -> SwiftToolchain.Output {
        let runtime = try AppleSDK.intentRuntime(for: target).path
        return try SwiftToolchain.withFiles(files) { folder, paths in
            var importPaths = [runtime]
            for (module, sources) in dependencies {
                let built = try SwiftToolchain.withFiles(sources) { _, sourcePaths in
                    try AppleSDK.emitModule(
                        module, sources: sourcePaths, for: target, importPaths: importPaths, flags: flags, into: folder)
                }
                importPaths.append(built.path)
            }
            return try AppleSDK.typecheck(
                paths: paths, for: target, moduleName: "App", importPaths: importPaths, definiteInitialization: true,
                flags: flags, in: folder)
        }
    }

    /// Both flavors' output for `definition`: the `appintents` file and the default flavor's
    /// file it reaches.
    static func generatedPair(_ definition: Definition, name: String) throws -> [String: String] {
        var files: [String: String] = [:]
        for flavor in [GenerationOptions.Flavor.appIntents, .default] {
            let (source, diagnostics) = SwiftGenerator.generate(definition, options: GenerationOptions(flavor: flavor))
            let text: String = try #require(source, "\(flavor): \(diagnostics)")
            files["\(name).\(flavor.rawValue).swift"] = text
        }
        return files
    }

    /// Records an issue unless the output is free of errors and warnings.
    static func expectClean(_ output: SwiftToolchain.Output, _ comment: String) {
        #expect(output.status == 0, "\(comment): \(output.text)")
        #expect(!output.text.contains("warning:"), "\(comment): \(output.text)")
    }
}
