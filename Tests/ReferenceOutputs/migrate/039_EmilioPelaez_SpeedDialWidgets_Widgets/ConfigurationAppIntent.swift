import AppIntents
import Foundation

/// Configuration
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
@available(tvOS, unavailable)
struct ConfigurationAppIntent: AppIntent, WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
  /// The class name of the intent this one replaces: configured widgets and shortcuts of that
  /// intent migrate to this one.
  static let intentClassName = "ConfigurationIntent"
  static var title: LocalizedStringResource {
    LocalizedStringResource(
      "gpCwrM",
      defaultValue: "Configuration",
      table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
    )
  }

  /// Layout
  @Parameter(
    title: LocalizedStringResource(
      "v5JTLJ",
      defaultValue: "Layout",
      table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
    ),
    default: .small
  )
  var imageSize: ImageSizeAppEnum?

  /// Color
  @Parameter(
    title: LocalizedStringResource(
      "c7GURW",
      defaultValue: "Color",
      table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
    )
  )
  var color: BackgroundColorAppEnum?

  /// Contact
  @Parameter(
    title: LocalizedStringResource(
      "9AfNRB",
      defaultValue: "Contact",
      table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
    )
  )
  var contact: ContactAppEntity?

  /// Phone/Email
  @Parameter(
    title: LocalizedStringResource(
      "3AKlXz",
      defaultValue: "Phone/Email",
      table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
    )
  )
  var address: AddressAppEntity?

  /// Action
  @Parameter(
    title: LocalizedStringResource(
      "njbHAu",
      defaultValue: "Action",
      table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
    ),
    default: .phone
  )
  var connection: ConnectionAppEnum?

  /// Alternative Name (Optional)
  @Parameter(
    title: LocalizedStringResource(
      "PrQ8Kh",
      defaultValue: "Alternative Name (Optional)",
      table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
    ),
    inputOptions: String.IntentInputOptions(
      capitalizationType: .words,
      multiline: true,
      autocorrect: false
    )
  )
  var altName: String?

  /// The parameters Shortcuts and the widget editor show, from the definition's relationships.
  static var parameterSummary: some ParameterSummary {
    When(\.$contact, .hasAnyValue) {
      Summary {
        \.$imageSize
        \.$color
        \.$contact
        \.$address
        \.$connection
        \.$altName
      }
    } otherwise: {
      Summary {
        \.$imageSize
        \.$color
        \.$contact
        \.$connection
        \.$altName
      }
    }
  }
}
