/// What every generated response struct offers: the code saying what happened, and a way to
/// create a response from a code alone (its parameters unset).
public protocol IntentResponse: Sendable, Hashable, Codable {
    /// The response's code enum.
    associatedtype Code: IntentResponseCode

    /// What happened.
    var code: Code { get }

    /// Creates a response with `code` and no parameter values.
    init(code: Code)
}
