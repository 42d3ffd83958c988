import AppIntents
import Foundation

/// Mood
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
enum MoodAppEnum: String, AppEnum {
    case happy
    case sad

    static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(name: LocalizedStringResource("e-Mood", defaultValue: "Mood", table: "BookClub"))
    }
    static var caseDisplayRepresentations: [MoodAppEnum: DisplayRepresentation] {
        [
            .happy: DisplayRepresentation(
                title: LocalizedStringResource("c-happy", defaultValue: "Happy", table: "BookClub")
            ),
            .sad:
                DisplayRepresentation(title: LocalizedStringResource("c-sad", defaultValue: "Sad", table: "BookClub")),
        ]
    }
}
