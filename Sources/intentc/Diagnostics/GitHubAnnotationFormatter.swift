import IntentDefinition

/// Formats diagnostics for `--diagnostics-format github`: GitHub Actions workflow commands,
/// which a workflow run shows as annotations on the files, one line each:
/// `::error file=<path>,line=<l>,col=<c>,title=<ICnnn>::<message>`, `::warning` for warnings,
/// `::notice` for notes and for each note of a diagnostic (titled with the diagnostic's code).
/// Paths are printed as given on the command line. A place in a file that is not on disk, such as
/// a file as it was at a git revision (`origin/main:Intents.intentdefinition`, from `compat
/// --against git:…`), is nothing an annotation can point at: its line names no file, and the
/// message starts with the place.
enum GitHubAnnotationFormatter {
    /// The lines for one diagnostic and its notes, each ending in a newline.
    static func format(_ reported: ReportedDiagnostic, filesNotOnDisk: Set<String> = []) -> String {
        let diagnostic = reported.diagnostic
        let code = diagnostic.code.rawValue
        // Workflow commands call a note a notice.
        let command = diagnostic.severity == .note ? "notice" : diagnostic.severity.rawValue
        var text = line(
            command, place: diagnostic.location, file: reported.file, title: code, message: diagnostic.message,
            filesNotOnDisk: filesNotOnDisk)
        for note in diagnostic.notes {
            text += line(
                "notice", place: note.location, file: reported.file, title: code, message: note.message,
                filesNotOnDisk: filesNotOnDisk)
        }
        return text
    }

    private static func line(
        _ command: String, place: SourceLocation?, file: String?, title: String, message: String,
        filesNotOnDisk: Set<String>
    ) -> String {
        var properties: [(String, String)] = []
        var message = message
        let shownFile = place?.file ?? file
        if let shownFile, filesNotOnDisk.contains(shownFile) {
            message = (place.map { "\(shownFile):\($0.line):\($0.column)" } ?? shownFile) + ": " + message
        } else {
            if let shownFile { properties.append(("file", shownFile)) }
            if let place {
                properties.append(("line", String(place.line)))
                properties.append(("col", String(place.column)))
            }
        }
        properties.append(("title", title))
        let list = properties.map { "\($0)=\(escapeProperty($1))" }.joined(separator: ",")
        return "::\(command) \(list)::\(escapeData(message))\n"
    }

    /// A message as workflow commands take it: `%`, carriage return and line feed encoded.
    static func escapeData(_ text: String) -> String {
        var escaped = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    /// A property value: as a message, and `:` and `,` encoded too (they end a value).
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingEvery(":", with: "%3A").replacingEvery(",", with: "%2C")
    }
}
