/// Decodes one entry of `INTypes` (FORMAT.md §8).
enum CustomTypeDecoder {
    /// Decodes a custom type dictionary.
    static func decode(_ dictionary: DictionaryView) -> CustomType {
        let name = dictionary.string("INTypeName")
        return CustomType(
            name: name?.value ?? "",
            nameLocation: name?.location ?? dictionary.location,
            location: dictionary.location,
            displayName: dictionary.localizedText("INTypeDisplayName"),
            properties: dictionary.dictionaries(
                "INTypeProperties", { ParameterDecoder(role: .typeProperty).decode($0) }),
            lastPropertyTag: dictionary.integer("INTypeLastPropertyTag"),
            className: dictionary.string("INTypeClassName"),
            classPrefix: dictionary.string("INTypeClassPrefix")?.value)
    }
}
