import TestSupport
import Testing

/// The check finds what Apple's frameworks reject: each case is code that does not compile against
/// Apple's Intents and WidgetKit, refused on the iOS SDK with the error on the offending line (at
/// iOS 17, where every API the cases use exists, so only the mistake is an error).
@Suite(AppleSDK.availability)
struct FrameworkRejectionTests {
    /// One piece of code the real framework rejects.
    struct Rejection: Sendable, CustomTestStringConvertible {
        var name: String
        /// The client file, importing Intents.
        var source: String
        /// The line the error must be on.
        var line: Int
        /// A fragment of the error message.
        var message: String

        var testDescription: String { name }
    }

    static let rejections: [Rejection] = [
        Rejection(
            name: "@NSManaged property of a Swift struct type",
            source: """
                import Intents
                struct Flavor {}
                @objc(OrderIntent) public class OrderIntent: INIntent {
                    @NSManaged public var flavor: Flavor?
                }
                """,
            line: 4, message: "cannot be represented in Objective-C"),
        Rejection(
            name: "@NSManaged Int? (Xcode uses NSNumber?)",
            source: """
                import Intents
                @objc(CountIntent) public class CountIntent: INIntent {
                    @NSManaged public var count: Int?
                }
                """,
            line: 3, message: "cannot be represented in Objective-C"),
        Rejection(
            name: "override of handler(for:) with another selector",
            source: """
                import Intents
                final class IntentHandler: INExtension {
                    @objc(handlerFor:) override func handler(for intent: INIntent) -> Any? { self }
                }
                """,
            line: 3, message: "different selector from the method it overrides ('handlerFor:' vs. 'handlerForIntent:')"),
        Rejection(
            name: "INIntentHandlerProviding witness with another selector",
            source: """
                import Intents
                final class Provider: NSObject, INIntentHandlerProviding {
                    @objc(handlerFor:) func handler(for intent: INIntent) -> Any? { nil }
                }
                """,
            line: 3, message: "does not match the requirement's selector ('handlerForIntent:')"),
        Rejection(
            name: "INObject initializer with the Objective-C label displayString:",
            source: """
                import Intents
                func make() -> INObject {
                    INObject(identifier: "a", displayString: "A")
                }
                """,
            line: 3, message: "has been renamed to 'init(identifier:display:)'"),
        Rejection(
            name: "a method INIntent does not have",
            source: """
                import Intents
                func read(_ intent: INIntent) -> Any? {
                    intent.value(forParameterNamed: "title")
                }
                """,
            line: 3, message: "no exact matches in call to instance method 'value'"),
        Rejection(
            name: "INObjectCollection of a value type (Xcode uses NSString)",
            source: """
                import Intents
                func options() -> INObjectCollection<String>? { nil }
                """,
            line: 2, message: "requires that 'String' be a class type"),
        Rejection(
            name: "INEnumResolutionResult's refined-for-Swift factory called by its Objective-C name",
            source: """
                import Intents
                func resolve() -> INEnumResolutionResult {
                    INEnumResolutionResult.success(withResolvedValue: 1)
                }
                """,
            line: 3, message: "has no member 'success'"),
        Rejection(
            name: "override of success(with:) with a parameter type INObjectResolutionResult lacks",
            source: """
                import Intents
                class TagResolutionResult: INObjectResolutionResult {
                    override class func success(with resolvedObject: String) -> Self { fatalError() }
                }
                """,
            line: 3, message: "does not override any method from its superclass"),
        Rejection(
            name: "INObject's unavailable init()",
            source: """
                import Intents
                func make() -> INObject {
                    INObject()
                }
                """,
            line: 3, message: "'init()' is unavailable"),
        Rejection(
            name: "INObject subclass with its own initializer but no init(coder:)",
            source: """
                import Intents
                class Tag: INObject {
                    init(name: String) { super.init(identifier: name, display: name, pronunciationHint: nil) }
                }
                """,
            line: 4, message: "'required' initializer 'init(coder:)' must be provided by subclass of 'INObject'"),
        Rejection(
            name: "IntentConfiguration whose provider is configured by another intent",
            source: """
                import Intents
                import SwiftUI
                import WidgetKit
                class ColorIntent: INIntent {}
                class SizeIntent: INIntent {}
                struct Entry: TimelineEntry { let date: Date }
                struct Provider: IntentTimelineProvider {
                    func placeholder(in context: Context) -> Entry { Entry(date: Date()) }
                    func getSnapshot(for configuration: ColorIntent, in context: Context, completion: @escaping (Entry) -> Void) {}
                    func getTimeline(for configuration: ColorIntent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {}
                }
                struct ColorWidget: Widget {
                    var body: some WidgetConfiguration {
                        IntentConfiguration(kind: "Color", intent: SizeIntent.self, provider: Provider()) { _ in Text("") }
                    }
                }
                """,
            line: 14, message: "requires the types 'SizeIntent' and 'ColorIntent' be equivalent"),
        Rejection(
            name: "override of NSObject's hash with the unsigned type of its Objective-C declaration",
            source: """
                import Intents
                final class Tag: NSObject {
                    override var hash: UInt { 1 }
                }
                """,
            line: 3, message: "cannot override a property with type 'Int'"),
    ]

    @Test(arguments: rejections)
    func rejectedLikeTheRealFramework(_ rejection: Rejection) throws {
        let output = try TypecheckScript.run(
            flavor: "intents", target: .iOS("17.0"), sources: ["Client.swift": rejection.source])
        #expect(output.status == 1, "\(output.text)")
        let onLine = output.errors.filter { $0.contains("Client.swift:\(rejection.line):") }
        #expect(onLine.contains { $0.contains(rejection.message) }, "\(output.text)")
    }

    /// The same code minus its mistake compiles, so each rejection is caused by the mistake.
    @Test func correctedCodeTypechecks() throws {
        let source = """
            import Intents
            @objc(OrderIntent) public class OrderIntent: INIntent {
                @NSManaged public var count: NSNumber?
                @NSManaged public var tags: [String]?
            }
            final class IntentHandler: INExtension {
                @objc(handlerForIntent:) override func handler(for intent: INIntent) -> Any? { self }
            }
            func make() -> INObjectCollection<INObject> {
                INObjectCollection(items: [INObject(identifier: "a", display: "A")])
            }
            func resolve() -> INEnumResolutionResult { INEnumResolutionResult.__success(withResolvedValue: 1) }
            func strings() -> INObjectCollection<NSString>? { nil }
            final class Tag: NSObject {
                @objc func ping() {}
                override var hash: Int { 1 }
                override var description: String { "tag" }
                override func isEqual(_ object: Any?) -> Bool { object is Tag }
            }
            func compare(_ tag: Tag, _ other: NSObject) -> Bool {
                tag == other && tag.isKind(of: Tag.self) && tag.responds(to: #selector(Tag.ping)) && "\\(tag)" == tag.description
            }
            """
        let output = try TypecheckScript.run(flavor: "intents", target: .iOS("17.0"), sources: ["Client.swift": source])
        #expect(output.status == 0, "\(output.text)")
    }
}
