import SwiftUI

extension EnvironmentValues {
    /// Stand-in for the family of the widget being shown.
    public var widgetFamily: WidgetFamily { .systemSmall }
}

extension ContainerBackgroundPlacement {
    /// Stand-in for a widget's background placement.
    public static let widget = ContainerBackgroundPlacement()
}
