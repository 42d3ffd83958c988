import AppIntents
import CoreLocation
import Foundation

/// Order Soup
///
/// Order a soup
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
struct OrderSoupAppIntent: AppIntent, CustomIntentMigratedAppIntent, PredictableIntent {
  /// The class name of the intent this one replaces: configured widgets and shortcuts of that
  /// intent migrate to this one.
  static let intentClassName = "OrderSoupIntent"
  static var title: LocalizedStringResource {
    LocalizedStringResource(
      "EG3d1V",
      defaultValue: "Order Soup",
      table: "041_kevingomes17_ios-swift-soup-chef_Intents"
    )
  }
  static var description: IntentDescription? {
    IntentDescription(
      LocalizedStringResource(
        "ljYqT3",
        defaultValue: "Order a soup",
        table: "041_kevingomes17_ios-swift-soup-chef_Intents"
      )
    )
  }

  /// Soup
  @Parameter(
    title: LocalizedStringResource(
      "11eJSS",
      defaultValue: "Soup",
      table: "041_kevingomes17_ios-swift-soup-chef_Intents"
    )
  )
  var soup: SoupAppEnum?

  /// Quantity
  @Parameter(
    title: LocalizedStringResource(
      "aqsrGF",
      defaultValue: "Quantity",
      table: "041_kevingomes17_ios-swift-soup-chef_Intents"
    ),
    default: 1,
    controlStyle: .field,
    inclusiveRange: (1, 10),
    requestValueDialog: IntentDialog(
      LocalizedStringResource(
        "jnuvAC",
        defaultValue: "How many soups do you want to order?",
        table: "041_kevingomes17_ios-swift-soup-chef_Intents"
      )
    )
  )
  var quantity: Int?

  // Not migrated: parameter 'toppings' of the definition.
  // App Intents cannot hold its type, so the values users stored for it are lost.

  /// Order Type
  @Parameter(
    title: LocalizedStringResource(
      "azAm0n",
      defaultValue: "Order Type",
      table: "041_kevingomes17_ios-swift-soup-chef_Intents"
    ),
    default: .pickup
  )
  var orderType: OrderTypeAppEnum?

  /// Delivery Location
  @Parameter(
    title: LocalizedStringResource(
      "ccQCON",
      defaultValue: "Delivery Location",
      table: "041_kevingomes17_ios-swift-soup-chef_Intents"
    ),
    requestValueDialog: IntentDialog(
      LocalizedStringResource(
        "fK7qiq",
        defaultValue: "Where would you like your order delivered?",
        table: "041_kevingomes17_ios-swift-soup-chef_Intents"
      )
    )
  )
  var deliveryLocation: CLPlacemark?

  /// Store Location
  @Parameter(
    title: LocalizedStringResource(
      "XMKuvL",
      defaultValue: "Store Location",
      table: "041_kevingomes17_ios-swift-soup-chef_Intents"
    ),
    requestValueDialog: IntentDialog(
      LocalizedStringResource(
        "nLpeVq",
        defaultValue: "Which store?",
        table: "041_kevingomes17_ios-swift-soup-chef_Intents"
      )
    )
  )
  var storeLocation: CLPlacemark?

  /// The summary Shortcuts shows, from the definition's parameter combinations.
  static var parameterSummary: some ParameterSummary {
    Switch(\.$orderType) {
      Case(.pickup) {
        Summary("Order \(\.$quantity) \(\.$soup)", table: "041_kevingomes17_ios-swift-soup-chef_Intents") {
          \.$orderType
          \.$storeLocation
        }
      }
      Case(.delivery) {
        Summary("Order \(\.$quantity) \(\.$soup)", table: "041_kevingomes17_ios-swift-soup-chef_Intents") {
          \.$orderType
          \.$deliveryLocation
        }
      }
      DefaultCase {
        Summary("Order \(\.$quantity) \(\.$soup)", table: "041_kevingomes17_ios-swift-soup-chef_Intents") {
          \.$orderType
        }
      }
    }
  }

  /// The suggestions Siri may make, from the definition's parameter combinations.
  static var predictionConfiguration: some IntentPredictionConfiguration {
    IntentPrediction(parameters: \.$soup) { soup in
      DisplayRepresentation(title: LocalizedStringResource("ChAaCn", defaultValue: "Order \(soup.map { String(localized: $0.localizedStringResource) } ?? "")", table: "041_kevingomes17_ios-swift-soup-chef_Intents"))
    }
    IntentPrediction(parameters: (\.$soup, \.$quantity)) { soup, quantity in
      DisplayRepresentation(title: LocalizedStringResource("ChAaCn", defaultValue: "Order \(quantity.map { String(describing: $0) } ?? "") \(soup.map { String(localized: $0.localizedStringResource) } ?? "")", table: "041_kevingomes17_ios-swift-soup-chef_Intents"))
    }
  }

  /// What a successful `perform()` answers with: the code and parameters of the intent's old
  /// response.
  struct Response {
    /// The success codes of the definition.
    enum Code {
      case success
      case successReadySoon
    }

    /// The outcome.
    var code: Code
    /// Soup
    var soup: SoupAppEnum?
    /// Wait Time
    var waitTime: String?
    /// Order Details
    var orderDetails: OrderDetailsAppEntity?
  }

  /// How the intent fails, from the definition's failure codes: `perform()` throws one, and
  /// Shortcuts and Siri stop and show its text.
  enum Failure: Error, CustomLocalizedStringResourceConvertible {
    /// Sorry, <soup> is out of stock.
    case failureOutOfStock(soup: SoupAppEnum?)

    /// What Shortcuts and Siri show.
    var localizedStringResource: LocalizedStringResource {
      switch self {
      case .failureOutOfStock(let soup):
        switch soup {
        case .clamChowder?:
          return LocalizedStringResource(
            "t02HyZ-RWJQKu",
            defaultValue: "Sorry, Clam Chowder is out of stock.",
            table: "041_kevingomes17_ios-swift-soup-chef_Intents"
          )
        case .tomatoSoup?:
          return LocalizedStringResource(
            "t02HyZ-Y9pZX8",
            defaultValue: "Sorry, Tomato Soup is out of stock.",
            table: "041_kevingomes17_ios-swift-soup-chef_Intents"
          )
        case .chickenNoodleSoup?:
          return LocalizedStringResource(
            "t02HyZ-NDSZth",
            defaultValue: "Sorry, Chicken Noodle Soup is out of stock.",
            table: "041_kevingomes17_ios-swift-soup-chef_Intents"
          )
        case nil:
          return LocalizedStringResource(
            "t02HyZ",
            defaultValue: "Sorry, \(OrderSoupAppIntent.text(soup)) is out of stock.",
            table: "041_kevingomes17_ios-swift-soup-chef_Intents"
          )
        }
      }
    }
  }

  /// Runs the intent.
  func perform() async throws
    -> some IntentResult & ReturnsValue<OrderDetailsAppEntity?> & ProvidesDialog
  {
    // TODO: Move the logic of handle(intent:) here.
    // A failure throws, and Shortcuts and Siri stop and show its text:
    // throw Failure.failureOutOfStock(soup: …)
    let response = Response(code: .success)
    return .result(value: response.orderDetails, dialog: Self.dialog(for: response))
  }

  /// The dialog of the response's code, from the definition's format strings.
  private static func dialog(for response: Response) -> IntentDialog {
    switch response.code {
    case .success:
      switch response.soup {
      case .clamChowder?:
        return IntentDialog(
          LocalizedStringResource(
            "xgap7o-RWJQKu",
            defaultValue:
              "Your total is \(Self.text(response.orderDetails)). Your Clam Chowder order will be ready in \(Self.text(response.waitTime)).",
            table: "041_kevingomes17_ios-swift-soup-chef_Intents"
          )
        )
      case .tomatoSoup?:
        return IntentDialog(
          LocalizedStringResource(
            "xgap7o-Y9pZX8",
            defaultValue:
              "Your total is \(Self.text(response.orderDetails)). Your Tomato Soup order will be ready in \(Self.text(response.waitTime)).",
            table: "041_kevingomes17_ios-swift-soup-chef_Intents"
          )
        )
      case .chickenNoodleSoup?:
        return IntentDialog(
          LocalizedStringResource(
            "xgap7o-NDSZth",
            defaultValue:
              "Your total is \(Self.text(response.orderDetails)). Your Chicken Noodle Soup order will be ready in \(Self.text(response.waitTime)).",
            table: "041_kevingomes17_ios-swift-soup-chef_Intents"
          )
        )
      case nil:
        return IntentDialog(
          LocalizedStringResource(
            "xgap7o",
            defaultValue:
              "Your total is \(Self.text(response.orderDetails)). Your \(Self.text(response.soup)) order will be ready in \(Self.text(response.waitTime)).",
            table: "041_kevingomes17_ios-swift-soup-chef_Intents"
          )
        )
      }
    case .successReadySoon:
      switch response.soup {
      case .clamChowder?:
        return IntentDialog(
          LocalizedStringResource(
            "B0x1wV-RWJQKu",
            defaultValue:
              "Your total is \(Self.text(response.orderDetails)). Your Clam Chowder order will be ready soon.",
            table: "041_kevingomes17_ios-swift-soup-chef_Intents"
          )
        )
      case .tomatoSoup?:
        return IntentDialog(
          LocalizedStringResource(
            "B0x1wV-Y9pZX8",
            defaultValue:
              "Your total is \(Self.text(response.orderDetails)). Your Tomato Soup order will be ready soon.",
            table: "041_kevingomes17_ios-swift-soup-chef_Intents"
          )
        )
      case .chickenNoodleSoup?:
        return IntentDialog(
          LocalizedStringResource(
            "B0x1wV-NDSZth",
            defaultValue:
              "Your total is \(Self.text(response.orderDetails)). Your Chicken Noodle Soup order will be ready soon.",
            table: "041_kevingomes17_ios-swift-soup-chef_Intents"
          )
        )
      case nil:
        return IntentDialog(
          LocalizedStringResource(
            "B0x1wV",
            defaultValue:
              "Your total is \(Self.text(response.orderDetails)). Your \(Self.text(response.soup)) order will be ready soon.",
            table: "041_kevingomes17_ios-swift-soup-chef_Intents"
          )
        )
      }
    }
  }

  /// A value as dialog text; nothing when it is missing.
  private static func text<T>(_ value: T?) -> String {
    return value.map { "\($0)" } ?? ""
  }

  /// An App Entity or App Enum as dialog text: its display title; nothing when it is missing.
  private static func text<T: CustomLocalizedStringResourceConvertible>(_ value: T?) -> String {
    return value.map { String(localized: $0.localizedStringResource) } ?? ""
  }
}
