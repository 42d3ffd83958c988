/// A name as generated code writes it.
struct SwiftName: Hashable, Sendable {
    /// The identifier without backticks: what derived names (`provide<P>OptionsCollection`,
    /// `<Intent>Response`) are built from.
    var bare: String
    /// The identifier as written in code, in backticks when it is a keyword.
    var spelled: String

    /// The name as an argument label in a call: keywords need no backticks there (swiftc warns
    /// about needless ones), except `inout`.
    var argumentLabel: String {
        bare == "inout" ? spelled : bare
    }

    /// The bare identifier with its first character upper-cased, as Xcode forms `<P>`.
    var upperFirst: String { Self.upperFirst(bare) }

    /// `name` with its first character upper-cased: the one rule derived names use.
    ///
    /// Nearly every name starts with an ASCII letter, which is upper-cased on its byte (marks
    /// combined with it keep their own case either way); other first characters go through
    /// `Character.uppercased()`.
    static func upperFirst(_ name: String) -> String {
        guard let byte = name.utf8.first else { return name }
        if byte < 0x80 {
            guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) else { return name }
            var bytes = Array(name.utf8)
            bytes[0] -= UInt8(ascii: "a") - UInt8(ascii: "A")
            return String(decoding: bytes, as: UTF8.self)
        }
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }
}

/// Where a name is used, which decides what it must avoid.
enum NamePosition: Sendable {
    /// A top-level type.
    case type
    /// A property, enum case, function or argument label inside a generated type.
    case member
}

extension SwiftName {
    /// The type this name names, as declarations and expressions refer to it.
    var type: SwiftType { .named(spelled) }
}
