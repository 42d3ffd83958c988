@_exported import Dispatch
@_exported import FoundationEssentials
@_exported import FoundationInternationalization
@_exported import ObjectiveC

// The value types (Date, URL, Data, DateComponents, Decimal, UUID, JSONDecoder, Calendar, …) are
// the toolchain's own FoundationEssentials and FoundationInternationalization, which the real
// Foundation also offers; this stand-in adds the Objective-C classes and the bridging between
// the two, which Linux's Foundation does not have.

/// Stand-in plumbing: a Swift value type that Objective-C sees as a class (String as NSString,
/// Array as NSArray, …), so that `@objc` and `@NSManaged` accept exactly the types the real
/// Foundation bridges. The conversions are never run: stand-ins are only typechecked.
public protocol _StandInBridgeable: _ObjectiveCBridgeable {}

extension _StandInBridgeable {
    public func _bridgeToObjectiveC() -> _ObjectiveCType { fatalError("stand-in") }

    public static func _forceBridgeFromObjectiveC(_ source: _ObjectiveCType, result: inout Self?) {
        fatalError("stand-in")
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: _ObjectiveCType, result: inout Self?) -> Bool {
        fatalError("stand-in")
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: _ObjectiveCType?) -> Self {
        fatalError("stand-in")
    }
}

extension String: _StandInBridgeable { public typealias _ObjectiveCType = NSString }
extension Array: _StandInBridgeable { public typealias _ObjectiveCType = NSArray }
extension Dictionary: _StandInBridgeable { public typealias _ObjectiveCType = NSDictionary }
extension Set: _StandInBridgeable { public typealias _ObjectiveCType = NSSet }
extension AnyHashable: _StandInBridgeable { public typealias _ObjectiveCType = NSObject }
extension Int: _StandInBridgeable { public typealias _ObjectiveCType = NSNumber }
extension Int32: _StandInBridgeable { public typealias _ObjectiveCType = NSNumber }
extension Int64: _StandInBridgeable { public typealias _ObjectiveCType = NSNumber }
extension UInt: _StandInBridgeable { public typealias _ObjectiveCType = NSNumber }
extension Double: _StandInBridgeable { public typealias _ObjectiveCType = NSNumber }
extension Float: _StandInBridgeable { public typealias _ObjectiveCType = NSNumber }
extension Bool: _StandInBridgeable { public typealias _ObjectiveCType = NSNumber }
extension Date: _StandInBridgeable { public typealias _ObjectiveCType = NSDate }
extension DateInterval: _StandInBridgeable { public typealias _ObjectiveCType = NSDateInterval }
extension URL: _StandInBridgeable { public typealias _ObjectiveCType = NSURL }
extension Data: _StandInBridgeable { public typealias _ObjectiveCType = NSData }
extension DateComponents: _StandInBridgeable { public typealias _ObjectiveCType = NSDateComponents }
extension Decimal: _StandInBridgeable { public typealias _ObjectiveCType = NSDecimalNumber }
extension PersonNameComponents: _StandInBridgeable { public typealias _ObjectiveCType = NSPersonNameComponents }
