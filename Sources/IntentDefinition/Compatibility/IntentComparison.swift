/// Intents: removed, class name changed, no longer for widgets, added; then their parameters
/// and response codes.
extension DefinitionComparison {
    /// The class a stored configuration of `intent` names: `INIntentClassName`, else the class
    /// prefix, the name and `Intent` (Xcode's rule); nil for intents whose class is Apple's.
    static func className(of intent: Intent, projectPrefix: String) -> String? {
        guard intent.generatesCode else { return nil }
        return intent.className?.value ?? intent.composedClassName(projectPrefix: projectPrefix)
    }

    /// Pairs the intents of both versions and compares each pair.
    mutating func compareIntents() {
        let oldPrefix = options.oldClassPrefix
        let newPrefix = options.newClassPrefix
        let oldIntents = old.intents.map { ($0, Self.className(of: $0, projectPrefix: oldPrefix)) }
        let newIntents = new.intents.map { ($0, Self.className(of: $0, projectPrefix: newPrefix)) }
        let matching = ElementMatching(
            old: oldIntents, new: newIntents,
            identities: [{ $0.0.name }, { $0.1 }, { $0.0.title?.id }])
        for (before, after) in matching.pairs {
            compare(before.0, after.0, oldClass: before.1, newClass: after.1)
        }
        for (intent, className) in matching.removed {
            let described = className.map { " (class '\($0)')" } ?? ""
            report(
                .compatIntentRemoved,
                "intent '\(intent.name)'\(described) was removed; "
                    + "configurations and shortcuts that use it stop working",
                at: new.location, note: "intent '\(intent.name)' was defined here", oldLocation: intent.nameLocation)
        }
        for (intent, _) in matching.added {
            report(.compatIntentAdded, "intent '\(intent.name)' was added", at: intent.nameLocation)
        }
    }

    private mutating func compare(_ before: Intent, _ after: Intent, oldClass: String?, newClass: String?) {
        if let oldClass, let newClass, oldClass != newClass {
            let change = before.name == after.name ? "" : " was renamed to '\(after.name)' and"
            report(
                .compatIntentClassChanged,
                "intent '\(before.name)'\(change) changes class from '\(oldClass)' to '\(newClass)'; "
                    + "configurations and shortcuts stored with the old class are lost",
                at: after.className?.location ?? after.nameLocation,
                note: "intent '\(before.name)' had class '\(oldClass)' here",
                oldLocation: before.className?.location ?? before.nameLocation)
        }
        if before.isEligibleForWidgets && !after.isEligibleForWidgets {
            report(
                .compatIntentNoLongerWidgetEligible,
                "intent '\(after.name)' is no longer eligible for widgets; widgets configured with it stop working",
                at: after.nameLocation, note: "intent '\(before.name)' was eligible for widgets here",
                oldLocation: before.nameLocation)
        }
        compareParameters(of: before, after)
        if let oldResponse = before.response, let newResponse = after.response {
            compareResponseCodes(oldResponse, newResponse, intent: after.name)
        }
    }

    /// Custom codes are numbered from 100 in file order: a code that moves gets another number.
    private mutating func compareResponseCodes(_ before: Response, _ after: Response, intent: String) {
        let numbered = { (codes: [ResponseCode]) in
            codes.enumerated().map { (code: $0.element, number: 100 + $0.offset) }
        }
        let matching = ElementMatching(
            old: numbered(before.customCodes), new: numbered(after.customCodes), identities: [{ $0.code.name }])
        for (oldCode, newCode) in matching.pairs where oldCode.number != newCode.number {
            report(
                .compatResponseCodeNumberChanged,
                "response code '\(newCode.code.name)' of intent '\(intent)' changes number from "
                    + "\(oldCode.number) to \(newCode.number); code that stored or compared the number misreads it",
                at: newCode.code.nameLocation,
                note: "'\(oldCode.code.name)' was code \(oldCode.number) here",
                oldLocation: oldCode.code.nameLocation)
        }
    }
}
