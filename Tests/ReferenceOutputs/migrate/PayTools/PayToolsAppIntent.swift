import AppIntents
import Foundation

/// Pay Tools
///
/// Quick access to your payment tools
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
@available(tvOS, unavailable)
struct PayToolsAppIntent: AppIntent, WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
    /// The class name of the intent this one replaces: configured widgets and shortcuts of that intent migrate to this
    /// one.
    static let intentClassName = "PayToolsIntent"
    static var title: LocalizedStringResource {
        LocalizedStringResource("d03Q2y", defaultValue: "Pay Tools", table: "PayTools")
    }
    static var description: IntentDescription? {
        IntentDescription(
            LocalizedStringResource("nIj7BR", defaultValue: "Quick access to your payment tools", table: "PayTools")
        )
    }
}
