/// What every generated enum with cases offers: tolerant coding of its raw values
/// (``IntentTolerantEnum``) and the display names the definition gives the enum and each case.
public protocol IntentEnumeration: IntentTolerantEnum, IntentDialogValue {
    /// The enum's display name, as the definition states it.
    static var typeDisplayName: IntentLocalizedText { get }
    /// The case's display name, as the definition states it.
    var displayName: IntentLocalizedText { get }
}

extension IntentEnumeration {
    /// The case's display name with its key, so that a dialog naming the parameter takes its
    /// compound translation (``IntentDialogArgument/value(_:)``).
    public var dialogArgument: IntentDialogArgument { .value(displayName) }
}
