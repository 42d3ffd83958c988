import IntentDefinition

/// What a generated name was made from, for diagnostics.
///
/// Every generated name has a source, but only a changed or colliding name is reported, so the
/// description is kept in parts and put together only for a message.
struct NameSource: Sendable {
    /// A declaration as messages name it: a noun and a quoted name, either of which may be
    /// missing (`parameter 'count'`, `built-in code`, `'BookClub.intentdefinition'`).
    struct Declaration: Sendable {
        /// `parameter`, `intent`, `case`, …
        var noun: String?
        /// The name as written, quoted in messages.
        var name: String?

        /// `parameter 'count'`.
        var description: String {
            [noun, name.map { "'\($0)'" }].compactMap(\.self).joined(separator: " ")
        }
    }

    /// What the generated name is to the declaration (`the response`, `the query`); nil when it
    /// is the declaration's own name.
    var role: String?
    /// The declaration the name comes from.
    let declaration: Declaration
    /// What holds the declaration (`intent 'LogReading'`); nil for top-level declarations.
    let owner: Declaration?
    /// Where the name was read.
    var location: SourceLocation
    /// The name as the definition spells it, when the generated name comes from a declared
    /// name (derived names carry their declaration's). Two sources spelled alike are duplicates
    /// that validation already reports as errors, so the scope does not report them again.
    let writtenName: String?

    /// Creates a source for `noun 'name' of owner`, or `role of noun 'name' of owner`.
    init(
        role: String? = nil, _ noun: String?, _ name: String?, of owner: Declaration? = nil,
        location: SourceLocation, writtenName: String? = nil
    ) {
        self.role = role
        declaration = Declaration(noun: noun, name: name)
        self.owner = owner
        self.location = location
        self.writtenName = writtenName
    }

    /// E.g. `parameter 'count' of intent 'LogReading'`, `the response of intent 'LogReading'`.
    var description: String {
        (role.map { "\($0) of " } ?? "") + declaration.description + (owner.map { " of \($0.description)" } ?? "")
    }

    /// The source of a name derived from this one's declaration, such as `the response` of an
    /// intent: same declaration, place and written name.
    func derived(_ role: String) -> NameSource {
        var source = self
        source.role = role
        return source
    }
}

/// One Swift scope (the file's top level, one type's members, one protocol's methods): finds
/// names that sanitizing made equal and reports them, naming both sources.
///
/// Names are compared by their UTF-8 bytes: Swift compares identifiers scalar by scalar, not
/// by canonical equivalence as `String` does.
struct NameScope {
    /// A name that equals another only when their UTF-8 bytes do. Hashed as a `String` (names
    /// with equal bytes hash alike), so the key is the name itself, not a copy of its bytes.
    private struct Spelling: Hashable {
        let name: String
        static func == (lhs: Spelling, rhs: Spelling) -> Bool {
            lhs.name.utf8.count == rhs.name.utf8.count && lhs.name.utf8.elementsEqual(rhs.name.utf8)
        }
        func hash(into hasher: inout Hasher) { hasher.combine(name) }
    }

    /// The source that first claimed each name.
    private var firstClaims: [Spelling: NameSource] = [:]
    /// The collisions found so far.
    private(set) var diagnostics: [Diagnostic] = []

    /// A scope with room for `capacity` names, so that claiming them does not regrow it.
    init(capacity: Int = 0) { firstClaims.reserveCapacity(capacity) }

    /// Records that `source` generates `name`; reports a collision when the name is taken.
    /// Returns whether the name was free.
    @discardableResult
    mutating func claim(_ name: SwiftName, for source: NameSource) -> Bool {
        // Inserted first, hashing the name once; a taken name gets its first claim back.
        let key = Spelling(name: name.bare)
        guard let first = firstClaims.updateValue(source, forKey: key) else { return true }
        firstClaims[key] = first
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
}
