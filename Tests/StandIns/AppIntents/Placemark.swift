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

extension CLPlacemark: DisplayRepresentable {
    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Location" }
    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name ?? "")") }
}

extension CLPlacemark: _IntentValue, @unchecked Sendable {
    public static var defaultResolverSpecification: EmptyResolverSpecification<CLPlacemark> { .init() }
    public typealias Specification = EmptyResolverSpecification<CLPlacemark>
    public typealias UnwrappedType = CLPlacemark
    public typealias ValueType = CLPlacemark
}

extension EntityProperty where Value.ValueType == CLPlacemark {
    /// A placemark property.
    public convenience init(title: LocalizedStringResource) { self.init(storedTitle: title) }
}

extension IntentParameter where Value.ValueType == CLPlacemark {
    /// How the placemark is shown.
    public final var displayStyle: IntentParameter<Value>.PlacemarkDisplayStyle? { nil }
}

extension IntentParameterContext where Value.ValueType == CLPlacemark {
    /// How the placemark is shown.
    public var displayStyle: IntentParameter<Value>.PlacemarkDisplayStyle? { nil }
}
