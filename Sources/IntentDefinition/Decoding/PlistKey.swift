/// A key the decoder asks a dictionary for: its number in ``vocabulary``, the list of every key
/// any decoder reads.
///
/// The document writer gives each stored key the number of its spelling (see
/// ``PlistDocument/Record/keyID``), looked up once per distinct spelling, so finding a key in a
/// dictionary compares two numbers per entry. Comparing the key's bytes with each stored key
/// of the same length cost 7.3 M instructions in lint 2 MB (callgrind), about 105 per lookup,
/// plus building the key from its literal parts at every lookup.
struct PlistKey: Equatable, CustomStringConvertible {
    /// The key's index in ``vocabulary``; never 0, the number of every other key.
    let id: UInt16

    /// The top-level, intent, response, enum, custom type or combination key `name`.
    init(_ name: DefinitionKey) {
        id = 1 + name.ordinal
    }

    /// The parameter key `suffix` under the prefix of `role`, e.g. `INIntentParameterTag`.
    init(_ role: ParameterRole, _ suffix: ParameterKeySuffix) {
        id = Self.firstParameterKey + Self.roleIndex(role) * Self.suffixCount + suffix.ordinal
    }

    private init(id: UInt16) {
        self.id = id
    }

    /// The key `name` (`.named(.INIntentName)` reads better at call sites than `.init`).
    static func named(_ name: DefinitionKey) -> PlistKey { PlistKey(name) }

    /// The key spelled like this one followed by `ID`: the localization ID of a text, which the
    /// vocabulary lists right after it.
    var idSibling: PlistKey {
        let sibling = PlistKey(id: id + 1)
        assert(sibling.description == description + "ID", "\(self) is not followed by its ID key")
        return sibling
    }

    /// The spelling of the key.
    var description: String { Self.vocabulary[Int(id)] }

    /// The number of the key spelled `text` (UTF-8), or 0 when no decoder reads it.
    static func id(of text: UnsafeBufferPointer<UInt8>) -> UInt16 {
        ids[String(decoding: text, as: UTF8.self)] ?? 0
    }

    /// Every key the decoders read, at its ``id``: an empty placeholder at 0, the
    /// ``DefinitionKey``s, then the ``ParameterKeySuffix``es under each parameter prefix.
    static let vocabulary: [String] =
        [""] + DefinitionKey.allCases.map(\.rawValue)
        + roles.flatMap { role in ParameterKeySuffix.allCases.map { role.keyPrefix + $0.rawValue } }

    /// The ``id`` of each spelling in ``vocabulary``.
    private static let ids = Dictionary(
        uniqueKeysWithValues: vocabulary.enumerated().dropFirst().map { ($0.element, UInt16($0.offset)) })

    /// The ``id`` of the first parameter key (`allCases` builds an array at each use).
    private static let firstParameterKey = 1 + UInt16(DefinitionKey.allCases.count)
    private static let suffixCount = UInt16(ParameterKeySuffix.allCases.count)

    /// The parameter roles, in the order their keys follow the ``DefinitionKey``s.
    private static let roles: [ParameterRole] = [.intentParameter, .responseParameter, .typeProperty]

    private static func roleIndex(_ role: ParameterRole) -> UInt16 {
        switch role {
        case .intentParameter: 0
        case .responseParameter: 1
        case .typeProperty: 2
        }
    }
}
