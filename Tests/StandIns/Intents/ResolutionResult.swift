/// Stand-in for `INIntentResolutionResult`: the answer to resolving one parameter. Its class
/// methods return `Self`, as Objective-C `instancetype` factories do.
@objc open class INIntentResolutionResult: NSObject {
    @available(*, unavailable)
    public override init() { fatalError("stand-in") }

    @objc(needsValue) open class func needsValue() -> Self { fatalError("stand-in") }
    @objc(notRequired) open class func notRequired() -> Self { fatalError("stand-in") }
    @objc(unsupported) open class func unsupported() -> Self { fatalError("stand-in") }

    /// Unsupported for a custom reason code (refined in Swift by the generated classes).
    @objc(unsupportedWithReason:)
    open class func __unsupported(withReason reason: Int) -> Self { fatalError("stand-in") }

    /// Needs confirmation of `itemToConfirm` for a custom reason code (refined in Swift).
    @objc(confirmationRequiredWithItemToConfirm:forReason:)
    open class func __confirmationRequiredWithItem(toConfirm itemToConfirm: Any, forReason reason: Int) -> Self {
        fatalError("stand-in")
    }
}

/// Stand-in for `INStringResolutionResult`.
@objc open class INStringResolutionResult: INIntentResolutionResult {
    @objc(successWithResolvedString:)
    open class func success(with resolvedString: String) -> Self { fatalError("stand-in") }
    @objc(disambiguationWithStringsToDisambiguate:)
    open class func disambiguation(with stringsToDisambiguate: [String]) -> Self { fatalError("stand-in") }
    @objc(confirmationRequiredWithStringToConfirm:)
    open class func confirmationRequired(with stringToConfirm: String?) -> Self { fatalError("stand-in") }
}

/// Stand-in for `INIntegerResolutionResult`.
@objc open class INIntegerResolutionResult: INIntentResolutionResult {
    @objc(successWithResolvedValue:)
    open class func success(with resolvedValue: Int) -> Self { fatalError("stand-in") }
    @objc(confirmationRequiredWithValueToConfirm:)
    open class func __confirmationRequiredWithValue(toConfirm valueToConfirm: NSNumber?) -> Self { fatalError("stand-in") }
}

extension INIntegerResolutionResult {
    /// The overlay's Swift form of confirming an integer.
    @nonobjc public static func confirmationRequired(with valueToConfirm: Int?) -> Self { fatalError("stand-in") }
}

/// Stand-in for `INBooleanResolutionResult`.
@objc open class INBooleanResolutionResult: INIntentResolutionResult {
    @objc(successWithResolvedValue:)
    open class func success(with resolvedValue: Bool) -> Self { fatalError("stand-in") }
    @objc(confirmationRequiredWithValueToConfirm:)
    open class func __confirmationRequiredWithValue(toConfirm valueToConfirm: NSNumber?) -> Self { fatalError("stand-in") }
}

extension INBooleanResolutionResult {
    /// The overlay's Swift form of confirming a boolean.
    @nonobjc public static func confirmationRequired(with valueToConfirm: Bool?) -> Self { fatalError("stand-in") }
}

/// Stand-in for `INDoubleResolutionResult`.
@objc open class INDoubleResolutionResult: INIntentResolutionResult {
    @objc(successWithResolvedValue:)
    open class func success(with resolvedValue: Double) -> Self { fatalError("stand-in") }
    @objc(confirmationRequiredWithValueToConfirm:)
    open class func __confirmationRequiredWithValue(toConfirm valueToConfirm: NSNumber?) -> Self { fatalError("stand-in") }
}

extension INDoubleResolutionResult {
    /// The overlay's Swift form of confirming a double.
    @nonobjc public static func confirmationRequired(with valueToConfirm: Double?) -> Self { fatalError("stand-in") }
}

/// Stand-in for `INTimeIntervalResolutionResult`.
@objc open class INTimeIntervalResolutionResult: INIntentResolutionResult {
    @objc(successWithResolvedTimeInterval:)
    open class func success(with resolvedTimeInterval: TimeInterval) -> Self { fatalError("stand-in") }
    @objc(confirmationRequiredWithTimeIntervalToConfirm:)
    open class func confirmationRequired(with timeIntervalToConfirm: TimeInterval) -> Self { fatalError("stand-in") }
}

/// Stand-in for `INEnumResolutionResult`, the base of the results Xcode generates for enums.
@objc open class INEnumResolutionResult: INIntentResolutionResult {
    @objc(successWithResolvedValue:)
    open class func __success(withResolvedValue resolvedValue: Int) -> Self { fatalError("stand-in") }
    @objc(confirmationRequiredWithValueToConfirm:)
    open class func __confirmationRequiredWithValue(toConfirm valueToConfirm: Int) -> Self { fatalError("stand-in") }
}

/// Stand-in for `INObjectResolutionResult`, the base of the results Xcode generates for custom
/// types.
@objc open class INObjectResolutionResult: INIntentResolutionResult {
    @objc(successWithResolvedObject:)
    open class func success(with resolvedObject: INObject) -> Self { fatalError("stand-in") }
    @objc(disambiguationWithObjectsToDisambiguate:)
    open class func disambiguation(with objectsToDisambiguate: [INObject]) -> Self { fatalError("stand-in") }
    @objc(confirmationRequiredWithObjectToConfirm:)
    open class func confirmationRequired(with objectToConfirm: INObject?) -> Self { fatalError("stand-in") }
}

/// Stand-in for `INDateComponentsResolutionResult`.
@objc open class INDateComponentsResolutionResult: INIntentResolutionResult {
    @objc(successWithResolvedDateComponents:)
    open class func success(with resolvedDateComponents: DateComponents) -> Self { fatalError("stand-in") }
    @objc(disambiguationWithDateComponentsToDisambiguate:)
    open class func disambiguation(with dateComponentsToDisambiguate: [DateComponents]) -> Self { fatalError("stand-in") }
    @objc(confirmationRequiredWithDateComponentsToConfirm:)
    open class func confirmationRequired(with dateComponentsToConfirm: DateComponents?) -> Self { fatalError("stand-in") }
}

/// Stand-in for `INDateComponentsRangeResolutionResult`.
@objc open class INDateComponentsRangeResolutionResult: INIntentResolutionResult {
    @objc(successWithResolvedDateComponentsRange:)
    open class func success(with resolvedDateComponentsRange: INDateComponentsRange) -> Self { fatalError("stand-in") }
    @objc(disambiguationWithDateComponentsRangesToDisambiguate:)
    open class func disambiguation(with dateComponentsRangesToDisambiguate: [INDateComponentsRange]) -> Self {
        fatalError("stand-in")
    }
    @objc(confirmationRequiredWithDateComponentsRangeToConfirm:)
    open class func confirmationRequired(with dateComponentsRangeToConfirm: INDateComponentsRange?) -> Self {
        fatalError("stand-in")
    }
}

/// Stand-in for `INURLResolutionResult`.
@objc open class INURLResolutionResult: INIntentResolutionResult {
    @objc(successWithResolvedURL:)
    open class func success(with resolvedURL: URL) -> Self { fatalError("stand-in") }
    @objc(disambiguationWithURLsToDisambiguate:)
    open class func disambiguation(with urlsToDisambiguate: [URL]) -> Self { fatalError("stand-in") }
    @objc(confirmationRequiredWithURLToConfirm:)
    open class func confirmationRequired(with urlToConfirm: URL?) -> Self { fatalError("stand-in") }
}

/// Stand-in for `INFileResolutionResult`.
@objc open class INFileResolutionResult: INIntentResolutionResult {
    @objc(successWithResolvedFile:)
    open class func success(with resolvedFile: INFile) -> Self { fatalError("stand-in") }
    @objc(disambiguationWithFilesToDisambiguate:)
    open class func disambiguation(with filesToDisambiguate: [INFile]) -> Self { fatalError("stand-in") }
    @objc(confirmationRequiredWithFileToConfirm:)
    open class func confirmationRequired(with fileToConfirm: INFile?) -> Self { fatalError("stand-in") }
}

/// Stand-in for `INPersonResolutionResult`.
@objc open class INPersonResolutionResult: INIntentResolutionResult {
    @objc(successWithResolvedPerson:)
    open class func success(with resolvedPerson: INPerson) -> Self { fatalError("stand-in") }
    @objc(disambiguationWithPeopleToDisambiguate:)
    open class func disambiguation(with peopleToDisambiguate: [INPerson]) -> Self { fatalError("stand-in") }
    @objc(confirmationRequiredWithPersonToConfirm:)
    open class func confirmationRequired(with personToConfirm: INPerson?) -> Self { fatalError("stand-in") }
}

/// Stand-in for `INPlacemarkResolutionResult`.
@objc open class INPlacemarkResolutionResult: INIntentResolutionResult {
    @objc(successWithResolvedPlacemark:)
    open class func success(with resolvedPlacemark: CLPlacemark) -> Self { fatalError("stand-in") }
    @objc(disambiguationWithPlacemarksToDisambiguate:)
    open class func disambiguation(with placemarksToDisambiguate: [CLPlacemark]) -> Self { fatalError("stand-in") }
    @objc(confirmationRequiredWithPlacemarkToConfirm:)
    open class func confirmationRequired(with placemarkToConfirm: CLPlacemark?) -> Self { fatalError("stand-in") }
}

/// Stand-in for `INCurrencyAmountResolutionResult`.
@objc open class INCurrencyAmountResolutionResult: INIntentResolutionResult {
    @objc(successWithResolvedCurrencyAmount:)
    open class func success(with resolvedCurrencyAmount: INCurrencyAmount) -> Self { fatalError("stand-in") }
    @objc(disambiguationWithCurrencyAmountsToDisambiguate:)
    open class func disambiguation(with currencyAmountsToDisambiguate: [INCurrencyAmount]) -> Self {
        fatalError("stand-in")
    }
    @objc(confirmationRequiredWithCurrencyAmountToConfirm:)
    open class func confirmationRequired(with currencyAmountToConfirm: INCurrencyAmount?) -> Self {
        fatalError("stand-in")
    }
}

/// Stand-in for `INPaymentMethodResolutionResult`.
@objc open class INPaymentMethodResolutionResult: INIntentResolutionResult {
    @objc(successWithResolvedPaymentMethod:)
    open class func success(with resolvedPaymentMethod: INPaymentMethod) -> Self { fatalError("stand-in") }
    @objc(disambiguationWithPaymentMethodsToDisambiguate:)
    open class func disambiguation(with paymentMethodsToDisambiguate: [INPaymentMethod]) -> Self {
        fatalError("stand-in")
    }
    @objc(confirmationRequiredWithPaymentMethodToConfirm:)
    open class func confirmationRequired(with paymentMethodToConfirm: INPaymentMethod?) -> Self {
        fatalError("stand-in")
    }
}

/// Stand-in for `INSpeakableStringResolutionResult`.
@objc open class INSpeakableStringResolutionResult: INIntentResolutionResult {
    @objc(successWithResolvedString:)
    open class func success(with resolvedString: INSpeakableString) -> Self { fatalError("stand-in") }
    @objc(disambiguationWithStringsToDisambiguate:)
    open class func disambiguation(with stringsToDisambiguate: [INSpeakableString]) -> Self { fatalError("stand-in") }
    @objc(confirmationRequiredWithStringToConfirm:)
    open class func confirmationRequired(with stringToConfirm: INSpeakableString?) -> Self { fatalError("stand-in") }
}
