import Foundation
import IntentDefinition
import Testing

@testable import intentc

/// `"compat"` in `intentc.json`: a level per category of findings, every mistake located.
@Suite struct CompatConfigurationTests {
    private func decode(_ text: String) -> (Configuration?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let configuration = ConfigurationLoader.decode(
            Array(text.utf8), path: "intentc.json", diagnostics: &diagnostics)
        return (configuration, diagnostics)
    }

    @Test func decodesALevelForEachCategory() throws {
        let (configuration, diagnostics) = decode(
            #"{"version": 1, "compat": {"rename": "warning", "enum-index": "off", "safe": "note", "removal": "error"}}"#
        )
        #expect(diagnostics.isEmpty)
        #expect(
            configuration?.compatibility.levels
                == [.rename: .warning, .enumIndex: .off, .safe: .note, .removal: .error])
    }

    @Test func everyCategoryHasACodeAndEveryCompatFindingACategory() {
        let governed = CompatibilityCategory.allCases.flatMap(\.codes)
        #expect(Set(governed).count == governed.count, "a code is in two categories")
        let findings = DiagnosticCode.catalog.filter { $0.rawValue >= "IC200" && $0.rawValue <= "IC224" }
        #expect(Set(governed) == Set(findings))
    }

    @Test func unknownCategoriesAndLevelsAreLocated() {
        let (configuration, diagnostics) = decode(
            "{\"version\": 1, \"compat\": {\n  \"renames\": \"off\",\n  \"type\": \"fatal\", \"widget\": 0}}")
        #expect(configuration == nil)
        #expect(
            diagnostics.map(\.code) == [.configurationUnknownKey, .configurationInvalidValue, .configurationWrongType])
        #expect(
            diagnostics.map(\.location)
                == [
                    Location(file: "intentc.json", line: 2, column: 3),
                    Location(file: "intentc.json", line: 3, column: 11),
                    Location(file: "intentc.json", line: 3, column: 30),
                ])
        #expect(
            diagnostics.first?.message
                == "unknown compat category 'renames' (known categories: configurable, enum-index, removal, rename, "
                + "response-code, safe, type, widget)")
        #expect(
            diagnostics.dropFirst().first?.message
                == "\"type\" must be one of \"error\", \"warning\", \"note\", \"off\", not \"fatal\"")
    }

    @Test func compatMustBeAnObject() {
        let (configuration, diagnostics) = decode(#"{"version": 1, "compat": "lenient"}"#)
        #expect(configuration == nil)
        #expect(diagnostics.map(\.code) == [.configurationWrongType])
        #expect(diagnostics.first?.location == Location(file: "intentc.json", line: 1, column: 26))
    }

    @Test func thePolicyChangesSeveritiesAndDropsWhatIsOff() {
        let at = Location(file: "new", line: 1, column: 1)
        let findings = [
            Diagnostic(.compatParameterRenamed, "renamed", at: at),
            Diagnostic(.compatEnumCaseIndexChanged, "index", at: at),
            Diagnostic(.compatParameterRemoved, "removed", at: at),
            Diagnostic(.compatIntentAdded, "added", at: at),
        ]
        let policy = CompatibilityPolicy(levels: [.rename: .warning, .enumIndex: .off, .safe: .error])
        #expect(
            policy.applied(to: findings).map { "\($0.severity.rawValue) \($0.message)" }
                == ["warning renamed", "error removed", "error added"])
    }
}
