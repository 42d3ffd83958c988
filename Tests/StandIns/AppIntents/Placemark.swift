// Stand-in for App Intents' support of CoreLocation placemarks as parameter values.

import CoreLocation
import Foundation

extension IntentParameter {
    /// How a placemark parameter is shown.
    public enum PlacemarkDisplayStyle {
        case name
        case address
        case city
    }
}

// The conformance DisplayRepresentable implies; written out only to mark it retroactive (in the
// stand-ins CoreLocation and Foundation are separate modules the compiler warns about).
extension CLPlacemark: @retroactive CustomLocalizedStringResourceConvertible {}

extension CLPlacemark: DisplayRepresentable {
    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Location" }
    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name ?? "")") }
}

extension CLPlacemark: _IntentValue, @unchecked @retroactive Sendable {
    public static var defaultResolverSpecification: EmptyResolverSpecification<CLPlacemark> { .init() }
    public typealias Specification = EmptyResolverSpecification<CLPlacemark>
    public typealias UnwrappedType = CLPlacemark
    public typealias ValueType = CLPlacemark
}

extension EntityProperty where Value.ValueType == CLPlacemark {
    /// A placemark property.
    public convenience init(title: LocalizedStringResource) { self.init(standInTitle: title) }
}

extension IntentParameter where Value.ValueType == CLPlacemark {
    /// How the placemark is shown.
    public final var displayStyle: IntentParameter<Value>.PlacemarkDisplayStyle? { nil }
}

extension IntentParameterContext where Value.ValueType == CLPlacemark {
    /// How the placemark is shown.
    public var displayStyle: IntentParameter<Value>.PlacemarkDisplayStyle? { nil }
}
