import AppIntents
import Foundation

/// Soup
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
enum SoupAppEnum: String, AppEnum {
  case clamChowder
  case tomatoSoup
  case chickenNoodleSoup

  static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(
      name: LocalizedStringResource(
        "1ttLJq",
        defaultValue: "Soup",
        table: "041_kevingomes17_ios-swift-soup-chef_Intents"
      )
    )
  }
  static var caseDisplayRepresentations: [SoupAppEnum: DisplayRepresentation] {
    [
      .clamChowder: DisplayRepresentation(
        title: LocalizedStringResource(
          "RWJQKu",
          defaultValue: "Clam Chowder",
          table: "041_kevingomes17_ios-swift-soup-chef_Intents"
        )
      ),
      .tomatoSoup: DisplayRepresentation(
        title: LocalizedStringResource(
          "Y9pZX8",
          defaultValue: "Tomato Soup",
          table: "041_kevingomes17_ios-swift-soup-chef_Intents"
        )
      ),
      .chickenNoodleSoup: DisplayRepresentation(
        title: LocalizedStringResource(
          "NDSZth",
          defaultValue: "Chicken Noodle Soup",
          table: "041_kevingomes17_ios-swift-soup-chef_Intents"
        )
      ),
    ]
  }
}
