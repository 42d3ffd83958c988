import IntentCodegen
import IntentDefinition
import Testing

/// The `intents` flavor's rules that the six reference pairs do not all show (XCODE-OUTPUT.md
/// §5–§9, §17): searchable options replace the plain form, widget intents make `handle`
/// optional, custom codes count from 100, factories drop the first label only when the code
/// ends with the parameter's name, unsupported reasons (listed, or numeric built-ins) get their
/// own enum and result class, multi-value enums are boxed, and the access level reaches every
/// declaration.
@Suite struct IntentsTranslatorTests {
    static let definition: Definition = {
        var count = Model.parameter("count", .integer, line: 20, reasons: ["tooMany"])
        count.supportsResolution = true
        var note = Model.parameter("note", .string, line: 21, reasons: ["tooLong", "empty"])
        note.supportsResolution = true
        let response = Response(
            location: Model.at(30),
            codes: [
                Model.code("success", line: 31, format: "${count} planned"),
                Model.code("failureTooMany", line: 32, format: "${count} is too many for ${note}"),
                Model.code("failureTooManyCount", line: 33, format: "${count}"),
                Model.code("failureEmpty", line: 34),
            ],
            parameters: [
                Model.parameter("count", .integer, role: .responseParameter, line: 35),
                Model.parameter("note", .string, role: .responseParameter, line: 36),
            ])
        return Model.definition(
            intents: [
                Model.intent(
                    "Plan", line: 10,
                    parameters: [
                        Model.parameter(
                            "city", .object(Model.reference("City")), line: 11, dynamic: true, search: true),
                        Model.parameter("periods", .enumeration(Model.reference("Period")), line: 12, isArray: true),
                        Model.parameter("period", .enumeration(Model.reference("Period")), line: 13),
                        count, note,
                    ],
                    response: response, widget: true),
                Model.intent(
                    "Order", line: 40, parameters: [Model.parameter("item", .string, line: 41, dynamic: true)]),
            ],
            enums: [Model.enumeration("Period", line: 50, cases: ["day", "week"])],
            types: [Model.customType("City", line: 60, properties: [Model.parameter("population", .integer, line: 61)])]
        )
    }()

    /// The output with whitespace runs collapsed and no space inside parentheses, so that
    /// declarations the renderer wraps read as one line.
    static func generated(_ access: GenerationOptions.AccessLevel = .public) throws -> String {
        let (source, diagnostics) = SwiftGenerator.generate(
            definition, options: GenerationOptions(accessLevel: access, flavor: .intents))
        let text = try #require(source, "\(diagnostics)")
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
    }

    @Test func searchableOptionsReplaceThePlainForm() throws {
        let source = try Self.generated()
        #expect(
            source.contains(
                "@objc(provideCityOptionsCollectionForPlan:searchTerm:withCompletion:) func provideCityOptionsCollection(for intent: PlanIntent, searchTerm: Swift.String?, with completion: @escaping (Intents.INObjectCollection<City>?, Swift.Error?) -> Swift.Void)"
            ))
        #expect(
            source.contains(
                "@objc(provideCityOptionsCollectionForPlan:searchTerm:withCompletion:) func provideCityOptionsCollection(for intent: PlanIntent, searchTerm: Swift.String?) async throws -> Intents.INObjectCollection<City>"
            ))
        #expect(!source.contains("provideCityOptionsCollectionForPlan:withCompletion:"))
        #expect(
            source.contains(
                "@objc(provideCityOptionsForPlan:withCompletion:) optional func provideCityOptions(for intent: PlanIntent, with completion: @escaping ([City]?, Swift.Error?) -> Swift.Void)"
            ))
        #expect(
            source.contains("@objc(defaultCityForPlan:) optional func defaultCity(for intent: PlanIntent) -> City?"))
    }

    @Test func handleIsOptionalExactlyForWidgetIntents() throws {
        let source = try Self.generated()
        #expect(
            source.contains(
                "@objc(handlePlan:completion:) optional func handle(intent: PlanIntent) async -> PlanIntentResponse"))
        #expect(
            source.contains(
                "@objc(handleOrder:completion:) func handle(intent: OrderIntent) async -> OrderIntentResponse"))
        #expect(!source.contains("optional func handle(intent: OrderIntent)"))
        #expect(source.contains("@objc(confirmOrder:completion:) optional func confirm(intent: OrderIntent) async"))
    }

    @Test func propertiesAreTypedAsXcodeTypesThem() throws {
        let source = try Self.generated()
        #expect(source.contains("@NSManaged public var city: City?"))
        #expect(source.contains("@NSManaged public var periods: [Foundation.NSNumber]?"))
        #expect(source.contains("@NSManaged public var period: Period "))
        #expect(source.contains("@NSManaged public var count: Foundation.NSNumber?"))
        #expect(source.contains("@NSManaged public var population: Foundation.NSNumber?"))
    }

    @Test func codesFactoriesAndTheirLabels() throws {
        let source = try Self.generated()
        #expect(source.contains("case failureTooMany = 100 case failureTooManyCount = 101 case failureEmpty = 102"))
        #expect(
            source.contains(
                "@objc(failureTooManyIntentResponseWithCount:note:) public static func failureTooMany(count: Foundation.NSNumber, note: Swift.String) -> PlanIntentResponse"
            ))
        #expect(
            source.contains(
                "@objc(failureTooManyCountIntentResponseWithCount:) public static func failureTooManyCount(_ count: Foundation.NSNumber) -> PlanIntentResponse"
            ))
        #expect(!source.contains("func failureEmpty("))
    }

    @Test func unsupportedReasonsGetTheirEnumAndResult() throws {
        let source = try Self.generated()
        #expect(
            source.contains(
                "@objc public enum PlanNoteUnsupportedReason: Swift.Int { case tooLong = 1 case empty = 2 }"))
        #expect(source.contains("public nonisolated class PlanNoteResolutionResult: Intents.INStringResolutionResult"))
        #expect(
            source.contains(
                "@objc public enum PlanCountUnsupportedReason: Swift.Int { case negativeNumbersNotSupported = 1 case greaterThanMaximumValue = 2 case lessThanMinimumValue = 3 case tooMany = 4 }"
            ))
        #expect(
            source.contains(
                "@objc(resolveNoteForPlan:withCompletion:) func resolveNote(for intent: PlanIntent) async -> PlanNoteResolutionResult"
            ))
        #expect(!source.contains("resolveCity"))
    }

    @Test func theAccessLevelReachesEveryDeclaration() throws {
        let internalSource = try Self.generated(.internal)
        #expect(!internalSource.contains("public "))
        #expect(internalSource.contains("@objc internal fileprivate(set) var code: PlanIntentResponseCode"))
        #expect(internalSource.contains("override internal class var supportsSecureCoding: Swift.Bool"))
        #expect(
            try Self.generated().contains("@objc(PlanIntent) public nonisolated class PlanIntent: Intents.INIntent"))
    }
}
