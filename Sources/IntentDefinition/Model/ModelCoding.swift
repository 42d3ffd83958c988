// JSON shapes of the model's enums with associated values, for `intentc dump`: a plain string
// for a plain kind (`"integer"`, `"custom"`), an object with a `kind` for the others, instead of
// the `{"integer": {}}` / `{"object": {"_0": …}}` that synthesized Codable writes.

private struct KindCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }

    static let kind = KindCodingKey("kind")
    static let value = KindCodingKey("value")
    static let reference = KindCodingKey("reference")
}

extension Intent.Kind {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .custom: try container.encode("custom")
        case .system: try container.encode("system")
        case .other(let written): try container.encode(["kind": "other", "value": written])
        }
    }

    public init(from decoder: any Decoder) throws {
        if let plain = try? decoder.singleValueContainer().decode(String.self) {
            switch plain {
            case "custom": self = .custom
            case "system": self = .system
            default:
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "unknown intent kind \(plain)"))
            }
            return
        }
        let container = try decoder.container(keyedBy: KindCodingKey.self)
        self = .other(try container.decode(String.self, forKey: .value))
    }
}

extension ParameterType {
    /// The name of the kind in JSON, e.g. `integer`, `object`, `measurement`.
    private var kindName: String {
        switch self {
        case .string: "string"
        case .integer: "integer"
        case .decimal: "decimal"
        case .boolean: "boolean"
        case .dateComponents: "dateComponents"
        case .timeInterval: "timeInterval"
        case .url: "url"
        case .file: "file"
        case .placemark: "placemark"
        case .person: "person"
        case .speakableString: "speakableString"
        case .currencyAmount: "currencyAmount"
        case .paymentMethod: "paymentMethod"
        case .measurement: "measurement"
        case .enumeration: "enumeration"
        case .object: "object"
        case .genericObject: "genericObject"
        case .unknown: "unknown"
        case .missing: "missing"
        }
    }

    private static let plainKinds: [ParameterType] = [
        .string, .integer, .decimal, .boolean, .dateComponents, .timeInterval, .url, .file,
        .placemark, .person, .speakableString, .currencyAmount, .paymentMethod, .genericObject,
        .missing,
    ]

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .measurement(let unit):
            var container = encoder.container(keyedBy: KindCodingKey.self)
            try container.encode(kindName, forKey: .kind)
            try container.encode(unit, forKey: .value)
        case .enumeration(let reference), .object(let reference):
            var container = encoder.container(keyedBy: KindCodingKey.self)
            try container.encode(kindName, forKey: .kind)
            try container.encode(reference, forKey: .reference)
        case .unknown(let written):
            var container = encoder.container(keyedBy: KindCodingKey.self)
            try container.encode(kindName, forKey: .kind)
            try container.encode(written, forKey: .value)
        default:
            var container = encoder.singleValueContainer()
            try container.encode(kindName)
        }
    }

    public init(from decoder: any Decoder) throws {
        if let plain = try? decoder.singleValueContainer().decode(String.self) {
            guard let kind = Self.plainKinds.first(where: { $0.kindName == plain }) else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "unknown parameter type \(plain)"))
            }
            self = kind
            return
        }
        let container = try decoder.container(keyedBy: KindCodingKey.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "measurement": self = .measurement(try container.decode(MeasurementKind.self, forKey: .value))
        case "enumeration": self = .enumeration(try container.decode(TypeReference.self, forKey: .reference))
        case "object": self = .object(try container.decode(TypeReference.self, forKey: .reference))
        case "unknown": self = .unknown(try container.decode(String.self, forKey: .value))
        case let other:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "unknown parameter type \(other)")
        }
    }
}

extension DefaultValue.Value {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: KindCodingKey.self)
        switch self {
        case .string(let text):
            try container.encode("string", forKey: .kind)
            try container.encode(text, forKey: .value)
        case .integer(let number):
            try container.encode("integer", forKey: .kind)
            try container.encode(number, forKey: .value)
        case .number(let number):
            try container.encode("number", forKey: .kind)
            try container.encode(number, forKey: .value)
        case .boolean(let flag):
            try container.encode("boolean", forKey: .kind)
            try container.encode(flag, forKey: .value)
        case .enumCase(let name):
            try container.encode("enumCase", forKey: .kind)
            try container.encode(name, forKey: .value)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: KindCodingKey.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "string": self = .string(try container.decode(String.self, forKey: .value))
        case "integer": self = .integer(try container.decode(Int.self, forKey: .value))
        case "number": self = .number(try container.decode(Double.self, forKey: .value))
        case "boolean": self = .boolean(try container.decode(Bool.self, forKey: .value))
        case "enumCase": self = .enumCase(try container.decode(String.self, forKey: .value))
        case let other:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "unknown default kind \(other)")
        }
    }
}

extension RelationshipValue: Codable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: KindCodingKey.self)
        switch self {
        case .text(let text):
            try container.encode("text", forKey: .kind)
            try container.encode(text, forKey: .value)
        case .boolean(let flag):
            try container.encode("boolean", forKey: .kind)
            try container.encode(flag, forKey: .value)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: KindCodingKey.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "text": self = .text(try container.decode(String.self, forKey: .value))
        case "boolean": self = .boolean(try container.decode(Bool.self, forKey: .value))
        case let other:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "unknown relationship value kind \(other)")
        }
    }
}
