/// "Did you mean …?" for a name that refers to nothing: the closest declared name of the right
/// kind, as a note at its declaration.
enum NameSuggestion {
    /// A name the file declares, where it declares it.
    struct Candidate {
        let name: String
        let location: SourceLocation
    }

    /// The candidate closest to `name` by ``EditDistance`` when it is close enough: at most a
    /// third of `name`'s length away (at least 1), and not `name` itself. Ties go to the
    /// candidate first in name order, so the choice never depends on file order.
    static func closest(to name: String, among candidates: [Candidate]) -> Candidate? {
        let limit = max(1, name.count / 3)
        let ranked = candidates
            .filter { $0.name != name }
            .map { (candidate: $0, distance: EditDistance.between(name, $0.name)) }
            .filter { $0.distance <= limit }
            .sorted { ($0.distance, $0.candidate.name) < ($1.distance, $1.candidate.name) }
        return ranked.first?.candidate
    }

    /// The note suggesting the closest candidate, or none.
    static func notes(for name: String, among candidates: [Candidate]) -> [DiagnosticNote] {
        closest(to: name, among: candidates).map {
            [DiagnosticNote("did you mean '\($0.name)'?", at: $0.location)]
        } ?? []
    }
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
