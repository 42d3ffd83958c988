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

    /// The parts every source derived from one declaration shares, in one object: a copy of a
    /// source (each derived name's, each claim's) then retains one reference instead of every
    /// string in it.
    private final class Origin: Sendable {
        let declaration: Declaration
        let owner: Declaration?
        let location: SourceLocation
        let writtenName: String?

        init(declaration: Declaration, owner: Declaration?, location: SourceLocation, writtenName: String?) {
            self.declaration = declaration
            self.owner = owner
            self.location = location
            self.writtenName = writtenName
        }
    }

    /// What the generated name is to the declaration (`the response`, `the query`); nil when it
    /// is the declaration's own name.
    var role: String?
    /// The declaration, its owner, place and written name.
    private var origin: Origin

    /// The declaration the name comes from.
    var declaration: Declaration { origin.declaration }
    /// What holds the declaration (`intent 'LogReading'`); nil for top-level declarations.
    var owner: Declaration? { origin.owner }
    /// Where the name was read.
    var location: SourceLocation {
        get { origin.location }
        set {
            origin = Origin(declaration: declaration, owner: owner, location: newValue, writtenName: writtenName)
        }
    }
    /// The name as the definition spells it, when the generated name comes from a declared
    /// name (derived names carry their declaration's). Two sources spelled alike are duplicates
    /// that validation already reports as errors, so the scope does not report them again.
    var writtenName: String? { origin.writtenName }

    /// Creates a source for `noun 'name' of owner`, or `role of noun 'name' of owner`.
    init(
        role: String? = nil, _ noun: String?, _ name: String?, of owner: Declaration? = nil,
        location: SourceLocation, writtenName: String? = nil
    ) {
        self.role = role
        origin = Origin(
            declaration: Declaration(noun: noun, name: name), owner: owner, location: location,
            writtenName: writtenName)
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
/// by canonical equivalence as `String` does. Nearly every scope is small (an intent's
/// parameters, an enum's cases), and there a scan of the names claimed so far is cheaper than
/// making and hashing into a dictionary per scope. A scope that grows past
/// ``linearLimit`` names indexes them by a dictionary, so a large scope (the top level) stays
/// linear in its size.
struct NameScope {
    /// An identifier compared and hashed by its UTF-8 bytes. Hashing the bytes in one call
    /// also avoids building a byte array per claim.
    private struct Identifier: Hashable {
        var text: String

        static func == (lhs: Identifier, rhs: Identifier) -> Bool {
            NameScope.sameBytes(lhs.text, rhs.text)
        }

        func hash(into hasher: inout Hasher) {
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    /// One claimed name and the source that claimed it first.
    private struct Claim {
        var name: String
        var source: NameSource
    }

    /// The most names a scope scans; past it they are indexed.
    static let linearLimit = 16

    /// Every name claimed, once, in claim order.
    private var claims: [Claim] = []
    /// Indexes into ``claims`` by name, once there are more than ``linearLimit``; nil before.
    private var indexes: [Identifier: Int]?
    /// The collisions found so far.
    private(set) var diagnostics: [Diagnostic] = []

    /// Creates an empty scope with room for `expectedNames` names without growing.
    init(expectedNames: Int = 0) {
        claims.reserveCapacity(expectedNames)
        if expectedNames > Self.linearLimit { indexes = Dictionary(minimumCapacity: expectedNames) }
    }

    /// Records that `source` generates `name`; reports a collision when the name is taken.
    /// Returns whether the name was free.
    ///
    /// `source` is taken as the caller's own (`consuming`): callers pass a source made for the
    /// claim, or at its last use, and it moves into the scope instead of being copied, every
    /// string in it retained and the caller's released.
    @discardableResult
    mutating func claim(_ name: SwiftName, for source: consuming NameSource) -> Bool {
        guard let firstIndex = insert(name.bare) else {
            claims.append(Claim(name: name.bare, source: source))
            return true
        }
        let first = claims[firstIndex].source
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

    /// The index in ``claims`` of the claim of `name`, if any; otherwise indexes `name` as the
    /// next claim (the caller appends it) and returns nil.
    private mutating func insert(_ name: String) -> Int? {
        if indexes == nil {
            if let index = claims.firstIndex(where: { Self.sameBytes($0.name, name) }) { return index }
            guard claims.count >= Self.linearLimit else { return nil }
            var all = [Identifier: Int](minimumCapacity: 2 * claims.count)
            for index in claims.indices { all[Identifier(text: claims[index].name)] = index }
            indexes = all
        }
        // One lookup for the usual free name: it is recorded at the index it is appended at;
        // a taken one gets its first index back.
        let key = Identifier(text: name)
        guard let first = indexes!.updateValue(claims.count, forKey: key) else { return nil }
        indexes![key] = first
        return first
    }

    /// Whether two identifiers have the same UTF-8 bytes. Strings with the same bytes are
    /// equal, and `==` rejects nearly every other pair at once (it compares ASCII as bytes).
    private static func sameBytes(_ lhs: String, _ rhs: String) -> Bool {
        lhs == rhs && lhs.utf8.elementsEqual(rhs.utf8)
    }
}
