/// Stand-in for `INIntentHandlingStatus`: how far handling an interaction's intent got.
@objc public enum INIntentHandlingStatus: Int, Sendable {
    case unspecified = 0
    case ready
    case inProgress
    case success
    case failure
    case deferredToApplication
    case userConfirmationRequired
}

/// Stand-in for `INInteractionDirection`.
@objc public enum INInteractionDirection: Int, Sendable {
    case unspecified = 0
    case outgoing
    case incoming
}

/// Stand-in for `INInteraction`: an intent and its response, as apps donate them to the system.
@objc open class INInteraction: NSObject, NSSecureCoding, NSCopying {
    @available(*, unavailable)
    public override init() { fatalError("stand-in") }

    @objc(initWithIntent:response:)
    public init(intent: INIntent, response: INIntentResponse?) { super.init() }

    @objc(initWithCoder:) public required init?(coder: NSCoder) { super.init() }
    @objc(encodeWithCoder:) open func encode(with coder: NSCoder) {}
    @objc open class var supportsSecureCoding: Bool { true }
    @objc(copyWithZone:) open func copy(with zone: NSZone? = nil) -> Any { self }

    @objc(donateInteractionWithCompletion:)
    open func donate(completion: ((Error?) -> Void)? = nil) {}

    @objc(deleteAllInteractionsWithCompletion:)
    open class func deleteAll(completion: ((Error?) -> Void)? = nil) {}

    @objc(deleteInteractionsWithIdentifiers:completion:)
    open class func delete(with identifiers: [String], completion: ((Error?) -> Void)? = nil) {}

    @objc(deleteInteractionsWithGroupIdentifier:completion:)
    open class func delete(with groupIdentifier: String, completion: ((Error?) -> Void)? = nil) {}

    @objc open var intent: INIntent { fatalError("stand-in") }
    @objc open var intentResponse: INIntentResponse? { fatalError("stand-in") }
    @objc open var intentHandlingStatus: INIntentHandlingStatus { fatalError("stand-in") }
    @objc open var direction: INInteractionDirection = .unspecified
    @objc open var dateInterval: DateInterval?
    @objc open var identifier: String = ""
    @objc open var groupIdentifier: String?
}

extension NSUserActivity {
    /// The interaction the activity continues, when the system launched the app for an intent.
    @objc public var interaction: INInteraction? { fatalError("stand-in") }
}
