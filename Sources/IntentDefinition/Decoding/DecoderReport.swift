/// Collects the diagnostics the decoder reports while it walks one file.
///
/// A reference type so that every ``DictionaryView`` of the walk can report into the same list
/// without threading `inout` through each decoding function.
final class DecoderReport {
    /// Everything reported so far, in the order it was found.
    private(set) var diagnostics: [Diagnostic] = []

    /// Reports a problem at `location`.
    func add(_ code: DiagnosticCode, _ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(code, message, at: location))
    }
}
