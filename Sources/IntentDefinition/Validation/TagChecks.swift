/// Tags are the stable identities of parameters: unique per container, covered by the
/// container's last-used tag (DefinitionFormat.md, 'Tags').
enum TagChecks {
    /// Reports duplicate and missing tags and a last-used tag below a tag in use.
    static func check(_ container: ParameterContainer, into diagnostics: inout [Diagnostic]) {
        let parameters = container.parameters
        // By index: only a parameter without a tag is copied, for its message.
        for index in parameters.indices where parameters[index].tag == nil {
            diagnostics.append(
                Diagnostic(
                    .missingTag, "\(container.describe(parameters[index])) has no tag",
                    at: parameters[index].nameLocation))
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
        guard let lastTag = container.lastTag,
            let highest = highestTagged(parameters),
            let highestTag = parameters[highest].tag,
            highestTag.value > lastTag.value
        else { return }
        let parameter = parameters[highest]
        diagnostics.append(
            Diagnostic(
                .lastTagBelowUsedTag,
                "\(container.lastTagKey) of \(container.owner) is \(lastTag.value), below tag \(highestTag.value) of \(container.role.noun) '\(parameter.name)'",
                at: lastTag.location,
                notes: [DiagnosticNote("\(container.describe(parameter)) has tag \(highestTag.value) here", at: highestTag.location)]))
    }

    /// The index of the first parameter with the highest tag, nil when none has a tag.
    private static func highestTagged(_ parameters: [Parameter]) -> Int? {
        var highest: (index: Int, tag: Int)?
        for index in parameters.indices {
            guard let tag = parameters[index].tag?.value else { continue }
            if highest.map({ tag > $0.tag }) ?? true { highest = (index, tag) }
        }
        return highest?.index
    }
}
