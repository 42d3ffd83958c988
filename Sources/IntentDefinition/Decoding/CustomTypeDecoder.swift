/// Decodes one entry of `INTypes` (FORMAT.md §8).
enum CustomTypeDecoder {
    /// Decodes a custom type dictionary.
    static func decode(_ dictionary: DictionaryView) -> CustomType {
        let name = dictionary.string(.named(.INTypeName))
        return CustomType(
            name: name?.value ?? "",
            nameLocation: name?.location ?? dictionary.location,
            location: dictionary.location,
            displayName: dictionary.localizedText(.named(.INTypeDisplayName)),
            properties: dictionary.dictionaries(
                .named(.INTypeProperties), { ParameterDecoder(role: .typeProperty).decode($0) }),
            lastPropertyTag: dictionary.integer(.named(.INTypeLastPropertyTag)),
            className: dictionary.string(.named(.INTypeClassName)),
            classPrefix: dictionary.string(.named(.INTypeClassPrefix))?.value)
    }
}
