import IntentDefinition

/// One stored property as the generated `Codable` implementation sees it.
struct CodedProperty {
    /// Its `CodingKeys` case. The JSON key is the case name (the property's Swift name, as
    /// synthesized coding has always written it), or the raw value where they differ.
    var key: SwiftEnumCase
    /// The statements of `init(from:)` that set the property from `container`.
    var decoding: [SwiftStatement]
    /// The statement of `encode(to:)` that writes it into `container`.
    var encoding: SwiftStatement
}

/// Coding that lets stored configurations evolve (widget hosts persist them, and newer app
/// versions read what older ones wrote):
///
/// - A missing key takes the definition's default value, else the unset value (nil, `[]`, the
///   enum's raw-value-0 case), so adding a parameter or property never breaks decoding.
/// - An optional property with a definition default is encoded as `null` when nil, so that a
///   stored nil decodes as nil rather than as the default; other nil values are left out, as
///   synthesized coding does, which keeps the JSON of existing configurations unchanged.
/// - An enum raw value this version does not know decodes as the enum's raw-value-0 case (the
///   enum's own `init(from:)`); a property of an enum without such a case decodes it as nil,
///   and an array of such an enum drops the unknown elements.
extension StandardTranslator {
    /// `CodingKeys`, `init(from:)` and `encode(to:)` over `properties`, as member groups.
    func codingGroups(_ properties: [CodedProperty]) -> [[SwiftDeclaration]] {
        let codingKeys = SwiftNominalType(
            modifiers: ["private"], kind: .enum, name: "CodingKeys", inheritance: ["String", "CodingKey"],
            memberGroups: [properties.map { .enumCase($0.key) }])
        let decoder = SwiftFunction(
            documentation: """
                Decodes a stored value. A missing key takes the definition's default (else no \
                value), and an enum raw value this version does not know becomes the enum's \
                unknown case (else no value), so values stored by other versions still decode.
                """,
            modifiers: [access], name: "init",
            parameters: [SwiftParameter(label: "from", name: "decoder", type: "any Decoder")], effects: ["throws"],
            body: [
                .variable(
                    isConstant: true, name: "container", type: nil,
                    value: .atom("try decoder.container(keyedBy: CodingKeys.self)"))
            ] + properties.flatMap(\.decoding))
        let encoder = SwiftFunction(
            documentation: """
                Encodes each value under its property's name; nil is written as null where the \
                definition has a default, and left out elsewhere.
                """,
            modifiers: [access], name: "encode",
            parameters: [SwiftParameter(label: "to", name: "encoder", type: "any Encoder")], effects: ["throws"],
            body: [
                .variable(
                    isConstant: false, name: "container", type: nil,
                    value: .atom("encoder.container(keyedBy: CodingKeys.self)"))
            ] + properties.map(\.encoding))
        return [[.nominal(codingKeys)], [.function(decoder)], [.function(encoder)]]
    }

    /// The coding of a parameter stored in the property `member.name`.
    func codedProperty(_ member: StandardMember) -> CodedProperty {
        let valueType = member.valueType
        let key = "." + member.name.spelled
        let target = "self." + member.name.spelled
        let definitionDefault = member.defaultValue
        let stored = storedValue(valueType, key: key)
        let decoding: [SwiftStatement]
        let encodesNil: Bool
        if !valueType.isOptional {
            decoding = [.assignment(target: target, value: .binary(stored, "??", definitionDefault ?? valueType.unsetValue))]
            encodesNil = false
        } else if let definitionDefault {
            decoding = [
                .if(
                    condition: "container.contains(\(key))", body: [.assignment(target: target, value: stored)],
                    orElse: [.assignment(target: target, value: definitionDefault)])
            ]
            encodesNil = true
        } else {
            decoding = [.assignment(target: target, value: stored)]
            encodesNil = false
        }
        return CodedProperty(
            key: SwiftEnumCase(name: member.name.spelled), decoding: decoding,
            encoding: Self.encoding(target, key: key, ifPresent: valueType.isOptional && !encodesNil))
    }

    /// The coding of a property kept in a box: the hidden storage `_<name>` is coded under the
    /// key `<name>`, as the property itself would be.
    func boxedCodedProperty(_ member: StandardMember) -> CodedProperty {
        let storage = storageName(of: member)
        let key = "." + storage
        return CodedProperty(
            key: SwiftEnumCase(name: storage, rawValue: SwiftStringLiteral.quoted(member.name.bare)),
            decoding: [
                .assignment(
                    target: "self." + storage,
                    value: Self.decodeIfPresent("\(StandardNaming.indirectBox)<\(member.valueType.element)>", key: key))
            ],
            encoding: Self.encoding("self." + storage, key: key, ifPresent: true))
    }

    /// The coding of a property that is not a parameter (`code`, `identifier`,
    /// `displayString`): decoded as `type`, `fallback` when missing (nil: the key is required),
    /// left out when nil if `ifPresent`.
    func plainCodedProperty(_ name: String, type: String, fallback: SwiftExpression?, ifPresent: Bool = false) -> CodedProperty {
        let key = "." + name
        let value: SwiftExpression =
            if let fallback {
                .binary(Self.decodeIfPresent(type, key: key), "??", fallback)
            } else if ifPresent {
                Self.decodeIfPresent(type, key: key)
            } else {
                .prefixed(
                    "try ",
                    .call("container.decode", [SwiftArgument(nil, .atom(type + ".self")), SwiftArgument("forKey", .atom(key))]))
            }
        return CodedProperty(
            key: SwiftEnumCase(name: name), decoding: [.assignment(target: "self." + name, value: value)],
            encoding: Self.encoding("self." + name, key: key, ifPresent: ifPresent))
    }

    /// `init(from:)` of an `Int` enum with a raw-value-0 case: raw values this version does not
    /// know become that case instead of failing the whole stored value.
    func tolerantEnumDecoder(unknownCase: String) -> SwiftFunction {
        SwiftFunction(
            documentation: "Decodes a raw value; one this version does not know becomes `.\(unknownCase)`.",
            modifiers: [access], name: "init",
            parameters: [SwiftParameter(label: "from", name: "decoder", type: "any Decoder")], effects: ["throws"],
            body: [
                .assignment(
                    target: "self",
                    value: .binary(
                        .atom("try Self(rawValue: decoder.singleValueContainer().decode(Int.self))"), "??",
                        .atom("." + unknownCase)))
            ])
    }

    /// The value stored under `key`, nil when missing or null. Enums without a raw-value-0
    /// case are read as raw values, so that unknown ones become nil (or are dropped from
    /// arrays) instead of failing. (An enum without any case has no raw values; it decodes
    /// nothing but a missing or null value.)
    private func storedValue(_ valueType: StandardValueType, key: String) -> SwiftExpression {
        guard case .enumeration = valueType.kind, valueType.unknownCase == nil, !valueType.enumCases.isEmpty else {
            return Self.decodeIfPresent(valueType.presentType, key: key)
        }
        let fromRawValue = "\(valueType.element).init(rawValue:)"
        return valueType.isArray
            ? .optionalMember(Self.decodeIfPresent("[Int]", key: key), "compactMap(\(fromRawValue))")
            : .member(Self.decodeIfPresent("Int", key: key), "flatMap(\(fromRawValue))")
    }

    /// `try container.decodeIfPresent(T.self, forKey: key)`.
    private static func decodeIfPresent(_ type: String, key: String) -> SwiftExpression {
        .prefixed(
            "try ",
            .call(
                "container.decodeIfPresent",
                [SwiftArgument(nil, .atom(type + ".self")), SwiftArgument("forKey", .atom(key))]))
    }

    /// `try container.encode(value, forKey: key)`, or `encodeIfPresent`.
    private static func encoding(_ value: String, key: String, ifPresent: Bool) -> SwiftStatement {
        .expression(
            .prefixed(
                "try ",
                .call(
                    ifPresent ? "container.encodeIfPresent" : "container.encode",
                    [SwiftArgument(nil, .atom(value)), SwiftArgument("forKey", .atom(key))])))
    }
}
