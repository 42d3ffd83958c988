import AppIntentsSource
import IntentDefinition

/// Reads the App Intents that declare a migration from Xcode's `extract.actionsdata`: under
/// `actions`, each action with a `customIntentClassName`, its type name
/// (`fullyQualifiedTypeName`, else its key) and its `parameters[].name`. Anything else in the
/// file is ignored; a missing or mistyped key leaves the action out or its parameters empty.
enum ActionsDataReader {
    /// The migrating App Intents `json` (an `extract.actionsdata` document) declares.
    static func migratingAppIntents(in json: LocatedJSON) -> [MigratingAppIntent] {
        guard case .object(let root) = json.value,
            case .object(let actions)? = root.first(where: { $0.key == "actions" })?.value.value
        else { return [] }
        return actions.compactMap { action -> MigratingAppIntent? in
            guard case .object(let members) = action.value.value,
                let classMember = members.first(where: { $0.key == "customIntentClassName" }),
                case .string(let className) = classMember.value.value
            else { return nil }
            var typeName = action.key
            if case .string(let qualified)? = members.first(where: { $0.key == "fullyQualifiedTypeName" })?.value.value
            {
                typeName = qualified.split(separator: ".").last.map(String.init) ?? qualified
            }
            var parameters: [MigratingAppIntent.Parameter] = []
            if case .array(let items)? = members.first(where: { $0.key == "parameters" })?.value.value {
                for item in items {
                    guard case .object(let fields) = item.value, let name = fields.first(where: { $0.key == "name" }),
                        case .string(let text) = name.value.value
                    else { continue }
                    parameters.append(.init(name: text, type: nil, at: name.value.location))
                }
            }
            return MigratingAppIntent(
                typeName: typeName,
                classNameDeclaration: .init(literal: className, at: classMember.value.location),
                at: classMember.value.location, parameters: parameters)
        }
    }
}
