import Foundation
import Testing

@testable import IntentDefinition

/// Encodes the way `intentc dump` does.
func dumpJSON(_ definition: Definition) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    return try encoder.encode(definition)
}

@Suite("Encoding decoded definitions")
struct DefinitionEncodingTests {
    /// A definition using every associated-value enum case the model has.
    static let rich: FakePlist = [
        "INIntents": [
            [
                "INIntentName": "Order",
                "INIntentType": "Shortcut",
                "INIntentParameters": [
                    [
                        "INIntentParameterName": "size", "INIntentParameterType": "Integer",
                        "INIntentParameterEnumType": "Size",
                        "INIntentParameterMetadata": ["INIntentParameterMetadataDefaultValue": "large"],
                    ],
                    [
                        "INIntentParameterName": "item", "INIntentParameterType": "Object",
                        "INIntentParameterObjectType": "Item",
                    ],
                    ["INIntentParameterName": "length", "INIntentParameterType": "Distance"],
                    ["INIntentParameterName": "weird", "INIntentParameterType": "Hologram"],
                    [
                        "INIntentParameterName": "count", "INIntentParameterType": "Integer",
                        "INIntentParameterMetadata": ["INIntentParameterMetadataDefaultValue": 3],
                    ],
                ],
                "INIntentParameterCombinations": [
                    "size,item": ["INIntentParameterCombinationTitle": "${size} ${item}"]
                ],
            ]
        ],
        "INEnums": [["INEnumName": "Size", "INEnumValues": [["INEnumValueName": "unknown"]]]],
    ]

    @Test func encodingRoundTrips() throws {
        let definition = try decode(Self.rich).decoded
        let decoded = try JSONDecoder().decode(Definition.self, from: try dumpJSON(definition))
        #expect(decoded == definition)
    }

    @Test func associatedValuesAppearInTheJSON() throws {
        let text = String(decoding: try dumpJSON(try decode(Self.rich).decoded), as: UTF8.self)
        #expect(text.contains("\"enumeration\""))
        #expect(text.contains("\"Hologram\""))
        #expect(text.contains("\"enumCase\""))
        #expect(text.contains("\"Shortcut\""))
    }
}
