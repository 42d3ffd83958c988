import IntentDefinition

/// A finding of the check with what it is about, so that a team can accept it by name:
/// `Intent` for an intent, `Intent.parameter` for a parameter, `Enum.case` for an enum case
/// (names as the definition spells them); nil for findings about the sources themselves.
struct MigrationFinding {
    /// What an acceptance names to accept the finding.
    var subject: String?
    /// The finding.
    var diagnostic: Diagnostic
}

/// `// intentc:accept-loss Intent.parameter: reason` in a checked Swift file: the team knows the
/// loss and says why, where reviewers see it. The finding it names becomes a note quoting the
/// reason (IC251); an acceptance without a reason is an error (IC252) and one that names no
/// finding a warning (IC253), so that an acceptance never outlives its loss.
struct LossAcceptance {
    /// The intent, `Intent.parameter` or `Enum.case` accepted.
    var subject: String
    /// Why the loss is accepted.
    var reason: String
    /// Where the comment is.
    var location: SourceLocation

    static let directive = "accept-loss"

    /// The acceptances of `annotations`, and IC252 for each that does not have the form.
    static func parse(_ annotations: [SwiftAnnotationComment]) -> (acceptances: [Self], problems: [Diagnostic]) {
        var acceptances: [Self] = []
        var problems: [Diagnostic] = []
        for annotation in annotations {
            let text = annotation.text.trimmingSpaces
            let words = text.split(separator: " ", maxSplits: 1).map(String.init)
            guard words.first == directive else {
                problems.append(
                    Diagnostic(
                        .migrationAcceptanceMalformed,
                        "'intentc:\(words.first ?? "")' is not an annotation intentc knows; write "
                            + "'intentc:\(directive) <Intent>.<parameter>: <reason>'",
                        at: annotation.location))
                continue
            }
            let rest = words.count > 1 ? words[1] : ""
            let colon = rest.firstIndex(of: ":")
            let subject = String(rest[..<(colon ?? rest.endIndex)]).trimmingSpaces
            let reason = colon.map { String(rest[rest.index(after: $0)...]).trimmingSpaces } ?? ""
            guard !subject.isEmpty, !subject.contains(" "), !reason.isEmpty else {
                problems.append(
                    Diagnostic(
                        .migrationAcceptanceMalformed,
                        subject.isEmpty || subject.contains(" ")
                            ? "'intentc:\(directive)' needs what it accepts and why: "
                                + "'intentc:\(directive) <Intent>.<parameter>: <reason>'"
                            : "accepting the loss of '\(subject)' needs a reason after a colon, for the reviewers "
                                + "who read it: 'intentc:\(directive) \(subject): <reason>'",
                        at: annotation.location))
                continue
            }
            acceptances.append(Self(subject: subject, reason: reason, location: annotation.location))
        }
        return (acceptances, problems)
    }

    /// `findings` with each one an acceptance names turned into an IC251 note quoting the
    /// reason, the IC252 and IC253 problems of the acceptances, and how many losses were accepted.
    static func apply(_ annotations: [SwiftAnnotationComment], to findings: [MigrationFinding]) -> (
        diagnostics: [Diagnostic], accepted: Int
    ) {
        let (acceptances, problems) = parse(annotations)
        var used = Set<Int>()
        var accepted = 0
        var diagnostics = findings.map { finding -> Diagnostic in
            guard let subject = finding.subject,
                let position = acceptances.firstIndex(where: { $0.subject == subject })
            else { return finding.diagnostic }
            used.insert(position)
            let acceptance = acceptances[position]
            let original = finding.diagnostic
            if original.severity == .error { accepted += 1 }
            return Diagnostic(
                .migrationLossAccepted,
                "accepted (\(original.code.rawValue)): \(original.message) — \"\(acceptance.reason)\"",
                at: original.location,
                notes: original.notes + [DiagnosticNote("accepted here", at: acceptance.location)])
        }
        diagnostics += problems
        let subjects = findings.compactMap(\.subject)
        for (position, acceptance) in acceptances.enumerated() where !used.contains(position) {
            let near = NameSuggestion.closest(to: acceptance.subject, among: subjects)
            diagnostics.append(
                Diagnostic(
                    .migrationAcceptanceUnused,
                    "'intentc:\(directive) \(acceptance.subject)' accepts a loss the check does not find"
                        + (near.map { " (did you mean '\($0)'?)" } ?? "") + "; remove it",
                    at: acceptance.location))
        }
        return (diagnostics, accepted)
    }
}
