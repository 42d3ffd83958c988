// Stand-in for the parts of Foundation that intentc's IntentRuntime and generated code use
// beyond what Apple's frameworks need (the values themselves come from FoundationEssentials):
// `Bundle` for localized text; `Measurement` coding and unit conversion (a duration in
// seconds); and the units of the definition's measurement types. With them, IntentRuntime and
// the default flavor's output build against the stand-ins, so a test can typecheck the
// `appintents` output together with the default flavor's output it reaches. Never run: the
// bodies only typecheck.

/// Stand-in for `Bundle`.
open class Bundle: NSObject, @unchecked Sendable {
    /// The app's main bundle.
    open class var main: Bundle { fatalError("stand-in") }

    /// The translation of `key` in `tableName`, else `value`.
    open func localizedString(forKey key: String, value: String?, table tableName: String?) -> String {
        fatalError("stand-in")
    }
}

extension Measurement where UnitType: Dimension {
    /// The same measurement in `otherUnit`.
    public func converted(to otherUnit: UnitType) -> Measurement<UnitType> { fatalError("stand-in") }
}

/// Stand-in for `UnitLength` (a Distance parameter's unit).
@objc public final class UnitLength: Dimension {
    @objc public class var meters: UnitLength { UnitLength(symbol: "m") }
}

/// Stand-in for `UnitTemperature`.
@objc public final class UnitTemperature: Dimension {
    @objc public class var celsius: UnitTemperature { UnitTemperature(symbol: "°C") }
}

/// Stand-in for `UnitMass`.
@objc public final class UnitMass: Dimension {
    @objc public class var kilograms: UnitMass { UnitMass(symbol: "kg") }
}

/// Stand-in for `UnitVolume`.
@objc public final class UnitVolume: Dimension {
    @objc public class var liters: UnitVolume { UnitVolume(symbol: "L") }
}

/// Stand-in for `UnitSpeed`.
@objc public final class UnitSpeed: Dimension {
    @objc public class var metersPerSecond: UnitSpeed { UnitSpeed(symbol: "m/s") }
}

/// Stand-in for `UnitEnergy`.
@objc public final class UnitEnergy: Dimension {
    @objc public class var joules: UnitEnergy { UnitEnergy(symbol: "J") }
}

extension Measurement: Codable {
    public init(from decoder: any Decoder) throws { fatalError("stand-in") }
    public func encode(to encoder: any Encoder) throws { fatalError("stand-in") }
}

