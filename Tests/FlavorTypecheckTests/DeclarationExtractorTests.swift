import Testing

/// The extractor reads names, owners, labels and generic shapes the way the interface check
/// needs them, from interface-style and source-style text alike.
@Suite("Stand-ins: declaration extractor")
struct DeclarationExtractorTests {
    @Test func readsInterfaceStyleDeclarations() {
        let source = """
            @available(macOS 13.0, iOS 16.0, *)
            @propertyWrapper final public class Box<Value> : @unchecked Swift.Sendable where Value : AppIntents.Thing {
              final public var wrappedValue: Value {
                get
              }
              @objc deinit
            }
            @available(macOS 13.0, iOS 16.0, *)
            extension AppIntents.Box where Value.Kind == Swift.Int {
              convenience public init<Spec>(title: Swift.String, default defaultValue: Value? = nil, @AppIntents.Builder<Value> resolvers: @escaping (_ x: Value) -> Spec) where Spec : AppIntents.Specifying
              public enum Style {
                case plain, `default`
                case tagged(Swift.String)
              }
              public static func == (a: AppIntents.Box<Value>, b: AppIntents.Box<Value>) -> Swift.Bool
            }
            """
        let declarations = DeclarationExtractor.declarations(in: source, file: "M")
        #expect(
            declarations.map(\.description) == [
                "class Box<Value> where Value:Thing (M:1)",
                "property Box.wrappedValue (M:3)",
                "extension Box (M:8)",
                "init Box.init(title:default:resolvers:)<Spec> in extension where Value.Kind==Int where Spec:Specifying (M:10)",
                "enum Box.Style in extension where Value.Kind==Int (M:11)",
                "case Box.Style.plain (M:12)",
                "case Box.Style.default (M:12)",
                "case Box.Style.tagged (M:13)",
                "static func Box.==(a:b:) in extension where Value.Kind==Int (M:15)",
            ])
        #expect(declarations.first?.conformances == ["Sendable"])
    }

    @Test func sourceAndInterfaceSpellingsGiveTheSameSignature() {
        let interface = """
            extension AppIntents.IntentResult {
              public static func result<Value>(value: Value) -> Self where Self == AppIntents.IntentResultContainer<Value, Swift.Never>, Value : AppIntents._IntentValue
            }
            """
        let source = """
            extension IntentResult {
                /// A result returning `value`.
                public static func result<Value>(value: Value) -> Self
                where Self == IntentResultContainer<Value, Never>, Value: _IntentValue {
                    IntentResultContainer(value: value)
                }
            }
            """
        let fromInterface = DeclarationExtractor.declarations(in: interface, file: "A").map(\.comparedSignature)
        let fromSource = DeclarationExtractor.declarations(in: source, file: "B").map(\.comparedSignature)
        #expect(fromInterface.count == 2)
        #expect(fromInterface == fromSource)
    }
}
