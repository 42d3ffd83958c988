@_exported import Foundation

/// Stand-in for SwiftUI's `View`: a value that describes part of a user interface.
@MainActor @preconcurrency public protocol View {
    /// The view this one is made of.
    associatedtype Body: View

    /// The content of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {}

extension Never {
    /// A view or configuration that is never built has no content either.
    public typealias Body = Never

    /// Never called.
    public var body: Never { fatalError("stand-in") }
}

/// Stand-in for a view with no content.
public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError("stand-in") }
}

/// Stand-in for the view a builder makes of several views.
public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public var body: Never { fatalError("stand-in") }
}

/// Stand-in for the view an `if`/`else` in a builder makes.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public var body: Never { fatalError("stand-in") }
}

/// Stand-in for a type-erased view.
public struct AnyView: View {
    public init<V: View>(_ view: V) {}
    public var body: Never { fatalError("stand-in") }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("stand-in") }
}

/// Stand-in for SwiftUI's result builder of view content.
@resultBuilder public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { _ConditionalContent() }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { _ConditionalContent() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
