/// What Xcode 15/16 generates (in its Swift 6 style, public visibility) for the definitions the
/// seed widgets use, written by hand from the shape of the reference pairs: the classes the
/// coming `--flavor intents` translator must reproduce, and that client code compiles against.
enum ExpectedXcodeOutput {
    /// `Definitions/Custom.intentdefinition`: the widget intent `MyIntent` with a String
    /// parameter and a dynamic `MenuList` parameter.
    static let myIntentIntent = """
        #if canImport(Intents)

        import Intents

        @available(iOS 12.0, macOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
        @objc(MyIntentIntent)
        public class MyIntentIntent: INIntent {

            @NSManaged public var parameter: String?
            @NSManaged public var type: MenuList?

        }

        @available(iOS 12.0, macOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
        @objc(MyIntentIntentHandling)
        public protocol MyIntentIntentHandling: NSObjectProtocol {

            @available(iOS 14.0, macOS 11.0, watchOS 7.0, *)
            @available(*, renamed: "provideTypeOptionsCollection(for:)")
            @objc(provideTypeOptionsCollectionForMyIntent:withCompletion:)
            func provideTypeOptionsCollection(for intent: MyIntentIntent, with completion: @escaping (INObjectCollection<MenuList>?, Error?) -> Swift.Void)

            @available(iOS 14.0, macOS 11.0, watchOS 7.0, *)
            @objc(provideTypeOptionsCollectionForMyIntent:withCompletion:)
            func provideTypeOptionsCollection(for intent: MyIntentIntent) async throws -> INObjectCollection<MenuList>

            @available(iOS 14.0, macOS 11.0, watchOS 7.0, *)
            @objc(defaultTypeForMyIntent:)
            optional func defaultType(for intent: MyIntentIntent) -> MenuList?

            @available(*, renamed: "confirm(intent:)")
            @objc(confirmMyIntent:completion:)
            optional func confirm(intent: MyIntentIntent, completion: @escaping (MyIntentIntentResponse) -> Swift.Void)

            @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
            @objc(confirmMyIntent:completion:)
            optional func confirm(intent: MyIntentIntent) async -> MyIntentIntentResponse

            @available(*, renamed: "handle(intent:)")
            @objc(handleMyIntent:completion:)
            optional func handle(intent: MyIntentIntent, completion: @escaping (MyIntentIntentResponse) -> Swift.Void)

            @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
            @objc(handleMyIntent:completion:)
            optional func handle(intent: MyIntentIntent) async -> MyIntentIntentResponse

        }

        @available(iOS 12.0, macOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
        @objc public enum MyIntentIntentResponseCode: Int {
            case unspecified = 0
            case ready
            case continueInApp
            case inProgress
            case success
            case failure
            case failureRequiringAppLaunch
        }

        @available(iOS 12.0, macOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
        @objc(MyIntentIntentResponse)
        public class MyIntentIntentResponse: INIntentResponse {

            @objc public fileprivate(set) var code: MyIntentIntentResponseCode = .unspecified

            @objc(initWithCode:userActivity:)
            public convenience init(code: MyIntentIntentResponseCode, userActivity: NSUserActivity?) {
                self.init()
                self.code = code
                self.userActivity = userActivity
            }

        }

        #endif
        """

    /// The custom type `MenuList` of `Definitions/Custom.intentdefinition` and its result.
    static let menuList = """
        #if canImport(Intents)

        import Intents

        @available(iOS 12.0, macOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
        @objc(MenuList)
        public class MenuList: INObject {

        }

        @available(iOS 13.0, macOS 11.0, watchOS 6.0, *) @available(tvOS, unavailable)
        @objc(MenuListResolutionResult)
        public class MenuListResolutionResult: INObjectResolutionResult {

            @objc(successWithResolvedMenuList:)
            public class func success(with resolvedObject: MenuList) -> Self {
                return super.success(with: resolvedObject)
            }

            @objc(disambiguationWithMenuListsToDisambiguate:)
            public class func disambiguation(with objectsToDisambiguate: [MenuList]) -> Self {
                return super.disambiguation(with: objectsToDisambiguate)
            }

            @objc(confirmationRequiredWithMenuListToConfirm:)
            public class func confirmationRequired(with objectToConfirm: MenuList?) -> Self {
                return super.confirmationRequired(with: objectToConfirm)
            }

            @available(*, unavailable)
            override public class func success(with resolvedObject: INObject) -> Self {
                fatalError()
            }

            @available(*, unavailable)
            override public class func disambiguation(with objectsToDisambiguate: [INObject]) -> Self {
                fatalError()
            }

            @available(*, unavailable)
            override public class func confirmationRequired(with objectToConfirm: INObject?) -> Self {
                fatalError()
            }

        }

        #endif
        """

    /// `Definitions/Configuration.intentdefinition`: the template widget intent with a String
    /// `title`.
    static let configurationIntent = """
        #if canImport(Intents)

        import Intents

        @available(iOS 12.0, macOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
        @objc(ConfigurationIntent)
        public class ConfigurationIntent: INIntent {

            @NSManaged public var title: String?

        }

        @available(iOS 12.0, macOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
        @objc(ConfigurationIntentHandling)
        public protocol ConfigurationIntentHandling: NSObjectProtocol {

            @available(*, renamed: "confirm(intent:)")
            @objc(confirmConfiguration:completion:)
            optional func confirm(intent: ConfigurationIntent, completion: @escaping (ConfigurationIntentResponse) -> Swift.Void)

            @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
            @objc(confirmConfiguration:completion:)
            optional func confirm(intent: ConfigurationIntent) async -> ConfigurationIntentResponse

            @available(*, renamed: "handle(intent:)")
            @objc(handleConfiguration:completion:)
            optional func handle(intent: ConfigurationIntent, completion: @escaping (ConfigurationIntentResponse) -> Swift.Void)

            @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
            @objc(handleConfiguration:completion:)
            optional func handle(intent: ConfigurationIntent) async -> ConfigurationIntentResponse

        }

        @available(iOS 12.0, macOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
        @objc public enum ConfigurationIntentResponseCode: Int {
            case unspecified = 0
            case ready
            case continueInApp
            case inProgress
            case success
            case failure
            case failureRequiringAppLaunch
        }

        @available(iOS 12.0, macOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
        @objc(ConfigurationIntentResponse)
        public class ConfigurationIntentResponse: INIntentResponse {

            @objc public fileprivate(set) var code: ConfigurationIntentResponseCode = .unspecified

            @objc(initWithCode:userActivity:)
            public convenience init(code: ConfigurationIntentResponseCode, userActivity: NSUserActivity?) {
                self.init()
                self.code = code
                self.userActivity = userActivity
            }

        }

        #endif
        """
}
