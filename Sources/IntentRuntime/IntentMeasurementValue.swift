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
/// Converting to the base unit keeps the quantity: two values are equal when they measure the
/// same amount (1 km equals 1,000 m), as with `Measurement`. The unit the value was given in
/// is not kept; ``measurement`` is in the base unit, to be converted for display.
///
/// It encodes as Foundation's `Measurement` does (the value with its unit's symbol and
/// converter), so stored configurations written by an earlier `Measurement` property decode.
public struct IntentMeasurementValue<UnitType: Dimension>: Sendable, Hashable, Codable {
    /// The value in `UnitType`'s base unit.
    public var baseValue: Double

    /// Creates a value of `baseValue` in `UnitType`'s base unit.
    public init(baseValue: Double) {
        self.baseValue = baseValue
    }

    /// The quantity `measurement` measures.
    public init(_ measurement: Measurement<UnitType>) {
        baseValue = measurement.converted(to: UnitType.baseUnit()).value
    }

    /// `value` in `unit`.
    public init(value: Double, unit: UnitType) {
        self.init(Measurement(value: value, unit: unit))
    }

    /// The value as Foundation's measurement in the base unit.
    public var measurement: Measurement<UnitType> {
        Measurement(value: baseValue, unit: UnitType.baseUnit())
    }

    /// Decodes a measurement as Foundation encodes one, in any unit.
    public init(from decoder: any Decoder) throws {
        self.init(try Measurement<UnitType>(from: decoder))
    }

    /// Encodes ``measurement`` as Foundation does.
    public func encode(to encoder: any Encoder) throws {
        try measurement.encode(to: encoder)
    }
}
