extension DiagnosticCode {
    static let fileNotReadable = DiagnosticCode(
        "IC001", .error, "The input file cannot be read (missing, a directory, or not readable).",
        because: .xcodeRefusesTheFile)
    /// The input is empty or holds only whitespace.
    static let emptyFile = DiagnosticCode("IC002", .error, "The input file is empty.", because: .xcodeRefusesTheFile)
    /// A binary property list Foundation cannot read either; see `BinaryPlistReader`.
    static let binaryPropertyList = DiagnosticCode(
        "IC003", .error,
        "A binary property list is damaged (cut short, an offset or reference out of range, a container holding itself, an object no property list holds, a key that is not a string).",
        because: .xcodeRefusesTheFile)
    /// The input exceeds `PlistReader.Options.maximumInputSize`; a binary property list also
    /// when its values, counted at each use, would, or when its containers nest deeper than 256.
    static let inputTooLarge = DiagnosticCode(
        "IC004", .error,
        "The input file is larger than the maximum input size (a binary property list's shared values counted at each use), or nests containers more than 256 deep.",
        because: .intentcCannotReadTheFile)
    static let malformedXML = DiagnosticCode(
        "IC005", .error, "The file is not well-formed XML.", because: .xcodeRefusesTheFile)
    /// Foundation's property-list reader, which Xcode reads definitions with, stops at the `[`
    /// of a document type's internal subset; intentc stops at the first entity declaration in it,
    /// and never expands one.
    static let entityDeclaration = DiagnosticCode(
        "IC006", .error, "The file's document type declares an entity (in brackets after <!DOCTYPE>).",
        because: .xcodeRefusesTheFile)
    static let entityReference = DiagnosticCode(
        "IC007", .error, "The file refers to an entity other than XML's predefined ones.", because: .xcodeRefusesTheFile
    )
    /// Every encoding Foundation's property-list reader reads is read (UTF-8, UTF-16 and UTF-32
    /// with a byte-order mark, any encoding an XML declaration names that iconv knows).
    static let unsupportedEncoding = DiagnosticCode(
        "IC008", .error,
        "The file's bytes are not valid in its encoding, or the encoding is unknown or UTF-16/32 without a byte-order mark.",
        because: .xcodeRefusesTheFile)
    static let unexpectedElement = DiagnosticCode(
        "IC009", .error, "An element that is unknown or not allowed where it stands.", because: .xcodeRefusesTheFile)
    /// Non-whitespace text inside `<plist>`, `<dict>`, `<array>`, `<true/>` or `<false/>`.
    static let unexpectedText = DiagnosticCode(
        "IC010", .error, "Text where the property-list format allows none.", because: .xcodeRefusesTheFile)
    static let keyWithoutValue = DiagnosticCode(
        "IC011", .error, "A dictionary key has no value after it.", because: .xcodeRefusesTheFile)
    static let valueWithoutKey = DiagnosticCode(
        "IC012", .error, "A dictionary value has no key before it.", because: .xcodeRefusesTheFile)
    /// Foundation's property-list reader, which Xcode reads definitions with, keeps the later
    /// value of a repeated key without complaint.
    static let duplicateKey = DiagnosticCode(
        "IC013", .warning,
        "A dictionary holds the same key twice; the later value is used, as Xcode's property-list reader uses it.")
    static let plistValueCount = DiagnosticCode(
        "IC014", .error, "The <plist> element must hold exactly one value.", because: .xcodeRefusesTheFile)
    static let invalidInteger = DiagnosticCode(
        "IC015", .error,
        "An <integer> is not a 64-bit integer (signed, or unsigned up to 18446744073709551615 as Xcode writes `INIntentHash`).",
        because: .xcodeRefusesTheFile
    )
    static let invalidReal = DiagnosticCode("IC016", .error, "A <real> is not a number.", because: .xcodeRefusesTheFile)
    /// Foundation's property-list reader, which Xcode reads definitions with, skips what is not
    /// base64 instead of refusing the file; so does intentc, and the value is what it reads.
    static let invalidData = DiagnosticCode(
        "IC017", .warning,
        "A <data> is not valid base64; what is not base64 is skipped, as Xcode's property-list reader skips it.")
    /// A libxml2 warning (e.g. an unsupported XML version); reading goes on.
    static let xmlWarning = DiagnosticCode("IC018", .warning, "libxml2 warned about the XML.")
    /// Lines starting with Git's conflict markers (`<<<<<<<`, `=======`, `>>>>>>>`, `|||||||`).
    static let mergeConflictMarkers = DiagnosticCode(
        "IC019", .error,
        "The file holds unresolved merge-conflict markers; resolve the conflict and delete the marker lines.",
        because: .xcodeRefusesTheFile)

    /// The codes of the reader stage.
    static let readerCodes: [DiagnosticCode] = [
        .fileNotReadable, .emptyFile, .binaryPropertyList, .inputTooLarge, .malformedXML,
        .entityDeclaration, .entityReference, .unsupportedEncoding, .unexpectedElement,
        .unexpectedText, .keyWithoutValue, .valueWithoutKey, .duplicateKey, .plistValueCount,
        .invalidInteger, .invalidReal, .invalidData, .xmlWarning, .mergeConflictMarkers,
    ]
}
