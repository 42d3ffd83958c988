import IntentDefinition

/// What a generated name was made from, for diagnostics.
struct NameSource: Sendable {
    /// E.g. `parameter 'count' of intent 'LogReading'`.
    var description: String
    /// Where the name was read.
    var location: SourceLocation
    /// The name as the definition spells it, when the generated name comes from a declared
    /// name (derived names carry their declaration's). Two sources spelled alike are duplicates
    /// that validation already reports as errors, so the scope does not report them again.
    var writtenName: String?
}

/// One Swift scope (the file's top level, one type's members, one protocol's methods): finds
/// names that sanitizing made equal and reports them, naming both sources.
struct NameScope {
    /// Keyed by the identifier's UTF-8 bytes: Swift compares identifiers scalar by scalar,
    /// not by canonical equivalence as `String` does.
    private var claimed: [[UInt8]: NameSource] = [:]
    /// The collisions found so far.
    private(set) var diagnostics: [Diagnostic] = []

    /// Records that `source` generates `name`; reports a collision when the name is taken.
    /// Returns whether the name was free.
    @discardableResult
    mutating func claim(_ name: SwiftName, for source: NameSource) -> Bool {
        let key = Array(name.bare.utf8)
        if let first = claimed[key] {
            if let written = source.writtenName, written == first.writtenName { return false }
            diagnostics.append(
                Diagnostic(
                    .swiftNameCollision,
                    "\(source.description) becomes the Swift name '\(name.bare)', which "
                        + "\(first.description) already generates",
                    at: source.location,
                    notes: [DiagnosticNote("\(first.description) is declared here", at: first.location)]))
            return false
        }
        claimed[key] = source
        return true
    }
}
