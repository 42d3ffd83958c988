/// Decodes a parameter-shaped dictionary under one of the three prefixes that share the
/// vocabulary (DefinitionFormat.md, 'Parameters'): intent parameters, response parameters and type
/// properties.
struct ParameterDecoder {
    /// Which vocabulary, and so which key prefix, is read.
    let role: ParameterRole

    /// The full key for `suffix`, e.g. `INIntentParameterTag` for `Tag`.
    func key(_ suffix: ParameterKeySuffix) -> PlistKey { PlistKey(role, suffix) }

    /// Decodes a parameter dictionary. Every suffix is read under every prefix; keys that only
    /// intent parameters carry in real files are simply absent for the other roles.
    func decode(_ dictionary: DictionaryView) -> Parameter {
        let (name, nameLocation) = dictionary.name(key(.Name))
        let type = decodeType(dictionary)
        return Parameter(
            role: role,
            name: name,
            nameLocation: nameLocation,
            location: dictionary.location,
            tag: dictionary.integer(key(.Tag)),
            displayPriority: dictionary.integer(key(.DisplayPriority))?.value,
            displayName: dictionary.localizedText(key(.DisplayName)),
            type: type.value,
            typeLocation: type.location,
            isArray: dictionary.flag(key(.SupportsMultipleValues)),
            metadata: decodeMetadata(dictionary, parameterType: type.value),
            isBuiltInProperty: dictionary.flag(key(.Default)),
            isConfigurable: dictionary.flag(key(.Configurable)),
            supportsResolution: dictionary.flag(key(.SupportsResolution)),
            supportsDynamicOptions: dictionary.flag(key(.SupportsDynamicEnumeration)),
            supportsSearch: dictionary.flag(key(.SupportsSearch)),
            hasCustomDisambiguation: dictionary.flag(key(.CustomDisambiguation)),
            promptDialogs: dictionary.dictionaries(key(.PromptDialogs), { decodePromptDialog($0) }),
            relationship: dictionary.dictionary(key(.Relationship)).map { decodeRelationship($0) },
            unsupportedReasons: dictionary.dictionaries(
                key(.UnsupportedReasons), { decodeUnsupportedReason($0) }),
            hasFixedSizeArray: dictionary.flag(key(.FixedSizeArray)),
            arraySizes: dictionary.dictionaries(key(.ArraySizes), { decodeArraySize($0) }))
    }

    /// `…Metadata`, or empty metadata when it is absent.
    private func decodeMetadata(_ dictionary: DictionaryView, parameterType: ParameterType) -> ParameterMetadata {
        guard let metadata = dictionary.dictionary(key(.Metadata)) else { return ParameterMetadata() }
        return MetadataDecoder(role: role, parameterType: parameterType).decode(metadata)
    }

    /// Decides the parameter's kind in the runtime's order (DefinitionFormat.md, 'Deciding a
    /// parameter's kind'): an `…EnumType` makes an enum whatever `…Type` says; `Object` with
    /// `…ObjectType` is a custom or system object, `Object` alone the legacy generic object;
    /// anything else is looked up as a scalar type name. Located at `…Type`, or at the dictionary
    /// when it is missing.
    func decodeType(_ dictionary: DictionaryView) -> Located<ParameterType> {
        let typeName = dictionary.string(key(.`Type`))
        let location = typeName?.location ?? dictionary.location
        if let enumType = reference(dictionary, .EnumType, namespace: .EnumTypeNamespace) {
            return Located(.enumeration(enumType), at: location)
        }
        guard let typeName else { return Located(.missing, at: location) }
        if typeName.value == "Object" {
            let type =
                reference(dictionary, .ObjectType, namespace: .ObjectTypeNamespace).map(ParameterType.object)
                ?? .genericObject
            return Located(type, at: location)
        }
        let type = ParameterType.scalarTypeNames[typeName.value] ?? .unknown(typeName.value)
        return Located(type, at: location)
    }

    /// The enum or object named by `…EnumType` / `…ObjectType` with its `…Namespace`.
    private func reference(
        _ dictionary: DictionaryView, _ suffix: ParameterKeySuffix, namespace: ParameterKeySuffix
    ) -> TypeReference? {
        guard let name = dictionary.string(key(suffix)) else { return nil }
        return TypeReference(
            name: name.value, namespace: dictionary.string(key(namespace))?.value,
            at: name.location)
    }
}
