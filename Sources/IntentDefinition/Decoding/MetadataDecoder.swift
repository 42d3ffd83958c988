/// Decodes `<prefix>Metadata` (DefinitionFormat.md, 'Parameter metadata'). Numbers are read from `<integer>` or `<real>`
/// alike, and the default value is typed by the parameter, not by the XML element, as long as
/// the element fits the parameter's type. A bound or default Xcode cleared is an empty `<data>`,
/// read as absent.
struct MetadataDecoder {
    /// The parameter's role, whose key prefix the metadata's keys continue with `Metadata`.
    let role: ParameterRole
    /// The kind of the parameter the metadata belongs to.
    let parameterType: ParameterType

    /// The full key for `suffix`, e.g. `INIntentParameterMetadataDefaultValue`.
    func key(_ suffix: ParameterKeySuffix) -> PlistKey { PlistKey(role, suffix) }

    /// Decodes a metadata dictionary.
    func decode(_ dictionary: DictionaryView) -> ParameterMetadata {
        ParameterMetadata(
            defaultValue: decodeDefaultValue(dictionary),
            defaultValueID: dictionary.string(key(.MetadataDefaultValueID))?.value,
            minimumValue: dictionary.number(key(.MetadataMinimumValue)),
            maximumValue: dictionary.number(key(.MetadataMaximumValue)),
            inputType: dictionary.string(key(.MetadataType))?.value,
            capitalization: dictionary.string(key(.MetadataCapitalization))?.value,
            isMultiline: dictionary.flag(key(.MetadataMultiline)),
            disablesAutocorrect: dictionary.flag(key(.MetadataDisableAutocorrect)),
            disablesSmartQuotes: dictionary.flag(key(.MetadataDisableSmartQuotes)),
            disablesSmartDashes: dictionary.flag(key(.MetadataDisableSmartDashes)),
            keyboardType: dictionary.string(key(.MetadataKeyboardType))?.value,
            placeholder: dictionary.localizedText(key(.MetadataPlaceholder)),
            supportsNegativeNumbers: dictionary.flag(key(.MetadataSupportsNegativeNumbers)),
            trueDisplayName: dictionary.localizedText(key(.MetadataTrueDisplayName)),
            falseDisplayName: dictionary.localizedText(key(.MetadataFalseDisplayName)),
            dateFormat: dictionary.string(key(.MetadataFormat))?.value,
            dateStyle: dictionary.string(key(.MetadataDateStyle))?.value,
            timeStyle: dictionary.string(key(.MetadataTimeStyle))?.value,
            template: dictionary.localizedText(key(.MetadataTemplate)),
            unit: dictionary.string(key(.MetadataUnit))?.value,
            defaultUnit: dictionary.string(key(.MetadataDefaultUnit))?.value,
            minimumUnit: dictionary.string(key(.MetadataMinimumUnit))?.value,
            maximumUnit: dictionary.string(key(.MetadataMaximumUnit))?.value,
            customUTIs: dictionary.dictionaries(key(.MetadataCustomUTIs), { decodeCustomUTI($0) }),
            currencyCodes: decodeCurrencyCodes(dictionary))
    }

    /// `…DefaultValue`, typed by the parameter when the element fits its type: a case name for
    /// enums, a flag (in any spelling Xcode writes) for Boolean, a whole number for Integer, a
    /// number for Decimal, TimeInterval and measurements, text for String and SpeakableString.
    /// An element that does not fit is kept as written, for validation to report (IC070); an
    /// empty `<data>` is a cleared default, so none.
    func decodeDefaultValue(_ dictionary: DictionaryView) -> DefaultValue? {
        let defaultKey = key(.MetadataDefaultValue)
        guard let node = dictionary.node(defaultKey) else { return nil }
        let value =
            typedByParameter(node)
            ?? asWritten(node, subject: DictionaryView.subject(defaultKey), report: dictionary.report)
        return value.map { DefaultValue($0, at: node.location) }
    }

    /// The default as the parameter's type reads it, or nil when the element does not fit.
    private func typedByParameter(_ node: PlistNode) -> DefaultValue.Value? {
        switch (parameterType, node.value) {
        case (.enumeration, .string(let name)):
            return .enumCase(name)
        case (.boolean, _):
            return node.flagSpelling.map(DefaultValue.Value.boolean)
        case (.integer, .integer(let number)):
            return .integer(number)
        case (.integer, .real(let number)):
            return Int(exactly: number).map(DefaultValue.Value.integer)
        case (.decimal, .integer(let number)), (.timeInterval, .integer(let number)),
            (.measurement, .integer(let number)):
            return .number(Double(number))
        case (.decimal, .real(let number)), (.timeInterval, .real(let number)),
            (.measurement, .real(let number)):
            return number.isFinite ? .number(number) : nil
        case (.string, .string(let text)), (.speakableString, .string(let text)):
            return .string(text)
        default:
            return nil
        }
    }

    /// A default typed by its element: for kinds whose default shape is unknown, and for
    /// elements that do not fit the parameter's type. Only non-scalar elements and numbers that
    /// are not finite are reported here.
    private func asWritten(
        _ node: PlistNode, subject: String, report: DecoderReport
    ) -> DefaultValue.Value? {
        switch node.value {
        case .string(let text): return .string(text)
        case .boolean(let flag): return .boolean(flag)
        case .integer(let number): return .integer(number)
        case .real: return node.numberValue(subject, report: report).map(DefaultValue.Value.number)
        default:
            node.reportWrongKind(subject, expected: "a string, number or flag", report: report)
            return nil
        }
    }

    /// One entry of `…CustomUTIs`, a dictionary holding `UTI`; an entry without it is
    /// reported and dropped.
    private func decodeCustomUTI(_ dictionary: DictionaryView) -> String? {
        let uti = dictionary.string(.named(.UTI))
        dictionary.reportMissing([.named(.UTI)], in: "this custom UTI entry")
        return uti?.value
    }

    /// `…CurrencyCodes` (an array of strings) followed by `…CurrencyCode` (one string) when it
    /// is not already listed. Both spellings come from the decompiled runtime (unverified).
    private func decodeCurrencyCodes(_ dictionary: DictionaryView) -> [String] {
        let codes = dictionary.strings(key(.MetadataCurrencyCodes))
        guard let single = dictionary.string(key(.MetadataCurrencyCode))?.value, !codes.contains(single)
        else { return codes }
        return codes + [single]
    }
}
