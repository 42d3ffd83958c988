/// What every generated response struct offers: the code saying what happened, and a way to
/// create a response from a code alone (its parameters unset).
public protocol IntentResponse: Sendable, Hashable, Codable {
    /// The response's code enum.
    associatedtype Code: IntentResponseCode

    /// What happened.
    var code: Code { get }

    /// Creates a response with `code` and no parameter values.
    init(code: Code)

    /// The response's parameter values as the arguments of its dialogs, keyed by placeholder
    /// (`pages`, and paths such as `book.title` that the dialogs name); unset values are left
    /// out. Generated responses with parameters implement it; the others have none.
    var dialogArguments: [String: IntentDialogArgument] { get }
}

extension IntentResponse {
    /// No arguments: a response without parameters.
    public var dialogArguments: [String: IntentDialogArgument] { [:] }

    /// The dialog of this response's code in `language`, its placeholders filled with this
    /// response's values; nil when the code has no dialog.
    public func localizedDialog(language: String, translations: IntentTranslations) -> String? {
        code.dialog.map { translations.render($0, language: language, arguments: dialogArguments) }
    }

    /// The concise dialog of this response's code in `language`, filled like
    /// ``localizedDialog(language:translations:)``; nil when the code has no concise dialog.
    public func localizedConciseDialog(language: String, translations: IntentTranslations) -> String? {
        code.conciseDialog.map { translations.render($0, language: language, arguments: dialogArguments) }
    }
}
