/// A module whose types generated code names, always through ``SwiftNamer``.
enum SwiftModule: String, CaseIterable, Hashable, Sendable {
    case swift = "Swift"
    case foundation = "Foundation"
    case objectiveC = "ObjectiveC"
    case coreLocation = "CoreLocation"
    case intents = "Intents"
    case appIntents = "AppIntents"
    case intentRuntime = "IntentRuntime"
}

/// A type one of the ``SwiftModule``s declares: the closed list of what generated code may name
/// from outside the user's module.
enum ModuleType: Hashable, Sendable {
    case swift(StandardLibraryType)
    case foundation(FoundationType)
    case objectiveC(ObjectiveCType)
    case coreLocation(CoreLocationType)
    case intents(IntentsType)
    case appIntents(AppIntentsType)
    case intentRuntime(IntentRuntimeType)

    /// The module that declares the type.
    var module: SwiftModule {
        switch self {
        case .swift: .swift
        case .foundation: .foundation
        case .objectiveC: .objectiveC
        case .coreLocation: .coreLocation
        case .intents: .intents
        case .appIntents: .appIntents
        case .intentRuntime: .intentRuntime
        }
    }

    /// The type's name in its module.
    var name: String {
        switch self {
        case .swift(let type): type.rawValue
        case .foundation(let type): type.rawValue
        case .objectiveC(let type): type.rawValue
        case .coreLocation(let type): type.rawValue
        case .intents(let type): type.rawValue
        case .appIntents(let type): type.rawValue
        case .intentRuntime(let type): type.rawValue
        }
    }
}

/// Types of the standard library that generated code names.
enum StandardLibraryType: String, CaseIterable, Sendable {
    case string = "String", int = "Int", double = "Double", bool = "Bool", void = "Void", never = "Never"
    case optional = "Optional", array = "Array", error = "Error", decodingError = "DecodingError"
    case sendable = "Sendable", hashable = "Hashable", equatable = "Equatable", hasher = "Hasher"
    case codable = "Codable", encodable = "Encodable", decodable = "Decodable", encoder = "Encoder"
    case decoder = "Decoder", codingKey = "CodingKey", caseIterable = "CaseIterable"
    case rawRepresentable = "RawRepresentable", anyObject = "AnyObject", mainActor = "MainActor"
}

/// Types of Foundation that generated code names.
enum FoundationType: String, CaseIterable, Sendable {
    case dateComponents = "DateComponents", timeInterval = "TimeInterval", url = "URL", data = "Data"
    case decimal = "Decimal", bundle = "Bundle", localizedStringResource = "LocalizedStringResource"
    case measurement = "Measurement", dimension = "Dimension", unitLength = "UnitLength"
    case unitTemperature = "UnitTemperature", unitMass = "UnitMass", unitVolume = "UnitVolume"
    case unitSpeed = "UnitSpeed", unitEnergy = "UnitEnergy", unitDuration = "UnitDuration"
    case nsNumber = "NSNumber", nsString = "NSString", nsDateComponents = "NSDateComponents", nsURL = "NSURL"
    case nsUserActivity = "NSUserActivity", nsCoder = "NSCoder"
}

/// Types of the Objective-C runtime module that generated code names.
enum ObjectiveCType: String, CaseIterable, Sendable {
    case nsObject = "NSObject", nsObjectProtocol = "NSObjectProtocol"
}

/// Types of Core Location that generated code names.
enum CoreLocationType: String, CaseIterable, Sendable {
    case placemark = "CLPlacemark"
}

/// Classes of the Intents framework that generated code names.
enum IntentsType: String, CaseIterable, Sendable {
    case intent = "INIntent", intentResponse = "INIntentResponse", object = "INObject"
    case objectCollection = "INObjectCollection", file = "INFile", person = "INPerson"
    case speakableString = "INSpeakableString", currencyAmount = "INCurrencyAmount"
    case paymentMethod = "INPaymentMethod", image = "INImage"
    case intentResolutionResult = "INIntentResolutionResult", enumResolutionResult = "INEnumResolutionResult"
    case objectResolutionResult = "INObjectResolutionResult", stringResolutionResult = "INStringResolutionResult"
    case integerResolutionResult = "INIntegerResolutionResult", doubleResolutionResult = "INDoubleResolutionResult"
    case booleanResolutionResult = "INBooleanResolutionResult"
    case dateComponentsResolutionResult = "INDateComponentsResolutionResult"
    case timeIntervalResolutionResult = "INTimeIntervalResolutionResult", urlResolutionResult = "INURLResolutionResult"
    case fileResolutionResult = "INFileResolutionResult", placemarkResolutionResult = "INPlacemarkResolutionResult"
    case personResolutionResult = "INPersonResolutionResult"
    case speakableStringResolutionResult = "INSpeakableStringResolutionResult"
    case currencyAmountResolutionResult = "INCurrencyAmountResolutionResult"
    case paymentMethodResolutionResult = "INPaymentMethodResolutionResult"
}

/// Types of the App Intents framework that generated code names.
enum AppIntentsType: String, CaseIterable, Sendable {
    case appIntent = "AppIntent", widgetConfigurationIntent = "WidgetConfigurationIntent"
    case customIntentMigratedAppIntent = "CustomIntentMigratedAppIntent", predictableIntent = "PredictableIntent"
    case appEntity = "AppEntity", appEnum = "AppEnum", entityQuery = "EntityQuery"
    case entityStringQuery = "EntityStringQuery", dynamicOptionsProvider = "DynamicOptionsProvider"
    case intentDescription = "IntentDescription", typeDisplayRepresentation = "TypeDisplayRepresentation"
    case displayRepresentation = "DisplayRepresentation", intentDialog = "IntentDialog"
    case intentResult = "IntentResult", returnsValue = "ReturnsValue", providesDialog = "ProvidesDialog"
    case parameterSummary = "ParameterSummary", intentParameter = "IntentParameter"
    case entityProperty = "EntityProperty", appDependency = "AppDependency"
    case appDependencyManager = "AppDependencyManager", intentParameterDependency = "IntentParameterDependency"
    case intentCollectionSize = "IntentCollectionSize", intentWidgetFamily = "IntentWidgetFamily"
    case intentFile = "IntentFile", intentPerson = "IntentPerson", intentCurrencyAmount = "IntentCurrencyAmount"
    case intentPaymentMethod = "IntentPaymentMethod", intentPrediction = "IntentPrediction"
    case intentPredictionConfiguration = "IntentPredictionConfiguration"
}

/// Types of IntentRuntime, the library the default flavor's code builds on.
enum IntentRuntimeType: String, CaseIterable, Sendable {
    case object = "IntentObject", genericObject = "IntentGenericObject", indirect = "IntentIndirect"
    case optionsCollection = "IntentOptionsCollection", optionValue = "IntentOptionValue"
    case localizedText = "IntentLocalizedText", translations = "IntentTranslations"
    case fileValue = "IntentFileValue", personValue = "IntentPersonValue", placemarkValue = "IntentPlacemarkValue"
    case currencyAmountValue = "IntentCurrencyAmountValue", paymentMethodValue = "IntentPaymentMethodValue"
    case measurementValue = "IntentMeasurementValue", configurationValue = "IntentConfigurationValue"
    case descriptor = "IntentDescriptor", parameterDescriptor = "IntentParameterDescriptor"
    case validationIssue = "IntentValidationIssue", validationValue = "IntentValidationValue"
    case response = "IntentResponse", responseCode = "IntentResponseCode", handler = "IntentHandler"
    case optionsProvider = "IntentOptionsProvider", resolvable = "IntentResolvable", resolution = "IntentResolution"
    case tolerantEnum = "IntentTolerantEnum", enumeration = "IntentEnumeration"
    case dialogTemplate = "IntentDialogTemplate", dialogArgument = "IntentDialogArgument"
    case dialogValue = "IntentDialogValue"
}
