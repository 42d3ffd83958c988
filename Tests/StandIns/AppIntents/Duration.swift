// Stand-in for App Intents' duration parameters (`Measurement<UnitDuration>`), the App Intents
// counterpart of a definition's TimeInterval.

import Foundation

extension Measurement: _IntentValue {
    public static var defaultResolverSpecification: EmptyResolverSpecification<Measurement<UnitType>> { .init() }
    public typealias Specification = EmptyResolverSpecification<Measurement<UnitType>>
    public typealias UnwrappedType = Measurement<UnitType>
    public typealias ValueType = Measurement<UnitType>
}

extension EntityProperty where Value.ValueType == Measurement<UnitDuration> {
    /// A duration property.
    public convenience init(title: LocalizedStringResource) { self.init(standInTitle: title) }
}

extension IntentParameter where Value.ValueType == Measurement<UnitDuration> {
    /// The units a duration parameter can be entered in.
    public enum Duration {
        case hours
        case microseconds
        case milliseconds
        case minutes
        case nanoseconds
        case picoseconds
        case seconds
    }

    /// The unit the value is entered in.
    public final var unit: IntentParameter<Value>.Duration? { nil }
    /// The unit offered first.
    public final var defaultUnit: IntentParameter<Value>.Duration? { nil }
    /// Whether the unit follows the user's locale.
    public final var unitAdjustForLocale: Bool? { nil }
    /// Whether negative durations are accepted.
    public final var supportsNegativeNumbers: Bool? { nil }
}
