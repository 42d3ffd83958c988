import AppIntents
import Foundation

/// Connection
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
enum ConnectionAppEnum: String, AppEnum {
  case phone
  case faceTime
  case faceTimeAudio
  case message
  case whatsapp
  case telegram

  static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(
      name: LocalizedStringResource(
        "edG19j",
        defaultValue: "Connection",
        table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
      )
    )
  }
  static var caseDisplayRepresentations: [ConnectionAppEnum: DisplayRepresentation] {
    [
      .phone: DisplayRepresentation(
        title: LocalizedStringResource(
          "bJQ1KL",
          defaultValue: "Call by Phone",
          table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
        )
      ),
      .faceTime: DisplayRepresentation(
        title: LocalizedStringResource(
          "5v3LBw",
          defaultValue: "Call with FaceTime",
          table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
        )
      ),
      .faceTimeAudio: DisplayRepresentation(
        title: LocalizedStringResource(
          "ZeKrdT",
          defaultValue: "Call with FaceTime Audio",
          table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
        )
      ),
      .message: DisplayRepresentation(
        title: LocalizedStringResource(
          "hQl3NH",
          defaultValue: "Open in Messages",
          table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
        )
      ),
      .whatsapp: DisplayRepresentation(
        title: LocalizedStringResource(
          "0QuY5U",
          defaultValue: "Open in WhatsApp",
          table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
        )
      ),
      .telegram: DisplayRepresentation(
        title: LocalizedStringResource(
          "Ny0Xqp",
          defaultValue: "Open in Telegram",
          table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
        )
      ),
    ]
  }
}
