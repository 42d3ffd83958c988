import IntentRuntime
import Testing

/// Validation driven by the parameter descriptors reports what today's generated `validate()`
/// bodies report, in the same order and with the same values.
@Suite struct IntentValidationTests {
    private let valid = ShelfIntent(book: MenuItem(identifier: "b", display: "B"), minutes: [30])

    @Test func aConfigurationWithinTheRulesHasNothingToReport() {
        #expect(valid.validate() == [])
        #expect(ShelfIntent(book: valid.book, pagesPerDay: nil, minutes: [0, 90.5]).validate() == [])
    }

    @Test func missingRequiredValues() {
        let unset = ShelfIntent(period: .unknown, minutes: [])
        #expect(
            unset.validate() == [
                IntentValidationIssue(parameter: "book", kind: .missingRequiredValue),
                IntentValidationIssue(parameter: "period", kind: .missingRequiredValue),
                IntentValidationIssue(parameter: "minutes", kind: .missingRequiredValue),
            ])
    }

    @Test func integerBounds() {
        var intent = valid
        intent.pagesPerDay = 0
        #expect(
            intent.validate() == [IntentValidationIssue(parameter: "pagesPerDay", kind: .belowMinimum(1), value: 0)])
        #expect(intent.validate().map(\.description) == ["pagesPerDay is 0, below the minimum 1"])
        intent.pagesPerDay = 501
        #expect(
            intent.validate() == [IntentValidationIssue(parameter: "pagesPerDay", kind: .aboveMaximum(500), value: 501)]
        )
        intent.pagesPerDay = 500
        #expect(intent.validate() == [])
    }

    @Test func aMinimumOfZeroOrMoreTakesPrecedenceOverTheNegativeRule() {
        var intent = valid
        intent.pagesPerDay = -3
        #expect(intent.validate().map(\.kind) == [.belowMinimum(1)])
    }

    @Test func arraysReportEachOffendingElementBoundByBound() {
        var intent = valid
        intent.minutes = [100, -1, 30, 95, -2.5]
        #expect(
            intent.validate() == [
                IntentValidationIssue(parameter: "minutes", kind: .aboveMaximum(90.5), value: 100),
                IntentValidationIssue(parameter: "minutes", kind: .aboveMaximum(90.5), value: 95),
                IntentValidationIssue(parameter: "minutes", kind: .negativeNotAllowed, value: -1),
                IntentValidationIssue(parameter: "minutes", kind: .negativeNotAllowed, value: -2.5),
            ])
    }

    @Test func negativeNumbersWithoutAMinimum() {
        let descriptor = IntentParameterDescriptor(name: "n", valueType: .integer, negativeNumbersNotSupported: true)
        #expect(
            descriptor.issues(for: IntentValidationValue(-4 as Int?)) == [
                IntentValidationIssue(parameter: "n", kind: .negativeNotAllowed, value: -4)
            ])
        let negativeMinimum = IntentParameterDescriptor(
            name: "n", valueType: .decimal, minimumValue: -10, negativeNumbersNotSupported: true)
        #expect(
            negativeMinimum.issues(for: IntentValidationValue(-11 as Double?)).map(\.kind) == [
                .belowMinimum(-10), .negativeNotAllowed,
            ])
        #expect(
            IntentParameterDescriptor(name: "n", valueType: .integer).issues(for: IntentValidationValue(-4 as Int?))
                == [])
    }

    @Test func integersAreComparedWithFractionalBounds() {
        let descriptor = IntentParameterDescriptor(name: "n", valueType: .integer, minimumValue: 1.5, maximumValue: 2.5)
        #expect(
            descriptor.issues(for: IntentValidationValue(1 as Int?)) == [
                IntentValidationIssue(parameter: "n", kind: .belowMinimum(1.5), value: 1)
            ])
        #expect(descriptor.issues(for: IntentValidationValue(2 as Int?)) == [])
        #expect(descriptor.issues(for: IntentValidationValue(3 as Int?)).map(\.kind) == [.aboveMaximum(2.5)])
    }

    @Test func boundsOfOtherTypesAreNotChecked() {
        for valueType: IntentParameterDescriptor.ValueType in [.measurement("Distance"), .string] {
            let descriptor = IntentParameterDescriptor(
                name: "m", valueType: valueType, minimumValue: 1, negativeNumbersNotSupported: true)
            #expect(descriptor.issues(for: .numbers([-5])) == [])
        }
    }

    @Test func valuesKnowWhatUnsetMeans() {
        #expect(IntentValidationValue(nil as Int?) == .unset)
        #expect(IntentValidationValue([Int]()) == .unset)
        #expect(IntentValidationValue([1, 2]) == .numbers([1, 2]))
        #expect(IntentValidationValue(2.5 as Double?) == .numbers([2.5]))
        #expect(IntentValidationValue(nil as String?) == .unset)
        #expect(IntentValidationValue("x" as String?) == .set)
        #expect(IntentValidationValue(["x"]) == .set)
        #expect(IntentValidationValue(Period.unknown) == .unset)
        #expect(IntentValidationValue(Period.day) == .set)
        #expect(IntentValidationValue(nil as Format?) == .unset)
    }

    @Test func parametersWithoutAValueAreNotChecked() {
        let descriptor = IntentDescriptor(
            name: "X", title: "X",
            parameters: [IntentParameterDescriptor(name: "a", valueType: .string, isRequired: true)])
        #expect(descriptor.validate([:]) == [])
        #expect(descriptor.validate(["a": .unset]).map(\.kind) == [.missingRequiredValue])
    }

    @Test func theDefaultValidationValuesAreEmpty() {
        #expect(UncheckedIntent().validationValues == [:])
        #expect(UncheckedIntent().validate() == [])
        #expect(UncheckedIntent.descriptor.validate(["a": .unset]).count == 1)
    }
}

/// An intent that supplies no validation values: the protocol's defaults check nothing.
private struct UncheckedIntent: IntentConfigurationValue {
    static let descriptor = IntentDescriptor(
        name: "Unchecked", title: "Unchecked",
        parameters: [IntentParameterDescriptor(name: "a", valueType: .string, isRequired: true)])
}
