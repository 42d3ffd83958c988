import AppIntents
import Foundation

/// é combining
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
@available(tvOS, unavailable)
struct Item2AppIntent: AppIntent, WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
    /// The class name of the intent this one replaces: configured widgets and shortcuts of that intent migrate to this
    /// one.
    static let intentClassName = "Item2Intent"
    static var title: LocalizedStringResource {
        LocalizedStringResource("SuKz6m", defaultValue: "é combining", table: "Seed3")
    }

    /// /* opens one
    @Parameter(
        title: LocalizedStringResource("loM0ea", defaultValue: "/* opens one", table: "Seed3"),
        inputOptions: String.IntentInputOptions(keyboardType: .asciiCapable, capitalizationType: .words)
    )
    var `return`: [String]?

    /// What a successful `perform()` answers with: the code and parameters of the intent's old response.
    struct Response {
        /// The success codes of the definition.
        enum Code {
            case success
        }

        /// The outcome.
        var code: Code
        /// #"raw"#
        var `class`: [IntentPaymentMethod]?
        /// """ three quotes
        var URL_: DateComponents?
    }

    /// How the intent fails, from the definition's failure codes: `perform()` throws one, and Shortcuts and Siri stop
    /// and show its text.
    enum Failure: Error, CustomLocalizedStringResourceConvertible {
        /// <class> 👨\u{200D}👩\u{200D}👧 family <URL> """ three quotes
        case failure(`class`: [IntentPaymentMethod]?, URL_: DateComponents?)

        /// What Shortcuts and Siri show.
        var localizedStringResource: LocalizedStringResource {
            switch self {
            case .failure(let `class`, let URL_):
                return LocalizedStringResource(
                    "muqvQD",
                    defaultValue:
                        "\(Item2AppIntent.text(`class`)) 👨\u{200D}👩\u{200D}👧 family \(Item2AppIntent.text(URL_)) \"\"\" three quotes",
                    table: "Seed3"
                )
            }
        }
    }

    /// Runs the intent.
    func perform() async throws -> some IntentResult & ReturnsValue<DateComponents?> & ProvidesDialog {
        // TODO: Move the logic of handle(intent:) here.
        // A failure throws, and Shortcuts and Siri stop and show its text:
        // throw Failure.failure(`class`: …, URL_: …)
        let response = Response(code: .success)
        return .result(value: response.URL_, dialog: Self.dialog(for: response))
    }

    /// The dialog of the response's code, from the definition's format strings.
    private static func dialog(for response: Response) -> IntentDialog {
        switch response.code {
        case .success:
            return IntentDialog(
                LocalizedStringResource(
                    "oNpVGI",
                    defaultValue: "\(Self.text(response.`class`)) Tab\u{9}inside",
                    table: "Seed3"
                )
            )
        }
    }

    /// A value as dialog text; nothing when it is missing.
    private static func text<T>(_ value: T?) -> String {
        return value.map { "\($0)" } ?? ""
    }
}
