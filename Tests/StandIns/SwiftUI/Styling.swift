/// Stand-in for `ShapeStyle`: what fills and colors text and shapes.
public protocol ShapeStyle: Sendable {}

/// Stand-in for `Color`.
public struct Color: View, ShapeStyle, Hashable {
    private var name: String
    public init(_ name: String) { self.name = name }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) { name = "rgb" }
    public var body: Never { fatalError("stand-in") }

    public static let red = Color("red")
    public static let orange = Color("orange")
    public static let yellow = Color("yellow")
    public static let green = Color("green")
    public static let blue = Color("blue")
    public static let purple = Color("purple")
    public static let pink = Color("pink")
    public static let gray = Color("gray")
    public static let black = Color("black")
    public static let white = Color("white")
    public static let clear = Color("clear")
    public static let primary = Color("primary")
    public static let secondary = Color("secondary")
    public static let accentColor = Color("accentColor")
}

/// Stand-in for `Font`.
public struct Font: Hashable, Sendable {
    private var name: String

    /// Stand-in for a font's weight.
    public struct Weight: Hashable, Sendable {
        private var value: Double
        public static let ultraLight = Weight(value: -0.8)
        public static let thin = Weight(value: -0.6)
        public static let light = Weight(value: -0.4)
        public static let regular = Weight(value: 0)
        public static let medium = Weight(value: 0.23)
        public static let semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4)
        public static let heavy = Weight(value: 0.56)
        public static let black = Weight(value: 0.62)
    }

    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let title2 = Font(name: "title2")
    public static let title3 = Font(name: "title3")
    public static let headline = Font(name: "headline")
    public static let subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body")
    public static let callout = Font(name: "callout")
    public static let footnote = Font(name: "footnote")
    public static let caption = Font(name: "caption")
    public static let caption2 = Font(name: "caption2")

    public static func system(size: CGFloat, weight: Font.Weight? = nil) -> Font { Font(name: "system") }

    public func weight(_ weight: Font.Weight) -> Font { self }
    public func bold() -> Font { self }
}

/// Stand-in for `Edge.Set`, the edges `padding` applies to.
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// Stand-in for a set of edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1 << 0)
        public static let leading = Set(rawValue: 1 << 1)
        public static let bottom = Set(rawValue: 1 << 2)
        public static let trailing = Set(rawValue: 1 << 3)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// Stand-in for where a container background goes (WidgetKit adds `.widget`).
public struct ContainerBackgroundPlacement: Sendable {
    public init() {}
}

/// Stand-in for the modifier a view modifier applies; the modified view is `ModifiedContent`.
public struct _StandInModifier {}

extension View {
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { modified() }
    public func padding(_ length: CGFloat) -> some View { modified() }
    public func font(_ font: Font?) -> some View { modified() }
    public func foregroundColor(_ color: Color?) -> some View { modified() }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { modified() }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modified()
    }
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { modified() }
    public func lineLimit(_ number: Int?) -> some View { modified() }
    public func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View { modified() }
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        modified()
    }

    private func modified() -> ModifiedContent<Self, _StandInModifier> { ModifiedContent(content: self) }
}
