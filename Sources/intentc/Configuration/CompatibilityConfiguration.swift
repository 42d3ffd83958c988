import IntentDefinition

/// `"compat"` in `intentc.json`: a level (`error`, `warning`, `note`, `off`) for each category of
/// `intentc compat` findings, keyed by ``CompatibilityCategory``'s names.
extension ConfigurationLoader.Decoder {
    /// The policy `value` states, reporting unknown categories and levels at their place.
    mutating func decodeCompatibility(_ value: LocatedJSON) -> CompatibilityPolicy {
        var policy = CompatibilityPolicy()
        for member in object(value, what: "\"compat\"") ?? [] {
            guard let category = CompatibilityCategory(rawValue: member.key) else {
                let known = CompatibilityCategory.allCases.map(\.rawValue).sorted().joined(separator: ", ")
                let message = "unknown compat category '\(member.key)' (known categories: \(known))"
                report(.configurationUnknownKey, message, at: member.keyLocation)
                continue
            }
            policy.levels[category] = enumValue(member.value, key: member.key)
        }
        return policy
    }
}
