/// What every generated response-code enum offers: Xcode's built-in codes with their raw values
/// 0–6 (a definition's own codes follow from 100), decoded tolerantly — a raw value this version
/// does not know decodes as ``unspecified``.
public protocol IntentResponseCode: IntentTolerantEnum {
    /// No code was set (raw value 0); also what unknown raw values decode as.
    static var unspecified: Self { get }
    /// The intent is ready to be handled: what `confirm` answers by default (raw value 1).
    static var ready: Self { get }
    /// The app must open to continue (raw value 2).
    static var continueInApp: Self { get }
    /// Handling has started and goes on (raw value 3).
    static var inProgress: Self { get }
    /// The intent was handled (raw value 4).
    static var success: Self { get }
    /// Handling failed (raw value 5).
    static var failure: Self { get }
    /// Handling failed, and the app must open to recover (raw value 6).
    static var failureRequiringAppLaunch: Self { get }

    /// What Siri says or shows for this code, with its `${…}` placeholders; nil when the
    /// definition gives the code no dialog.
    var dialog: IntentDialogTemplate? { get }
    /// The code's shorter dialog, for voice-only contexts; nil when it has none.
    var conciseDialog: IntentDialogTemplate? { get }
}

extension IntentResponseCode {
    /// No dialog: a response whose codes have none.
    public var dialog: IntentDialogTemplate? { nil }
    /// No concise dialog: a response whose codes have none.
    public var conciseDialog: IntentDialogTemplate? { nil }
}
