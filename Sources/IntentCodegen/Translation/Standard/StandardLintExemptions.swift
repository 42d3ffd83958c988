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
        if memberNames.contains(where: { $0.dropFirst().contains("_") || !startsLowercase($0) }) {
            rules.insert("AlwaysUseLowerCamelCase")
        }
        if typeNames.contains(where: { !startsUppercase($0) }) {
            rules.insert("TypeNamesShouldBeCapitalized")
        }
        if (typeNames + memberNames).contains(where: { !$0.allSatisfy(\.isASCII) }) {
            rules.insert("IdentifiersMustBeASCII")
        }
        let staticProperties = ["typedisplayname", "descriptor"]
        if typeNames.contains(where: { type in staticProperties.contains { $0.hasSuffix(type.lowercased()) } }) {
            rules.insert("DontRepeatTypeInStaticProperties")
        }
        if options.accessLevel == .internal {
            // An internal memberwise initializer without defaults (`init(code:)`, `init()`)
            // is identical to the synthesized one, but the public flavor needs it spelled out.
            rules.insert("UseSynthesizedInitializer")
        }
        return rules.sorted()
    }

    private static func startsLowercase(_ name: String) -> Bool {
        name.first.map { $0.isASCII && $0.isLowercase } ?? false
    }

    private static func startsUppercase(_ name: String) -> Bool {
        name.first.map { $0.isASCII && $0.isUppercase } ?? false
    }
}
