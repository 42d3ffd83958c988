/// The `swift-format` rules a generated file opts out of, because they judge names that come
/// verbatim from the definition (`input_file`, `航拍`) or shapes the generated API needs.
/// A rule is listed only when the file could trip it; the checks err on the side of listing.
enum StandardLintExemptions {
    /// The rule names, sorted.
    static func rules(for names: DefinitionNames, options: GenerationOptions) -> [String] {
        let intentNames = names.intents.compactMap { $0 }
        var typeNames: [String] = intentNames.map(\.type.bare)
        typeNames += names.enums.map(\.type.bare)
        typeNames += names.types.map(\.type.bare)
        var memberNames: [String] = intentNames.flatMap { $0.parameters + $0.responseParameters + $0.customCodes }
            .map(\.bare)
        memberNames += names.enums.flatMap(\.cases).map(\.bare)
        memberNames += names.types.flatMap(\.properties).map(\.bare)
        var rules: Set<String> = []
        if memberNames.contains(where: { hasInnerUnderscore($0) || !startsLowercase($0) }) {
            rules.insert("AlwaysUseLowerCamelCase")
        }
        if typeNames.contains(where: { !startsUppercase($0) }) {
            rules.insert("TypeNamesShouldBeCapitalized")
        }
        // A character is ASCII exactly when its bytes are.
        if (typeNames + memberNames).contains(where: { !$0.utf8.allSatisfy { $0 < 0x80 } }) {
            rules.insert("IdentifiersMustBeASCII")
        }
        if typeNames.contains(where: isSuffixOfStaticProperty) {
            rules.insert("DontRepeatTypeInStaticProperties")
        }
        if options.accessLevel == .internal {
            // An internal memberwise initializer without defaults (`init(code:)`, `init()`)
            // is identical to the synthesized one, but the public flavor needs it spelled out.
            rules.insert("UseSynthesizedInitializer")
        }
        return rules.sorted()
    }

    // The checks below look at bytes when a name is plain ASCII (nearly every name is), where
    // each byte is a character; walking characters made these rules cost 14.8 M instructions in
    // generating the 2.19 MB benchmark.

    /// Whether a `_` follows the name's first character.
    private static func hasInnerUnderscore(_ name: String) -> Bool {
        guard SwiftStringLiteral.isPlainASCII(name) else { return name.dropFirst().contains("_") }
        return name.utf8.dropFirst().contains(UInt8(ascii: "_"))
    }

    private static func startsLowercase(_ name: String) -> Bool {
        guard let first = name.utf8.first, first < 0x80 else { return false }
        // An ASCII letter followed by a combining mark is not an ASCII character.
        guard SwiftStringLiteral.isPlainASCII(name) else {
            return name.first.map { $0.isASCII && $0.isLowercase } ?? false
        }
        return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first)
    }

    private static func startsUppercase(_ name: String) -> Bool {
        guard let first = name.utf8.first, first < 0x80 else { return false }
        guard SwiftStringLiteral.isPlainASCII(name) else {
            return name.first.map { $0.isASCII && $0.isUppercase } ?? false
        }
        return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first)
    }

    /// The static properties a generated type declares, in lower case.
    private static let staticProperties = ["typedisplayname", "descriptor"]

    /// Whether the type's name, in lower case, ends the name of a static property it declares.
    private static func isSuffixOfStaticProperty(_ type: String) -> Bool {
        guard SwiftStringLiteral.isPlainASCII(type) else {
            return staticProperties.contains { $0.hasSuffix(type.lowercased()) }
        }
        let lowercased = type.utf8.lazy.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0 }
        return staticProperties.contains { property in
            property.utf8.count >= type.utf8.count && property.utf8.suffix(type.utf8.count).elementsEqual(lowercased)
        }
    }
}
