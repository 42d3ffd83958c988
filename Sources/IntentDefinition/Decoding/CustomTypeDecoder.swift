/// Decodes one entry of `INTypes` (DefinitionFormat.md, 'Custom types').
enum CustomTypeDecoder {
    /// Decodes a custom type dictionary.
    static func decode(_ dictionary: DictionaryView) -> CustomType {
        let (name, nameLocation) = dictionary.name(.named(.INTypeName))
        return CustomType(
            name: name,
            nameLocation: nameLocation,
            location: dictionary.location,
            displayName: dictionary.localizedText(.named(.INTypeDisplayName)),
            properties: dictionary.dictionaries(
                .named(.INTypeProperties), { ParameterDecoder(role: .typeProperty).decode($0) }),
            lastPropertyTag: dictionary.integer(.named(.INTypeLastPropertyTag)),
            className: dictionary.string(.named(.INTypeClassName)),
            classPrefix: dictionary.string(.named(.INTypeClassPrefix))?.value)
    }
}
