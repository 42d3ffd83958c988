import IntentDefinition

extension Diagnostic {
    /// The diagnostic as the structured formats report it when its place is in a file that is
    /// not on disk (a definition read from git, `v1.0:App/Intents.intentdefinition`) and one of
    /// its notes points into a file that is: anchored at that note, so that a pull request's
    /// annotation or a SARIF viewer opens the file in the checkout. The place in the old file
    /// leads the message.
    func anchoredInCheckout(filesNotOnDisk: Set<String>) -> Diagnostic {
        guard let location, filesNotOnDisk.contains(location.file),
            let anchor = notes.firstIndex(where: { note in
                note.location.map { !filesNotOnDisk.contains($0.file) } ?? false
            })
        else { return self }
        var copy = self
        let place = "\(location.file):\(location.line):\(location.column)"
        copy.location = notes[anchor].location
        copy.message = place + ": " + message
        return copy
    }
}
