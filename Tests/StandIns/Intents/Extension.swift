/// Stand-in for `INIntentHandlerProviding`: what gives the system a handler for an intent.
@objc public protocol INIntentHandlerProviding: NSObjectProtocol {
    @objc(handlerForIntent:) func handler(for intent: INIntent) -> Any?
}

/// Stand-in for `INExtension`, the principal class of an Intents extension.
@objc open class INExtension: NSObject, INIntentHandlerProviding {
    public override init() { super.init() }
    @objc(handlerForIntent:) open func handler(for intent: INIntent) -> Any? { fatalError("stand-in") }
}

extension NSString {
    /// The overlay's deferred localization of a format string from the Intents strings table.
    public class func deferredLocalizedIntentsString(with format: String, _ args: CVarArg...) -> NSString {
        fatalError("stand-in")
    }

    /// The overlay's deferred localization of a format string from `table`.
    public class func deferredLocalizedIntentsString(with format: String, table: String, _ args: CVarArg...) -> NSString {
        fatalError("stand-in")
    }
}

extension NSUserActivity {
    /// The phrase suggested when the activity is offered as a shortcut.
    @objc public var suggestedInvocationPhrase: String? {
        get { fatalError("stand-in") }
        set { fatalError("stand-in") }
    }

    /// Where the activity is offered as a shortcut.
    @objc public var shortcutAvailability: INShortcutAvailabilityOptions {
        get { fatalError("stand-in") }
        set { fatalError("stand-in") }
    }
}
