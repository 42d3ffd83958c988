/// How much of an element is checked.
enum CheckDepth {
    /// Everything (custom intents, enums, custom types).
    case full
    /// Only names, tags and combination keys: system intents, whose types live in the SDK and
    /// which need no response (DefinitionFormat.md, 'System intents').
    case namesAndTags
}

/// A list of parameters and what holds it: an intent, its response, or a custom type.
///
/// Intent parameters, response parameters and type properties share one vocabulary
/// (DefinitionFormat.md, 'Parameters'), so one set of checks serves all three, parameterised by
/// this container.
struct ParameterContainer {
    /// Which vocabulary the parameters come from.
    let role: ParameterRole
    /// What the holder is: `intent`, `type`.
    let ownerNoun: String
    /// The holder's name.
    let ownerName: String
    /// The parameters in file order.
    let parameters: [Parameter]
    /// `INIntentLastParameterTag`, `INIntentResponseLastParameterTag` or `INTypeLastPropertyTag`.
    let lastTag: Located<Int>?
    /// How much is checked.
    let depth: CheckDepth

    /// The holder, as messages name it: `intent 'BrewCoffee'`, `type 'Roaster'`.
    var owner: String { "\(ownerNoun) '\(ownerName)'" }

    /// `parameter 'size' of intent 'BrewCoffee'`.
    func describe(_ parameter: Parameter) -> String {
        "\(role.noun) '\(parameter.name)' of \(owner)"
    }

    /// The key that holds the last-used tag, for messages.
    var lastTagKey: String {
        switch role {
        case .intentParameter: "INIntentLastParameterTag"
        case .responseParameter: "INIntentResponseLastParameterTag"
        case .typeProperty: "INTypeLastPropertyTag"
        }
    }
}

extension ParameterRole {
    /// What messages call one parameter of this role.
    package var noun: String {
        switch self {
        case .intentParameter: "parameter"
        case .responseParameter: "response parameter"
        case .typeProperty: "property"
        }
    }
}

extension Array where Element == Parameter {
    /// Whether a parameter has this name.
    func containsParameter(named name: String) -> Bool {
        contains { $0.name == name }
    }
}
