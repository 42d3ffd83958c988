import Foundation
import Testing
import TestSupport

/// `Scripts/typecheck-flavor.sh` as a user meets it: usage errors, exit statuses, warnings,
/// relative paths from any folder, and the cache of built stand-ins.
@Suite struct TypecheckScriptTests {
    static let clean = "import Intents\nfunc make() -> INIntent { INIntent() }\n"
    static let warning = "import Intents\nfunc make() { let unused = INIntent() }\n"
    static let error = "import Intents\nfunc make() -> INIntent { INIntent(title: 1) }\n"

    @Test(arguments: [
        [String](), ["intents"], ["nosuchflavor", "A.swift"], ["intents", "--swift-version", "4", "A.swift"],
        ["intents", "--swift-version"], ["intents", "--frobnicate", "A.swift"], ["intents", "Missing.swift"],
    ])
    func badUsageExits64(arguments: [String]) throws {
        try SwiftToolchain.withFiles(["A.swift": Self.clean]) { folder, _ in
            let output = try SwiftToolchain.run(TypecheckScript.path, arguments, in: folder)
            #expect(output.status == 64, "\(arguments): \(output.text)")
            #expect(output.text.contains("usage: Scripts/typecheck-flavor.sh") || output.text.contains("no such file"))
        }
    }

    @Test func cleanFileExitsZeroAndPrintsNothing() throws {
        let output = try TypecheckScript.run(flavor: "intents", sources: ["A.swift": Self.clean])
        #expect(output.status == 0 && output.text.isEmpty, "\(output.text)")
    }

    @Test func errorsExitOneWithTheCompilersDiagnostic() throws {
        let output = try TypecheckScript.run(flavor: "intents", sources: ["A.swift": Self.error])
        #expect(output.status == 1)
        #expect(output.errors.contains { $0.contains("A.swift:2:") }, "\(output.text)")
    }

    @Test func warningsFailUnlessAllowed() throws {
        let strict = try TypecheckScript.run(flavor: "intents", sources: ["A.swift": Self.warning])
        #expect(strict.status == 1)
        #expect(strict.warnings.contains { $0.contains("A.swift:2:") && $0.contains("'unused'") }, "\(strict.text)")
        let lenient = try TypecheckScript.run(flavor: "intents", allowWarnings: true, sources: ["A.swift": Self.warning])
        #expect(lenient.status == 0, "\(lenient.text)")
        #expect(lenient.warnings.count == 1, "\(lenient.text)")
    }

    /// Relative paths are read from the caller's folder, wherever that is.
    @Test func relativePathsFromAnotherFolder() throws {
        try SwiftToolchain.withFiles(["A.swift": Self.clean, "B.swift": "func use() { _ = make() }\n"]) { folder, _ in
            let output = try TypecheckScript.run(flavor: "intents", files: ["A.swift", "B.swift"], in: folder)
            #expect(output.status == 0, "\(output.text)")
        }
    }

    /// The stand-ins are built once per key: a second run compiles no module, another language
    /// mode gets its own build.
    @Test func standInsAreBuiltOncePerKey() throws {
        try SwiftToolchain.withFiles(["A.swift": Self.clean]) { folder, paths in
            let log = folder.appending(path: "swiftc.log").path
            let wrapper = folder.appending(path: "swiftc-logging")
            try Data("#!/bin/sh\necho \"$*\" >> '\(log)'\nexec swiftc \"$@\"\n".utf8).write(to: wrapper)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)
            let cache = folder.appending(path: "cache")
            var environment = ProcessInfo.processInfo.environment
            environment["SWIFTC"] = wrapper.path
            environment["INTENTC_STANDIN_CACHE"] = cache.path

            func moduleBuilds() throws -> Int {
                let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
                try? FileManager.default.removeItem(atPath: log)
                return text.split(separator: "\n").filter { $0.contains("-emit-module") }.count
            }
            func builds() throws -> [String] {
                try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasPrefix("intents-") }.sorted()
            }

            let first = try TypecheckScript.run(flavor: "intents", files: paths, environment: environment)
            #expect(first.status == 0, "\(first.text)")
            #expect(try moduleBuilds() > 0)
            #expect(try builds().count == 1)

            let second = try TypecheckScript.run(flavor: "intents", files: paths, environment: environment)
            #expect(second.status == 0, "\(second.text)")
            #expect(try moduleBuilds() == 0)

            let swift5 = try TypecheckScript.run(flavor: "intents", swiftVersion: 5, files: paths, environment: environment)
            #expect(swift5.status == 0, "\(swift5.text)")
            #expect(try moduleBuilds() > 0)
            let folders = try builds()
            #expect(folders.count == 2 && folders.contains { $0.hasPrefix("intents-swift5-") }, "\(folders)")
        }
    }
}
