/// Tags are the stable identities of parameters: unique per container, covered by the
/// container's last-used tag (DefinitionFormat.md, 'Tags').
enum TagChecks {
    /// Reports duplicate and missing tags and a last-used tag below a tag in use.
    static func check(_ container: ParameterContainer, into diagnostics: inout [Diagnostic]) {
        let parameters = container.parameters
        for parameter in parameters where parameter.tag == nil {
            diagnostics.append(
                Diagnostic(
                    .missingTag, "\(container.describe(parameter)) has no tag", at: parameter.nameLocation))
        }
        for (duplicate, first) in Duplicates.pairs(in: parameters, key: { $0.tag?.value }) {
            guard let duplicateTag = duplicate.tag, let firstTag = first.tag else { continue }
            diagnostics.append(
                Diagnostic(
                    .duplicateTag,
                    "\(container.describe(duplicate)) has tag \(duplicateTag.value), which \(container.role.noun) '\(first.name)' already has",
                    at: duplicateTag.location,
                    notes: [DiagnosticNote("\(container.describe(first)) has the tag here", at: firstTag.location)]))
        }
        // `max(by:)` keeps the first of equal elements: the message names the first highest tag.
        guard let lastTag = container.lastTag,
            let parameter = parameters.max(by: { ($0.tag?.value ?? .min) < ($1.tag?.value ?? .min) }),
            let highestTag = parameter.tag,
            highestTag.value > lastTag.value
        else { return }
        diagnostics.append(
            Diagnostic(
                .lastTagBelowUsedTag,
                "\(container.lastTagKey) of \(container.owner) is \(lastTag.value), below tag \(highestTag.value) of \(container.role.noun) '\(parameter.name)'",
                at: lastTag.location,
                notes: [
                    DiagnosticNote(
                        "\(container.describe(parameter)) has tag \(highestTag.value) here", at: highestTag.location)
                ]))
    }
}
