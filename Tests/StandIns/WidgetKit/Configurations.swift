import Foundation
import SwiftUI

/// Stand-in for `StaticConfiguration`: a widget the user does not configure.
public struct StaticConfiguration<Content>: WidgetConfiguration where Content: View {
    public var body: Never { fatalError("stand-in") }
}

extension StaticConfiguration {
    public init<Provider>(
        kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Provider: TimelineProvider {}
}

/// The configuration a configuration modifier makes, hidden behind `some WidgetConfiguration`.
struct ModifiedWidgetConfiguration<Base: WidgetConfiguration>: WidgetConfiguration {
    var body: Never { fatalError("stand-in") }
}

extension WidgetConfiguration {
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration { modified() }
    public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration { modified() }
    @_disfavoredOverload public func configurationDisplayName<S>(_ displayName: S) -> some WidgetConfiguration
    where S: StringProtocol { modified() }
    public func description(_ description: Text) -> some WidgetConfiguration { modified() }
    public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration { modified() }
    @_disfavoredOverload public func description<S>(_ description: S) -> some WidgetConfiguration
    where S: StringProtocol { modified() }
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration { modified() }
    public func contentMarginsDisabled() -> some WidgetConfiguration { modified() }

    private func modified() -> ModifiedWidgetConfiguration<Self> { ModifiedWidgetConfiguration() }
}

extension Widget {
    /// The entry point of a widget extension (`@main`).
    public static func main() {}
}

extension WidgetBundle {
    /// The entry point of a widget extension with several widgets (`@main`).
    public static func main() {}
}

extension View {
    /// Stand-in for `widgetURL(_:)`.
    public func widgetURL(_ url: URL?) -> some View { ModifiedContent<Self, URL?>(content: self) }
}

/// Stand-in for `WidgetCenter`, which asks the system to reload timelines.
public final class WidgetCenter {
    public static let shared = WidgetCenter()
    private init() {}
    public func reloadTimelines(ofKind kind: String) {}
    public func reloadAllTimelines() {}
}
