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
    case string = "String"
    case int = "Int"
    case double = "Double"
    case bool = "Bool"
    case void = "Void"
    case never = "Never"
    case optional = "Optional"
    case array = "Array"
    case error = "Error"
    case decodingError = "DecodingError"
    case sendable = "Sendable"
    case hashable = "Hashable"
    case equatable = "Equatable"
    case hasher = "Hasher"
    case codable = "Codable"
    case encodable = "Encodable"
    case decodable = "Decodable"
    case encoder = "Encoder"
    case decoder = "Decoder"
    case codingKey = "CodingKey"
    case caseIterable = "CaseIterable"
    case rawRepresentable = "RawRepresentable"
    case anyObject = "AnyObject"
    case mainActor = "MainActor"
}

/// Types of Foundation that generated code names.
enum FoundationType: String, CaseIterable, Sendable {
    case dateComponents = "DateComponents"
    case timeInterval = "TimeInterval"
    case url = "URL"
    case data = "Data"
    case decimal = "Decimal"
    case bundle = "Bundle"
    case localizedStringResource = "LocalizedStringResource"
    case customLocalizedStringResourceConvertible = "CustomLocalizedStringResourceConvertible"
    case measurement = "Measurement"
    case dimension = "Dimension"
    case unitLength = "UnitLength"
    case unitTemperature = "UnitTemperature"
    case unitMass = "UnitMass"
    case unitVolume = "UnitVolume"
    case unitSpeed = "UnitSpeed"
    case unitEnergy = "UnitEnergy"
    case unitDuration = "UnitDuration"
    case nsNumber = "NSNumber"
    case nsString = "NSString"
    case nsDateComponents = "NSDateComponents"
    case nsURL = "NSURL"
    case nsUserActivity = "NSUserActivity"
    case nsCoder = "NSCoder"
}

/// Types of the Objective-C runtime module that generated code names.
enum ObjectiveCType: String, CaseIterable, Sendable {
    case nsObject = "NSObject"
    case nsObjectProtocol = "NSObjectProtocol"
}

/// Types of Core Location that generated code names.
enum CoreLocationType: String, CaseIterable, Sendable {
    case placemark = "CLPlacemark"
}

/// Classes of the Intents framework that generated code names.
enum IntentsType: String, CaseIterable, Sendable {
    case intent = "INIntent"
    case intentResponse = "INIntentResponse"
    case object = "INObject"
    case objectCollection = "INObjectCollection"
    case file = "INFile"
    case person = "INPerson"
    case speakableString = "INSpeakableString"
    case currencyAmount = "INCurrencyAmount"
    case paymentMethod = "INPaymentMethod"
    case image = "INImage"
    case intentResolutionResult = "INIntentResolutionResult"
    case enumResolutionResult = "INEnumResolutionResult"
    case objectResolutionResult = "INObjectResolutionResult"
    case stringResolutionResult = "INStringResolutionResult"
    case integerResolutionResult = "INIntegerResolutionResult"
    case doubleResolutionResult = "INDoubleResolutionResult"
    case booleanResolutionResult = "INBooleanResolutionResult"
    case dateComponentsResolutionResult = "INDateComponentsResolutionResult"
    case timeIntervalResolutionResult = "INTimeIntervalResolutionResult"
    case urlResolutionResult = "INURLResolutionResult"
    case fileResolutionResult = "INFileResolutionResult"
    case placemarkResolutionResult = "INPlacemarkResolutionResult"
    case personResolutionResult = "INPersonResolutionResult"
    case speakableStringResolutionResult = "INSpeakableStringResolutionResult"
    case currencyAmountResolutionResult = "INCurrencyAmountResolutionResult"
    case paymentMethodResolutionResult = "INPaymentMethodResolutionResult"
}

/// Types of the App Intents framework that generated code names.
enum AppIntentsType: String, CaseIterable, Sendable {
    case appIntent = "AppIntent"
    case widgetConfigurationIntent = "WidgetConfigurationIntent"
    case customIntentMigratedAppIntent = "CustomIntentMigratedAppIntent"
    case predictableIntent = "PredictableIntent"
    case appEntity = "AppEntity"
    case appEnum = "AppEnum"
    case entityQuery = "EntityQuery"
    case entityStringQuery = "EntityStringQuery"
    case dynamicOptionsProvider = "DynamicOptionsProvider"
    case intentDescription = "IntentDescription"
    case typeDisplayRepresentation = "TypeDisplayRepresentation"
    case displayRepresentation = "DisplayRepresentation"
    case intentDialog = "IntentDialog"
    case intentResult = "IntentResult"
    case returnsValue = "ReturnsValue"
    case providesDialog = "ProvidesDialog"
    case parameterSummary = "ParameterSummary"
    case intentParameter = "IntentParameter"
    case entityProperty = "EntityProperty"
    case appDependency = "AppDependency"
    case appDependencyManager = "AppDependencyManager"
    case intentParameterDependency = "IntentParameterDependency"
    case intentCollectionSize = "IntentCollectionSize"
    case intentWidgetFamily = "IntentWidgetFamily"
    case intentFile = "IntentFile"
    case intentPerson = "IntentPerson"
    case intentCurrencyAmount = "IntentCurrencyAmount"
    case intentPaymentMethod = "IntentPaymentMethod"
    case intentPrediction = "IntentPrediction"
    case intentPredictionConfiguration = "IntentPredictionConfiguration"
}

/// Types of IntentRuntime, the library the default flavor's code builds on.
enum IntentRuntimeType: String, CaseIterable, Sendable {
    case object = "IntentObject"
    case genericObject = "IntentGenericObject"
    case indirect = "IntentIndirect"
    case optionsCollection = "IntentOptionsCollection"
    case optionValue = "IntentOptionValue"
    case localizedText = "IntentLocalizedText"
    case translations = "IntentTranslations"
    case fileValue = "IntentFileValue"
    case personValue = "IntentPersonValue"
    case placemarkValue = "IntentPlacemarkValue"
    case currencyAmountValue = "IntentCurrencyAmountValue"
    case paymentMethodValue = "IntentPaymentMethodValue"
    case measurementValue = "IntentMeasurementValue"
    case configurationValue = "IntentConfigurationValue"
    case descriptor = "IntentDescriptor"
    case parameterDescriptor = "IntentParameterDescriptor"
    case validationIssue = "IntentValidationIssue"
    case validationValue = "IntentValidationValue"
    case response = "IntentResponse"
    case responseCode = "IntentResponseCode"
    case handler = "IntentHandler"
    case optionsProvider = "IntentOptionsProvider"
    case resolvable = "IntentResolvable"
    case resolution = "IntentResolution"
    case tolerantEnum = "IntentTolerantEnum"
    case enumeration = "IntentEnumeration"
    case dialogTemplate = "IntentDialogTemplate"
    case dialogArgument = "IntentDialogArgument"
    case dialogValue = "IntentDialogValue"
}

/// A member a module declares that generated code reaches through a type of the user's module
/// (a protocol requirement or extension member its types inherit), never through a type of the
/// module itself: naming it makes the file import the module, as Swift's member import
/// visibility asks.
enum ModuleMember: String, Hashable, Sendable {
    /// IntentRuntime's `IntentHandler.handle(intent:)`, which each intent's handling protocol
    /// refines.
    case handle
    /// IntentRuntime's `IntentOptionsCollection.allItems`: every option, sections flattened.
    case allItems
    /// IntentRuntime's `IntentMeasurementValue.measurement`: the value as Foundation's type.
    case measurement

    /// The module that declares the member.
    var module: SwiftModule { .intentRuntime }
}
