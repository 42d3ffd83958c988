/// Tags are the stable identities of parameters: unique per container, covered by the
/// container's last-used tag (FORMAT.md §19 rule 16).
enum TagChecks {
    /// Reports duplicate and missing tags and a last-used tag below a tag in use.
    static func check(_ container: ParameterContainer, into diagnostics: inout [Diagnostic]) {
        for parameter in container.parameters where parameter.tag == nil {
            diagnostics.append(
                Diagnostic(.missingTag, "\(container.describe(parameter)) has no tag", at: parameter.nameLocation))
        }
        let tagged = container.parameters.compactMap { parameter in
            parameter.tag.map { (parameter: parameter, tag: $0) }
        }
        for (duplicate, first) in Duplicates.pairs(in: tagged, key: { $0.tag.value }) {
            diagnostics.append(
                Diagnostic(
                    .duplicateTag,
                    "\(container.describe(duplicate.parameter)) has tag \(duplicate.tag.value), which \(container.role.noun) '\(first.parameter.name)' already has",
                    at: duplicate.tag.location,
                    notes: [DiagnosticNote("\(container.describe(first.parameter)) has the tag here", at: first.tag.location)]))
        }
        guard let lastTag = container.lastTag,
            let highest = tagged.max(by: { $0.tag.value < $1.tag.value }),
            highest.tag.value > lastTag.value
        else { return }
        diagnostics.append(
            Diagnostic(
                .lastTagBelowUsedTag,
                "\(container.lastTagKey) of \(container.owner) is \(lastTag.value), below tag \(highest.tag.value) of \(container.role.noun) '\(highest.parameter.name)'",
                at: lastTag.location,
                notes: [DiagnosticNote("\(container.describe(highest.parameter)) has tag \(highest.tag.value) here", at: highest.tag.location)]))
    }
}
