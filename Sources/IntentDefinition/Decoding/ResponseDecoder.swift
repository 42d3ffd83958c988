/// Decodes an intent's `INIntentResponse` (FORMAT.md §9).
enum ResponseDecoder {
    /// Decodes a response dictionary.
    static func decode(_ dictionary: DictionaryView) -> Response {
        Response(
            location: dictionary.location,
            codes: dictionary.dictionaries("INIntentResponseCodes", { decodeCode($0) }),
            parameters: dictionary.dictionaries(
                "INIntentResponseParameters", { ParameterDecoder(role: .responseParameter).decode($0) }),
            lastParameterTag: dictionary.integer("INIntentResponseLastParameterTag"),
            outputParameterName: dictionary.string("INIntentResponseOutput"))
    }

    /// Decodes one entry of `INIntentResponseCodes`.
    static func decodeCode(_ dictionary: DictionaryView) -> ResponseCode {
        let name = dictionary.string("INIntentResponseCodeName")
        return ResponseCode(
            name: name?.value ?? "",
            nameLocation: name?.location ?? dictionary.location,
            location: dictionary.location,
            isSuccess: dictionary.flag("INIntentResponseCodeSuccess"),
            formatString: dictionary.formatString("INIntentResponseCodeFormatString"),
            conciseFormatString: dictionary.formatString("INIntentResponseCodeConciseFormatString"))
    }
}
