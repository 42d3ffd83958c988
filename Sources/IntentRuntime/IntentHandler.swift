/// What every generated `<Intent>Handling` protocol states: an intent is performed after an
/// optional confirmation, and each step answers with a response.
///
/// A generated handling protocol fixes both associated types, so a conformer only writes
/// `handle(intent:)` with the concrete types, and `confirm(intent:)` when it checks anything.
public protocol IntentHandler: Sendable {
    /// The intent handled.
    associatedtype Intent: IntentConfigurationValue
    /// The intent's response.
    associatedtype Response: IntentResponse

    /// Performs the intent.
    func handle(intent: Intent) async -> Response

    /// Checks that the intent can be performed. The default answers ``IntentResponseCode/ready``.
    func confirm(intent: Intent) async -> Response
}

extension IntentHandler {
    /// Confirms every intent: answers a response with the code ``IntentResponseCode/ready``.
    public func confirm(intent: Intent) async -> Response {
        Response(code: .ready)
    }
}
