import IntentDefinition

extension Diagnostic {
    /// The diagnostic anchored in the checkout, for the formats other tools open: when its place
    /// is in a file that is not on disk (a definition read from git,
    /// `v1.0:App/Intents.intentdefinition`) and a note points into a file that is, the first such
    /// note's place becomes its place, so that a pull request's annotation opens the file in the
    /// checkout, and the place in the old file leads the message.
    func anchoredInCheckout(filesNotOnDisk: Set<String>) -> Diagnostic {
        guard let location, filesNotOnDisk.contains(location.file),
            let anchor = notes.lazy.compactMap(\.location).first(where: { !filesNotOnDisk.contains($0.file) })
        else { return self }
        var copy = self
        copy.message = Self.place(location) + message
        copy.location = anchor
        return copy
    }

    /// The diagnostic with no place in a file that is not on disk, which JSON and SARIF readers
    /// cannot open: each such place, of the diagnostic or of a note, leads its message instead.
    func placedOnDisk(filesNotOnDisk: Set<String>) -> Diagnostic {
        var copy = anchoredInCheckout(filesNotOnDisk: filesNotOnDisk)
        if let location = copy.location, filesNotOnDisk.contains(location.file) {
            copy.message = Self.place(location) + copy.message
            copy.location = nil
        }
        copy.notes = copy.notes.map { note in
            guard let location = note.location, filesNotOnDisk.contains(location.file) else { return note }
            return DiagnosticNote(Self.place(location) + note.message, at: nil)
        }
        return copy
    }

    private static func place(_ location: SourceLocation) -> String {
        "\(location.file):\(location.line):\(location.column): "
    }
}
