/// A dialog of a definition with `${name}` placeholders: a response code's (full or concise)
/// format string, a prompt, a combination title or an unsupported reason.
public struct IntentDialogTemplate: Sendable, Hashable, Codable {
    /// The dialog's text as written in the definition (the Base text), with its key.
    public var text: IntentLocalizedText

    /// Creates a dialog from its Base text and key.
    public init(_ defaultValue: String, key: String?) {
        self.text = IntentLocalizedText(defaultValue, key: key)
    }
}

/// The value a dialog's placeholder is filled with.
public enum IntentDialogArgument: Sendable, Hashable {
    /// Text written in as is (a number, a name, a date already formatted).
    case text(String)
    /// An enum value or a Boolean's true/false display name. Its key (the display name's ID)
    /// selects the compound translation `<dialogKey>-<valueKey>` that Xcode exports for dialogs
    /// naming such a parameter; its display name, localized too, fills the placeholder otherwise.
    case value(IntentLocalizedText)
    /// The values of a parameter with multiple values, written one after the other, separated
    /// by commas. (No compound key is chosen for a list.)
    case list([IntentDialogArgument])
}

extension IntentTranslations {
    /// `dialog` in `language` with its placeholders filled from `arguments` (by full name such as
    /// `roaster.displayString`, else by the first name component).
    ///
    /// When a placeholder's argument is a ``IntentDialogArgument/value(_:)`` with a key, the
    /// compound key `<dialogKey>-<valueKey>` is tried before the dialog's own key, language by
    /// language, as Xcode exports such dialogs once per value with the value written in.
    /// Translations may order placeholders freely. A placeholder without an argument becomes empty.
    public func render(
        _ dialog: IntentDialogTemplate, language: String, arguments: [String: IntentDialogArgument]
    ) -> String {
        var template = dialog.text.defaultValue
        if let key = dialog.text.key {
            var keys = [key]
            if let valueKey = compoundValueKey(in: dialog.text.defaultValue, arguments: arguments) {
                keys.insert("\(key)-\(valueKey)", at: 0)
            }
            template = translation(forKeys: keys, language: language) ?? template
        }
        return DialogPlaceholders.fill(template) { path in
            let argument = arguments[path.joined(separator: ".")] ?? path.first.flatMap { arguments[$0] }
            return argument.map { self.text($0, language: language) } ?? ""
        }
    }

    /// The text `argument` fills a placeholder with in `language`.
    private func text(_ argument: IntentDialogArgument, language: String) -> String {
        switch argument {
        case .text(let value): value
        case .value(let displayName): text(displayName, language: language)
        case .list(let items): items.map { text($0, language: language) }.joined(separator: ", ")
        }
    }

    /// The key of the first placeholder (in the Base text) whose argument is a keyed value.
    private func compoundValueKey(in baseText: String, arguments: [String: IntentDialogArgument]) -> String? {
        for path in DialogPlaceholders.placeholders(in: baseText) {
            if case .value(let displayName)? = path.first.flatMap({ arguments[$0] }), let key = displayName.key {
                return key
            }
        }
        return nil
    }
}

/// Finding and filling `${…}` placeholders.
enum DialogPlaceholders {
    /// The dot-separated paths of the placeholders in `text`, in order.
    static func placeholders(in text: String) -> [[String]] {
        var paths: [[String]] = []
        _ = fill(text) { path in
            paths.append(path)
            return ""
        }
        return paths
    }

    /// `text` with each `${path}` replaced by `replacement(path)`; an unterminated `${` stays.
    /// (Scans characters itself: `firstRange(of:)` needs macOS 13, and Foundation's
    /// `replacingOccurrences` is not in FoundationEssentials.)
    static func fill(_ text: String, _ replacement: ([String]) -> String) -> String {
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            guard text[index] == "$", next < text.endIndex, text[next] == "{",
                let close = text[next...].firstIndex(of: "}")
            else {
                result.append(text[index])
                index = next
                continue
            }
            let inner = text[text.index(after: next)..<close]
            result += replacement(inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
            index = text.index(after: close)
        }
        return result
    }
}
