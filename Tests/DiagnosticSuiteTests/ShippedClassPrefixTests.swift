import Foundation
import IntentCodegen
import IntentDefinition
import Testing

/// App Intents' `intentClassName` names the class the app shipped, so that configured widgets
/// and shortcuts migrate: `--class-prefix` (intentc's own classes, e.g. to keep them apart from
/// Xcode's) never changes it; `--shipped-class-prefix` says which prefix the shipped classes had,
/// and without it a class prefix gets a located warning (IC157) saying which name is kept.
@Suite("Diagnostic suite: the shipped class prefix")
struct ShippedClassPrefixTests {
    static let path = SuitePaths.fixtures.appendingPathComponent(
        "flavor-appintents-accessory-corner-size.intentdefinition"
    ).path

    private static func generate(classPrefix: String, shipped: String?) throws -> (String, [Diagnostic]) {
        let definition = try #require(DefinitionLoader.load(contentsOf: path).definition)
        let options = GenerationOptions(classPrefix: classPrefix, flavor: .appIntents, shippedClassPrefix: shipped)
        let (source, diagnostics) = SwiftGenerator.generate(definition, options: options)
        return (try #require(source), diagnostics)
    }

    @Test func aClassPrefixAloneKeepsXcodesNameAndWarnsAtTheIntent() throws {
        let (source, diagnostics) = try Self.generate(classPrefix: "IC", shipped: nil)
        #expect(source.contains(#"public static let intentClassName = "ConfigureIntent""#))
        #expect(!source.contains("ICConfigureIntent\""))
        #expect(diagnostics.count == 1, "\(diagnostics)")
        let warning = try #require(diagnostics.first)
        #expect(warning.code == .appIntentsClassPrefixNotShipped)
        #expect(warning.code.rawValue == "IC157")
        #expect(warning.severity == .warning)
        #expect(warning.location?.file == Self.path)
        #expect(warning.location?.line == 33)
        #expect(warning.location?.column == 4)
        #expect(
            warning.message
                == "intent 'Configure' keeps intentClassName 'ConfigureIntent', the class name Xcode generates "
                + "without a prefix: --class-prefix 'IC' names intentc's classes only; if the app shipped "
                + "'ICConfigureIntent', say so with --shipped-class-prefix IC (\"shippedClassPrefix\" in "
                + "intentc.json), else pass --shipped-class-prefix '' to confirm")
    }

    @Test func theShippedPrefixNamesTheShippedClassWithoutWarning() throws {
        for (classPrefix, shipped, name) in [
            ("IC", "", "ConfigureIntent"), ("IC", "BC", "BCConfigureIntent"),
            ("", "BC", "BCConfigureIntent"), ("", nil, "ConfigureIntent"),
        ] {
            let (source, diagnostics) = try Self.generate(classPrefix: classPrefix, shipped: shipped)
            #expect(
                source.contains("public static let intentClassName = \"\(name)\""), "\(classPrefix) \(shipped ?? "nil")"
            )
            #expect(diagnostics.isEmpty, "\(diagnostics)")
        }
    }
}
