import AppIntents
import Foundation

/// Order Type
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
enum OrderTypeAppEnum: String, AppEnum {
  case pickup
  case delivery

  static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(
      name: LocalizedStringResource(
        "ZQXyvx",
        defaultValue: "Order Type",
        table: "041_kevingomes17_ios-swift-soup-chef_Intents"
      )
    )
  }
  static var caseDisplayRepresentations: [OrderTypeAppEnum: DisplayRepresentation] {
    [
      .pickup: DisplayRepresentation(
        title: LocalizedStringResource(
          "uSELuG",
          defaultValue: "pickup",
          table: "041_kevingomes17_ios-swift-soup-chef_Intents"
        )
      ),
      .delivery: DisplayRepresentation(
        title: LocalizedStringResource(
          "moNzLT",
          defaultValue: "delivery",
          table: "041_kevingomes17_ios-swift-soup-chef_Intents"
        )
      ),
    ]
  }
}
