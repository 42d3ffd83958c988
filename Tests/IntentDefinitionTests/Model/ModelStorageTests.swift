import Foundation
import Testing

@testable import IntentDefinition

/// A ``Parameter`` and an ``Intent`` keep their fields behind one shared reference (copy on
/// write); copies must still behave as independent values.
@Suite struct ModelStorageTests {
    private let location = IntentDefinition.SourceLocation(
        file: "/a/long/path/to/Definitions.intentdefinition", line: 3, column: 5)

    private func parameter(_ name: String) -> Parameter {
        Parameter(
            role: .intentParameter, name: name, nameLocation: location, location: location,
            displayName: LocalizedText(text: "Size", id: "abc", at: location), type: .integer,
            typeLocation: location,
            promptDialogs: [PromptDialog(type: "Primary", isCustom: false, formatString: nil, at: location)])
    }

    @Test func mutatingACopyLeavesTheOriginal() {
        let original = parameter("size")
        var copy = original
        copy.name = "count"
        copy.promptDialogs.append(
            PromptDialog(type: "Configuration", isCustom: true, formatString: nil, at: location))
        copy.metadata.defaultValue = nil
        copy.isArray = true
        #expect(original.name == "size")
        #expect(original.promptDialogs.count == 1)
        #expect(!original.isArray)
        #expect(copy.name == "count")
        #expect(copy.promptDialogs.map(\.type) == ["Primary", "Configuration"])
        #expect(copy.isArray)
    }

    @Test func equalityAndHashingCompareFieldsNotStorage() {
        let first = parameter("size")
        var second = parameter("size")
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(Set([first, second]).count == 1)
        second.supportsSearch = true
        #expect(first != second)
        second.supportsSearch = false
        #expect(first == second)
    }

    @Test func codingKeepsTheFieldNamesAndOmitsAbsentOptionals() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let value = parameter("size")
        let json = try #require(
            JSONSerialization.jsonObject(with: try encoder.encode(value)) as? [String: Any])
        #expect(
            json.keys.sorted() == [
                "arraySizes", "displayName", "hasCustomDisambiguation", "hasFixedSizeArray", "isArray",
                "isBuiltInProperty", "isConfigurable", "location", "metadata", "name", "nameLocation",
                "promptDialogs", "role", "supportsDynamicOptions", "supportsResolution", "supportsSearch", "type",
                "typeLocation", "unsupportedReasons",
            ])
        #expect(try JSONDecoder().decode(Parameter.self, from: try encoder.encode(value)) == value)
    }

    @Test func intentCopiesAreIndependentAndCompareByFields() throws {
        let original = Intent(
            name: "Order", nameLocation: location, location: location, parameters: [parameter("size")],
            className: Located("OrderIntent", at: location))
        var copy = original
        copy.parameters[0].name = "count"
        copy.parameters.append(parameter("extra"))
        copy.kind = .system
        #expect(original.parameters.map(\.name) == ["size"])
        #expect(original.kind == .custom)
        #expect(copy.parameters.map(\.name) == ["count", "extra"])
        #expect(original != copy)
        let rebuilt = Intent(
            name: "Order", nameLocation: location, location: location, parameters: [parameter("size")],
            className: Located("OrderIntent", at: location))
        #expect(original == rebuilt)
        #expect(original.hashValue == rebuilt.hashValue)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try JSONDecoder().decode(Intent.self, from: try encoder.encode(original)) == original)
        let json = try #require(
            JSONSerialization.jsonObject(with: try encoder.encode(original)) as? [String: Any])
        #expect(json["category"] == nil)
        #expect(json["className"] != nil)
    }
}
