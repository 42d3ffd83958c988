import AppIntents
import Foundation

/// Image Size
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
enum ImageSizeAppEnum: String, AppEnum {
  case small
  case medium
  case large

  static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(
      name: LocalizedStringResource(
        "ItzGlh",
        defaultValue: "Image Size",
        table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
      )
    )
  }
  static var caseDisplayRepresentations: [ImageSizeAppEnum: DisplayRepresentation] {
    [
      .small: DisplayRepresentation(
        title: LocalizedStringResource(
          "fVuevc",
          defaultValue: "Circle",
          table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
        )
      ),
      .medium: DisplayRepresentation(
        title: LocalizedStringResource(
          "ukr3pG",
          defaultValue: "Rectangle",
          table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
        )
      ),
      .large: DisplayRepresentation(
        title: LocalizedStringResource(
          "uLgjVG",
          defaultValue: "Full Image",
          table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
        )
      ),
    ]
  }
}
