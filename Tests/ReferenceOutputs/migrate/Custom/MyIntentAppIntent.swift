import AppIntents
import Foundation

/// My Intent
///
/// Choose the menu list a widget shows
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
@available(tvOS, unavailable)
struct MyIntentAppIntent: AppIntent, WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
    /// The class name of the intent this one replaces: configured widgets and shortcuts of that intent migrate to this
    /// one.
    static let intentClassName = "MyIntentIntent"
    static var title: LocalizedStringResource {
        LocalizedStringResource("ptt0Az", defaultValue: "My Intent", table: "Custom")
    }
    static var description: IntentDescription? {
        IntentDescription(
            LocalizedStringResource("jxTW3x", defaultValue: "Choose the menu list a widget shows", table: "Custom")
        )
    }

    /// Parameter
    @Parameter(
        title: LocalizedStringResource("wVtRMf", defaultValue: "Parameter", table: "Custom"),
        inputOptions: String.IntentInputOptions(capitalizationType: .sentences)
    )
    var parameter: String?

    /// Type
    @Parameter(title: LocalizedStringResource("lhbmua", defaultValue: "Type", table: "Custom"))
    var type: MenuListAppEntity?

    /// The summary Shortcuts shows, from the definition's parameter combinations.
    static var parameterSummary: some ParameterSummary {
        Summary("Show \(\.$type) with \(\.$parameter)", table: "Custom")
    }
}
