internal import CLibXML2

/// Says libxml2's most common errors in plain words, without libxml2's internals ("use
/// XML_PARSE_HUGE option", "indicate encoding !"); other messages pass through tidied up.
enum LibXMLErrorMessage {
    /// The message for `error`, and the code when it is not the generic malformed-XML one.
    static func describe(_ error: xmlError) -> (code: DiagnosticCode?, message: String) {
        let original = (error.message.map { String(cString: $0) } ?? "unknown libxml2 error")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let first = error.str1.map { String(cString: $0) }
        let second = error.str2.map { String(cString: $0) }
        switch xmlParserErrors(rawValue: UInt32(error.code)) {
        case XML_ERR_INVALID_CHAR where original.hasPrefix("Input is not proper UTF-8"):
            let bytes = original.firstOccurrence(of: "Bytes: ").map { original[$0.upperBound...] }
            return (.unsupportedEncoding, "the file is not valid UTF-8" + (bytes.map { " (bytes \($0))" } ?? ""))
        case XML_ERR_INTERNAL_ERROR where original.hasPrefix("Excessive depth"):
            return (nil, "elements are nested more than 256 levels deep")
        case XML_ERR_TAG_NAME_MISMATCH:
            if let first, let second {
                return (nil, "closing tag </\(second)> does not match <\(first)> opened on line \(error.int1)")
            }
        case XML_ERR_TAG_NOT_FINISHED:
            if let first {
                return (nil, "the file ends before <\(first)> opened on line \(error.int1) is closed")
            }
        case XML_ERR_ENTITYREF_NO_NAME, XML_ERR_ENTITYREF_SEMICOL_MISSING:
            return (nil, "a bare '&' must be written '&amp;'")
        case XML_ERR_NAME_REQUIRED where original.hasPrefix("xmlParseEntityRef"):
            return (nil, "a bare '&' must be written '&amp;'")
        case XML_ERR_INVALID_CHARREF, XML_ERR_INVALID_DEC_CHARREF, XML_ERR_INVALID_HEX_CHARREF:
            return (nil, "a character reference (&#…;) names no character XML allows")
        case XML_ERR_INVALID_CHAR where original.hasPrefix("xmlParseCharRef"):
            return (nil, "a character reference (&#…;) names no character XML allows")
        case XML_ERR_NAME_REQUIRED where original.hasPrefix("StartTag"):
            return (nil, "a bare '<' must be written '&lt;'")
        case XML_ERR_ATTRIBUTE_WITHOUT_VALUE, XML_ERR_ATTRIBUTE_NOT_STARTED, XML_ERR_LT_IN_ATTRIBUTE:
            return (nil, "an attribute value must be quoted and may not contain '<'")
        case XML_ERR_DOCUMENT_END:
            return (nil, "unexpected content after the end of the property list")
        case XML_ERR_DOCUMENT_EMPTY:
            return (nil, "the file holds no XML element")
        case XML_ERR_UNDECLARED_ENTITY, XML_WAR_UNDECLARED_ENTITY:
            if let first {
                return (
                    nil,
                    "undefined entity '&\(first);'; only XML's predefined entities (&amp; &lt; &gt; &quot; &apos;) may be used"
                )
            }
        case XML_WAR_UNKNOWN_VERSION:
            if let first {
                return (nil, "XML version '\(first)' is not 1.0; the file is read as XML 1.0")
            }
        default:
            break
        }
        return (nil, withoutFunctionName(original))
    }

    /// libxml2 starts some messages with the name of its parsing function
    /// (`xmlParseCharRef: …`); users need only the rest.
    private static func withoutFunctionName(_ message: String) -> String {
        guard message.hasPrefix("xml"), let colon = message.firstIndex(of: ":"),
            !message[..<colon].contains(" ")
        else { return message }
        return String(message[message.index(after: colon)...].drop { $0 == " " })
    }
}
