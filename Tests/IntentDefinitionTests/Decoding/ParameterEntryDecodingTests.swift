import Foundation
import Testing

@testable import IntentDefinition

@Suite("Decoding relationships, prompt dialogs, unsupported reasons and array sizes")
struct ParameterEntryDecodingTests {
    @Test func relationshipIsRead() throws {
        let (parameter, diagnostics) = try decodeParameter(
            .intentParameter,
            [
                "Relationship": FakePlist([
                    "INIntentParameterRelationshipParentName": FakePlist("servingStyle").at(21, 4),
                    "INIntentParameterRelationshipPredicateName": "EnumHasExactValue",
                    "INIntentParameterRelationshipPredicateValue": FakePlist("toGo").at(25, 4),
                ]).at(20, 3)
            ])
        #expect(diagnostics.isEmpty)
        #expect(
            parameter.relationship
                == Relationship(
                    parentName: Located("servingStyle", at: FakePlist.location(21, 4)),
                    predicate: "EnumHasExactValue",
                    predicateValue: Located(.text("toGo"), at: FakePlist.location(25, 4)),
                    at: FakePlist.location(20, 3)))
    }

    @Test func danglingRelationshipIsKeptWithoutParentAndWithoutDecoderDiagnostic() throws {
        let (parameter, diagnostics) = try decodeParameter(
            .intentParameter,
            [
                "Relationship": [
                    "INIntentParameterRelationshipPredicateName": "BooleanHasExactValue",
                    "INIntentParameterRelationshipPredicateValues": ["a", "b"],
                ]
            ])
        #expect(diagnostics.isEmpty)
        let relationship = try #require(parameter.relationship)
        #expect(relationship.parentName == nil)
        #expect(relationship.predicate == "BooleanHasExactValue")
        #expect(relationship.predicateValues == ["a", "b"])
    }

    @Test func promptDialogsKeepOrderTextAndCustomFlag() throws {
        let (parameter, diagnostics) = try decodeParameter(
            .intentParameter,
            [
                "PromptDialogs": [
                    FakePlist([
                        "INIntentParameterPromptDialogCustom": true,
                        "INIntentParameterPromptDialogType": "Configuration",
                    ]).at(30, 4),
                    FakePlist([
                        "INIntentParameterPromptDialogFormatString": FakePlist(
                            "There are ${count} options matching ‘${item}’."
                        ).at(34, 5),
                        "INIntentParameterPromptDialogFormatStringID": "dI5amb",
                        "INIntentParameterPromptDialogType": "DisambiguationIntroduction",
                    ]).at(33, 4),
                ]
            ])
        #expect(diagnostics.isEmpty)
        #expect(parameter.promptDialogs.map(\.type) == ["Configuration", "DisambiguationIntroduction"])
        #expect(
            parameter.promptDialogs[0]
                == PromptDialog(type: "Configuration", isCustom: true, formatString: nil, at: FakePlist.location(30, 4))
        )
        // Custom absent means false; the text is kept with its ID and placeholders.
        let second = parameter.promptDialogs[1]
        #expect(!second.isCustom)
        #expect(second.location == FakePlist.location(33, 4))
        #expect(second.formatString?.id == "dI5amb")
        #expect(second.formatString?.location == FakePlist.location(34, 5))
        #expect(second.formatString?.placeholderRoots == ["count", "item"])
    }

    @Test func promptDialogWithoutTypeIsReportedAndDropped() throws {
        let (parameter, diagnostics) = try decodeParameter(
            .intentParameter,
            [
                "PromptDialogs": [
                    FakePlist(["INIntentParameterPromptDialogCustom": true]).at(40, 4),
                    ["INIntentParameterPromptDialogType": "Primary"],
                ]
            ])
        expectSingle(diagnostics, .incompleteEntry, line: 40, column: 4)
        #expect(
            diagnostics.first?.message
                == "this prompt dialog has no 'INIntentParameterPromptDialogType', so it is ignored")
        #expect(parameter.promptDialogs.map(\.type) == ["Primary"])
    }

    @Test func promptDialogTypeOfTheWrongKindIsReportedOnce() throws {
        let (parameter, diagnostics) = try decodeParameter(
            .intentParameter,
            [
                "PromptDialogs": [["INIntentParameterPromptDialogType": FakePlist(1).at(41, 5)]]
            ])
        expectSingle(diagnostics, .wrongValueKind, line: 41, column: 5)
        #expect(parameter.promptDialogs.isEmpty)
    }

    @Test func unsupportedReasonsAreRead() throws {
        let (parameter, diagnostics) = try decodeParameter(
            .intentParameter,
            [
                "UnsupportedReasons": [
                    FakePlist([
                        "INIntentParameterUnsupportedReasonCode": "negativeNumbersNotSupported",
                        "INIntentParameterUnsupportedReasonDefault": true,
                        "INIntentParameterUnsupportedReasonFormatString": FakePlist(
                            "${displayName} cannot be negative."
                        ).at(51, 5),
                        "INIntentParameterUnsupportedReasonFormatStringID": "nEg001",
                    ]).at(50, 4),
                    [
                        "INIntentParameterUnsupportedReasonCode": "notEnoughInStock",
                        "INIntentParameterUnsupportedReasonCustom": true,
                    ],
                ]
            ])
        #expect(diagnostics.isEmpty)
        #expect(parameter.unsupportedReasons.map(\.code) == ["negativeNumbersNotSupported", "notEnoughInStock"])
        #expect(
            parameter.unsupportedReasons[0]
                == UnsupportedReason(
                    code: "negativeNumbersNotSupported",
                    formatString: FormatString(
                        text: "${displayName} cannot be negative.", id: "nEg001", at: FakePlist.location(51, 5)),
                    isDefault: true, isCustom: false, at: FakePlist.location(50, 4)))
        #expect(parameter.unsupportedReasons[1].isCustom && !parameter.unsupportedReasons[1].isDefault)
        #expect(parameter.unsupportedReasons[1].formatString == nil)
    }

    @Test func unsupportedReasonWithoutCodeIsReportedAndDropped() throws {
        let (parameter, diagnostics) = try decodeParameter(
            .intentParameter,
            [
                "UnsupportedReasons": [FakePlist(["INIntentParameterUnsupportedReasonCustom": true]).at(55, 4)]
            ])
        expectSingle(diagnostics, .incompleteEntry, line: 55, column: 4)
        #expect(parameter.unsupportedReasons.isEmpty)
    }

    @Test func arraySizesAreReadInOrder() throws {
        let (parameter, diagnostics) = try decodeParameter(
            .intentParameter,
            [
                "SupportsMultipleValues": true,
                "FixedSizeArray": 1,
                "ArraySizes": [
                    FakePlist(["INIntentParameterArraySizeSize": 2, "INIntentParameterArraySizeSizeClass": "Small"]).at(
                        60, 4),
                    ["INIntentParameterArraySizeSize": 4, "INIntentParameterArraySizeSizeClass": "Medium"],
                    ["INIntentParameterArraySizeSize": 10.0, "INIntentParameterArraySizeSizeClass": "Large"],
                ],
            ])
        #expect(diagnostics.isEmpty)
        #expect(parameter.hasFixedSizeArray)
        #expect(parameter.arraySizes.map(\.sizeClass) == ["Small", "Medium", "Large"])
        #expect(parameter.arraySizes.map(\.size) == [2, 4, 10])
        #expect(parameter.arraySizes.first?.location == FakePlist.location(60, 4))
    }

    @Test func arraySizeMissingBothValuesIsReportedForEach() throws {
        let (parameter, diagnostics) = try decodeParameter(
            .intentParameter,
            [
                "ArraySizes": [FakePlist([:]).at(62, 4)]
            ])
        #expect(diagnostics.map(\.code) == [.incompleteEntry, .incompleteEntry])
        #expect(diagnostics.allSatisfy { $0.location == FakePlist.location(62, 4) })
        #expect(
            diagnostics.map(\.message) == [
                "this array size has no 'INIntentParameterArraySizeSizeClass', so it is ignored",
                "this array size has no 'INIntentParameterArraySizeSize', so it is ignored",
            ])
        #expect(parameter.arraySizes.isEmpty)
    }
}

/// A relationship's predicate: the three Xcode writes by case, any other kept by name, and the
/// name as the file spells it when encoded (`intentc dump`).
@Suite struct RelationshipPredicateTests {
    @Test func knownNamesAreCasesAndOthersKeepTheirName() throws {
        #expect(RelationshipPredicate(name: "HasAnyValue") == .hasAnyValue)
        #expect(RelationshipPredicate(name: "EnumHasExactValue") == .enumHasExactValue)
        #expect(RelationshipPredicate(name: "BooleanHasExactValue") == .booleanHasExactValue)
        #expect(RelationshipPredicate(name: "SomeFuturePredicate") == .other("SomeFuturePredicate"))
        #expect(RelationshipPredicate.other("hasanyvalue").name == "hasanyvalue")
        for predicate: RelationshipPredicate in [.hasAnyValue, .enumHasExactValue, .other("X")] {
            let encoded = try JSONEncoder().encode(predicate)
            #expect(String(decoding: encoded, as: UTF8.self) == "\"\(predicate.name)\"")
            #expect(try JSONDecoder().decode(RelationshipPredicate.self, from: encoded) == predicate)
        }
    }
}
