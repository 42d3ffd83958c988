import Foundation
import TestSupport
import Testing

/// The App Intents stand-ins accept no API Apple's frameworks lack: every public declaration
/// in `Tests/StandIns/AppIntents/` and `Tests/StandIns/WidgetKit/AppIntentWidgets.swift` is
/// looked up in Apple's iOS 17 interfaces.
@Suite("Stand-ins: App Intents declarations exist in Apple's interfaces", ReferenceMaterial.availability)
struct StandInInterfaceTests {
    static let appIntentsInterface = "apple-sdk/AppIntents-iOS17.0.swiftinterface"
    static let widgetKitInterface = "apple-sdk/WidgetKit-iOS17.0.swiftinterface"

    @Test func everyAppIntentsDeclarationHasACounterpart() throws {
        let check = InterfaceCounterpartCheck(interface: try Self.interface(Self.appIntentsInterface))
        let files = try StandInSources.files(in: "AppIntents")
        #expect(!files.isEmpty)
        for file in files {
            let declarations = try StandInSources.declarations(of: file)
            #expect(declarations.contains { $0.isPublic }, "no public declarations found in \(file.lastPathComponent)")
            #expect(check.problems(in: declarations) == [])
        }
    }

    @Test func appIntentWidgetDeclarationsHaveCounterparts() throws {
        let check = InterfaceCounterpartCheck(interface: try Self.interface(Self.widgetKitInterface))
        let file = StandInSources.root.appendingPathComponent("WidgetKit/AppIntentWidgets.swift")
        let declarations = try StandInSources.declarations(of: file)
        #expect(declarations.filter(\.isPublic).count >= 3)
        #expect(check.problems(in: declarations) == [])
    }

    /// LocalizedStringResource and friends, and Measurement, are Foundation's on Apple
    /// platforms; there is no Foundation interface to check their members against, but each
    /// type must be one the AppIntents interface uses from Foundation (Unit and Dimension only
    /// as the superclasses UnitDuration has in Foundation, and BundleDescription only as the
    /// type of LocalizedStringResource's `bundle:` parameter, as Foundation declares it).
    @Test func foundationAdditionsAreTypesAppIntentsUsesFromFoundation() throws {
        let interfaceText = try ReferenceMaterial.text(Self.appIntentsInterface)
        let exempt: Set = ["Unit", "Dimension", "LocalizedStringResource.BundleDescription"]
        for name in ["Localization.swift", "Measurement.swift"] {
            let file = StandInSources.root.appendingPathComponent("Foundation/\(name)")
            let types = try StandInSources.declarations(of: file).filter {
                $0.kind.isTypeOrExtension && $0.kind != .extension && !exempt.contains($0.typePath)
            }
            #expect(!types.isEmpty, "no types found in \(name)")
            for type in types {
                let module = type.typePath.hasPrefix("String.") ? "Swift" : "Foundation"
                let pattern = "\\b\(module)\\.\(type.typePath.replacingOccurrences(of: ".", with: "\\."))\\b"
                #expect(
                    interfaceText.range(of: pattern, options: .regularExpression) != nil,
                    "\(type) is not a Foundation type AppIntents uses")
            }
        }
    }

    @Test func fabricatedDeclarationsAreReported() throws {
        let check = InterfaceCounterpartCheck(interface: try Self.interface(Self.appIntentsInterface))
        let fabricated = """
            public struct IntentSpeechSynthesizer {}

            extension IntentParameter where Value.ValueType == String {
                public convenience init(title: LocalizedStringResource, placeholder: String) { fatalError() }
            }

            extension IntentParameter where Value.ValueType == Bool {
                public convenience init(title: LocalizedStringResource, inputOptions: String.IntentInputOptions?) {
                    fatalError()
                }
            }

            extension IntentDialog {
                public static func result() -> IntentDialog { fatalError() }
            }

            public protocol EntityQuery: DynamicOptionsProvider, PersistentlyIdentifiable, Sendable {
                associatedtype Entity: AppEntity
                init()
            }

            public struct TypeDisplayRepresentation: ExpressibleByStringLiteral, Sendable {
                public init(stringLiteral value: String) {}
            }
            """
        let problems = check.problems(in: DeclarationExtractor.declarations(in: fabricated, file: "Fabricated.swift"))
        let expected = [
            "struct IntentSpeechSynthesizer (Fabricated.swift:1)",
            "init IntentParameter.init(title:placeholder:) in extension where Value.ValueType==String",
            "init IntentParameter.init(title:inputOptions:) in extension where Value.ValueType==Bool",
            "static func IntentDialog.result()",
            "TypeDisplayRepresentation conforms to Sendable",
            "protocol EntityQuery lacks the requirement entities(for:)",
            "protocol EntityQuery lacks the requirement Result",
            "protocol EntityQuery lacks the requirement suggestedEntities()",
        ]
        for fragment in expected {
            #expect(problems.contains { $0.contains(fragment) }, "not reported: \(fragment)\n\(problems)")
        }
        #expect(problems.count == expected.count, "\(problems)")
    }

    private static func interface(_ path: String) throws -> [SwiftDeclaration] {
        DeclarationExtractor.declarations(in: try ReferenceMaterial.text(path), file: (path as NSString).lastPathComponent)
    }
}

/// The stand-in sources under `Tests/StandIns/`.
enum StandInSources {
    static let root = PackagePaths.root.appendingPathComponent("Tests/StandIns")

    /// The Swift files of the stand-in module `module`, sorted by name.
    static func files(in module: String) throws -> [URL] {
        let folder = root.appendingPathComponent(module)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
    }

    static func declarations(of file: URL) throws -> [SwiftDeclaration] {
        DeclarationExtractor.declarations(in: try String(contentsOf: file, encoding: .utf8), file: file.lastPathComponent)
    }
}
