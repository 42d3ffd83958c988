import IntentDefinition

/// Objective-C names a property's setter `set<Name>:` with the first letter upper-cased, so two
/// members of one class whose names differ only in that letter's case (`any` and `Any`) would
/// share a setter, which the compiler rejects. The later member keeps its place under a name
/// with trailing underscores, with a warning: its Objective-C key no longer matches the
/// definition's parameter name.
enum IntentsAccessorNames {
    /// The setter stems (`set<Stem>:`) of the settable properties each kind of class inherits
    /// or declares itself.
    static let intentSetters: Set = ["SuggestedInvocationPhrase", "ShortcutAvailability"]
    static let responseSetters: Set = ["Code", "UserActivity"]
    static let customTypeSetters: Set = ["SubtitleString", "DisplayImage", "AlternativeSpeakableMatches"]

    /// `members` (one class's, whose own setters are `taken`), each clashing member renamed,
    /// and a warning for each.
    static func distinct(
        _ members: [MemberPlan], taken: Set<String>
    ) -> (members: [MemberPlan], diagnostics: [Diagnostic]) {
        var claimed = taken
        var diagnostics: [Diagnostic] = []
        let renamed = members.map { member in
            var member = member
            let original = member.name.bare
            while !claimed.insert(member.name.upperFirst).inserted {
                let bare = member.name.bare + "_"
                member.name = SwiftName(bare: bare, spelled: bare)
            }
            if member.name.bare != original {
                diagnostics.append(
                    Diagnostic(
                        .intentsAccessorNameChanged,
                        "\(member.parameter.role.noun) '\(member.parameter.name)' is generated as "
                            + "'\(member.name.bare)': its Objective-C setter would be another member's",
                        at: member.parameter.nameLocation))
            }
            return member
        }
        return (renamed, diagnostics)
    }
}
