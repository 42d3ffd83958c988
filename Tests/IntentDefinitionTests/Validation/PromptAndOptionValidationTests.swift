import Testing

@testable import IntentDefinition

@Suite("Validation: prompts, reasons and options")
struct PromptAndOptionValidationTests {
    private func findings(_ parameters: [Parameter]) -> [Found] {
        validationFindings(definition(intents: [intent("Brew", line: 10, parameters: parameters)]))
    }

    @Test func promptPlaceholdersNameParametersOrCount() {
        var size = parameter("size", line: 11)
        size.promptDialogs = [
            PromptDialog(
                type: "Primary", isCustom: true,
                formatString: FormatString(text: "Which ${size} for ${roaster}?", id: nil, at: loc(20, 3)), at: loc(20)),
            PromptDialog(
                type: "DisambiguationIntroduction", isCustom: true,
                formatString: FormatString(
                    text: "There are ${count} sizes matching ‘${size}’ for ${mug}.", id: nil, at: loc(21, 3)),
                at: loc(21)),
            PromptDialog(type: "Configuration", isCustom: true, formatString: nil, at: loc(22)),
        ]
        #expect(findings([size, parameter("roaster", line: 12)]) == [warningAt(.unknownPromptPlaceholder, 21, 3)])
    }

    @Test func reasonPlaceholdersNameParametersOrBuiltIns() {
        var count = parameter("count", .integer, line: 11)
        count.unsupportedReasons = [
            UnsupportedReason(
                code: "greaterThanMaximumValue",
                formatString: FormatString(text: "${displayName} above ${maximumValue}", id: nil, at: loc(20, 3)),
                isDefault: true, isCustom: false, at: loc(20)),
            UnsupportedReason(
                code: "notEnoughInStock",
                formatString: FormatString(text: "Only ${stock} left", id: nil, at: loc(21, 3)), isDefault: false,
                isCustom: true, at: loc(21)),
        ]
        #expect(findings([count]) == [warningAt(.unknownReasonPlaceholder, 21, 3)])
    }

    @Test func malformedPlaceholdersAreWarnings() {
        var size = parameter("size", line: 11)
        size.promptDialogs = [
            PromptDialog(
                type: "Primary", isCustom: true,
                formatString: FormatString(text: "Which ${} or ${size.} or ${a b}?", id: nil, at: loc(20, 3)),
                at: loc(20))
        ]
        #expect(
            findings([size]) == [
                warningAt(.malformedPlaceholder, 20, 3), warningAt(.malformedPlaceholder, 20, 3),
                warningAt(.malformedPlaceholder, 20, 3),
            ])
    }

    @Test func searchNeedsDynamicOptions() {
        var roaster = parameter("roaster", line: 11)
        roaster.supportsSearch = true
        #expect(findings([roaster]) == [warningAt(.searchWithoutDynamicOptions, 11, 2)])
        roaster.supportsDynamicOptions = true
        #expect(findings([roaster]) == [])
    }

    @Test func arraySizesNeedMultipleValuesAndPositiveCounts() {
        var favourites = parameter("favourites", line: 11)
        favourites.hasFixedSizeArray = true
        favourites.arraySizes = [
            ArraySize(sizeClass: "Small", size: 2, at: loc(20)), ArraySize(sizeClass: "Large", size: 0, at: loc(21)),
        ]
        #expect(
            findings([favourites]) == [warningAt(.arraySizesOnSingleValue, 20, 1), warningAt(.invalidArraySize, 21, 1)])
        favourites.isArray = true
        #expect(findings([favourites]) == [warningAt(.invalidArraySize, 21, 1)])
    }
}
