import Foundation

/// A measurement (`Distance`, `Temperature`, `Mass`, `Volume`, `Speed`, `Energy`) as generated
/// types store it: the value in `UnitType`'s base unit (metres, kelvins, kilograms, litres,
/// metres per second, joules), with Foundation's `Measurement` one accessor away.
///
/// Why not `Measurement<UnitType>` itself: its `Sendable` conformance holds only where
/// `UnitType` is `Sendable`, and whether Apple's compiler sees the concrete unit classes'
/// conformance depends on the order in which it checks a module's files. With App Intents
/// code in the same module, a struct storing `Measurement<UnitLength>` fails Swift 6's
/// `Sendable` check in one file order and passes in the other ("conformance of 'Unit' to
/// 'Sendable' is unavailable"). A `Double` and a unit type that is only a type parameter
/// (never stored) are `Sendable` in every order, without `@unchecked`.
///
/// So it keeps the value with its unit's symbol and linear converter (the numbers Foundation
/// encodes a unit with) and rebuilds the unit on access: `5 km` stays `5 km` in dialogs and
/// formatters. Two values are equal when they measure the same amount (1 km equals 1,000 m), as
/// with `Measurement`. A unit whose converter is not linear is kept as the base unit.
///
/// It encodes as Foundation's `Measurement` does (the value with its unit's symbol and
/// converter), so stored configurations written by an earlier `Measurement` property decode.
public struct IntentMeasurementValue<UnitType: Dimension>: Sendable, Hashable, Codable {
    /// The value in ``unitSymbol``'s unit.
    public var value: Double
    /// The symbol of the unit the value was given in (`km`).
    public var unitSymbol: String
    /// The unit's conversion to the base unit: base = value × coefficient + constant.
    private var coefficient: Double
    private var constant: Double

    /// The quantity `measurement` measures, in its unit.
    public init(_ measurement: Measurement<UnitType>) {
        if let converter = measurement.unit.converter as? UnitConverterLinear {
            value = measurement.value
            unitSymbol = measurement.unit.symbol
            coefficient = converter.coefficient
            constant = converter.constant
        } else {
            let base = UnitType.baseUnit()
            value = measurement.converted(to: base).value
            unitSymbol = base.symbol
            coefficient = 1
            constant = 0
        }
    }

    /// `value` in `unit`.
    public init(value: Double, unit: UnitType) {
        self.init(Measurement(value: value, unit: unit))
    }

    /// The value in `UnitType`'s base unit (metres, kelvins, kilograms, litres, metres per
    /// second, joules).
    public var baseValue: Double { value * coefficient + constant }

    /// The value as Foundation's measurement, in the unit it was given in.
    public var measurement: Measurement<UnitType> {
        let base = UnitType.baseUnit()
        if unitSymbol == base.symbol, coefficient == 1, constant == 0 {
            return Measurement(value: value, unit: base)
        }
        let unit = UnitType(
            symbol: unitSymbol, converter: UnitConverterLinear(coefficient: coefficient, constant: constant))
        return Measurement(value: value, unit: unit)
    }

    /// Whether both measure the same amount.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.baseValue == rhs.baseValue }

    /// Hashes the amount, so equal values hash alike whatever their units.
    public func hash(into hasher: inout Hasher) { hasher.combine(baseValue) }

    /// Decodes a measurement as Foundation encodes one, in any unit.
    public init(from decoder: any Decoder) throws {
        self.init(try Measurement<UnitType>(from: decoder))
    }

    /// Encodes ``measurement`` as Foundation does.
    public func encode(to encoder: any Encoder) throws {
        try measurement.encode(to: encoder)
    }
}
