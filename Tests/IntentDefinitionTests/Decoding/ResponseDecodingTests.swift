import Testing

@testable import IntentDefinition

@Suite("Decoding responses")
struct ResponseDecodingTests {
    @Test func responseKeysCodesAndParametersAreRead() throws {
        let (intent, diagnostics) = try decodeIntent([
            "INIntentResponse": FakePlist([
                "INIntentResponseCodes": [
                    FakePlist([
                        "INIntentResponseCodeFormatString": FakePlist("Your ${size} coffee is brewing.").at(6, 6),
                        "INIntentResponseCodeFormatStringID": "bR3wOk",
                        "INIntentResponseCodeConciseFormatString": FakePlist("${size}, ${domain}").at(8, 6),
                        "INIntentResponseCodeName": FakePlist("success").at(9, 6),
                        "INIntentResponseCodeSuccess": true,
                    ]).at(5, 5),
                    ["INIntentResponseCodeName": "failure", "INIntentResponseCodeSuccess": false],
                    ["INIntentResponseCodeName": "failureOutOfBeans", "INIntentResponseCodeFormatString": ""],
                ],
                "INIntentResponseLastParameterTag": FakePlist(3).at(20, 4),
                "INIntentResponseOutput": FakePlist("size").at(21, 4),
                "INIntentResponseParameters": [
                    [
                        "INIntentResponseParameterName": "size", "INIntentResponseParameterTag": 2,
                        "INIntentResponseParameterType": "String",
                    ],
                    [
                        "INIntentResponseParameterName": "domain", "INIntentResponseParameterTag": 3,
                        "INIntentResponseParameterType": "String",
                    ],
                ],
            ]).at(4, 3)
        ])
        #expect(diagnostics.isEmpty)
        let response = try #require(intent.response)
        #expect(response.location == FakePlist.location(4, 3))
        #expect(response.codes.map(\.name) == ["success", "failure", "failureOutOfBeans"])
        #expect(response.codes.map(\.isSuccess) == [true, false, false])
        let success = response.codes[0]
        #expect(success.nameLocation == FakePlist.location(9, 6))
        #expect(success.location == FakePlist.location(5, 5))
        #expect(
            success.formatString
                == FormatString(text: "Your ${size} coffee is brewing.", id: "bR3wOk", at: FakePlist.location(6, 6)))
        #expect(success.conciseFormatString?.location == FakePlist.location(8, 6))
        #expect(success.conciseFormatString?.id == nil)
        #expect(success.placeholderRoots == ["size", "domain"])
        #expect(response.codes[2].formatString?.text == "")
        #expect(response.customCodes.map(\.name) == ["failureOutOfBeans"])
        #expect(response.parameters.map(\.name) == ["size", "domain"])
        #expect(response.parameters.allSatisfy { $0.role == .responseParameter })
        #expect(response.lastParameterTag == Located(3, at: FakePlist.location(20, 4)))
        #expect(response.outputParameterName == Located("size", at: FakePlist.location(21, 4)))
    }

    @Test func emptyResponseParametersArrayIsAccepted() throws {
        let (intent, diagnostics) = try decodeIntent([
            "INIntentResponse": ["INIntentResponseCodes": [], "INIntentResponseParameters": []]
        ])
        #expect(diagnostics.isEmpty)
        #expect(intent.response?.parameters.isEmpty == true)
        #expect(intent.response?.codes.isEmpty == true)
    }

    @Test func codeWithoutNameIsEmptyAtTheDictionary() throws {
        let (intent, diagnostics) = try decodeIntent([
            "INIntentResponse": ["INIntentResponseCodes": [FakePlist([:]).at(9, 1)]]
        ])
        #expect(diagnostics.isEmpty)
        #expect(intent.response?.codes.first?.name == "")
        #expect(intent.response?.codes.first?.nameLocation == FakePlist.location(9, 1))
    }

    @Test func formatStringIDWithoutTextGivesNoFormatString() throws {
        let (intent, diagnostics) = try decodeIntent([
            "INIntentResponse": [
                "INIntentResponseCodes": [
                    [
                        "INIntentResponseCodeName": "success", "INIntentResponseCodeFormatStringID": "oRphan",
                    ]
                ]
            ]
        ])
        #expect(diagnostics.isEmpty)
        #expect(intent.response?.codes.first?.formatString == nil)
    }
}
