// A widget without parameters against Definitions/PayTools.intentdefinition, with a handler
// that answers with the response's initializer and the completion forms.
import Intents
import SwiftUI
import WidgetKit

final class PayToolsHandler: NSObject, PayToolsIntentHandling {
    func confirm(intent: PayToolsIntent, completion: @escaping (PayToolsIntentResponse) -> Void) {
        completion(PayToolsIntentResponse(code: .ready, userActivity: nil))
    }

    func handle(intent: PayToolsIntent, completion: @escaping (PayToolsIntentResponse) -> Void) {
        let response = PayToolsIntentResponse(code: .success, userActivity: NSUserActivity(activityType: "PayTools"))
        completion(response.code == .success ? response : PayToolsIntentResponse(code: .failure, userActivity: nil))
    }
}

struct PayToolsEntry: TimelineEntry {
    let date: Date
}

struct PayToolsProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> PayToolsEntry { PayToolsEntry(date: Date()) }

    func getSnapshot(
        for configuration: PayToolsIntent, in context: Context, completion: @escaping (PayToolsEntry) -> Void
    ) {
        completion(PayToolsEntry(date: Date()))
    }

    func getTimeline(
        for configuration: PayToolsIntent, in context: Context, completion: @escaping (Timeline<PayToolsEntry>) -> Void
    ) {
        completion(Timeline(entries: [PayToolsEntry(date: Date())], policy: .never))
    }
}

struct PayToolsWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "PayTools", intent: PayToolsIntent.self, provider: PayToolsProvider()) { _ in
            Text("Pay")
        }
        .supportedFamilies([.systemSmall])
    }
}
