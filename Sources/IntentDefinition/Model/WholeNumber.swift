/// The one rule for when a number read from a definition or configuration is a whole number,
/// and how such numbers are written (messages, descriptors, generated literals).
package enum WholeNumber {
    /// `value` as an `Int` when it is finite, has no fraction and is small enough (below 10¹⁵
    /// in magnitude) that a Double holds it and every neighbour exactly.
    package static func of(_ value: Double) -> Int? {
        guard value.isFinite, value.rounded() == value, value.magnitude < 1e15 else { return nil }
        return Int(value)
    }

    /// The number as a person writes it: `5` for a whole number, `2.5` otherwise.
    package static func text(_ value: Double) -> String {
        of(value).map(String.init) ?? String(value)
    }
}
