/// "Did you mean …?" for a name that refers to nothing: the closest known name of the right
/// kind. In a definition, a note at the declaration of the closest name; on the command line, the
/// closest option or subcommand; for a type kind, the closest one intentc knows.
package enum NameSuggestion {
    /// A name the file declares, where it declares it.
    struct Candidate {
        let name: String
        let location: SourceLocation
    }

    /// The name among `names` closest to `name`, when one is close enough: at most a third of
    /// `name`'s length away by edit distance (at least 1), or else one that ends with `name`
    /// as whole words (`format` → `diagnostics-format`, `Color` → `ShirtColor`), never `name`
    /// itself. Ties go to the name first in name order, so the choice never depends on the
    /// order `names` come in.
    package static func closest(to name: String, among names: [String]) -> String? {
        let others = names.filter { $0 != name }
        let limit = max(1, name.count / 3)
        let near =
            others
            .map { (name: $0, distance: EditDistance.between(name, $0)) }
            .filter { $0.distance <= limit }
            .min { ($0.distance, $0.name) < ($1.distance, $1.name) }
        if let near { return near.name }
        return others.filter { endsWithWords(name, $0) }.min()
    }

    /// Whether `candidate` ends with `name` and the part before it ends a word: a `-`, `_` or
    /// `.`, or a lowercase letter before `name`'s capital. Letters compare ignoring case.
    private static func endsWithWords(_ name: String, _ candidate: String) -> Bool {
        guard let first = name.first, candidate.count > name.count,
            candidate.lowercased().hasSuffix(name.lowercased())
        else { return false }
        let before = candidate.dropLast(name.count).last.unsafelyUnwrapped
        return "-_.".contains(before) || (first.isUppercase && before.isLowercase)
    }

    /// The candidate closest to `name`, chosen by name as for plain names.
    static func closest(to name: String, among candidates: [Candidate]) -> Candidate? {
        closest(to: name, among: candidates.map(\.name)).flatMap { chosen in
            candidates.first { $0.name == chosen }
        }
    }

    /// The note suggesting the closest candidate, or none.
    static func notes(for name: String, among candidates: [Candidate]) -> [DiagnosticNote] {
        closest(to: name, among: candidates).map {
            [DiagnosticNote("did you mean '\($0.name)'?", at: $0.location)]
        } ?? []
    }
}

extension ParameterType {
    /// The type kinds a definition's `…Type` may name: the scalar ones and `Object`, in name
    /// order.
    static let kindNames: [String] = (Array(scalarTypeNames.keys) + ["Object"]).sorted()
}

extension Definition {
    /// The file's enums as suggestion candidates.
    var enumCandidates: [NameSuggestion.Candidate] {
        enums.map { NameSuggestion.Candidate(name: $0.name, location: $0.nameLocation) }
    }

    /// The file's custom types as suggestion candidates.
    var customTypeCandidates: [NameSuggestion.Candidate] {
        types.map { NameSuggestion.Candidate(name: $0.name, location: $0.nameLocation) }
    }
}

extension EnumDefinition {
    /// The enum's cases as suggestion candidates.
    var caseCandidates: [NameSuggestion.Candidate] {
        cases.map { NameSuggestion.Candidate(name: $0.name, location: $0.nameLocation) }
    }
}

extension Array where Element == Parameter {
    /// These parameters as suggestion candidates.
    var suggestionCandidates: [NameSuggestion.Candidate] {
        map { NameSuggestion.Candidate(name: $0.name, location: $0.nameLocation) }
    }
}
