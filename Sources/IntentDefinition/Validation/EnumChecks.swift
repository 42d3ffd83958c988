/// Enums: named cases with unique raw values (DefinitionFormat.md, 'Raw values').
enum EnumChecks {
    /// Reports an enum without cases, missing, invalid or duplicate case names, cases without an
    /// index (other than a leading `unknown`), and duplicate raw values.
    static func check(_ enumDefinition: EnumDefinition, into diagnostics: inout [Diagnostic]) {
        NameChecks.check(
            enumDefinition.name, at: enumDefinition.nameLocation, noun: "enum", owner: nil,
            into: &diagnostics)
        // Built from the name alone: a message built from the enum copied the whole enum into
        // each check that might need it.
        let enumName = enumDefinition.name
        var owner: String { "enum '\(enumName)'" }
        guard !enumDefinition.cases.isEmpty else {
            diagnostics.append(
                Diagnostic(.enumWithoutCases, "\(owner) has no cases", at: enumDefinition.nameLocation))
            return
        }
        let cases = enumDefinition.cases
        for index in cases.indices {
            NameChecks.check(
                cases[index].name, at: cases[index].nameLocation, noun: "case", owner: owner, into: &diagnostics)
        }
        for (duplicate, first) in Duplicates.pairs(in: cases, key: NameChecks.nonEmptyName(\.name)) {
            diagnostics.append(
                Diagnostic(
                    .duplicateCaseName, "\(owner) has two cases named '\(duplicate.name)'",
                    at: duplicate.nameLocation,
                    notes: [DiagnosticNote("the first case '\(first.name)' is here", at: first.nameLocation)]))
        }
        /// The positions of the cases that have a raw value.
        var indexed: [Int] = []
        indexed.reserveCapacity(cases.count)
        for position in cases.indices {
            let isImplicitUnknown = position == 0 && cases[position].name == "unknown"
            if cases[position].hasExplicitIndex || isImplicitUnknown {
                indexed.append(position)
            } else {
                diagnostics.append(
                    Diagnostic(
                        .missingCaseIndex,
                        "case '\(cases[position].name)' of \(owner) has no index (INEnumValueIndex), which only a leading 'unknown' case may omit",
                        at: cases[position].location))
            }
        }
        for (duplicatePosition, firstPosition) in Duplicates.pairs(in: indexed, key: { cases[$0].rawValue }) {
            let duplicate = cases[duplicatePosition]
            let first = cases[firstPosition]
            diagnostics.append(
                Diagnostic(
                    .duplicateRawValue,
                    "case '\(duplicate.name)' of \(owner) has index \(duplicate.rawValue), which case '\(first.name)' already has",
                    at: duplicate.location,
                    notes: [DiagnosticNote("case '\(first.name)' is here", at: first.location)]))
        }
    }
}
