import AppIntents

/// The widget's configuration since the app deleted its intent definition: it migrates the
/// SiriKit intent `MyIntent`, whose class the app shipped with its Class Prefix, `WX`.
struct ConfigureMenuIntent: WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "WXMyIntentIntent"
    static let title: LocalizedStringResource = "Menu"

    @Parameter(title: "Parameter") var parameter: String?
    @Parameter(title: "Type") var type: MenuListEntity?
}
