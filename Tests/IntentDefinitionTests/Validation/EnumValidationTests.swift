import Testing

@testable import IntentDefinition

@Suite("Validation: enums")
struct EnumValidationTests {
    @Test func anEnumWithoutCasesIsAnError() {
        var empty = enumeration("Mode", line: 100, cases: [])
        empty.cases = []
        #expect(validationFindings(definition(enums: [empty])) == [errorAt(.enumWithoutCases, 100, 2)])
    }

    @Test func duplicateIndicesAreErrorsAtTheLaterCase() {
        var mode = enumeration("Mode", line: 100, cases: ["fast", "slow", "off"])
        mode.cases[3].rawValue = 1
        let diagnostics = DefinitionValidator.validate(definition(enums: [mode]))
        #expect(validationFindings(definition(enums: [mode])) == [errorAt(.duplicateRawValue, 104, 1)])
        #expect(diagnostics.first?.message == "case 'off' of enum 'Mode' has index 1, which case 'fast' already has")
    }

    @Test func onlyALeadingUnknownMayOmitItsIndex() {
        var mode = enumeration("Mode", line: 100, cases: ["fast", "slow"])
        mode.cases[2].hasExplicitIndex = false
        mode.cases[2].rawValue = 0
        #expect(validationFindings(definition(enums: [mode])) == [errorAt(.missingCaseIndex, 103, 1)])
    }

    @Test func anUnknownCaseThatIsNotFirstNeedsAnIndex() {
        var mode = enumeration("Mode", line: 100, cases: ["fast"])
        mode.cases.swapAt(0, 1)
        #expect(validationFindings(definition(enums: [mode])) == [errorAt(.missingCaseIndex, 101, 1)])
    }

    @Test func model10EnumsWithExplicitZeroAndUnorderedIndicesAreFine() {
        var mode = enumeration("Mode", line: 100, cases: ["c", "b", "a"])
        mode.cases[0].hasExplicitIndex = true
        mode.cases[1].rawValue = 3
        mode.cases[3].rawValue = 1
        #expect(validationFindings(definition(enums: [mode])) == [])
    }
}
