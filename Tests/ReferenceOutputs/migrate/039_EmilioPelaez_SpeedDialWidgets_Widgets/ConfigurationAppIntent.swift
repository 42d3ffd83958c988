import AppIntents
import Foundation

/// Configuration
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
@available(tvOS, unavailable)
public struct ConfigurationAppIntent: AppIntent,
  WidgetConfigurationIntent,
  CustomIntentMigratedAppIntent
{
  /// The class name of the intent this one replaces: configured widgets and shortcuts of that
  /// intent migrate to this one.
  public static let intentClassName = "ConfigurationIntent"
  public static var title: LocalizedStringResource {
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
  public var imageSize: ImageSizeAppEnum?

  /// Color
  @Parameter(
    title: LocalizedStringResource(
      "c7GURW",
      defaultValue: "Color",
      table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
    )
  )
  public var color: BackgroundColorAppEnum?

  /// Contact
  @Parameter(
    title: LocalizedStringResource(
      "9AfNRB",
      defaultValue: "Contact",
      table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
    )
  )
  public var contact: ContactAppEntity?

  /// Phone/Email
  @Parameter(
    title: LocalizedStringResource(
      "3AKlXz",
      defaultValue: "Phone/Email",
      table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
    )
  )
  public var address: AddressAppEntity?

  /// Action
  @Parameter(
    title: LocalizedStringResource(
      "njbHAu",
      defaultValue: "Action",
      table: "039_EmilioPelaez_SpeedDialWidgets_Widgets"
    ),
    default: .phone
  )
  public var connection: ConnectionAppEnum?

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
  public var altName: String?

  /// Creates the intent with every parameter at its default.
  public init() {}
}
