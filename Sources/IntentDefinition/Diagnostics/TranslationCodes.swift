extension DiagnosticCode {
    static let translationSyntax = DiagnosticCode(
        "IC160", .error, "A translation table is not valid `.strings`, `.stringsdict` or `.xcstrings` syntax.",
        because: .xcodeRefusesTheFile)
    static let translationEncoding = DiagnosticCode(
        "IC161", .error, "A translation table is not valid UTF-8 or UTF-16 text.", because: .xcodeRefusesTheFile)
    /// The same key twice in one `.strings` table; the later value wins.
    static let translationDuplicateKey = DiagnosticCode(
        "IC162", .warning, "A translation table holds the same key twice.")
    /// Keys the definition exports that a language's tables lack (one finding per language).
    static let translationMissingKeys = DiagnosticCode(
        "IC163", .warning, "A language lacks translations of some of the definition's strings.")
    /// A key no string of the definition exports (a string that was removed or re-created).
    static let translationStaleKey = DiagnosticCode(
        "IC164", .warning, "A translation key matches no string of the definition.")
    /// A translation whose `${…}` placeholders differ from the Base text's, compared as multisets.
    static let translationPlaceholderMismatch = DiagnosticCode(
        "IC165", .warning, "A translation's placeholders differ from the Base text's.")
    /// A `printf` conversion (`%@`, `%1$@`, `%d`) in a translation whose Base text has none.
    static let translationPrintfResidue = DiagnosticCode(
        "IC166", .warning, "A translation holds a printf conversion the Base text does not have.")
    static let translationEmptyTable = DiagnosticCode(
        "IC167", .warning, "A translation table holds no entries.")
    static let translationIdenticalToBase = DiagnosticCode(
        "IC168", .note, "A language's translations are all identical to the Base text.")
    /// Tables named like a definition in `<lang>.lproj` folders beside it, which are not read
    /// because the definition is not in `Base.lproj` and no `--translations` folder is given.
    package static let translationTablesNotRead = DiagnosticCode(
        "IC169", .warning,
        "Translation tables beside a definition outside `Base.lproj` are not read; pass `--translations` or move the definition into `Base.lproj`."
    )

    /// The codes of the translation-table reader and checks.
    static let translationCodes: [DiagnosticCode] = [
        .translationSyntax, .translationEncoding, .translationDuplicateKey, .translationMissingKeys,
        .translationStaleKey, .translationPlaceholderMismatch, .translationPrintfResidue,
        .translationEmptyTable, .translationIdenticalToBase, .translationTablesNotRead,
    ]
}
