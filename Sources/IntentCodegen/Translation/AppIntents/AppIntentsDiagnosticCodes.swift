import IntentDefinition

extension DiagnosticCode {
    /// A widget array size on a parameter that is not an array of custom types (entities), or
    /// of an intent not eligible for widgets (an iOS 16 intent; `size:` is iOS 17 API).
    public static let appIntentsWidgetSizeDropped = DiagnosticCode(
        "IC150", .warning,
        "App Intents takes widget array sizes only for arrays of custom types of a widget's intent; the sizes are dropped."
    )
    /// A default on a DateComponents parameter, or beside `optionsProvider:`, which excludes it.
    public static let appIntentsDefaultDropped = DiagnosticCode(
        "IC151", .warning, "App Intents cannot take this parameter's default; it is dropped.")
    /// A widget size class App Intents' `IntentWidgetFamily` does not have.
    public static let appIntentsWidgetFamilyDropped = DiagnosticCode(
        "IC152", .warning,
        "App Intents has no widget family for this size class; its size is dropped (`AccessoryCorner` is kept, under `#if os(watchOS)`, the only platform with corner complications)."
    )
    /// A parameter or property of an undefined object type, a caseless enum, or a measurement
    /// (not `Sendable` in Swift 6 with iOS 17's Foundation, as App Intents' wrappers require).
    public static let appIntentsMemberDropped = DiagnosticCode(
        "IC153", .warning, "App Intents cannot hold this parameter's type; the parameter is left out.")
    /// A primary prompt with placeholders: `requestValueDialog:` takes a fixed dialog.
    public static let appIntentsPromptDropped = DiagnosticCode(
        "IC154", .warning, "A prompt with placeholders cannot be a request-value dialog; it is dropped.")
    /// Dynamic options on a parameter whose App Intents type takes no options provider.
    public static let appIntentsDynamicOptionsDropped = DiagnosticCode(
        "IC155", .warning, "App Intents takes no options provider for this parameter's type; its options are static.")
    /// A duration held as seconds: `Measurement<UnitDuration>` is not `Sendable` in Swift 6 with
    /// iOS 17's Foundation, so Shortcuts shows a number where Intents showed a duration.
    public static let appIntentsDurationInSeconds = DiagnosticCode(
        "IC156", .warning, "App Intents cannot hold a duration in Swift 6; it is a number of seconds.")
    /// `--class-prefix` without `--shipped-class-prefix`: `intentClassName` stays unprefixed.
    public static let appIntentsClassPrefixNotShipped = DiagnosticCode(
        "IC157", .warning,
        "`--class-prefix` does not change App Intents' `intentClassName`; `--shipped-class-prefix` says which prefix the shipped classes had."
    )
    /// A slider on an Integer parameter: App Intents' whole numbers have a stepper and a field
    /// only.
    public static let appIntentsSliderOnInteger = DiagnosticCode(
        "IC158", .warning, "App Intents has no slider for an Integer parameter; it shows a stepper.")

    /// The codes of the `appintents` flavor (IC150–IC159), its ``FlavorTranslator/diagnosticCodes``.
    static let appIntentsFlavorCodes: [DiagnosticCode] = [
        appIntentsWidgetSizeDropped, appIntentsDefaultDropped, appIntentsWidgetFamilyDropped,
        appIntentsMemberDropped, appIntentsPromptDropped, appIntentsDynamicOptionsDropped,
        appIntentsDurationInSeconds, appIntentsClassPrefixNotShipped, appIntentsSliderOnInteger,
    ]
}
