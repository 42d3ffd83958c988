import AppIntents
import Foundation

/// Background Color
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
enum BackgroundColorAppEnum: String, AppEnum {
  case red
  case orange
  case yellow
  case green
  case blue
  case purple
  case darkGray
  case lightGray
  case black

  static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(
      name: LocalizedStringResource(
        "TK8dzY",
        defaultValue: "Background Color",
        table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
      )
    )
  }
  static var caseDisplayRepresentations: [BackgroundColorAppEnum: DisplayRepresentation] {
    [
      .red: DisplayRepresentation(
        title: LocalizedStringResource(
          "dJt7YW",
          defaultValue: "Red",
          table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
        )
      ),
      .orange: DisplayRepresentation(
        title: LocalizedStringResource(
          "pOEXTv",
          defaultValue: "Orange",
          table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
        )
      ),
      .yellow: DisplayRepresentation(
        title: LocalizedStringResource(
          "4uPUlr",
          defaultValue: "Yellow",
          table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
        )
      ),
      .green: DisplayRepresentation(
        title: LocalizedStringResource(
          "mIyPpz",
          defaultValue: "Green",
          table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
        )
      ),
      .blue: DisplayRepresentation(
        title: LocalizedStringResource(
          "lPJgav",
          defaultValue: "Blue",
          table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
        )
      ),
      .purple: DisplayRepresentation(
        title: LocalizedStringResource(
          "ihfzIN",
          defaultValue: "Purple",
          table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
        )
      ),
      .darkGray: DisplayRepresentation(
        title: LocalizedStringResource(
          "zxaSCf",
          defaultValue: "Dark Gray",
          table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
        )
      ),
      .lightGray: DisplayRepresentation(
        title: LocalizedStringResource(
          "lRIeRm",
          defaultValue: "Light Gray",
          table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
        )
      ),
      .black: DisplayRepresentation(
        title: LocalizedStringResource(
          "mpxUi7",
          defaultValue: "Black",
          table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
        )
      ),
    ]
  }
}
