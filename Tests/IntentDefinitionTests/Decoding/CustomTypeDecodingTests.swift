import Testing

@testable import IntentDefinition

@Suite("Decoding custom types")
struct CustomTypeDecodingTests {
    @Test func customTypeKeysAndPropertiesAreRead() throws {
        let outcome = decode([
            "INTypes": [
                FakePlist([
                    "INTypeClassName": FakePlist("HouseAddress").at(3, 3),
                    "INTypeDisplayName": "House Address",
                    "INTypeDisplayNameID": "hA0001",
                    "INTypeLastPropertyTag": FakePlist(101).at(6, 3),
                    "INTypeName": FakePlist("HouseAddress").at(7, 3),
                    "INTypeProperties": [
                        [
                            "INTypePropertyDefault": true, "INTypePropertyName": "identifier", "INTypePropertyTag": 1,
                            "INTypePropertyType": "String",
                        ],
                        [
                            "INTypePropertyDefault": true, "INTypePropertyName": "alternativeSpeakableMatches",
                            "INTypePropertySupportsMultipleValues": true, "INTypePropertyTag": 103,
                            "INTypePropertyType": "Object",
                        ],
                        [
                            "INTypePropertyName": "street", "INTypePropertyTag": 100, "INTypePropertyType": "String",
                            "INTypePropertyDisplayName": "Street",
                        ],
                    ],
                    "INTypeClassPrefix": "HA",
                ]).at(2, 2)
            ]
        ])
        let type = try #require(try outcome.decoded.types.first)
        #expect(outcome.diagnostics.isEmpty)
        #expect(type.name == "HouseAddress")
        #expect(type.nameLocation == FakePlist.location(7, 3))
        #expect(type.location == FakePlist.location(2, 2))
        #expect(type.displayName?.text == "House Address" && type.displayName?.id == "hA0001")
        #expect(type.lastPropertyTag == Located(101, at: FakePlist.location(6, 3)))
        #expect(type.className == Located("HouseAddress", at: FakePlist.location(3, 3)))
        #expect(type.classPrefix == "HA")
        #expect(type.properties.map(\.name) == ["identifier", "alternativeSpeakableMatches", "street"])
        #expect(type.properties.allSatisfy { $0.role == .typeProperty })
        #expect(type.properties[1].type == .genericObject && type.properties[1].isArray)
        #expect(type.userProperties.map(\.name) == ["street"])
    }

    @Test func missingTypeNameIsEmptyAtTheDictionary() throws {
        let outcome = decode(["INTypes": [FakePlist([:]).at(4, 2)]])
        let type = try #require(try outcome.decoded.types.first)
        #expect(outcome.diagnostics.isEmpty)
        #expect(type.name == "" && type.nameLocation == FakePlist.location(4, 2))
        #expect(type.properties.isEmpty)
    }
}
