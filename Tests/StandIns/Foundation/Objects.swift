/// Stand-in for `NSArray`; Swift code sees it as an array.
@objc open class NSArray: NSObject {}

/// Stand-in for `NSDictionary`; Swift code sees it as a dictionary.
@objc open class NSDictionary: NSObject {}

/// Stand-in for `NSSet`; Swift code sees it as a set.
@objc open class NSSet: NSObject {}

/// Stand-in for `NSDate`; Swift code sees it as `Date`.
@objc open class NSDate: NSObject {}

/// Stand-in for `NSURL`; Swift code sees it as `URL`.
@objc open class NSURL: NSObject {}

/// Stand-in for `NSData`; Swift code sees it as `Data`.
@objc open class NSData: NSObject {}

/// Stand-in for `NSDateComponents`; Swift code sees it as `DateComponents`.
@objc open class NSDateComponents: NSObject {}

/// Stand-in for `NSError`: what a Swift `Error` becomes in Objective-C signatures.
@objc open class NSError: NSObject {
    @objc open var domain: String { fatalError("stand-in") }
    @objc open var code: Int { fatalError("stand-in") }
    @objc(initWithDomain:code:userInfo:)
    public init(domain: String, code: Int, userInfo dict: [String: Any]? = nil) { super.init() }
}

/// Stand-in for `NSCoder`, only as a parameter type.
@objc open class NSCoder: NSObject {}

/// Stand-in for `NSNumber`, the boxed number `@NSManaged` integer, decimal and boolean
/// parameters have.
@objc open class NSNumber: NSObject, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral
{
    @objc(initWithInteger:) public init(value: Int) { super.init() }
    @objc(initWithDouble:) public init(value: Double) { super.init() }
    @objc(initWithFloat:) public init(value: Float) { super.init() }
    @objc(initWithBool:) public init(value: Bool) { super.init() }
    public required convenience init(integerLiteral value: Int) { self.init(value: value) }
    public required convenience init(floatLiteral value: Double) { self.init(value: value) }
    public required convenience init(booleanLiteral value: Bool) { self.init(value: value) }
    @objc open var intValue: Int32 { fatalError("stand-in") }
    @objc open var integerValue: Int { fatalError("stand-in") }
    @objc open var doubleValue: Double { fatalError("stand-in") }
    @objc open var floatValue: Float { fatalError("stand-in") }
    @objc open var boolValue: Bool { fatalError("stand-in") }
    @objc open var stringValue: String { fatalError("stand-in") }
}

/// Stand-in for `NSDecimalNumber`; Swift code sees it as `Decimal` where bridged.
@objc open class NSDecimalNumber: NSNumber {
    @objc(initWithString:) public convenience init(string numberValue: String?) { self.init(value: 0) }
    @objc open var decimalValue: Decimal { fatalError("stand-in") }
}

/// Stand-in for `NSUserActivity`, which responses carry to launch the app.
@objc open class NSUserActivity: NSObject {
    @objc(initWithActivityType:) public init(activityType: String) { super.init() }
    @objc open var activityType: String { fatalError("stand-in") }
    @objc open var title: String?
    @objc open var userInfo: [AnyHashable: Any]?
    @objc open var webpageURL: URL?
}

/// Stand-in for `NSPersonNameComponents`; Swift code sees it as `PersonNameComponents`.
@objc open class NSPersonNameComponents: NSObject {}

/// Stand-in for `NSDateInterval`; Swift code sees it as `DateInterval`.
@objc open class NSDateInterval: NSObject {}
