import Foundation
import TestSupport
import Testing

/// `Scripts/typecheck-flavor.sh` as a user meets it: usage errors, exit statuses, warnings,
/// relative paths from any folder, availability at the target, and the cache of built runtimes.
@Suite(AppleSDK.availability)
struct TypecheckScriptTests {
    static let clean = "import Intents\nfunc make() -> INIntent { INIntent() }\n"
    static let warning = "import Intents\nfunc make() { let unused = INIntent() }\n"
    static let error = "import Intents\nfunc make() -> INIntent { INIntent(title: 1) }\n"

    @Test(arguments: [
        [String](), ["intents"], ["intents", "ios13.0"], ["nosuchflavor", "ios13.0", "A.swift"],
        ["intents", "watchos9.0", "A.swift"], ["intents", "ios13.0", "--swift-version", "4", "A.swift"],
        ["intents", "ios13.0", "--swift-version"], ["intents", "ios13.0", "--frobnicate", "A.swift"],
        ["intents", "ios13.0", "Missing.swift"],
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
        let lenient = try TypecheckScript.run(
            flavor: "intents", allowWarnings: true, sources: ["A.swift": Self.warning])
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

    /// The flavors that import IntentRuntime get it built for the target, once per key: a second
    /// run builds nothing, another target gets its own build; `intents` builds none.
    @Test func runtimeIsBuiltOncePerTargetForTheFlavorsThatNeedIt() throws {
        let source =
            "import IntentRuntime\nfunc make() -> IntentOptionsCollection<String> { IntentOptionsCollection([]) }\n"
        try SwiftToolchain.withFiles(["A.swift": source]) { folder, paths in
            let cache = folder.appending(path: "cache")
            var environment = ProcessInfo.processInfo.environment
            environment["INTENTC_APPLE_SDK_CACHE"] = cache.path

            /// The built runtimes: folder name → when its module was written.
            func builds() throws -> [String: Date] {
                var result: [String: Date] = [:]
                for name in try FileManager.default.contentsOfDirectory(atPath: cache.path)
                where name.hasPrefix("runtime-") {
                    let module = cache.appending(path: name).appending(path: "IntentRuntime.swiftmodule").path
                    result[name] = try FileManager.default.attributesOfItem(atPath: module)[.modificationDate] as? Date
                }
                return result
            }

            let first = try TypecheckScript.run(
                flavor: "appintents", target: .iOS("16.0"), files: paths, environment: environment)
            #expect(first.status == 0, "\(first.text)")
            let afterFirst = try builds()
            #expect(afterFirst.count == 1)

            let second = try TypecheckScript.run(
                flavor: "default", target: .iOS("16.0"), files: paths, environment: environment)
            #expect(second.status == 0, "\(second.text)")
            #expect(try builds() == afterFirst)

            let other = try TypecheckScript.run(
                flavor: "default", target: .iOS("13.0"), files: paths, environment: environment)
            #expect(other.status == 0, "\(other.text)")
            let afterOther = try builds()
            #expect(afterOther.count == 2 && afterFirst.allSatisfy { afterOther[$0.key] == $0.value })

            let intents = try TypecheckScript.run(flavor: "intents", files: paths, environment: environment)
            #expect(intents.status == 1 && intents.text.contains("no such module 'IntentRuntime'"), "\(intents.text)")
            #expect(try builds() == afterOther)
        }
    }

    /// The target's availability is checked: iOS 13 API used in a file checked at iOS 12 fails.
    @Test func availabilityIsCheckedAtTheTarget() throws {
        let source =
            "import Intents\nfunc file() -> INFile { INFile(data: Data(), filename: \"a\", typeIdentifier: nil) }\n"
        let old = try TypecheckScript.run(flavor: "intents", target: .iOS("12.0"), sources: ["A.swift": source])
        #expect(
            old.status == 1
                && old.errors.contains { $0.contains("A.swift:2:") && $0.contains("only available in iOS 13") },
            "\(old.text)")
        let new = try TypecheckScript.run(flavor: "intents", target: .iOS("13.0"), sources: ["A.swift": source])
        #expect(new.status == 0, "\(new.text)")
    }

    /// `--sil` runs definite initialization, which plain type checking does not.
    @Test func silFindsUninitializedProperties() throws {
        let source = "struct Box {\n    let value: Int\n    init() {}\n}\n"
        let typechecked = try TypecheckScript.run(flavor: "intents", sources: ["A.swift": source])
        #expect(typechecked.status == 0, "\(typechecked.text)")
        let checked = try TypecheckScript.run(flavor: "intents", sil: true, sources: ["A.swift": source])
        #expect(checked.status == 1 && checked.errors.contains { $0.contains("A.swift:3:") }, "\(checked.text)")
    }
}
