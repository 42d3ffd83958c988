import Foundation

/// Stand-in for `CLLocation`, only as much as placemarks need.
@objc open class CLLocation: NSObject, NSCopying, NSSecureCoding {
    @objc(initWithLatitude:longitude:)
    public init(latitude: Double, longitude: Double) { super.init() }

    @objc(initWithCoder:) public required init?(coder: NSCoder) { super.init() }
    @objc(encodeWithCoder:) open func encode(with coder: NSCoder) {}
    @objc open class var supportsSecureCoding: Bool { true }
    @objc(copyWithZone:) open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Stand-in for `CLPlacemark`, the value of a Placemark parameter.
@objc open class CLPlacemark: NSObject, NSCopying, NSSecureCoding {
    @objc(initWithPlacemark:)
    public init(placemark: CLPlacemark) { super.init() }

    @objc(initWithCoder:) public required init?(coder: NSCoder) { super.init() }
    @objc(encodeWithCoder:) open func encode(with coder: NSCoder) {}
    @objc open class var supportsSecureCoding: Bool { true }
    @objc(copyWithZone:) open func copy(with zone: NSZone? = nil) -> Any { self }

    @objc open var location: CLLocation? { fatalError("stand-in") }
    @objc open var name: String? { fatalError("stand-in") }
    @objc open var locality: String? { fatalError("stand-in") }
    @objc open var country: String? { fatalError("stand-in") }
    @objc open var isoCountryCode: String? { fatalError("stand-in") }
}
