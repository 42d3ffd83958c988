/// Stand-in for `INIntent`, the base class of every intent, including the ones Xcode generates.
@objc open class INIntent: NSObject, NSCopying, NSSecureCoding {
    public override init() { super.init() }
    @objc(initWithCoder:) public required init?(coder: NSCoder) { super.init() }
    @objc(encodeWithCoder:) open func encode(with coder: NSCoder) {}
    @objc open class var supportsSecureCoding: Bool { true }
    @objc(copyWithZone:) open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The identifier the system gave the intent.
    @objc open var identifier: String? { fatalError("stand-in") }

    /// A description of the intent for the user.
    @objc open var intentDescription: String? { fatalError("stand-in") }

    /// The phrase suggested for the shortcut.
    @objc open var suggestedInvocationPhrase: String?

    /// Where the shortcut is offered.
    @objc open var shortcutAvailability: INShortcutAvailabilityOptions = []

    /// Sets the image shown for a parameter (refined in Swift to a key-path form).
    @objc(setImage:forParameterNamed:)
    open func __setImage(_ image: INImage?, forParameterNamed parameterName: String) {}

    /// The image shown for a parameter.
    @objc(imageForParameterNamed:)
    open func __image(forParameterNamed parameterName: String) -> INImage? { fatalError("stand-in") }

    /// The image that represents the intent.
    @objc(keyImage) open func keyImage() -> INImage? { fatalError("stand-in") }
}

/// Stand-in for `INIntentResponse`, the base class of every intent response.
@objc open class INIntentResponse: NSObject, NSCopying, NSSecureCoding {
    public override init() { super.init() }
    @objc(initWithCoder:) public required init?(coder: NSCoder) { super.init() }
    @objc(encodeWithCoder:) open func encode(with coder: NSCoder) {}
    @objc open class var supportsSecureCoding: Bool { true }
    @objc(copyWithZone:) open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The activity that launches the app to continue the intent.
    @objc open var userActivity: NSUserActivity?
}

/// The Swift overlay's key-path form of an intent's parameter images.
public protocol _INIntentSetImageKeyPath {}

extension _INIntentSetImageKeyPath {
    /// Sets the image shown for the parameter at `parameterName`.
    public func setImage<Value>(_ image: INImage?, forParameterNamed parameterName: KeyPath<Self, Value>) {}

    /// The image shown for the parameter at `parameterName`.
    public func image<Value>(forParameterNamed parameterName: KeyPath<Self, Value>) -> INImage? { nil }
}

extension INIntent: _INIntentSetImageKeyPath {}

/// The public name of the overlay's key-path image protocol.
public protocol INIntentSetImageKeyPath: _INIntentSetImageKeyPath {}

extension INIntent: INIntentSetImageKeyPath {}
