/// What every generated `<Intent>OptionsProvider` protocol states: it supplies the dynamic
/// options of one intent's parameters (`provide<P>OptionsCollection(for:)`) and their
/// provider defaults (`default<P>(for:)`), the way an intent handler does for a widget.
public protocol IntentOptionsProvider: Sendable {
    /// The intent whose options are provided.
    associatedtype Intent: IntentConfigurationValue
}
