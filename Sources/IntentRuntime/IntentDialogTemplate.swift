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
            switch argument {
            case .text(let value): return value
            case .value(let displayName): return text(displayName, language: language)
            case nil: return ""
            }
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
    static func fill(_ text: String, _ replacement: ([String]) -> String) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstRange(of: "${") {
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else { break }
            result += rest[..<open.lowerBound]
            let inner = rest[open.upperBound..<close]
            result += replacement(inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
