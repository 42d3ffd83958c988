/// Decodes `<prefix>Metadata` (FORMAT.md §6). Numbers are read from `<integer>` or `<real>`
/// alike, and the default value is typed by the parameter, not by the XML element.
struct MetadataDecoder {
    /// The key prefix, e.g. `INIntentParameterMetadata`.
    let prefix: String
    /// The kind of the parameter the metadata belongs to.
    let parameterType: ParameterType

    /// The full key for `suffix`, e.g. `INIntentParameterMetadataDefaultValue`.
    func key(_ suffix: String) -> String { prefix + suffix }

    /// Decodes a metadata dictionary.
    func decode(_ dictionary: DictionaryView) -> ParameterMetadata {
        ParameterMetadata(
            defaultValue: decodeDefaultValue(dictionary),
            defaultValueID: dictionary.string(key("DefaultValueID"))?.value,
            minimumValue: dictionary.number(key("MinimumValue")),
            maximumValue: dictionary.number(key("MaximumValue")),
            inputType: dictionary.string(key("Type"))?.value,
            capitalization: dictionary.string(key("Capitalization"))?.value,
            isMultiline: dictionary.flag(key("Multiline")),
            disablesAutocorrect: dictionary.flag(key("DisableAutocorrect")),
            disablesSmartQuotes: dictionary.flag(key("DisableSmartQuotes")),
            disablesSmartDashes: dictionary.flag(key("DisableSmartDashes")),
            keyboardType: dictionary.string(key("KeyboardType"))?.value,
            placeholder: dictionary.localizedText(key("Placeholder")),
            supportsNegativeNumbers: dictionary.flag(key("SupportsNegativeNumbers")),
            trueDisplayName: dictionary.localizedText(key("TrueDisplayName")),
            falseDisplayName: dictionary.localizedText(key("FalseDisplayName")),
            dateFormat: dictionary.string(key("Format"))?.value,
            dateStyle: dictionary.string(key("DateStyle"))?.value,
            timeStyle: dictionary.string(key("TimeStyle"))?.value,
            template: dictionary.localizedText(key("Template")),
            unit: dictionary.string(key("Unit"))?.value,
            defaultUnit: dictionary.string(key("DefaultUnit"))?.value,
            minimumUnit: dictionary.string(key("MinimumUnit"))?.value,
            maximumUnit: dictionary.string(key("MaximumUnit"))?.value,
            customUTIs: dictionary.dictionaries(key("CustomUTIs")).compactMap(decodeCustomUTI),
            currencyCodes: decodeCurrencyCodes(dictionary))
    }

    /// `…DefaultValue`, typed by the parameter: a case name for enums, a flag for Boolean, a
    /// whole number for Integer, a number for Decimal, TimeInterval and measurements, text for
    /// String and SpeakableString. Other kinds keep the element's own kind.
    func decodeDefaultValue(_ dictionary: DictionaryView) -> DefaultValue? {
        let defaultKey = key("DefaultValue")
        guard let node = dictionary.node(defaultKey) else { return nil }
        let subject = DictionaryView.subject(defaultKey)
        let report = dictionary.report
        let value: DefaultValue.Value?
        switch parameterType {
        case .enumeration:
            value = node.stringValue(subject, report: report).map(DefaultValue.Value.enumCase)
        case .boolean:
            value = node.flagValue(subject, report: report).map(DefaultValue.Value.boolean)
        case .integer:
            value = node.integerValue(subject, report: report).map(DefaultValue.Value.integer)
        case .decimal, .timeInterval, .measurement:
            value = node.numberValue(subject, report: report).map(DefaultValue.Value.number)
        case .string, .speakableString:
            value = node.stringValue(subject, report: report).map(DefaultValue.Value.string)
        case .dateComponents, .url, .file, .placemark, .person, .currencyAmount, .paymentMethod,
            .object, .genericObject, .unknown, .missing:
            value = elementTyped(node, subject: subject, report: report)
        }
        return value.map { DefaultValue($0, at: node.location) }
    }

    /// A default for a parameter kind whose default shape is unknown, typed by its element.
    private func elementTyped(
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
        let uti = dictionary.string("UTI")
        dictionary.reportMissing(["UTI"], in: "A custom UTI entry")
        return uti?.value
    }

    /// `…CurrencyCodes` (an array of strings) followed by `…CurrencyCode` (one string) when it
    /// is not already listed. Both spellings come from the decompiled runtime (unverified).
    private func decodeCurrencyCodes(_ dictionary: DictionaryView) -> [String] {
        let codes = dictionary.strings(key("CurrencyCodes"))
        guard let single = dictionary.string(key("CurrencyCode"))?.value, !codes.contains(single)
        else { return codes }
        return codes + [single]
    }
}
