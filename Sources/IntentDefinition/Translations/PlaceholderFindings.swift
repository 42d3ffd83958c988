/// The placeholder checks of one translated entry: `${…}` placeholders compared with the Base
/// text's as multisets (order is free, names are not), and printf residue.
enum PlaceholderFindings {
    /// The findings for `entry`, a translation of `string`.
    static func check(_ entry: TranslationEntry, against string: ExportedString) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let expected = string.expectedPlaceholders
        let found = PlaceholderCount.of(entry.value, ignoring: string.resolvedPlaceholder)
        let dropped = difference(expected, found)
        let extra = difference(found, expected)
        let residue = printfConversions(in: entry.value).filter { !string.text.contains($0) }
        let note = [DiagnosticNote("the Base text: \"\(string.text)\"", at: string.location)]
        // printf residue standing in for dropped placeholders is one defect, reported once.
        let residueReplacesDropped = !residue.isEmpty && extra.isEmpty
        if !residueReplacesDropped, !dropped.isEmpty || !extra.isEmpty {
            let message: String
            switch (dropped.isEmpty, extra.isEmpty) {
            case (false, false):
                message =
                    "the translation of '\(entry.key)' has \(list(extra)) where the Base text has \(list(dropped)); placeholder names must stay as written"
            case (false, true):
                message = "the translation of '\(entry.key)' drops \(list(dropped)) of the Base text"
            default:
                message = "the translation of '\(entry.key)' has \(list(extra)) more than the Base text"
            }
            diagnostics.append(
                Diagnostic(.translationPlaceholderMismatch, message, at: entry.valueLocation, notes: note))
        }
        if !residue.isEmpty {
            let conversions = residue.map { "'\($0)'" }.joined(separator: ", ")
            let replaced = dropped.isEmpty ? "" : " in place of \(list(dropped))"
            diagnostics.append(
                Diagnostic(
                    .translationPrintfResidue,
                    "the translation of '\(entry.key)' holds \(conversions)\(replaced), which the Base text does not; intent strings name parameters as ${name}",
                    at: entry.valueLocation, notes: note))
        }
        return diagnostics
    }

    /// The names in `left` more often than in `right`, each as often as the surplus, sorted.
    private static func difference(_ left: [String: Int], _ right: [String: Int]) -> [String] {
        left.keys.sorted().flatMap { name in
            Array(repeating: name, count: max(0, (left[name] ?? 0) - (right[name] ?? 0)))
        }
    }

    private static func list(_ names: [String]) -> String {
        names.map { "${\($0)}" }.joined(separator: ", ")
    }

    /// The printf conversions in `text` (`%@`, `%1$@`, `%d`, `%ld`, …), without `%%`.
    static func printfConversions(in text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var found: [String] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            var end = index + 1
            if end < scalars.count, scalars[end] == "%" {
                index = end + 1
                continue
            }
            while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
            if end < scalars.count, scalars[end] == "$", end > index + 1 { end += 1 }
            while end < scalars.count, "lhqzjt".unicodeScalars.contains(scalars[end]) { end += 1 }
            if end < scalars.count, "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(scalars[end]) {
                var token = String.UnicodeScalarView()
                token.append(contentsOf: scalars[index...end])
                found.append(String(token))
                index = end + 1
            } else {
                index += 1
            }
        }
        return found
    }
}
