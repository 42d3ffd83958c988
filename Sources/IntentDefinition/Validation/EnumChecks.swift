/// Enums: named cases with unique raw values (DefinitionFormat.md, 'Raw values').
enum EnumChecks {
    /// Reports an enum without cases, missing, invalid or duplicate case names, cases without an
    /// index (other than a leading `unknown`), and duplicate raw values.
    static func check(_ enumDefinition: EnumDefinition, into diagnostics: inout [Diagnostic]) {
        NameChecks.check(
            enumDefinition.name, at: enumDefinition.nameLocation, noun: "enum", owner: nil,
            into: &diagnostics)
        let owner = "enum '\(enumDefinition.name)'"
        guard !enumDefinition.cases.isEmpty else {
            diagnostics.append(
                Diagnostic(.enumWithoutCases, "\(owner) has no cases", at: enumDefinition.nameLocation))
            return
        }
        let cases = enumDefinition.cases
        for enumCase in cases {
            NameChecks.check(
                enumCase.name, at: enumCase.nameLocation, noun: "case", owner: owner, into: &diagnostics)
        }
        for (duplicate, first) in Duplicates.pairs(in: cases, key: NameChecks.nonEmptyName(\.name)) {
            diagnostics.append(
                Diagnostic(
                    .duplicateCaseName, "\(owner) has two cases named '\(duplicate.name)'",
                    at: duplicate.nameLocation,
                    notes: [DiagnosticNote("the first case '\(first.name)' is here", at: first.nameLocation)]))
        }
        var indexed: [EnumCase] = []
        for (position, enumCase) in cases.enumerated() {
            let isImplicitUnknown = position == 0 && enumCase.name == "unknown"
            if enumCase.hasExplicitIndex || isImplicitUnknown {
                indexed.append(enumCase)
            } else {
                diagnostics.append(
                    Diagnostic(
                        .missingCaseIndex,
                        "case '\(enumCase.name)' of \(owner) has no index (INEnumValueIndex), which only a leading 'unknown' case may omit",
                        at: enumCase.location))
            }
        }
        for (duplicate, first) in Duplicates.pairs(in: indexed, key: { $0.rawValue }) {
            diagnostics.append(
                Diagnostic(
                    .duplicateRawValue,
                    "case '\(duplicate.name)' of \(owner) has index \(duplicate.rawValue), which case '\(first.name)' already has",
                    at: duplicate.location,
                    notes: [DiagnosticNote("case '\(first.name)' is here", at: first.location)]))
        }
    }
}
