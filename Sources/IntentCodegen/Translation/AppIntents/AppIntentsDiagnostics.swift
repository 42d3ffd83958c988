import IntentDefinition

/// What the `appintents` flavor drops from a planned definition, as located warnings.
struct AppIntentsDiagnostics {
    /// The translator whose output the warnings describe.
    var translator: AppIntentsTranslator

    /// Every warning, in file order of what they are about.
    func all() -> [Diagnostic] {
        var result: [Diagnostic] = []
        for intent in translator.plan.intents {
            for member in intent.parameters {
                guard let value = AppIntentsValueType(member, in: translator) else {
                    result.append(memberDropped(member, owner: "intent '\(intent.intent.name)'"))
                    continue
                }
                result += AppIntentsParameterArguments(member: member, value: value, translator: translator).dropped()
            }
        }
        for typePlan in translator.plan.customTypes {
            for member in typePlan.properties where AppIntentsValueType(member, in: translator) == nil {
                result.append(memberDropped(member, owner: "custom type '\(typePlan.customType.name)'"))
            }
        }
        return result
    }

    private func memberDropped(_ member: MemberPlan, owner: String) -> Diagnostic {
        Diagnostic(
            .appIntentsMemberDropped,
            "\(member.parameter.role == .typeProperty ? "property" : "parameter") '\(member.parameter.name)' of \(owner) "
                + "is left out: App Intents cannot hold its type (an object the file does not define, or an enum without cases)",
            at: member.parameter.typeLocation)
    }
}
