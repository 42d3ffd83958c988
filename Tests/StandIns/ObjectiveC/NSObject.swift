/// Objective-C objects compare and hash as their `isEqual(_:)` and `hash` say, as the real
/// ObjectiveC overlay makes them.
extension NSObject: Equatable, Hashable {
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs.isEqual(rhs) }

    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

/// An object describes itself with its `description`.
extension NSObject: CustomStringConvertible {}
