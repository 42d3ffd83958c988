import IntentRuntime
import Testing

@Suite struct IntentValidationIssueTests {
    @Test func belowMinimumNamesValueAndBound() {
        let issue = IntentValidationIssue(parameter: "pagesPerDay", kind: .belowMinimum(1), value: 0)
        #expect(issue.description == "pagesPerDay is 0, below the minimum 1")
    }

    @Test func aboveMaximumNamesValueAndBound() {
        let issue = IntentValidationIssue(parameter: "pagesPerDay", kind: .aboveMaximum(500), value: 501)
        #expect(issue.description == "pagesPerDay is 501, above the maximum 500")
    }

    @Test func boundWithoutValueNamesOnlyTheBound() {
        let issue = IntentValidationIssue(parameter: "rating", kind: .aboveMaximum(2.5))
        #expect(issue.description == "rating is above the maximum 2.5")
    }

    @Test func fractionalNumbersKeepTheirFraction() {
        let issue = IntentValidationIssue(parameter: "speed", kind: .belowMinimum(-0.5), value: -1.25)
        #expect(issue.description == "speed is -1.25, below the minimum -0.5")
    }

    @Test func missingRequiredValue() {
        let issue = IntentValidationIssue(parameter: "book", kind: .missingRequiredValue)
        #expect(issue.description == "book is required but has no value")
    }

    @Test func negativeNotAllowedNamesTheValue() {
        let issue = IntentValidationIssue(parameter: "count", kind: .negativeNotAllowed, value: -3)
        #expect(issue.description == "count is -3, but negative numbers are not allowed")
        let withoutValue = IntentValidationIssue(parameter: "count", kind: .negativeNotAllowed)
        #expect(withoutValue.description == "count is negative, but negative numbers are not allowed")
    }

    /// Thrown and printed as an error, an issue reads as its description.
    @Test func thrownIssuesPrintTheirDescription() {
        let error: any Error = IntentValidationIssue(parameter: "book", kind: .missingRequiredValue)
        #expect("\(error)" == "book is required but has no value")
    }
}
