/// Stand-in for `INFile`.
@objc open class INFile: NSObject, NSSecureCoding {
    @objc(fileWithData:filename:typeIdentifier:)
    public convenience init(data: Data, filename: String, typeIdentifier: String?) { self.init() }

    @objc(fileWithFileURL:filename:typeIdentifier:)
    public convenience init(fileURL: URL, filename: String?, typeIdentifier: String?) { self.init() }

    public override init() { super.init() }
    @objc(initWithCoder:) public required init?(coder: NSCoder) { super.init() }
    @objc(encodeWithCoder:) open func encode(with coder: NSCoder) {}
    @objc open class var supportsSecureCoding: Bool { true }

    @objc open var data: Data { fatalError("stand-in") }
    @objc open var filename: String {
        get { fatalError("stand-in") }
        set { fatalError("stand-in") }
    }
    @objc open var typeIdentifier: String? { fatalError("stand-in") }
    @objc open var fileURL: URL? { fatalError("stand-in") }
    @objc open var removedOnCompletion: Bool = false
}

/// Stand-in for `INPersonHandleType`.
@objc public enum INPersonHandleType: Int, Sendable {
    case unknown = 0
    case emailAddress
    case phoneNumber
}

/// Stand-in for `INPersonHandle`: an address (email, phone number) of a person.
@objc open class INPersonHandle: NSObject, NSCopying, NSSecureCoding {
    @available(*, unavailable)
    public override init() { fatalError("stand-in") }

    @objc(initWithValue:type:)
    public init(value: String?, type: INPersonHandleType) { super.init() }

    @objc(initWithCoder:) public required init?(coder: NSCoder) { super.init() }
    @objc(encodeWithCoder:) open func encode(with coder: NSCoder) {}
    @objc open class var supportsSecureCoding: Bool { true }
    @objc(copyWithZone:) open func copy(with zone: NSZone? = nil) -> Any { self }

    @objc open var value: String? { fatalError("stand-in") }
    @objc open var type: INPersonHandleType { fatalError("stand-in") }
}

/// Stand-in for `INPerson`.
@objc open class INPerson: NSObject, NSCopying, NSSecureCoding {
    @available(*, unavailable)
    public override init() { fatalError("stand-in") }

    @objc(initWithPersonHandle:nameComponents:displayName:image:contactIdentifier:customIdentifier:isMe:)
    public init(
        personHandle: INPersonHandle, nameComponents: PersonNameComponents?, displayName: String?, image: INImage?,
        contactIdentifier: String?, customIdentifier: String?, isMe: Bool
    ) { super.init() }

    @objc(initWithPersonHandle:nameComponents:displayName:image:contactIdentifier:customIdentifier:)
    public convenience init(
        personHandle: INPersonHandle, nameComponents: PersonNameComponents?, displayName: String?, image: INImage?,
        contactIdentifier: String?, customIdentifier: String?
    ) {
        self.init(
            personHandle: personHandle, nameComponents: nameComponents, displayName: displayName, image: image,
            contactIdentifier: contactIdentifier, customIdentifier: customIdentifier, isMe: false)
    }

    @objc(initWithCoder:) public required init?(coder: NSCoder) { super.init() }
    @objc(encodeWithCoder:) open func encode(with coder: NSCoder) {}
    @objc open class var supportsSecureCoding: Bool { true }
    @objc(copyWithZone:) open func copy(with zone: NSZone? = nil) -> Any { self }

    @objc open var personHandle: INPersonHandle? { fatalError("stand-in") }
    @objc open var nameComponents: PersonNameComponents? { fatalError("stand-in") }
    @objc open var displayName: String { fatalError("stand-in") }
    @objc open var image: INImage? { fatalError("stand-in") }
    @objc open var contactIdentifier: String? { fatalError("stand-in") }
    @objc open var customIdentifier: String? { fatalError("stand-in") }
    @objc open var aliases: [INPersonHandle]? { fatalError("stand-in") }
}

/// Stand-in for `INCurrencyAmount`.
@objc open class INCurrencyAmount: NSObject, NSCopying, NSSecureCoding {
    @available(*, unavailable)
    public override init() { fatalError("stand-in") }

    @objc(initWithAmount:currencyCode:)
    public init(amount: NSDecimalNumber, currencyCode: String) { super.init() }

    @objc(initWithCoder:) public required init?(coder: NSCoder) { super.init() }
    @objc(encodeWithCoder:) open func encode(with coder: NSCoder) {}
    @objc open class var supportsSecureCoding: Bool { true }
    @objc(copyWithZone:) open func copy(with zone: NSZone? = nil) -> Any { self }

    @objc open var amount: NSDecimalNumber? { fatalError("stand-in") }
    @objc open var currencyCode: String? { fatalError("stand-in") }
}

/// Stand-in for `INPaymentMethodType`.
@objc public enum INPaymentMethodType: Int, Sendable {
    case unknown = 0
    case checking
    case savings
    case brokerage
    case debit
    case credit
    case prepaid
    case store
    case applePay
}

/// Stand-in for `INPaymentMethod`.
@objc open class INPaymentMethod: NSObject, NSCopying, NSSecureCoding {
    @available(*, unavailable)
    public override init() { fatalError("stand-in") }

    @objc(initWithType:name:identificationHint:icon:)
    public init(type: INPaymentMethodType, name: String?, identificationHint: String?, icon: INImage?) { super.init() }

    @objc(applePayPaymentMethod) open class func applePay() -> Self { fatalError("stand-in") }

    @objc(initWithCoder:) public required init?(coder: NSCoder) { super.init() }
    @objc(encodeWithCoder:) open func encode(with coder: NSCoder) {}
    @objc open class var supportsSecureCoding: Bool { true }
    @objc(copyWithZone:) open func copy(with zone: NSZone? = nil) -> Any { self }

    @objc open var type: INPaymentMethodType { fatalError("stand-in") }
    @objc open var name: String? { fatalError("stand-in") }
    @objc open var icon: INImage? { fatalError("stand-in") }
    @objc open var identificationHint: String? { fatalError("stand-in") }
}

/// Stand-in for `INDateComponentsRange`.
@objc open class INDateComponentsRange: NSObject, NSCopying, NSSecureCoding {
    @available(*, unavailable)
    public override init() { fatalError("stand-in") }

    @objc(initWithStartDateComponents:endDateComponents:)
    public init(start startDateComponents: DateComponents?, end endDateComponents: DateComponents?) { super.init() }

    @objc(initWithCoder:) public required init?(coder: NSCoder) { super.init() }
    @objc(encodeWithCoder:) open func encode(with coder: NSCoder) {}
    @objc open class var supportsSecureCoding: Bool { true }
    @objc(copyWithZone:) open func copy(with zone: NSZone? = nil) -> Any { self }

    @objc open var startDateComponents: DateComponents? { fatalError("stand-in") }
    @objc open var endDateComponents: DateComponents? { fatalError("stand-in") }
}
