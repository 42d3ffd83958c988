import Testing

@testable import IntentDefinition

/// Decodes a file holding one enum with `keys`.
private func decodeEnum(_ keys: FakePlist) throws -> (EnumDefinition, [Diagnostic]) {
    let outcome = decode(["INEnums": [keys]])
    return (try #require(try outcome.decoded.enums.first), outcome.diagnostics)
}

/// An `INEnumValues` entry.
private func enumCase(_ name: String, index: FakePlist? = nil) -> FakePlist {
    var pairs: [(String, FakePlist)] = [
        ("INEnumValueDisplayName", FakePlist(stringLiteral: "Label of \(name)")),
        ("INEnumValueName", FakePlist(stringLiteral: name)),
    ]
    if let index { pairs.append(("INEnumValueIndex", index)) }
    return FakePlist(shape: .dictionary(pairs))
}

@Suite("Decoding enums")
struct EnumDecodingTests {
    @Test func enumKeysAreRead() throws {
        let (definition, diagnostics) = try decodeEnum(
            FakePlist([
                "INEnumDisplayName": FakePlist("Cup Size").at(3, 3),
                "INEnumDisplayNameID": "cS1zeQ",
                "INEnumGeneratesHeader": true,
                "INEnumName": FakePlist("CupSize").at(7, 3),
                "INEnumType": "Regular",
                "INEnumClassName": FakePlist("CupSizeEnum").at(5, 3),
                "INEnumClassPrefix": "CS",
                "INEnumValues": [
                    FakePlist([
                        "INEnumValueDisplayName": FakePlist("Unknown").at(12, 5),
                        "INEnumValueDisplayNameID": "u9KnoW",
                        "INEnumValueName": FakePlist("unknown").at(14, 5),
                    ]).at(11, 4),
                    enumCase("large", index: 2),
                ],
            ]).at(2, 2))
        #expect(diagnostics.isEmpty)
        #expect(definition.name == "CupSize")
        #expect(definition.nameLocation == FakePlist.location(7, 3))
        #expect(definition.location == FakePlist.location(2, 2))
        #expect(definition.displayName == LocalizedText(text: "Cup Size", id: "cS1zeQ", at: FakePlist.location(3, 3)))
        #expect(definition.generatesHeader)
        #expect(definition.kind == "Regular")
        #expect(
            definition.className == Located("CupSizeEnum", at: FakePlist.location(5, 3))
                && definition.classPrefix == "CS")
        #expect(definition.cases.count == 2)
        #expect(
            definition.cases[0]
                == EnumCase(
                    name: "unknown", nameLocation: FakePlist.location(14, 5), location: FakePlist.location(11, 4),
                    displayName: LocalizedText(text: "Unknown", id: "u9KnoW", at: FakePlist.location(12, 5)),
                    rawValue: 0, hasExplicitIndex: false))
        #expect(definition.cases[1].rawValue == 2 && definition.cases[1].hasExplicitIndex)
    }

    @Test func rawValuesComeFromTheIndexNotThePosition() throws {
        let (definition, _) = try decodeEnum([
            "INEnumValues": [
                enumCase("three", index: 3), enumCase("two", index: 2), enumCase("one", index: 1),
            ]
        ])
        #expect(definition.cases.map(\.name) == ["three", "two", "one"])
        #expect(definition.cases.map(\.rawValue) == [3, 2, 1])
    }

    @Test func modelOneEnumsStartAtAnExplicitZero() throws {
        let (definition, _) = try decodeEnum([
            "INEnumValues": [
                enumCase("first", index: 0), enumCase("second", index: 1),
            ]
        ])
        #expect(definition.cases.map(\.rawValue) == [0, 1])
        #expect(definition.cases.allSatisfy { $0.hasExplicitIndex })
        #expect(definition.unknownCase?.name == "first")
    }

    @Test func indexWrittenAsAWholeRealIsAccepted() throws {
        let (definition, diagnostics) = try decodeEnum(["INEnumValues": [enumCase("seven", index: 7.0)]])
        #expect(diagnostics.isEmpty)
        #expect(definition.cases.first?.rawValue == 7)
    }

    @Test func missingIndexOtherThanALeadingUnknownIsMarkedForValidation() throws {
        let (definition, diagnostics) = try decodeEnum([
            "INEnumValues": [
                enumCase("first", index: 1), enumCase("second"), enumCase("unknown"),
            ]
        ])
        #expect(diagnostics.isEmpty)
        #expect(definition.cases.map(\.rawValue) == [1, -1, -1])
        #expect(definition.cases.map(\.hasExplicitIndex) == [true, false, false])
    }

    @Test func indexOfTheWrongKindIsReportedAndTreatedAsMissing() throws {
        let (definition, diagnostics) = try decodeEnum([
            "INEnumValues": [enumCase("one", index: FakePlist("1").at(9, 9))]
        ])
        expectSingle(diagnostics, .wrongValueKind, line: 9, column: 9)
        #expect(definition.cases.first?.rawValue == -1)
        #expect(definition.cases.first?.hasExplicitIndex == false)
    }

    @Test func missingEnumNameIsEmptyAtTheDictionary() throws {
        let (definition, diagnostics) = try decodeEnum(FakePlist(["INEnumValues": []]).at(5, 2))
        #expect(diagnostics.isEmpty)
        #expect(definition.name == "")
        #expect(definition.nameLocation == FakePlist.location(5, 2))
        #expect(!definition.generatesHeader && definition.displayName == nil)
    }

    @Test func synonymsAreRead() throws {
        let (definition, diagnostics) = try decodeEnum([
            "INEnumValues": [
                [
                    "INEnumValueName": "large", "INEnumValueIndex": 1, "INEnumValueSynonyms": ["big", "huge"],
                ]
            ]
        ])
        #expect(diagnostics.isEmpty)
        #expect(definition.cases.first?.synonyms.map(\.text) == ["big", "huge"])
        #expect(definition.cases.first?.synonyms.map(\.id) == [nil, nil])
    }

    /// Xcode writes each synonym as a dictionary: the text and its localization key.
    @Test func synonymDictionariesAreTextsWithKeys() throws {
        let (definition, diagnostics) = try decodeEnum([
            "INEnumValues": [
                [
                    "INEnumValueName": "large", "INEnumValueIndex": 1,
                    "INEnumValueSynonyms": [
                        FakePlist(["INEnumValueSynonymSynonym": "big", "INEnumValueSynonymSynonymID": "b1G"]).at(7, 5),
                        ["INEnumValueSynonymSynonymID": "h0g"],
                    ],
                ]
            ]
        ])
        #expect(diagnostics.isEmpty)
        let synonyms = try #require(definition.cases.first?.synonyms)
        #expect(synonyms.map(\.text) == ["big", nil])
        #expect(synonyms.map(\.id) == ["b1G", "h0g"])
    }

    @Test func synonymOfTheWrongKindIsReportedAndSkipped() throws {
        let (definition, diagnostics) = try decodeEnum([
            "INEnumValues": [
                [
                    "INEnumValueName": "large", "INEnumValueIndex": 1,
                    "INEnumValueSynonyms": [
                        "big", FakePlist(integerLiteral: 3).at(4, 8), FakePlist(["x": 1]).at(6, 8),
                    ],
                ]
            ]
        ])
        #expect(diagnostics.map(\.code) == [.wrongValueKind, .incompleteEntry])
        #expect(diagnostics.map { [$0.location?.line, $0.location?.column] } == [[4, 8], [6, 8]])
        #expect(
            diagnostics.first?.message
                == "entry 2 of 'INEnumValueSynonyms' holds an integer; expected a dictionary or a string, so it is ignored"
        )
        #expect(diagnostics.last?.message == "this synonym has no 'INEnumValueSynonymSynonym', so it is ignored")
        #expect(definition.cases.first?.synonyms.map(\.text) == ["big"])
    }
}
