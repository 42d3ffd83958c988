/// Stand-in for SwiftUI's `Widget`: the configuration of a home-screen widget.
@MainActor @preconcurrency public protocol Widget {
    /// The configuration this widget is made of.
    associatedtype Body: WidgetConfiguration

    /// Creates the widget.
    init()

    /// The widget's configuration.
    @WidgetConfigurationBuilder var body: Self.Body { get }
}

/// Stand-in for SwiftUI's `WidgetConfiguration`: what a widget shows and how it is set up.
@MainActor @preconcurrency public protocol WidgetConfiguration {
    /// The configuration this one is made of.
    associatedtype Body: WidgetConfiguration

    /// The content of the configuration.
    @WidgetConfigurationBuilder var body: Self.Body { get }
}

extension Never: WidgetConfiguration {}

/// Stand-in for the result builder of a widget's configuration.
@resultBuilder public struct WidgetConfigurationBuilder {
    public static func buildBlock<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
    public static func buildExpression<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
}

/// Stand-in for SwiftUI's `WidgetBundle`: several widgets of one extension.
@MainActor @preconcurrency public protocol WidgetBundle {
    /// The widgets of the bundle.
    associatedtype Body: Widget

    /// Creates the bundle.
    init()

    /// The widgets of the bundle.
    @WidgetBundleBuilder var body: Self.Body { get }
}

/// Stand-in for the widget a bundle builder makes of several widgets.
public struct _WidgetBundleContent: Widget {
    public init() {}
    public var body: Never { fatalError("stand-in") }
}

/// Stand-in for the result builder of a widget bundle.
@resultBuilder public struct WidgetBundleBuilder {
    public static func buildBlock<each Content: Widget>(_ content: repeat each Content) -> _WidgetBundleContent {
        _WidgetBundleContent()
    }
}
