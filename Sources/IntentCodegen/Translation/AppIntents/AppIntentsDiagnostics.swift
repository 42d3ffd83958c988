import IntentDefinition

/// What the `appintents` flavor drops from a planned definition, as located warnings.
extension AppIntentsTranslator {
    /// Every warning, in file order of what they are about.
    func diagnostics() -> [Diagnostic] {
        var result: [Diagnostic] = []
        for intent in plan.intents {
            result += classPrefixNotShipped(intent.intent)
            for member in intent.parameters {
                guard AppIntentsValueType(member, in: self) != nil else {
                    result.append(memberDropped(member, owner: "intent '\(intent.intent.name)'"))
                    continue
                }
                result += durationInSeconds(member, owner: "intent '\(intent.intent.name)'")
                result += AppIntentsParameterArguments(member: member, translator: self).dropped()
            }
        }
        for typePlan in plan.customTypes {
            let owner = "custom type '\(typePlan.customType.name)'"
            for member in typePlan.properties {
                let dropped = AppIntentsValueType(member, in: self) == nil
                result += dropped ? [memberDropped(member, owner: owner)] : durationInSeconds(member, owner: owner)
            }
        }
        return result
    }

    /// IC156 for a duration, which App Intents holds as a number of seconds.
    private func durationInSeconds(_ member: MemberPlan, owner: String) -> [Diagnostic] {
        guard member.kind == .builtIn(.timeInterval) else { return [] }
        let message = "\(noun(member)) '\(member.parameter.name)' of \(owner) is a number of seconds: App Intents' "
            + "Measurement<UnitDuration> is not Sendable in Swift 6 with iOS 17's Foundation"
        return [Diagnostic(.appIntentsDurationInSeconds, message, at: member.parameter.typeLocation)]
    }

    /// IC157 for an intent whose `intentClassName` takes a prefix when `--class-prefix` is given
    /// without `--shipped-class-prefix`: the name stays Xcode's unprefixed one, which is right
    /// when the prefix only keeps intentc's classes apart from Xcode's, and wrong when the
    /// shipped classes had it.
    private func classPrefixNotShipped(_ intent: Intent) -> [Diagnostic] {
        guard !options.classPrefix.isEmpty, options.shippedClassPrefix == nil, intent.className == nil,
            intent.classPrefix == nil
        else { return [] }
        let kept = xcodeClassName(intent)
        let message = "intent '\(intent.name)' keeps intentClassName '\(kept)', the class name Xcode generates without a "
            + "prefix: --class-prefix '\(options.classPrefix)' names intentc's classes only; if the app shipped "
            + "'\(options.classPrefix)\(kept)', say so with --shipped-class-prefix \(options.classPrefix) "
            + "(\"shippedClassPrefix\" in intentc.json), else pass --shipped-class-prefix '' to confirm"
        return [Diagnostic(.appIntentsClassPrefixNotShipped, message, at: intent.nameLocation)]
    }

    private func noun(_ member: MemberPlan) -> String { member.parameter.role == .typeProperty ? "property" : "parameter" }

    private func memberDropped(_ member: MemberPlan, owner: String) -> Diagnostic {
        let reason =
            if case .builtIn(.measurement) = member.kind {
                "a measurement, which is not Sendable in Swift 6 with iOS 17's Foundation"
            } else {
                "an object the file does not define, or an enum without cases"
            }
        return Diagnostic(
            .appIntentsMemberDropped,
            "\(noun(member)) '\(member.parameter.name)' of \(owner) is left out: App Intents cannot hold its type (\(reason))",
            at: member.parameter.typeLocation)
    }
}
