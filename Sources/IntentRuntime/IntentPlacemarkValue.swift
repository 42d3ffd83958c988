/// A location parameter value; the framework-free counterpart of `CLPlacemark`.
///
/// Every part is optional, as a placemark may be a bare coordinate or a bare address.
public struct IntentPlacemarkValue: Sendable, Hashable, Codable {
    /// The place's name.
    public var name: String?
    /// The latitude in degrees.
    public var latitude: Double?
    /// The longitude in degrees.
    public var longitude: Double?
    /// The street address.
    public var thoroughfare: String?
    /// The city.
    public var locality: String?
    /// The state or province.
    public var administrativeArea: String?
    /// The postal code.
    public var postalCode: String?
    /// The country's name.
    public var country: String?
    /// The ISO 3166-1 country code.
    public var isoCountryCode: String?

    /// Creates a placemark from whichever parts are known.
    public init(
        name: String? = nil,
        latitude: Double? = nil,
        longitude: Double? = nil,
        thoroughfare: String? = nil,
        locality: String? = nil,
        administrativeArea: String? = nil,
        postalCode: String? = nil,
        country: String? = nil,
        isoCountryCode: String? = nil
    ) {
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
        self.thoroughfare = thoroughfare
        self.locality = locality
        self.administrativeArea = administrativeArea
        self.postalCode = postalCode
        self.country = country
        self.isoCountryCode = isoCountryCode
    }
}
