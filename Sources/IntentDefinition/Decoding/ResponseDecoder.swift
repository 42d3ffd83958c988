/// Decodes an intent's `INIntentResponse` (DefinitionFormat.md, 'Responses').
enum ResponseDecoder {
    /// Decodes a response dictionary.
    static func decode(_ dictionary: DictionaryView) -> Response {
        Response(
            location: dictionary.location,
            codes: dictionary.dictionaries(.named(.INIntentResponseCodes), { decodeCode($0) }),
            parameters: dictionary.dictionaries(
                .named(.INIntentResponseParameters), { ParameterDecoder(role: .responseParameter).decode($0) }),
            lastParameterTag: dictionary.integer(.named(.INIntentResponseLastParameterTag)),
            outputParameterName: dictionary.string(.named(.INIntentResponseOutput)))
    }

    /// Decodes one entry of `INIntentResponseCodes`.
    static func decodeCode(_ dictionary: DictionaryView) -> ResponseCode {
        let (name, nameLocation) = dictionary.name(.named(.INIntentResponseCodeName))
        return ResponseCode(
            name: name,
            nameLocation: nameLocation,
            location: dictionary.location,
            isSuccess: dictionary.flag(.named(.INIntentResponseCodeSuccess)),
            formatString: dictionary.formatString(.named(.INIntentResponseCodeFormatString)),
            conciseFormatString: dictionary.formatString(.named(.INIntentResponseCodeConciseFormatString)))
    }
}
