import AppIntents
import Foundation

/// Configuration
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
@available(tvOS, unavailable)
struct SimpleConfigurationAppIntent: AppIntent,
  WidgetConfigurationIntent,
  CustomIntentMigratedAppIntent
{
  /// The class name of the intent this one replaces: configured widgets and shortcuts of that
  /// intent migrate to this one.
  static let intentClassName = "SimpleConfigurationIntent"
  static var title: LocalizedStringResource {
    LocalizedStringResource(
      "7R6O0Y",
      defaultValue: "Configuration",
      table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
    )
  }

  /// Contact
  @Parameter(
    title: LocalizedStringResource(
      "NUcvgX",
      defaultValue: "Contact",
      table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
    )
  )
  var contact: ContactAppEntity?

  /// Address
  @Parameter(
    title: LocalizedStringResource(
      "7Rb48L",
      defaultValue: "Address",
      table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
    )
  )
  var address: AddressAppEntity?

  /// Connection
  @Parameter(
    title: LocalizedStringResource(
      "8ft5Cn",
      defaultValue: "Connection",
      table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
    ),
    default: .phone
  )
  var connection: ConnectionAppEnum?

  /// Alternative Name (Optional)
  @Parameter(
    title: LocalizedStringResource(
      "W3resk",
      defaultValue: "Alternative Name (Optional)",
      table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
    ),
    inputOptions: String.IntentInputOptions(
      capitalizationType: .none,
      multiline: true,
      autocorrect: false
    )
  )
  var altName: String?

  /// The parameters Shortcuts and the widget editor show, from the definition's relationships.
  static var parameterSummary: some ParameterSummary {
    When(\.$contact, .hasAnyValue) {
      Summary {
        \.$contact
        \.$address
        \.$connection
        \.$altName
      }
    } otherwise: {
      Summary {
        \.$contact
        \.$connection
        \.$altName
      }
    }
  }
}
