import AppIntents

/// The widget's configuration with its first parameter renamed: what users stored in it is lost.
struct ConfigureMenuIntent: WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "WXMyIntentIntent"
    static let title: LocalizedStringResource = "Menu"

    @Parameter(title: "Text") var text: String?
    @Parameter(title: "Type") var type: MenuListEntity?
}
