/// Enum cases: stored values are indices. A case is paired by name, then by its display name's
/// localization ID (which Xcode keeps when a case is renamed), and its index compared; a new
/// case on an index another case had takes over that case's stored values.
extension DefinitionComparison {
    /// The cases of each enum both versions have.
    mutating func compareEnums() {
        for (before, after) in enums.pairs {
            compareCases(before, after)
        }
    }

    private mutating func compareCases(_ before: EnumDefinition, _ after: EnumDefinition) {
        let owner = "enum '\(after.name)'"
        let matching = ElementMatching(
            old: before.cases, new: after.cases, identities: [{ $0.name }, { $0.displayName?.id }])
        for (oldCase, newCase) in matching.pairs {
            if oldCase.rawValue != newCase.rawValue {
                let renamed = oldCase.name == newCase.name ? "" : " (renamed from '\(oldCase.name)')"
                report(
                    .compatEnumCaseIndexChanged,
                    "case '\(newCase.name)'\(renamed) of \(owner) changes index from \(oldCase.rawValue) to "
                        + "\(newCase.rawValue); values stored as \(oldCase.rawValue) "
                        + "no longer mean '\(newCase.name)'",
                    at: newCase.nameLocation, note: "'\(oldCase.name)' had index \(oldCase.rawValue) here",
                    oldLocation: oldCase.nameLocation)
            } else if oldCase.name != newCase.name {
                report(
                    .compatEnumCaseRenamed,
                    "case '\(oldCase.name)' of \(owner) was renamed to '\(newCase.name)' and keeps index "
                        + "\(newCase.rawValue), so stored values read as '\(newCase.name)'",
                    at: newCase.nameLocation, note: "'\(oldCase.name)' was named here",
                    oldLocation: oldCase.nameLocation)
            }
        }
        let oldCasesByIndex = Dictionary(
            before.cases.map { ($0.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
        var reusedIndices = Set<Int>()
        for newCase in matching.added {
            guard let previous = oldCasesByIndex[newCase.rawValue] else {
                report(
                    .compatEnumCaseAdded,
                    "case '\(newCase.name)' (index \(newCase.rawValue)) was added to \(owner)",
                    at: newCase.nameLocation)
                continue
            }
            reusedIndices.insert(newCase.rawValue)
            report(
                .compatEnumCaseIndexReused,
                "case '\(newCase.name)' of \(owner) takes index \(newCase.rawValue), which was '\(previous.name)'; "
                    + "values stored as '\(previous.name)' now read as '\(newCase.name)'",
                at: newCase.nameLocation, note: "'\(previous.name)' had index \(newCase.rawValue) here",
                oldLocation: previous.nameLocation)
        }
        for oldCase in matching.removed where !reusedIndices.contains(oldCase.rawValue) {
            report(
                .compatEnumCaseRemoved,
                "case '\(oldCase.name)' (index \(oldCase.rawValue)) of \(owner) was removed; "
                    + "values stored as \(oldCase.rawValue) no longer read as a case",
                at: after.nameLocation, note: "'\(oldCase.name)' was declared here",
                oldLocation: oldCase.nameLocation)
        }
    }
}
