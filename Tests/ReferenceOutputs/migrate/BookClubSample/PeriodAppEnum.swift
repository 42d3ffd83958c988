import AppIntents
import Foundation

/// Period
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
enum PeriodAppEnum: String, AppEnum {
    case day
    case week
    case month

    static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(name: LocalizedStringResource("e-Period", defaultValue: "Period", table: "BookClub"))
    }
    static var caseDisplayRepresentations: [PeriodAppEnum: DisplayRepresentation] {
        [
            .day:
                DisplayRepresentation(title: LocalizedStringResource("c-day", defaultValue: "Day", table: "BookClub")),
            .week: DisplayRepresentation(
                title: LocalizedStringResource("c-week", defaultValue: "Week", table: "BookClub")
            ),
            .month: DisplayRepresentation(
                title: LocalizedStringResource("c-month", defaultValue: "Month", table: "BookClub")
            ),
        ]
    }
}
