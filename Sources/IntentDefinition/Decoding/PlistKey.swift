/// A key the decoder asks a dictionary for, by its spelling: one of the ``DefinitionKey``s, or
/// a ``ParameterKeySuffix`` under the prefix of a parameter role.
struct PlistKey: Equatable, CustomStringConvertible {
    /// The key as the file spells it.
    let description: String

    /// The top-level, intent, response, enum, custom type or combination key `name`.
    init(_ name: DefinitionKey) {
        description = name.rawValue
    }

    /// The parameter key `suffix` under the prefix of `role`, e.g. `INIntentParameterTag`.
    init(_ role: ParameterRole, _ suffix: ParameterKeySuffix) {
        description = role.keyPrefix + suffix.rawValue
    }

    private init(spelling: String) {
        description = spelling
    }

    /// The key `name` (`.named(.INIntentName)` reads better at call sites than `.init`).
    static func named(_ name: DefinitionKey) -> PlistKey { PlistKey(name) }

    /// The key spelled like this one followed by `ID`: the localization ID of a text.
    var idSibling: PlistKey { PlistKey(spelling: description + "ID") }
}
