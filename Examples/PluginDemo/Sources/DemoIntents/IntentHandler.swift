// A handler named as Xcode's Intents extension template names its principal class. Generated code
// refers to IntentRuntime's own `IntentHandler` protocol as `IntentRuntime.IntentHandler`, so this
// type of the same name in the same target hides nothing.
import IntentRuntime

/// Logs the pages of `LogPagesIntent`.
public struct IntentHandler: LogPagesIntentHandling {
    /// Creates the handler.
    public init() {}

    public func handle(intent: LogPagesIntent) async -> LogPagesIntentResponse {
        .success(total: intent.pages ?? 0)
    }
}
