/// Stand-in for `Unit`: a unit of measure, named by its symbol.
@objc open class Unit: NSObject {
    /// The unit's symbol (`s`, `min`).
    @objc open var symbol: String { storedSymbol }
    private let storedSymbol: String

    /// A unit with `symbol`.
    @objc(initWithSymbol:) public init(symbol: String) {
        storedSymbol = symbol
        super.init()
    }
}

/// Stand-in for `Dimension`: a unit that converts to its dimension's base unit.
@objc open class Dimension: Unit {}

/// Stand-in for `UnitDuration`, the unit of a duration (an intent's TimeInterval parameter).
@objc public final class UnitDuration: Dimension {
    @objc public class var seconds: UnitDuration { UnitDuration(symbol: "s") }
    @objc public class var minutes: UnitDuration { UnitDuration(symbol: "min") }
    @objc public class var hours: UnitDuration { UnitDuration(symbol: "hr") }
}

/// Stand-in for `Measurement`: a value with its unit.
public struct Measurement<UnitType: Unit>: Hashable, @unchecked Sendable {
    /// The value, in `unit`.
    public var value: Double
    /// The unit of `value`.
    public let unit: UnitType

    /// A measurement of `value` in `unit`.
    public init(value: Double, unit: UnitType) {
        self.value = value
        self.unit = unit
    }

    public static func == (lhs: Measurement<UnitType>, rhs: Measurement<UnitType>) -> Bool {
        lhs.value == rhs.value && lhs.unit.symbol == rhs.unit.symbol
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
        hasher.combine(unit.symbol)
    }
}
