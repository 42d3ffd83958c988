import IntentDefinition

/// What the `appintents` flavor drops from a planned definition, as located warnings.
extension AppIntentsTranslator {
    /// Every warning, in file order of what they are about.
    func diagnostics() -> [Diagnostic] {
        var result: [Diagnostic] = []
        for intent in plan.intents {
            result += classPrefixNotShipped(intent.intent)
            for member in intent.parameters {
                result += storage(member, owner: "intent '\(intent.intent.name)'")
                if AppIntentsValueType(member, in: self) != nil {
                    result += AppIntentsParameterArguments(
                        member: member, isInWidgetIntent: intent.intent.isEligibleForWidgets, translator: self
                    ).dropped()
                }
            }
        }
        for typePlan in plan.customTypes {
            result += typePlan.properties.flatMap { storage($0, owner: "custom type '\(typePlan.customType.name)'") }
        }
        return result
    }

    /// IC153 for a member App Intents cannot hold, IC156 for a duration, which it holds as a
    /// number of seconds.
    private func storage(_ member: MemberPlan, owner: String) -> [Diagnostic] {
        let noun = member.parameter.role == .typeProperty ? "property" : "parameter"
        let subject = "\(noun) '\(member.parameter.name)' of \(owner)"
        guard AppIntentsValueType(member, in: self) != nil else {
            let reason =
                if case .builtIn(.measurement) = member.kind {
                    "a measurement, which is not Sendable in Swift 6 with iOS 17's Foundation"
                } else {
                    "an object the file does not define, or an enum without cases"
                }
            let message = "\(subject) is left out: App Intents cannot hold its type (\(reason))"
            return [Diagnostic(.appIntentsMemberDropped, message, at: member.parameter.typeLocation)]
        }
        guard member.kind == .builtIn(.timeInterval) else { return [] }
        let message =
            "\(subject) is a number of seconds: App Intents' "
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
        let message =
            "intent '\(intent.name)' keeps intentClassName '\(kept)', the class name Xcode generates without a "
            + "prefix: --class-prefix '\(options.classPrefix)' names intentc's classes only; if the app shipped "
            + "'\(options.classPrefix)\(kept)', say so with --shipped-class-prefix \(options.classPrefix) "
            + "(\"shippedClassPrefix\" in intentc.json), else pass --shipped-class-prefix '' to confirm"
        return [Diagnostic(.appIntentsClassPrefixNotShipped, message, at: intent.nameLocation)]
    }
}
