/// Stand-in for a localized-string key: what a string literal becomes in `Text("…")`.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    private var key: String
    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
}

/// Stand-in for `Text`, a view that shows a string.
public struct Text: View, Equatable {
    private var content: String
    public init(_ key: LocalizedStringKey) { content = "" }
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    public init(verbatim content: String) { self.content = content }
    public var body: Never { fatalError("stand-in") }
}

/// Stand-in for the horizontal alignment of stacks.
public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
}

/// Stand-in for the vertical alignment of stacks.
public struct VerticalAlignment: Equatable, Sendable {
    public static let top = VerticalAlignment()
    public static let center = VerticalAlignment()
    public static let bottom = VerticalAlignment()
}

/// Stand-in for `VStack`, views one above the other.
public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stand-in") }
}

/// Stand-in for `HStack`, views side by side.
public struct HStack<Content: View>: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stand-in") }
}

/// Stand-in for `Spacer`, flexible empty space in a stack.
public struct Spacer: View {
    public init(minLength: CGFloat? = nil) {}
    public var body: Never { fatalError("stand-in") }
}

/// Stand-in for the view a modifier makes of another view.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public init(content: Content) { self.content = content }
}

extension ModifiedContent: View where Content: View {
    public var body: Never { fatalError("stand-in") }
}

/// Stand-in for the modifier `padding()` applies.
public struct _PaddingLayout {}

extension View {
    /// Stand-in for `padding()`.
    public func padding() -> some View { ModifiedContent<Self, _PaddingLayout>(content: self) }
}
