/// A key the decoder asks a dictionary for, by its spelling: one of the ``DefinitionKey``s, or
/// a ``ParameterKeySuffix`` under the prefix of a parameter role.
///
/// Kept as the two literal parts the spelling joins (`head` then `tail`), so that asking for a
/// key compares bytes and builds no string.
struct PlistKey: Equatable, CustomStringConvertible {
    let head: String
    let tail: String

    /// The key as the file spells it.
    var description: String { head + tail }

    /// Keys are equal when spelled alike, however the spelling is split.
    static func == (lhs: PlistKey, rhs: PlistKey) -> Bool { lhs.description == rhs.description }

    /// The top-level, intent, response, enum, custom type or combination key `name`.
    init(_ name: DefinitionKey) {
        (head, tail) = (name.rawValue, "")
    }

    /// The parameter key `suffix` under the prefix of `role`, e.g. `INIntentParameterTag`.
    init(_ role: ParameterRole, _ suffix: ParameterKeySuffix) {
        (head, tail) = (role.keyPrefix, suffix.rawValue)
    }

    private init(head: String, tail: String) {
        (self.head, self.tail) = (head, tail)
    }

    /// The key `name` (`.named(.INIntentName)` reads better at call sites than `.init`).
    static func named(_ name: DefinitionKey) -> PlistKey { PlistKey(name) }

    /// The key spelled like this one followed by `ID`: the localization ID of a text.
    var idSibling: PlistKey { PlistKey(head: head, tail: tail + "ID") }
}
