/// What every generated custom type conforms to; the framework-free counterpart of `INObject`.
///
/// A custom type is identified by `identifier` (what the host stores and matches on) and shown
/// with `displayString`. Generated types add their user properties on top.
public protocol IntentObject: Sendable, Hashable, Codable, IntentDialogValue, IntentOptionValue {
    /// The stable identity of the value, used to recognise it among offered options.
    /// `nil` for values that cannot be matched again later.
    var identifier: String? { get }
    /// The text shown to the user for this value.
    var displayString: String { get set }
    /// Creates a value with an identity and the text shown for it.
    init(identifier: String?, display: String)
}

extension IntentObject {
    /// The value's display string, as a dialog shows it.
    public var dialogArgument: IntentDialogArgument { .text(displayString) }
}
