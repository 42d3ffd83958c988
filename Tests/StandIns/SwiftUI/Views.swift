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

/// Stand-in for `Alignment`, a horizontal and a vertical alignment.
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
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

/// Stand-in for `ZStack`, views one on top of the other.
public struct ZStack<Content: View>: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stand-in") }
}

/// Stand-in for `Group`, views without a layout of their own.
public struct Group<Content> {
    public init(@ViewBuilder content: () -> Content) where Content: View {}
}

extension Group: View where Content: View {
    public var body: Never { fatalError("stand-in") }
}

/// Stand-in for `ForEach`, a view per element of a collection.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
}

extension ForEach: View where Content: View {
    public var body: Never { fatalError("stand-in") }
}

extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
    }

    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable {
        self.data = data
    }

    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int {
        self.data = data
    }
}

/// Stand-in for `Image`.
public struct Image: View, Equatable {
    private var name: String
    public init(systemName: String) { name = systemName }
    public init(_ name: String) { self.name = name }
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

