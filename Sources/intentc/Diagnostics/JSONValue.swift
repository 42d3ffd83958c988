#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A JSON value built in code: the structured diagnostic formats (JSON, SARIF) are trees of these.
enum JSONValue: Encodable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    case string(String)
    case int(Int)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    init(stringLiteral value: String) { self = .string(value) }
    init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    init(dictionaryLiteral members: (String, JSONValue)...) {
        self = .object(Dictionary(uniqueKeysWithValues: members))
    }

    /// `value`, or `null` when it is nil.
    init(_ value: String?) { self = value.map(JSONValue.string) ?? .null }
    /// `value`, or `null` when it is nil.
    init(_ value: Int?) { self = value.map(JSONValue.int) ?? .null }

    /// An object of the members that are not nil: absent, not `null`.
    static func members(_ members: KeyValuePairs<String, JSONValue?>) -> JSONValue {
        .object(Dictionary(uniqueKeysWithValues: members.compactMap { key, value in value.map { (key, $0) } }))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let string): try container.encode(string)
        case .int(let number): try container.encode(number)
        case .array(let elements): try container.encode(elements)
        case .object(let members): try container.encode(members)
        case .null: try container.encodeNil()
        }
    }

    /// Deterministic JSON text (sorted keys, unescaped slashes, pretty-printed) ending in a newline.
    static func text(of value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }

    /// The value as ``text(of:)``; strings, integers and containers of them cannot fail to encode.
    var text: String { (try? Self.text(of: self)) ?? "null\n" }
}
