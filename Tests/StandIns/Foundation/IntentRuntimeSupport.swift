// Stand-in for the parts of Foundation that intentc's IntentRuntime and generated code use
// beyond what Apple's frameworks need: `Bundle` for localized text, Codable conformances of
// `Decimal`, `Data`, `URL` and `DateComponents`, and unit conversion of measurements (a
// duration in seconds). With them, IntentRuntime and
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

extension Decimal: Codable {
    public init(from decoder: any Decoder) throws { fatalError("stand-in") }
    public func encode(to encoder: any Encoder) throws { fatalError("stand-in") }
}

extension Data: Codable {
    public init(from decoder: any Decoder) throws { fatalError("stand-in") }
    public func encode(to encoder: any Encoder) throws { fatalError("stand-in") }
}

extension URL: Codable {
    public init(from decoder: any Decoder) throws { fatalError("stand-in") }
    public func encode(to encoder: any Encoder) throws { fatalError("stand-in") }
}

extension DateComponents: Codable {
    public init(from decoder: any Decoder) throws { fatalError("stand-in") }
    public func encode(to encoder: any Encoder) throws { fatalError("stand-in") }
}

extension Measurement where UnitType: Dimension {
    /// The same measurement in `otherUnit`.
    public func converted(to otherUnit: UnitType) -> Measurement<UnitType> { fatalError("stand-in") }
}
