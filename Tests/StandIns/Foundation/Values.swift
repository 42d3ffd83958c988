/// Stand-in for Foundation's `TimeInterval` (seconds).
public typealias TimeInterval = Double

/// Stand-in for `Date`.
public struct Date: Hashable, Comparable, Sendable {
    private var secondsSinceReferenceDate: TimeInterval
    public init() { secondsSinceReferenceDate = 0 }
    public init(timeIntervalSinceNow interval: TimeInterval) { secondsSinceReferenceDate = interval }
    public init(timeIntervalSinceReferenceDate interval: TimeInterval) { secondsSinceReferenceDate = interval }
    public func addingTimeInterval(_ interval: TimeInterval) -> Date {
        Date(timeIntervalSinceReferenceDate: secondsSinceReferenceDate + interval)
    }
    public var timeIntervalSinceNow: TimeInterval { secondsSinceReferenceDate }
    public static func < (lhs: Date, rhs: Date) -> Bool {
        lhs.secondsSinceReferenceDate < rhs.secondsSinceReferenceDate
    }
}

/// Stand-in for `URL`.
public struct URL: Hashable, Sendable {
    public var absoluteString: String
    public init?(string: String) { absoluteString = string }
    public init(fileURLWithPath path: String) { absoluteString = "file://" + path }
}

/// Stand-in for `Data`.
public struct Data: Hashable, Sendable {
    public var count: Int { 0 }
    public init() {}
}

/// Stand-in for `Decimal`.
public struct Decimal: Hashable, Sendable, ExpressibleByIntegerLiteral {
    public init() {}
    public init(integerLiteral value: Int) {}
}

/// Stand-in for `DateComponents`.
public struct DateComponents: Hashable, Sendable {
    public var year: Int?
    public var month: Int?
    public var day: Int?
    public var hour: Int?
    public var minute: Int?
    public var second: Int?
    public init(year: Int? = nil, month: Int? = nil, day: Int? = nil, hour: Int? = nil, minute: Int? = nil, second: Int? = nil) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }
}

/// Stand-in for the geometry scalar `CGFloat`.
public typealias CGFloat = Double

/// Stand-in for `CGSize`.
public struct CGSize: Hashable, Sendable {
    public var width: CGFloat
    public var height: CGFloat
    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }
}

/// Stand-in for `PersonNameComponents`.
public struct PersonNameComponents: Hashable, Sendable {
    public var givenName: String?
    public var familyName: String?
    public var nickname: String?
    public init(givenName: String? = nil, familyName: String? = nil, nickname: String? = nil) {
        self.givenName = givenName
        self.familyName = familyName
        self.nickname = nickname
    }
}
