/// The `swift-format` rules a generated file opts out of, because they judge names that come
/// verbatim from the definition (`input_file`, `航拍`) or shapes the generated API needs.
/// A rule is listed only when the file could trip it; the checks err on the side of listing.
enum DefaultFlavorLintExemptions {
    /// The rule names, sorted.
    static func rules(for names: DefinitionNames, options: GenerationOptions) -> [String] {
        var types: [String] = []
        var members: [String] = []
        for intent in names.intents.compactMap({ $0 }) {
            types.append(intent.type.bare)
            members += (intent.parameters + intent.responseParameters + intent.customCodes).map(\.bare)
        }
        for enumNames in names.enums {
            types.append(enumNames.type.bare)
            members += enumNames.cases.map(\.bare)
        }
        for typeNames in names.types {
            types.append(typeNames.type.bare)
            members += typeNames.properties.map(\.bare)
        }
        var rules: [String] = []
        if members.contains(where: { $0.dropFirst().contains("_") || !starts($0, with: \.isLowercase) }) {
            rules.append("AlwaysUseLowerCamelCase")
        }
        if types.contains(where: { !starts($0, with: \.isUppercase) }) { rules.append("TypeNamesShouldBeCapitalized") }
        if (types + members).contains(where: { !$0.utf8.allSatisfy { $0 < 0x80 } }) {
            rules.append("IdentifiersMustBeASCII")
        }
        if types.contains(where: isSuffixOfStaticProperty) { rules.append("DontRepeatTypeInStaticProperties") }
        if options.accessLevel == .internal {
            // An internal memberwise initializer without defaults (`init(code:)`, `init()`)
            // is identical to the synthesized one, but the public flavor needs it spelled out.
            rules.append("UseSynthesizedInitializer")
        }
        return rules.sorted()
    }

    /// Whether the name's first character is an ASCII letter with `property`.
    private static func starts(_ name: String, with property: KeyPath<Character, Bool>) -> Bool {
        name.first.map { $0.isASCII && $0[keyPath: property] } ?? false
    }

    /// The static properties a generated type declares, in lower case.
    private static let staticProperties = ["typedisplayname", "descriptor"]

    /// Whether the type's name, in lower case, ends the name of a static property it declares.
    private static func isSuffixOfStaticProperty(_ type: String) -> Bool {
        staticProperties.contains { $0.hasSuffix(type.lowercased()) }
    }
}
