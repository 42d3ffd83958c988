import IntentDefinition

/// Numbers as Swift literals that `swift-format lint` accepts (long integers are grouped).
enum SwiftNumberLiteral {
    /// `1234567` → `1_234_567`; numbers of five digits or more are grouped by three.
    static func integer(_ value: Int) -> String {
        let digits = String(value.magnitude)
        guard digits.count >= 5 else { return String(value) }
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return (value < 0 ? "-" : "") + groups.joined(separator: "_")
    }

    /// A finite double as a literal: whole numbers without a fraction (`20`), others in
    /// Swift's shortest round-tripping form (`0.5`, `1e-05`). Nil for infinities and NaN.
    static func double(_ value: Double) -> String? {
        value.isFinite ? finite(value) : nil
    }

    /// A double known to be finite as a literal, written as ``double(_:)`` writes it.
    static func finite(_ value: Double) -> String {
        WholeNumber.of(value).map(integer) ?? "\(value)"
    }
}
