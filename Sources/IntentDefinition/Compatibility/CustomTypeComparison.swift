/// Custom types: their user properties, compared like intent parameters (stored objects keep
/// their properties by name).
extension DefinitionComparison {
    /// The user properties of each custom type both versions have.
    mutating func compareCustomTypes() {
        for (before, after) in types.pairs {
            compare(
                before.userProperties, after.userProperties, owner: "type '\(after.name)'",
                ownerLocation: after.nameLocation, codes: .typeProperties)
        }
    }
}
