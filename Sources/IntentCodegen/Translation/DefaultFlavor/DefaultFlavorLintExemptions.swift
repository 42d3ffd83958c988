/// The `swift-format` rules a generated file opts out of, because they judge names that come
/// verbatim from the definition (`input_file`, `航拍`) or shapes the generated API needs.
/// A rule is listed only when the file could trip it; the checks err on the side of listing.
enum DefaultFlavorLintExemptions {
    /// The rule names, sorted.
    static func rules(for names: DefinitionNames, options: GenerationOptions) -> [String] {
        // The names are read in place, by index, and each rule stops being checked once a
        // name trips it, rather than every name gathered into lists first (copying each
        // intent's names).
        var findings = Findings()
        for index in names.intents.indices {
            guard let type = names.intents[index]?.type else { continue }
            findings.checkType(type.bare)
            for name in names.intents[index]?.parameters ?? [] { findings.checkMember(name.bare) }
            for name in names.intents[index]?.responseParameters ?? [] { findings.checkMember(name.bare) }
            for name in names.intents[index]?.customCodes ?? [] { findings.checkMember(name.bare) }
        }
        for index in names.enums.indices {
            findings.checkType(names.enums[index].type.bare)
            for name in names.enums[index].cases { findings.checkMember(name.bare) }
        }
        for index in names.types.indices {
            findings.checkType(names.types[index].type.bare)
            for name in names.types[index].properties { findings.checkMember(name.bare) }
        }
        var rules: [String] = []
        if findings.lowerCamelCase { rules.append("AlwaysUseLowerCamelCase") }
        if findings.typeCapitalization { rules.append("TypeNamesShouldBeCapitalized") }
        if findings.nonASCII { rules.append("IdentifiersMustBeASCII") }
        if findings.repeatedType { rules.append("DontRepeatTypeInStaticProperties") }
        if options.accessLevel == .internal {
            // An internal memberwise initializer without defaults (`init(code:)`, `init()`)
            // is identical to the synthesized one, but the public flavor needs it spelled out.
            rules.append("UseSynthesizedInitializer")
        }
        return rules.sorted()
    }

    /// Which rules the names seen so far trip.
    private struct Findings {
        /// A member name has an inner underscore or does not start with a lowercase letter.
        var lowerCamelCase = false
        /// A type name does not start with an uppercase letter.
        var typeCapitalization = false
        /// A type or member name is not ASCII.
        var nonASCII = false
        /// A type's name ends the name of a static property it declares.
        var repeatedType = false

        mutating func checkType(_ name: String) {
            if !typeCapitalization, !startsUppercase(name) { typeCapitalization = true }
            if !nonASCII, !isASCII(name) { nonASCII = true }
            if !repeatedType, isSuffixOfStaticProperty(name) { repeatedType = true }
        }

        mutating func checkMember(_ name: String) {
            if !lowerCamelCase, hasInnerUnderscore(name) || !startsLowercase(name) { lowerCamelCase = true }
            if !nonASCII, !isASCII(name) { nonASCII = true }
        }
    }

    /// Whether every byte of `name` is ASCII (a character is ASCII exactly when its bytes are).
    private static func isASCII(_ name: String) -> Bool {
        name.utf8.withContiguousStorageIfAvailable { bytes in
            var all: UInt8 = 0
            for byte in bytes { all |= byte }
            return all < 0x80
        } ?? name.utf8.allSatisfy { $0 < 0x80 }
    }

    // The checks below look at bytes when a name is plain ASCII (nearly every name is), where
    // each byte is a character: walking characters segments graphemes for nothing.

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
