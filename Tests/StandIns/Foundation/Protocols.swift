/// Stand-in for Foundation's memory-zone pointer, only as a parameter type.
public typealias NSZone = OpaquePointer

/// Stand-in for `NSCopying`.
@objc public protocol NSCopying {
    @objc(copyWithZone:) func copy(with zone: NSZone?) -> Any
}

/// Stand-in for `NSCoding`.
@objc public protocol NSCoding {
    @objc(encodeWithCoder:) func encode(with coder: NSCoder)
    @objc(initWithCoder:) init?(coder: NSCoder)
}

/// Stand-in for `NSSecureCoding`.
@objc public protocol NSSecureCoding: NSCoding {
    static var supportsSecureCoding: Bool { get }
}
