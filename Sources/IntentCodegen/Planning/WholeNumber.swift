/// The one rule, at compile time, for when a number from a definition is a whole number.
enum WholeNumber {
    /// `value` as an `Int` when it is finite, has no fraction and is small enough (below 10¹⁵
    /// in magnitude) that a Double holds it and every neighbour exactly.
    static func of(_ value: Double) -> Int? {
        guard value.isFinite, value.rounded() == value, value.magnitude < 1e15 else { return nil }
        return Int(value)
    }
}
