/// The `swift-format` rules a generated file opts out of, because they judge names that come
/// verbatim from the definition (`input_file`, `航拍`) or shapes the generated API needs.
/// A rule is listed only when the file could trip it; the checks err on the side of listing.
enum DefaultFlavorLintExemptions {
    /// The rule names, sorted.
    static func rules(for names: DefinitionNames, options: GenerationOptions) -> [String] {
        let intents = names.intents.compactMap(\.self)
        let typeNames: [SwiftName] = intents.map(\.type) + names.enums.map(\.type) + names.types.map(\.type)
        let intentMembers: [SwiftName] = intents.flatMap { $0.parameters + $0.responseParameters + $0.customCodes }
        let memberNames: [SwiftName] = intentMembers + names.enums.flatMap(\.cases) + names.types.flatMap(\.properties)
        let types = typeNames.map(\.bare)
        let members = memberNames.map(\.bare)
        var rules: [String] = []
        if members.contains(where: { $0.dropFirst().contains("_") || !starts($0, with: \.isLowercase) }) {
            rules.append("AlwaysUseLowerCamelCase")
        }
        if types.contains(where: { !starts($0, with: \.isUppercase) }) { rules.append("TypeNamesShouldBeCapitalized") }
        if (types + members).contains(where: { $0.utf8.contains { $0 >= 0x80 } }) { rules.append("IdentifiersMustBeASCII") }
        if types.contains(where: isSuffixOfStaticProperty) { rules.append("DontRepeatTypeInStaticProperties") }
        if options.accessLevel == .internal {
            // An internal memberwise initializer without defaults (`init(code:)`, `init()`)
            // is identical to the synthesized one, but the public flavor needs it spelled out.
            rules.append("UseSynthesizedInitializer")
        }
        return rules.sorted()
    }

    /// Whether `name` starts with an ASCII character that has `property` (an ASCII letter
    /// followed by a combining mark is no ASCII character).
    private static func starts(_ name: String, with property: (Character) -> Bool) -> Bool {
        name.first.map { $0.isASCII && property($0) } ?? false
    }

    /// The static properties a generated type declares, in lower case.
    private static let staticProperties = ["typedisplayname", "descriptor"]

    /// Whether the type's name, in lower case, ends the name of a static property it declares.
    private static func isSuffixOfStaticProperty(_ type: String) -> Bool {
        staticProperties.contains { $0.hasSuffix(type.lowercased()) }
    }
}
