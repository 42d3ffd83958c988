extension DiagnosticCode {
    /// Two names of one Swift scope (the file's types, one type's members, one protocol's
    /// methods) are the same identifier once sanitized.
    package static let swiftNameCollision = DiagnosticCode(
        "IC100", .error, "Two names become the same Swift identifier after sanitizing.",
        because: .generatedCodeCannotCompile)
    /// A name was changed to be a usable Swift identifier (invalid characters, a leading
    /// digit, a keyword backticks cannot save, or a name the generated code declares itself).
    package static let swiftNameChanged = DiagnosticCode(
        "IC101", .warning, "A name is changed to become a usable Swift identifier.")
    /// A customised system intent was skipped: its class ships in Apple's SDK.
    package static let systemIntentNotGenerated = DiagnosticCode(
        "IC102", .note, "A customised system intent generates no code.")
    /// A parameter's type cannot be expressed in Swift: an unknown or missing type string, or
    /// a reference to an enum or custom type the file does not define.
    package static let swiftTypeUnavailable = DiagnosticCode(
        "IC103", .error, "A parameter's type cannot be generated.", because: .generatedCodeCannotCompile)

    /// The codes of the naming stage.
    static let namingCodes: [DiagnosticCode] = [
        swiftNameCollision, swiftNameChanged, systemIntentNotGenerated, swiftTypeUnavailable,
    ]
}
