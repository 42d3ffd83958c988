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

extension Encoder {
    /// Writes an object of `kind` with the payload under `key`.
    fileprivate func encode(kind: String, _ payload: some Encodable, forKey key: KindCodingKey = .value) throws {
        var container = container(keyedBy: KindCodingKey.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(payload, forKey: key)
    }
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
    /// The kinds without a payload, by their JSON names.
    private static let plainKinds: [String: ParameterType] = [
        "string": .string, "integer": .integer, "decimal": .decimal, "boolean": .boolean,
        "dateComponents": .dateComponents, "timeInterval": .timeInterval, "url": .url, "file": .file,
        "placemark": .placemark, "person": .person, "speakableString": .speakableString,
        "currencyAmount": .currencyAmount, "paymentMethod": .paymentMethod, "genericObject": .genericObject,
        "missing": .missing,
    ]

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .measurement(let unit): try encoder.encode(kind: "measurement", unit)
        case .enumeration(let reference): try encoder.encode(kind: "enumeration", reference, forKey: .reference)
        case .object(let reference): try encoder.encode(kind: "object", reference, forKey: .reference)
        case .unknown(let written): try encoder.encode(kind: "unknown", written)
        default:
            var container = encoder.singleValueContainer()
            try container.encode(Self.plainKinds.first { $0.value == self }?.key)
        }
    }

    public init(from decoder: any Decoder) throws {
        if let plain = try? decoder.singleValueContainer().decode(String.self) {
            guard let kind = Self.plainKinds[plain] else {
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
        switch self {
        case .string(let text): try encoder.encode(kind: "string", text)
        case .integer(let number): try encoder.encode(kind: "integer", number)
        case .number(let number): try encoder.encode(kind: "number", number)
        case .boolean(let flag): try encoder.encode(kind: "boolean", flag)
        case .enumCase(let name): try encoder.encode(kind: "enumCase", name)
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
        switch self {
        case .text(let text): try encoder.encode(kind: "text", text)
        case .boolean(let flag): try encoder.encode(kind: "boolean", flag)
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
