import Foundation
import SwiftUI

/// Stand-in for WidgetKit's `TimelineEntry`: one moment of a widget's timeline.
public protocol TimelineEntry {
    /// When the entry is shown.
    var date: Date { get }
    /// How relevant the entry is for smart stacks.
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// Stand-in for `TimelineEntryRelevance`.
public struct TimelineEntryRelevance: Codable, Hashable {
    public var score: Float
    public var duration: TimeInterval
    public init(score: Float, duration: TimeInterval = 0.0) {
        self.score = score
        self.duration = duration
    }
}

/// Stand-in for `Timeline`: the entries a provider gives and when to ask again.
public struct Timeline<EntryType> where EntryType: TimelineEntry {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// Stand-in for `TimelineReloadPolicy`.
public struct TimelineReloadPolicy: Equatable {
    private var reloadDate: Date?
    private var reloads: Bool
    public static let atEnd = TimelineReloadPolicy(reloadDate: nil, reloads: true)
    public static let never = TimelineReloadPolicy(reloadDate: nil, reloads: false)
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(reloadDate: date, reloads: true) }
}

/// Stand-in for `WidgetFamily`.
public enum WidgetFamily: Int, RawRepresentable, CustomDebugStringConvertible, CustomStringConvertible {
    case systemSmall
    case systemMedium
    case systemLarge
    case systemExtraLarge
    case accessoryCorner
    case accessoryCircular
    case accessoryRectangular
    case accessoryInline
    public var debugDescription: String { description }
    public var description: String { "\(rawValue)" }
}

extension WidgetFamily: Hashable {}

/// Stand-in for `TimelineProviderContext`: what the system tells a provider (no public
/// initializer, as in WidgetKit).
public struct TimelineProviderContext {
    public let family: WidgetFamily
    public let isPreview: Bool
    public let displaySize: CGSize
}

/// Stand-in for `TimelineProvider`: the timeline of a widget without configuration.
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Self.Context) -> Self.Entry
    func getSnapshot(in context: Self.Context, completion: @escaping (Self.Entry) -> Void)
    func getTimeline(in context: Self.Context, completion: @escaping (Timeline<Self.Entry>) -> Void)
}
