extension DiagnosticCode {
    /// The root element of the property list is not a `<dict>`, so nothing can be decoded.
    /// Xcode reads a definition as a dictionary of intents, enums and types; another root is no
    /// definition it can open.
    static let rootNotDictionary = DiagnosticCode(
        "IC020", .error, "The property list's root element is not a dictionary.", because: .xcodeRefusesTheFile)

    /// A key the format knows holds the wrong kind of value (an `<array>` where a `<string>`
    /// belongs, an array entry that is not a `<dict>`, …); the value is treated as absent.
    static let wrongValueKind = DiagnosticCode(
        "IC021", .warning, "A known key or array entry holds the wrong kind of value; it is ignored.")

    /// A flag holds a string or number that is not one of `YES`/`NO`/`true`/`false`/`1`/`0`;
    /// the flag is treated as absent (false).
    static let unreadableFlag = DiagnosticCode(
        "IC022", .warning, "A flag holds a value that is neither true nor false; it is ignored.")

    /// A number cannot be used: not finite, or not a whole number in range where an integer is
    /// required (tags, indices, counts); the value is treated as absent. (A fractional default of
    /// an Integer parameter is kept for validation, which reports IC073.)
    static let unusableNumber = DiagnosticCode(
        "IC023", .warning,
        "A number is not finite, or not a whole number where an integer is required; it is ignored.")

    /// A prompt dialog, unsupported reason, array size or custom UTI entry lacks the value that
    /// gives it meaning (its type, code, size class, size or UTI); the entry is dropped.
    static let incompleteEntry = DiagnosticCode(
        "IC024", .warning, "An entry lacks the value that gives it meaning; the entry is ignored.")

    /// The codes of the decoder stage.
    static let decoderCodes: [DiagnosticCode] = [
        rootNotDictionary, wrongValueKind, unreadableFlag, unusableNumber, incompleteEntry,
    ]
}
