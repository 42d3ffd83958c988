/// The parameter's nested entries: relationship, prompt dialogs, unsupported reasons and
/// widget array sizes (DefinitionFormat.md: 'Relationships' to 'Unsupported reasons', 'Widget array
/// sizes').
extension ParameterDecoder {
    /// Decodes `…Relationship`. A missing parent name is kept as nil (a dangling relationship,
    /// which validation warns about).
    func decodeRelationship(_ dictionary: DictionaryView) -> Relationship {
        let predicate = dictionary.string(key(.RelationshipPredicateName)).map { RelationshipPredicate(name: $0.value) }
        return Relationship(
            parentName: dictionary.string(key(.RelationshipParentName)),
            predicate: predicate,
            predicateValue: decodePredicateValue(dictionary, predicate: predicate),
            predicateValues: dictionary.strings(key(.RelationshipPredicateValues)),
            at: dictionary.location)
    }

    /// `…RelationshipPredicateValue`, typed by the predicate: a flag in any spelling for
    /// `BooleanHasExactValue` (Xcode writes `<true/>`), a string (the case name) for the others.
    private func decodePredicateValue(_ dictionary: DictionaryView, predicate: RelationshipPredicate?)
        -> Located<RelationshipValue>?
    {
        let valueKey = key(.RelationshipPredicateValue)
        guard predicate == .booleanHasExactValue else {
            return dictionary.string(valueKey).map { Located(.text($0.value), at: $0.location) }
        }
        guard let node = dictionary.node(valueKey),
            let flag = node.flagValue(DictionaryView.subject(valueKey), report: dictionary.report)
        else { return nil }
        return Located(.boolean(flag), at: node.location)
    }

    /// Decodes one entry of `…PromptDialogs`; an entry without a type is reported and dropped.
    func decodePromptDialog(_ dictionary: DictionaryView) -> PromptDialog? {
        let type = dictionary.string(key(.PromptDialogType))
        dictionary.reportMissing([key(.PromptDialogType)], in: "this prompt dialog")
        guard let type else { return nil }
        return PromptDialog(
            type: type.value,
            isCustom: dictionary.flag(key(.PromptDialogCustom)),
            formatString: dictionary.formatString(key(.PromptDialogFormatString)),
            at: dictionary.location)
    }

    /// Decodes one entry of `…UnsupportedReasons`; an entry without a code is reported and
    /// dropped.
    func decodeUnsupportedReason(_ dictionary: DictionaryView) -> UnsupportedReason? {
        let code = dictionary.string(key(.UnsupportedReasonCode))
        dictionary.reportMissing([key(.UnsupportedReasonCode)], in: "this unsupported reason")
        guard let code else { return nil }
        return UnsupportedReason(
            code: code.value,
            formatString: dictionary.formatString(key(.UnsupportedReasonFormatString)),
            isDefault: dictionary.flag(key(.UnsupportedReasonDefault)),
            isCustom: dictionary.flag(key(.UnsupportedReasonCustom)),
            at: dictionary.location)
    }

    /// Decodes one entry of `…ArraySizes`; an entry without size class or size is reported and
    /// dropped.
    func decodeArraySize(_ dictionary: DictionaryView) -> ArraySize? {
        let sizeClass = dictionary.string(key(.ArraySizeSizeClass))
        let size = dictionary.integer(key(.ArraySizeSize))
        dictionary.reportMissing(
            [key(.ArraySizeSizeClass), key(.ArraySizeSize)], in: "this array size")
        guard let sizeClass, let size else { return nil }
        return ArraySize(sizeClass: sizeClass.value, size: size.value, at: dictionary.location)
    }
}
