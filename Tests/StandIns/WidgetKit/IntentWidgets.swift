#if canImport(Intents)
import Foundation
import Intents
import SwiftUI

/// Stand-in for `IntentTimelineProvider`: the timeline of a widget configured by a SiriKit intent.
public protocol IntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: INIntent
    typealias Context = TimelineProviderContext
    func recommendations() -> [IntentRecommendation<Self.Intent>]
    func placeholder(in context: Self.Context) -> Self.Entry
    func getSnapshot(for configuration: Self.Intent, in context: Self.Context, completion: @escaping (Self.Entry) -> Void)
    func getTimeline(
        for configuration: Self.Intent, in context: Self.Context, completion: @escaping (Timeline<Self.Entry>) -> Void)
}

extension IntentTimelineProvider {
    public func recommendations() -> [IntentRecommendation<Self.Intent>] { [] }
}

/// Stand-in for `IntentConfiguration`: a widget the user configures with a SiriKit intent.
public struct IntentConfiguration<Intent, Content>: WidgetConfiguration where Intent: INIntent, Content: View {
    public var body: Never { fatalError("stand-in") }
}

extension IntentConfiguration {
    public init<Provider>(
        kind: String, intent: Intent.Type, provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Intent == Provider.Intent, Provider: IntentTimelineProvider {}
}

/// Stand-in for `IntentRecommendation`: a preconfigured intent offered for a widget.
public struct IntentRecommendation<T> where T: INIntent {
    public init(intent: T, description: Text) {}
    public init(intent: T, description: LocalizedStringKey) {}
    @_disfavoredOverload public init<S>(intent: T, description: S) where S: StringProtocol {}
}
#endif
