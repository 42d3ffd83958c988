import Foundation
import TestSupport
import Testing

/// Xcode's unedited "Convert to App Intent" output (openHAB, Spud): the files that import nothing
/// but Foundation and AppIntents typecheck unmodified on Apple's iOS SDK at iOS 16 (App Intents'
/// first release), as the apps built them (Swift 5 mode) — except openHAB's intents with two
/// nested `StringOptionsProvider` structs, which Apple's compiler refuses.
@Suite("Xcode's App Intents conversions typecheck", ReferenceLocator.availability, AppleSDK.availability)
struct XcodeConversionTrustTests {
    static let apps = [
        "appintents-migrations/openhab/after-xcode-generated-17adf7d9",
        "appintents-migrations/spud/after-at-4773cbc",
    ]

    @Test(arguments: apps)
    func filesImportingOnlyFoundationAndAppIntentsTypecheckInSwift5(app: String) throws {
        let files = try ConvertedApp(app)
        #expect(files.compiling.count >= 3, "too few files selected: \(files.compiling)")
        let result = try TypecheckScript.run(
            flavor: "appintents", target: .iOS("16.0"), swiftVersion: 5, files: files.compiling)
        #expect(result.status == 0, "\(result.text)")
    }

    @Test func intentsWithTwoNestedStringOptionsProvidersFailWithTheRedeclarationError() throws {
        let failing = try ConvertedApp(Self.apps[0]).withTwoOptionProviders
        #expect(failing.count == 2, "expected SetContactStateValue and SetSwitchState: \(failing)")
        for file in failing {
            let result = try TypecheckScript.run(
                flavor: "appintents", target: .iOS("16.0"), swiftVersion: 5, files: [file])
            #expect(result.status == 1)
            #expect(
                result.errors.contains { $0.contains("invalid redeclaration of 'StringOptionsProvider'") },
                "\(file): \(result.text)")
        }
    }

    /// In Swift 6 mode the conversions fail only where Xcode wrote `static var` stored
    /// properties (`title`, `description`, display representations): global mutable state.
    @Test(arguments: apps)
    func inSwift6TheOnlyErrorsAreXcodesMutableStaticProperties(app: String) throws {
        let result = try TypecheckScript.run(
            flavor: "appintents", target: .iOS("16.0"), swiftVersion: 6, files: try ConvertedApp(app).compiling)
        let errors = result.errors
        #expect(result.status == 1 && !errors.isEmpty, "\(result.text)")
        #expect(errors.filter { !$0.contains("nonisolated global shared mutable state") } == [])
    }
}

/// The Swift files of one app's converted code, sorted, split by what the test expects of them.
struct ConvertedApp {
    /// Files whose imports are only Foundation and AppIntents, without a redeclared provider.
    var compiling: [String] = []
    /// Files with two nested `StringOptionsProvider` structs in one intent.
    var withTwoOptionProviders: [String] = []

    init(_ relativePath: String) throws {
        let root = try ReferenceMaterial.file(relativePath)
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        let files = (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
            .map(\.path).sorted()
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let imports = Set(
                text.split(separator: "\n").filter { $0.hasPrefix("import ") }
                    .map { $0.dropFirst("import ".count).trimmingCharacters(in: .whitespaces) })
            guard imports.isSubset(of: ["Foundation", "AppIntents"]) else { continue }
            if text.components(separatedBy: "struct StringOptionsProvider").count > 2 {
                withTwoOptionProviders.append(file)
            } else {
                compiling.append(file)
            }
        }
    }
}
