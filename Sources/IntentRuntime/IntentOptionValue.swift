import Foundation

/// A value a parameter with dynamic options can hold: how a widget host finds a stored value
/// again among the options a provider offers now, and what it searches for when they lack it.
///
/// ``IntentResolution`` uses this the way a widget host does: a value the user picked earlier is
/// kept only while the options still contain it.
/// - ``IntentObject`` values match by ``IntentObject/identifier`` and come back as the offered
///   item, so display text (and every other property) is refreshed; an object without an
///   identifier never matches. They are searched for by ``IntentObject/displayString``.
/// - ``IntentPersonValue`` values with an identifier match the same way; people without one match
///   by `==`. They are searched for by ``IntentPersonValue/displayName``.
/// - All other values (strings, numbers, enums, files, placemarks…) match by `==` and are
///   searched for by their `String(describing:)` text (a string by itself).
///
/// The runtime's value types, the standard types generated code stores and every generated enum
/// and custom type conform; a type of your own conforms by declaring it, taking the defaults.
public protocol IntentOptionValue: Sendable {
    /// The offered item that stands for this stored value, or `nil` when `options` no longer
    /// offer it.
    func matched(in options: [Self]) -> Self?

    /// The text the user saw when they picked this value, which a provider's search form is asked
    /// with when the plain options lack it.
    var searchTerm: String { get }
}

extension IntentOptionValue {
    /// The value's `String(describing:)` text; a string's is the string itself.
    public var searchTerm: String { String(describing: self) }
}

extension IntentOptionValue where Self: Equatable {
    /// `self` when `options` contain an equal value.
    public func matched(in options: [Self]) -> Self? {
        options.contains(self) ? self : nil
    }
}

extension IntentObject {
    /// The offered item with the same identifier; `nil` when none is offered or `self` has no
    /// identifier.
    public func matched(in options: [Self]) -> Self? {
        guard let identifier else { return nil }
        return options.first { $0.identifier == identifier }
    }

    /// The object's ``displayString``.
    public var searchTerm: String { displayString }
}

extension IntentPersonValue: IntentOptionValue {
    /// The offered person with the same identifier; for a person without an identifier, `self`
    /// when `options` contain an equal person.
    public func matched(in options: [IntentPersonValue]) -> IntentPersonValue? {
        guard let identifier else { return options.contains(self) ? self : nil }
        return options.first { $0.identifier == identifier }
    }

    /// The person's ``displayName``.
    public var searchTerm: String { displayName }
}

extension String: IntentOptionValue {}
extension Int: IntentOptionValue {}
extension Double: IntentOptionValue {}
extension Bool: IntentOptionValue {}
extension Decimal: IntentOptionValue {}
extension URL: IntentOptionValue {}
extension DateComponents: IntentOptionValue {}
extension IntentFileValue: IntentOptionValue {}
extension IntentPlacemarkValue: IntentOptionValue {}
extension IntentCurrencyAmountValue: IntentOptionValue {}
extension IntentPaymentMethodValue: IntentOptionValue {}
