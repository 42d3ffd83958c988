/// Decides whether a stored parameter value is still among the options a provider offers.
///
/// Generated `resolved(using:)` methods use this the way a widget host does: a value the user
/// picked earlier is kept only while the options still contain it.
/// ``IntentObject`` values match by ``IntentObject/identifier`` and come back as the offered item,
/// so display text (and every other property) is refreshed; an object without an identifier never
/// matches. ``IntentPersonValue`` values with an identifier match the same way; people without one,
/// and all other values (strings, numbers, enums, files, placemarks…), match by `==`.
public enum IntentOptionMatching {
    /// Returns the offered item with the same identifier as `value`, or `nil` when none is offered
    /// or `value` has no identifier.
    public static func match<T: IntentObject>(_ value: T, in options: [T]) -> T? {
        guard let identifier = value.identifier else { return nil }
        return options.first { $0.identifier == identifier }
    }

    /// Returns the offered person with the same identifier as `value`; for a person without an
    /// identifier, `value` when `options` contains an equal person. Otherwise `nil`.
    public static func match(_ value: IntentPersonValue, in options: [IntentPersonValue]) -> IntentPersonValue? {
        guard let identifier = value.identifier else { return options.contains(value) ? value : nil }
        return options.first { $0.identifier == identifier }
    }

    /// Returns the offered person for each element of `values` that is still offered, matched
    /// as a single person is, in the order of `values`; the others are dropped.
    public static func match(_ values: [IntentPersonValue], in options: [IntentPersonValue]) -> [IntentPersonValue] {
        values.compactMap { match($0, in: options) }
    }

    /// Returns `value` when `options` contains an equal value, otherwise `nil`.
    public static func match<T: Equatable & Sendable>(_ value: T, in options: [T]) -> T? {
        options.contains(value) ? value : nil
    }

    /// Returns the offered item for each element of `values` that is still offered, in the order
    /// of `values`; elements no longer offered are dropped.
    public static func match<T: IntentObject>(_ values: [T], in options: [T]) -> [T] {
        values.compactMap { match($0, in: options) }
    }

    /// Returns the elements of `values` that `options` still contains, in the order of `values`.
    public static func match<T: Equatable & Sendable>(_ values: [T], in options: [T]) -> [T] {
        values.filter { options.contains($0) }
    }
}
