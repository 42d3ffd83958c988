// Stand-in for App Intents' measurement parameters other than durations (Distance,
// Temperature, Mass, Volume, Speed and Energy in a definition): each unit type's parameter
// initializer, its unit enum (a few of its cases) and the entity property initializer.

import Foundation

extension EntityProperty where Value.ValueType == Measurement<UnitLength> {
    /// A length property.
    public convenience init(title: LocalizedStringResource) { self.init(storedTitle: title) }
}

extension IntentParameter where Value.ValueType == Measurement<UnitLength> {
    /// The units a length can be entered in (the stand-in lists a few).
    public enum Length {
        case centimeters
        case meters
        case kilometers
    }

    /// A length parameter offering `defaultUnit` first.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, defaultValue: Double? = nil,
        defaultUnit: IntentParameter<Value>.Length? = nil, defaultUnitAdjustForLocale: Bool = false,
        supportsNegativeNumbers: Bool = true, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(storedTitle: title)
    }
}

extension EntityProperty where Value.ValueType == Measurement<UnitTemperature> {
    /// A temperature property.
    public convenience init(title: LocalizedStringResource) { self.init(storedTitle: title) }
}

extension IntentParameter where Value.ValueType == Measurement<UnitTemperature> {
    /// The units a temperature can be entered in (the stand-in lists a few).
    public enum Temperature {
        case celsius
        case fahrenheit
        case kelvin
    }

    /// A temperature parameter offering `defaultUnit` first.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, defaultValue: Double? = nil,
        defaultUnit: IntentParameter<Value>.Temperature? = nil, defaultUnitAdjustForLocale: Bool = false,
        supportsNegativeNumbers: Bool = true, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(storedTitle: title)
    }
}

extension EntityProperty where Value.ValueType == Measurement<UnitMass> {
    /// A mass property.
    public convenience init(title: LocalizedStringResource) { self.init(storedTitle: title) }
}

extension IntentParameter where Value.ValueType == Measurement<UnitMass> {
    /// The units a mass can be entered in (the stand-in lists a few).
    public enum Mass {
        case grams
        case kilograms
        case pounds
    }

    /// A mass parameter offering `defaultUnit` first.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, defaultValue: Double? = nil,
        defaultUnit: IntentParameter<Value>.Mass? = nil, defaultUnitAdjustForLocale: Bool = false,
        supportsNegativeNumbers: Bool = true, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(storedTitle: title)
    }
}

extension EntityProperty where Value.ValueType == Measurement<UnitVolume> {
    /// A volume property.
    public convenience init(title: LocalizedStringResource) { self.init(storedTitle: title) }
}

extension IntentParameter where Value.ValueType == Measurement<UnitVolume> {
    /// The units a volume can be entered in (the stand-in lists a few).
    public enum Volume {
        case liters
        case milliliters
        case gallons
    }

    /// A volume parameter offering `defaultUnit` first.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, defaultValue: Double? = nil,
        defaultUnit: IntentParameter<Value>.Volume? = nil, defaultUnitAdjustForLocale: Bool = false,
        supportsNegativeNumbers: Bool = true, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(storedTitle: title)
    }
}

extension EntityProperty where Value.ValueType == Measurement<UnitSpeed> {
    /// A speed property.
    public convenience init(title: LocalizedStringResource) { self.init(storedTitle: title) }
}

extension IntentParameter where Value.ValueType == Measurement<UnitSpeed> {
    /// The units a speed can be entered in (the stand-in lists a few).
    public enum Speed {
        case kilometersPerHour
        case metersPerSecond
        case milesPerHour
    }

    /// A speed parameter offering `defaultUnit` first.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, defaultValue: Double? = nil,
        defaultUnit: IntentParameter<Value>.Speed? = nil, defaultUnitAdjustForLocale: Bool = false,
        supportsNegativeNumbers: Bool = true, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(storedTitle: title)
    }
}

extension EntityProperty where Value.ValueType == Measurement<UnitEnergy> {
    /// A energy property.
    public convenience init(title: LocalizedStringResource) { self.init(storedTitle: title) }
}

extension IntentParameter where Value.ValueType == Measurement<UnitEnergy> {
    /// The units a energy can be entered in (the stand-in lists a few).
    public enum Energy {
        case calories
        case joules
        case kilocalories
    }

    /// A energy parameter offering `defaultUnit` first.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, defaultValue: Double? = nil,
        defaultUnit: IntentParameter<Value>.Energy? = nil, defaultUnitAdjustForLocale: Bool = false,
        supportsNegativeNumbers: Bool = true, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(storedTitle: title)
    }
}
