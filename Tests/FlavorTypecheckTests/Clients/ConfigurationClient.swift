// The default widget of Xcode's template against Definitions/Configuration.intentdefinition:
// `title` has no default, so an unconfigured widget shows the placeholder.
import Intents
import SwiftUI
import WidgetKit

struct TitleEntry: TimelineEntry {
    let date: Date
    let configuration: ConfigurationIntent
}

struct TitleProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> TitleEntry {
        TitleEntry(date: Date(), configuration: ConfigurationIntent())
    }

    func getSnapshot(
        for configuration: ConfigurationIntent, in context: Context, completion: @escaping (TitleEntry) -> Void
    ) {
        completion(TitleEntry(date: Date(), configuration: configuration))
    }

    func getTimeline(
        for configuration: ConfigurationIntent, in context: Context,
        completion: @escaping (Timeline<TitleEntry>) -> Void
    ) {
        completion(Timeline(entries: [TitleEntry(date: Date(), configuration: configuration)], policy: .never))
    }
}

struct TitleEntryView: View {
    var entry: TitleProvider.Entry

    var body: some View {
        Text(entry.configuration.title == nil ? "没有值" : entry.configuration.title!)
    }
}

struct TitleWidget: Widget {
    let kind: String = "TitleWidget"

    var body: some WidgetConfiguration {
        IntentConfiguration(kind: kind, intent: ConfigurationIntent.self, provider: TitleProvider()) { entry in
            TitleEntryView(entry: entry)
        }
        .configurationDisplayName("Title")
    }
}

/// The widget's intent needs no handler beyond what the system does: `handle` is optional
/// for widget intents, so an empty conformance compiles.
final class TitleIntentHandler: NSObject, ConfigurationIntentHandling {}
