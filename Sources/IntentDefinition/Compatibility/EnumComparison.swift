/// Enum cases: stored values are indices, so a case is paired by name and its index compared;
/// a new case on an index nobody else kept is the old case renamed.
extension DefinitionComparison {
    mutating func compareEnums() {
        for (before, after) in enums.pairs {
            compareCases(before, after)
        }
    }

    private mutating func compareCases(_ before: EnumDefinition, _ after: EnumDefinition) {
        let owner = "enum '\(after.name)'"
        let matching = ElementMatching(old: before.cases, new: after.cases, identities: [{ $0.name }])
        for (oldCase, newCase) in matching.pairs where oldCase.rawValue != newCase.rawValue {
            report(
                .compatEnumCaseIndexChanged,
                "case '\(newCase.name)' of \(owner) changes index from \(oldCase.rawValue) to \(newCase.rawValue); "
                    + "values stored as \(oldCase.rawValue) no longer mean '\(newCase.name)'",
                at: newCase.nameLocation, note: "'\(oldCase.name)' had index \(oldCase.rawValue) here",
                oldLocation: oldCase.nameLocation)
        }
        let movedByIndex = Dictionary(
            matching.pairs.map { ($0.old.rawValue, $0.old) }, uniquingKeysWith: { first, _ in first })
        var removedByIndex = Dictionary(
            matching.removed.map { ($0.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
        for newCase in matching.added {
            if let renamed = removedByIndex.removeValue(forKey: newCase.rawValue) {
                report(
                    .compatEnumCaseRenamed,
                    "case '\(renamed.name)' of \(owner) was renamed to '\(newCase.name)' and keeps index "
                        + "\(newCase.rawValue), so stored values read as '\(newCase.name)'",
                    at: newCase.nameLocation, note: "'\(renamed.name)' was named here", oldLocation: renamed.nameLocation)
            } else if let previous = movedByIndex[newCase.rawValue] {
                report(
                    .compatEnumCaseIndexReused,
                    "case '\(newCase.name)' of \(owner) takes index \(newCase.rawValue), which was '\(previous.name)'; "
                        + "values stored as '\(previous.name)' now read as '\(newCase.name)'",
                    at: newCase.nameLocation, note: "'\(previous.name)' had index \(newCase.rawValue) here",
                    oldLocation: previous.nameLocation)
            } else {
                report(
                    .compatEnumCaseAdded,
                    "case '\(newCase.name)' (index \(newCase.rawValue)) was added to \(owner)",
                    at: newCase.nameLocation)
            }
        }
        for oldCase in matching.removed where removedByIndex[oldCase.rawValue]?.name == oldCase.name {
            report(
                .compatEnumCaseRemoved,
                "case '\(oldCase.name)' (index \(oldCase.rawValue)) of \(owner) was removed; "
                    + "values stored as \(oldCase.rawValue) no longer read as a case",
                at: after.nameLocation, note: "'\(oldCase.name)' was declared here", oldLocation: oldCase.nameLocation)
        }
    }
}
