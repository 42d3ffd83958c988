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
