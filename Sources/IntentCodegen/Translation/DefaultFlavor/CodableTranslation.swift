import IntentDefinition

/// How one stored property is decoded.
enum StoredDecoding: Equatable {
    /// `decodeIfPresent(T.self, forKey:)`: an optional; synthesized coding does the same.
    case optional
    /// `decode(T.self, forKey:)`: a value the JSON must hold (`displayString`); synthesized.
    case required
    /// `decode(T.self, forKey:, default:)`: a non-optional value (an array, an enum with an
    /// unknown case, a response's `code`) that a missing key or `null` gives its default.
    case withDefault(SwiftExpression)
    /// `decodeIfPresent(T.self, forKey:, ifMissing:)`: an optional with a definition default,
    /// which a missing key (not `null`) gives.
    case optionalWithDefault(SwiftExpression)
    /// `decodeKnownCase(E.self, forKey:)`: an optional enum without an unknown case, whose
    /// unknown raw values become nil; with `ifMissing:` when the definition has a default.
    case knownCase(ifMissing: SwiftExpression?)
    /// `decodeKnownCases(E.self, forKey:, default:)`: an array of such an enum, without the
    /// unknown raw values.
    case knownCases(default: SwiftExpression)
    /// `decode(IntentIndirect<T>.self, forKey:)`: the box of a recursive property, coded
    /// under the property's own name; synthesized coding does the same.
    case boxed

    /// Whether the compiler's synthesized `init(from:)` decodes the property this way.
    var isSynthesized: Bool {
        switch self {
        case .optional, .required, .boxed: true
        case .withDefault, .optionalWithDefault, .knownCase, .knownCases: false
        }
    }

    /// The `KeyedDecodingContainer` method called on `container`.
    private var callee: String {
        switch self {
        case .optional, .optionalWithDefault: "container.decodeIfPresent"
        case .required, .withDefault, .boxed: "container.decode"
        case .knownCase: "container.decodeKnownCase"
        case .knownCases: "container.decodeKnownCases"
        }
    }

    /// `try container.<method>(type.self, forKey: key, …)`.
    func call(_ type: SwiftType, key: String) -> SwiftExpression {
        var arguments = [SwiftArgument(nil, .member(.type(type), "self")), SwiftArgument("forKey", .atom(key))]
        switch self {
        case .withDefault(let value), .knownCases(let value):
            arguments.append(SwiftArgument("default", value))
        case .optionalWithDefault(let value), .knownCase(let value?):
            arguments.append(SwiftArgument("ifMissing", value))
        case .optional, .required, .knownCase(nil), .boxed:
            break
        }
        return .prefixed(.try, .call(callee, arguments))
    }
}

/// One stored property as the generated coding sees it.
struct CodedProperty {
    /// The stored property, `self.count`.
    var target: SwiftExpression
    /// Its `CodingKeys` case: the property's name, with the JSON key as raw value where the
    /// stored property is named otherwise (a box's `_parent` is stored under `parent`).
    var key: SwiftEnumCase
    /// The type its decoding names (`Int`, `[String]`, the enum of `decodeKnownCase`).
    var type: SwiftType
    /// How it is decoded.
    var decoding: StoredDecoding
    /// It is optional and `nil` is written as `null`, so that a stored nil decodes as nil
    /// rather than as the definition's default.
    var writesNull: Bool
    /// `encode` rather than `encodeIfPresent`.
    var encodesAlways: Bool
}

/// Coding that lets stored configurations evolve (widget hosts persist them, and newer app
/// versions read what older ones wrote), written only where the compiler's synthesized coding
/// would do otherwise:
///
/// - A missing key takes the definition's default value, else the unset value (nil, `[]`, the
///   enum's raw-value-0 case), so adding a parameter or property never breaks decoding.
/// - An optional property with a definition default is encoded as `null` when nil (which needs
///   `CodingKeys` and `encode(to:)`); other nil values are left out, as synthesized coding does.
/// - An enum raw value this version does not know decodes as the enum's raw-value-0 case (the
///   runtime's `IntentTolerantEnum`); a property of an enum without such a case decodes it as
///   nil, and an array of such an enum drops the unknown elements.
extension DefaultFlavorTranslator {
    /// `<coder>.container(keyedBy: CodingKeys.self)`.
    private static func container(of coder: String) -> SwiftExpression {
        .call(
            .member(.atom(coder), "container"), [SwiftArgument("keyedBy", .member(.atom("CodingKeys"), "self"))])
    }

    /// `CodingKeys`, `init(from:)` and `encode(to:)` over `properties`, as member groups; each
    /// only when synthesized coding would not do the same.
    func codingGroups(_ properties: [CodedProperty]) -> [[SwiftDeclaration]] {
        let writesNull = properties.contains(where: \.writesNull)
        var groups: [[SwiftDeclaration]] = []
        if writesNull || properties.contains(where: { $0.decoding == .boxed }) {
            groups.append([
                .nominal(
                    SwiftNominalType(
                        modifiers: [.private], kind: .enum, name: "CodingKeys",
                        inheritance: [.swift(.string), .swift(.codingKey)],
                        memberGroups: [properties.map { .enumCase($0.key) }]))
            ])
        }
        if properties.contains(where: { !$0.decoding.isSynthesized }) {
            let container = SwiftStatement.variable(
                isConstant: true, name: "container", type: nil,
                value: .prefixed(.try, Self.container(of: "decoder")))
            let body = properties.map { property in
                SwiftStatement.assignment(
                    target: property.target,
                    value: property.decoding.call(property.type, key: "." + property.key.name))
            }
            groups.append([codingFunction(encoding: false, [container] + body)])
        }
        if writesNull {
            let container = SwiftStatement.variable(
                isConstant: false, name: "container", type: nil,
                value: Self.container(of: "encoder"))
            let body = properties.map { property in
                SwiftStatement.expression(
                    .prefixed(
                        .try,
                        .call(
                            property.encodesAlways ? "container.encode" : "container.encodeIfPresent",
                            [
                                SwiftArgument(nil, property.target),
                                SwiftArgument("forKey", .atom("." + property.key.name)),
                            ])))
            }
            groups.append([codingFunction(encoding: true, [container] + body)])
        }
        return groups
    }

    /// `init(from decoder:) throws`, or `encode(to encoder:) throws` when `encoding`, with `body`.
    func codingFunction(encoding: Bool, _ body: [SwiftStatement]) -> SwiftDeclaration {
        let parameter =
            encoding
            ? SwiftParameter(label: "to", name: "encoder", type: .existential(.swift(.encoder)))
            : SwiftParameter(label: "from", name: "decoder", type: .existential(.swift(.decoder)))
        return .function(
            SwiftFunction(
                modifiers: accessModifiers, name: encoding ? "encode" : "init", parameters: [parameter],
                effects: [.throws], body: body))
    }

    /// The coding of a planned member stored in the property `member.name` (or, boxed, in its
    /// hidden storage).
    func codedProperty(_ member: DefaultFlavorMember) -> CodedProperty {
        let valueType = member.valueType
        if member.plan.isBoxed {
            let storage = storageName(of: member)
            return CodedProperty(
                target: .selfMember(storage),
                key: SwiftEnumCase(name: storage, rawValue: SwiftStringLiteral.quoted(member.name.bare)),
                type: .runtime(.indirect).of(valueType.element), decoding: .boxed,
                writesNull: false,
                encodesAlways: true)
        }
        let definitionDefault = member.defaultValue
        let decoding: StoredDecoding
        var type = valueType.presentType
        if case .enumeration = valueType.kind, valueType.unknownCase == nil, !valueType.enumCases.isEmpty {
            // Read as raw values, so that unknown ones become nil or are dropped.
            type = valueType.element
            decoding =
                valueType.isArray
                ? .knownCases(default: definitionDefault ?? valueType.unsetValue)
                : .knownCase(ifMissing: definitionDefault)
        } else if !valueType.isOptional {
            decoding = .withDefault(definitionDefault ?? valueType.unsetValue)
        } else if let definitionDefault {
            decoding = .optionalWithDefault(definitionDefault)
        } else {
            decoding = .optional
        }
        let writesNull = valueType.isOptional && definitionDefault != nil
        return CodedProperty(
            target: .selfMember(member.name.spelled), key: SwiftEnumCase(name: member.name.spelled), type: type,
            decoding: decoding,
            writesNull: writesNull, encodesAlways: writesNull || !valueType.isOptional)
    }

    /// The coding of a property that is not a parameter (`code`, `identifier`,
    /// `displayString`), decoded as `type` the way `decoding` says.
    func plainCodedProperty(_ name: String, type: SwiftType, decoding: StoredDecoding) -> CodedProperty {
        CodedProperty(
            target: .selfMember(name), key: SwiftEnumCase(name: name), type: type, decoding: decoding,
            writesNull: false,
            encodesAlways: decoding != .optional)
    }
}
