import Foundation
import IntentDefinition
import TestSupport
import Testing

@testable import IntentCodegen

/// Generated code compiles whatever names the user's module and the definition choose: in
/// each flavor, on Apple's real SDKs, a module holding `Definitions/`, the landmine names and
/// a definition named after every type name the generated code uses, plus a user type of
/// each of those names (`IntentHandler`, `String`, `AppEntity`, `Summary`, …), typechecks
/// warning-free. Generated code qualifies every name it takes from the SDK or IntentRuntime
/// (`IntentRuntime.IntentHandler`, `AppIntents.AppEntity`, `Swift.String`), so none of
/// them can be hidden. Each check runs with and without default `MainActor` isolation.
@Suite("Generated code is hygienic", AppleSDK.availability)
struct GeneratedCodeHygieneTests {
    /// A flavor's check: the flavors whose output one module holds, at which target.
    struct Check: Sendable, CustomTestStringConvertible {
        var flavors: [GenerationOptions.Flavor]
        var target: AppleSDK.Target
        var importsRuntime: Bool
        var testDescription: String { flavors.map(\.rawValue).joined(separator: "+") + " at \(target)" }
    }

    static let checks = [
        Check(flavors: [.default], target: .iOS("13.0"), importsRuntime: true),
        Check(flavors: [.intents], target: .iOS("12.0"), importsRuntime: false),
        Check(flavors: [.intents], target: .iOS("13.0"), importsRuntime: false),
        Check(flavors: [.appIntents, .default], target: .iOS("16.0"), importsRuntime: true),
    ]

    /// `Definitions/` and the landmine names.
    static func baseDefinitions() throws -> [Definition] {
        let folder = PackagePaths.root.appending(path: "Definitions")
        let paths = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".intentdefinition") }.sorted()
        let loaded = try paths.map { name in
            let result = DefinitionLoader.load(contentsOf: folder.appending(path: name).path)
            return try #require(result.definition, "\(name): \(result.diagnostics)")
        }
        return loaded + [LandmineDefinition.definition]
    }

    /// The generated files of `definitions` in `flavors`, by file name.
    static func generated(_ definitions: [Definition], _ flavors: [GenerationOptions.Flavor]) throws -> [String: String]
    {
        var files: [String: String] = [:]
        for definition in definitions {
            for flavor in flavors {
                let (source, diagnostics) = SwiftGenerator.generate(
                    definition, options: GenerationOptions(flavor: flavor))
                let text: String = try #require(source, "\(definition.path) \(flavor): \(diagnostics)")
                let stem = definition.path.split(separator: "/").last.map(String.init) ?? definition.path
                files["\(stem).\(flavor.rawValue).swift"] = text
            }
        }
        return files
    }

    /// The type names the flavors' code may name, as their naming schemes declare them: every
    /// module type (``SwiftNamer`` qualifies each one) and every name written unqualified
    /// (``ContextualTypeName``), without the modules' own names, which no user type takes.
    static func namedTypes(_ flavors: [GenerationOptions.Flavor]) -> Set<String> {
        let schemes = flavors.map { flavor -> NamingScheme in
            switch flavor {
            case .default: DefaultFlavorNaming.scheme
            case .intents: IntentsNaming.scheme
            case .appIntents: AppIntentsNaming.scheme
            }
        }
        return Set(schemes.flatMap(\.reservedTypeNames)).subtracting(SwiftModule.allCases.map(\.rawValue))
    }

    /// The names of the types `sources` declare (a module cannot declare a type twice).
    static func declaredTypes(in sources: [String]) -> Set<String> {
        let declaration = /(?:struct|enum|class|protocol|typealias|actor)\s+`?(\w+)/
        return Set(sources.flatMap { $0.matches(of: declaration).map { String($0.output.1) } })
    }

    /// The module of a check: the base definitions' output, a definition named after the
    /// names that output may use, its output, and a user file declaring a type of every one of
    /// those names. Returns the files, the user's type names and the names the definition was
    /// given.
    static func module(for check: Check) throws -> (
        files: [String: String], userTypes: [String], definitionNames: Set<String>
    ) {
        let base = try baseDefinitions()
        let names = namedTypes(check.flavors)
        // A name a base definition gives already would only collide with it.
        let taken = Set(base.flatMap { $0.intents.map(\.name) + $0.enums.map(\.name) + $0.types.map(\.name) })
        let definitionNames = names.subtracting(taken).subtracting(["Self"])
        let named = FrameworkNamesDefinition.definition(named: definitionNames)
        var files = try generated(base + [named], check.flavors)
        // The user's types take every name the output does not declare itself.
        let userTypes = names.subtracting(["Self"]).subtracting(declaredTypes(in: Array(files.values))).sorted()
        files["UserTypes.swift"] =
            "// Types of the user's module, named after every type name generated code uses.\n"
            + userTypes.map { "public enum \($0) {}\n" }.joined()
        return (files, userTypes, definitionNames)
    }

    /// Also with default `MainActor` isolation, as new Xcode projects have it.
    @Test(
        "a module with a user type of every referenced name typechecks", arguments: checks,
        AppIntentsTypechecker.isolationModes)
    func typechecksBesideUserTypes(check: Check, flags: [String]) throws {
        let files = try Self.module(for: check).files
        let runtime = check.importsRuntime ? [try AppleSDK.intentRuntime(for: check.target).path] : []
        let output = try AppleSDK.typecheck(
            files, for: check.target, moduleName: "App", importPaths: runtime, flags: flags)
        #expect(
            output.status == 0 && !output.text.contains("warning:"), "\(check.testDescription) \(flags): \(output.text)"
        )
    }

    /// Whether Apple's compiler sees a unit class's `Sendable` conformance depends on what it
    /// checked before: once an App Intents file returning `ReturnsValue<Measurement<…>>` is read
    /// first, a struct storing `Foundation.Measurement` fails Swift 6's `Sendable` check ("has
    /// non-Sendable type 'Measurement<UnitLength>?'"). A definition returning and storing
    /// measurements must compile with its App Intents file read before and after the default
    /// flavor's.
    @Test("measurements compile whatever order the files are read in", arguments: [false, true])
    func measurementsCompileInEitherFileOrder(appIntentsFirst: Bool) throws {
        let distance = Model.parameter("distance", .measurement(.length), line: 3, displayName: "Distance")
        let energy = Model.parameter("energy", .measurement(.energy), role: .responseParameter, line: 5)
        let response = Response(
            location: Model.at(4), codes: [Model.code("success", line: 6)], parameters: [energy],
            outputParameterName: Located("energy", at: Model.at(7)))
        let intent = Model.intent("Measure", line: 2, title: "Measure", parameters: [distance], response: response)
        let definition = Model.definition(path: "Measures.intentdefinition", intents: [intent])
        let files = try Self.generated([definition], [.appIntents, .default])
        let names = files.keys.sorted()  // `….appintents.swift` before `….default.swift`
        let check = Self.checks[3]
        let runtime = try AppleSDK.intentRuntime(for: check.target).path
        let output = try SwiftToolchain.withFiles(files) { folder, _ in
            let paths = (appIntentsFirst ? names : names.reversed()).map { folder.appending(path: $0).path }
            return try AppleSDK.typecheck(
                paths: paths, for: check.target, moduleName: "App", importPaths: [runtime], in: folder)
        }
        #expect(output.status == 0 && !output.text.contains("warning:"), "\(output.text)")
    }

    /// The names the check declares, as user types or as the definition's names, include the
    /// ones users met: the runtime's handler protocol, the framework protocols and the
    /// standard library's types.
    @Test("the user types and definition names cover the names users met", arguments: checks)
    func namesCoverKnownClashes(check: Check) throws {
        let module = try Self.module(for: check)
        let covered = Set(module.userTypes).union(module.definitionNames)
        let expected: Set<String> =
            switch check.flavors.first {
            case .default:
                [
                    "IntentHandler", "IntentConfigurationValue", "IntentResolvable", "String", "URL", "DateComponents",
                    "Code",
                ]
            case .intents: ["INIntent", "NSObjectProtocol", "String", "NSNumber", "INObject"]
            default:
                [
                    "AppEntity", "AppEnum", "EntityQuery", "AppIntent", "WidgetConfigurationIntent", "IntentParameter",
                    "Summary", "IntentHandler",
                ]
            }
        #expect(expected.isSubset(of: covered), "missing: \(expected.subtracting(covered).sorted())")
    }

    /// The check sees a name generated code leaves unqualified: with `Swift.String` written
    /// as `String`, the user's `String` breaks the module.
    @Test("an unqualified name fails the check")
    func unqualifiedNameFails() throws {
        let check = Self.checks[0]
        var files = try Self.module(for: check).files
        let key = try #require(files.keys.sorted().first { $0.hasPrefix("BookClub") })
        files[key] = try #require(files[key]).replacingOccurrences(of: "Swift.String", with: "String")
        let runtime = try AppleSDK.intentRuntime(for: check.target).path
        let output = try AppleSDK.typecheck(files, for: check.target, moduleName: "App", importPaths: [runtime])
        #expect(output.status != 0 && output.text.contains("String"), "\(output.text)")
    }
}
