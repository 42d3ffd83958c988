/// An intent with dynamic options, which a widget host resolves against an options provider
/// before using a stored configuration (see ``IntentResolution`` for the rules).
///
/// Host code can refresh any such configuration:
///
/// ```swift
/// func refreshed<Intent: IntentResolvable>(
///     _ stored: Intent, with provider: Intent.OptionsProvider
/// ) async throws -> Intent {
///     try await stored.resolved(using: provider)
/// }
/// ```
public protocol IntentResolvable: IntentConfigurationValue {
    /// What supplies the options: the generated `any <Intent>OptionsProvider`.
    associatedtype OptionsProvider

    /// This configuration as a widget host would use it: each dynamic parameter keeps its value
    /// only while `provider` offers it (in its plain options, or for a searchable parameter in
    /// the results of searching for the value's display text), unset parameters take their
    /// defaults, and a parameter its relationship hides is left as stored.
    func resolved(using provider: OptionsProvider) async throws -> Self
}
