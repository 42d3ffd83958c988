import IntentDefinition

/// A value written in the definition (a default), fitted to the member it belongs to: what
/// every flavor spells as a literal of its own type.
enum ModelValue: Hashable {
    /// Text, for String and SpeakableString members.
    case string(String)
    /// A whole number: an Integer member's value, or a Decimal or TimeInterval value written
    /// without a fraction.
    case integer(Int)
    /// A finite number with a fraction, for Decimal and TimeInterval members.
    case decimal(Double)
    /// A Boolean member's value.
    case boolean(Bool)
    /// A case of the member's enum: an index into its cases.
    case enumCase(Int)

    /// The definition's default (`…MetadataDefaultValue`) of `parameter` when it fits `kind`;
    /// nil when there is none or it does not fit (validation reports that). The same value is
    /// the default of each element of an array member.
    static func defaultValue(of parameter: Parameter, kind: ValueKind, in definition: Definition) -> ModelValue? {
        guard let value = parameter.metadata.defaultValue?.value else { return nil }
        switch (kind, value) {
        case (.builtIn(.string), .string(let text)), (.builtIn(.speakableString), .string(let text)):
            return .string(text)
        case (.builtIn(.integer), .integer(let number)),
            (.builtIn(.decimal), .integer(let number)), (.builtIn(.timeInterval), .integer(let number)):
            return .integer(number)
        case (.builtIn(.integer), .number(let number)):
            return WholeNumber.of(number).map(ModelValue.integer)
        case (.builtIn(.decimal), .number(let number)), (.builtIn(.timeInterval), .number(let number)):
            return number.isFinite ? .decimal(number) : nil
        case (.builtIn(.boolean), .boolean(let flag)):
            return .boolean(flag)
        case (.enumeration(let index), .enumCase(let caseName)):
            return definition.enums[index].cases.firstIndex { $0.name == caseName }.map(ModelValue.enumCase)
        default:
            return nil
        }
    }

    /// The default `member`'s descriptor describes: the text of its parameter's default, except
    /// that a default a member of its kind cannot take (a case name that names no case of the
    /// member's enum, a string for a number, a fraction for an Integer) is no default, as in
    /// Xcode's classes; validation warns about each.
    static func descriptorText(of member: MemberPlan) -> String? {
        if member.defaultValue == nil, takesDefaults(member.kind) { return nil }
        return descriptorText(of: member.parameter)
    }

    /// Whether ``defaultValue(of:kind:in:)`` reads defaults for members of `kind`; other kinds
    /// (dates, files, objects, …) keep theirs as written text.
    private static func takesDefaults(_ kind: ValueKind) -> Bool {
        switch kind {
        case .builtIn(.string), .builtIn(.speakableString), .builtIn(.integer), .builtIn(.decimal),
            .builtIn(.timeInterval), .builtIn(.boolean), .enumeration:
            true
        default:
            false
        }
    }

    /// The default as plain text, as descriptors describe it: the case name, the number,
    /// `true`/`false` or the string as written (whether or not it fits the member).
    static func descriptorText(of parameter: Parameter) -> String? {
        switch parameter.metadata.defaultValue?.value {
        case nil: nil
        case .string(let text): text
        case .integer(let number): String(number)
        case .number(let number): WholeNumber.text(number)
        case .boolean(let flag): flag ? "true" : "false"
        case .enumCase(let name): name
        }
    }
}
