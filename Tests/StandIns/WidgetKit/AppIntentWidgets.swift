#if canImport(AppIntents)
import AppIntents
import Foundation
import SwiftUI

/// Stand-in for `AppIntentTimelineProvider`: the timeline of a widget configured by an App
/// Intents `WidgetConfigurationIntent`.
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext
    func recommendations() -> [AppIntentRecommendation<Self.Intent>]
    func placeholder(in context: Self.Context) -> Self.Entry
    func snapshot(for configuration: Self.Intent, in context: Self.Context) async -> Self.Entry
    func timeline(for configuration: Self.Intent, in context: Self.Context) async -> Timeline<Self.Entry>
}

extension AppIntentTimelineProvider {
    public func recommendations() -> [AppIntentRecommendation<Self.Intent>] { [] }
}

/// Stand-in for `AppIntentConfiguration`: a widget the user configures with an App Intents
/// configuration intent.
public struct AppIntentConfiguration<Intent, Content>: WidgetConfiguration
where Intent: WidgetConfigurationIntent, Content: View {
    public var body: Never { fatalError("stand-in") }
}

extension AppIntentConfiguration {
    public init<Provider>(
        kind: String, intent: Intent.Type = Intent.self, provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Intent == Provider.Intent, Provider: AppIntentTimelineProvider {}
}

/// Stand-in for `AppIntentRecommendation`: a preconfigured intent offered for a widget.
public struct AppIntentRecommendation<Intent> where Intent: WidgetConfigurationIntent {
    public init(intent: Intent, description: Text) {}
    public init(intent: Intent, description: LocalizedStringKey) {}
    @_disfavoredOverload public init(intent: Intent, description: some StringProtocol) {}
}
#endif
