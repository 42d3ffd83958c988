import IntentCodegen
import IntentDefinition
import TestSupport
import Testing

/// Output that Apple's real SDKs rejected on real definitions, one class each: the generated
/// text, and that it now typechecks against the SDK at the flavor's floor.
@Suite("Output the real SDK accepts", AppleSDK.availability)
struct RealSDKOutputTests {
    private static func generate(_ definition: Definition, _ flavor: GenerationOptions.Flavor) throws -> (
        String, [Diagnostic]
    ) {
        let (source, diagnostics) = SwiftGenerator.generate(definition, options: GenerationOptions(flavor: flavor))
        return (try #require(source, "\(diagnostics)"), diagnostics)
    }

    /// Typechecks `definition`'s App Intents output with its default-flavor output and
    /// IntentRuntime, as one Swift 6 module at `target`, through definite initialization.
    private static func checkAppIntents(_ definition: Definition, at target: AppleSDK.Target) throws {
        let (appIntents, _) = try generate(definition, .appIntents)
        let (defaultFlavor, _) = try generate(definition, .default)
        let output = try AppleSDK.typecheck(
            ["Test.swift": defaultFlavor, "Test+AppIntents.swift": appIntents], for: target,
            importPaths: [try AppleSDK.intentRuntime(for: target).path], definiteInitialization: true)
        #expect(output.status == 0, "\(output.text)")
        #expect(!output.text.contains("warning:"), "\(output.text)")
    }

    /// `INFile` came with iOS 13; the intent and response classes are iOS 12's, so a file
    /// property carries iOS 13 itself, and the file builds at iOS 12 in both language modes.
    @Test func aFilePropertyIsMarkedWithItsTypesAvailability() throws {
        let response = Response(
            location: Model.at(9), codes: [Model.code("success"), Model.code("failure")],
            parameters: [Model.parameter("output", .file, role: .responseParameter, line: 5)])
        let intent = Model.intent(
            "RunScript",
            parameters: [Model.parameter("script", .file, line: 2), Model.parameter("name", .string, line: 3)],
            response: response)
        let (source, _) = try Self.generate(Model.definition(intents: [intent]), .intents)
        #expect(
            source.contains(
                "@available(iOS 13.0, macOS 11.0, watchOS 6.0, *)\n    @NSManaged public var script: Intents.INFile?"))
        #expect(
            source.contains(
                "@available(iOS 13.0, macOS 11.0, watchOS 6.0, *)\n    @NSManaged public var output: Intents.INFile?"))
        #expect(source.contains("\n    @NSManaged public var name: Swift.String?"))
        #expect(!source.contains("*)\n    @NSManaged public var name"))
        for swiftVersion in ["5", "6"] {
            let output = try AppleSDK.typecheck(
                ["RunScript.swift": source], for: .iOS("12.0"), swiftVersion: swiftVersion)
            #expect(output.status == 0, "Swift \(swiftVersion): \(output.text)")
        }
    }

    /// App Intents takes only literals in `inclusiveRange:`; an open side is the type's
    /// extreme written as a literal, not `Int.min`.
    @Test func oneSidedBoundsAreLiteralRanges() throws {
        let intent = Model.intent(
            "Dim",
            parameters: [
                Model.parameter(
                    "level", .integer, line: 2, metadata: ParameterMetadata(maximumValue: Located(100, at: Model.at(2)))
                ),
                Model.parameter(
                    "ratio", .decimal, line: 3, metadata: ParameterMetadata(maximumValue: Located(1, at: Model.at(3)))),
                Model.parameter(
                    "count", .integer, line: 4, metadata: ParameterMetadata(minimumValue: Located(1, at: Model.at(4)))),
            ])
        let definition = Model.definition(intents: [intent])
        let (source, _) = try Self.generate(definition, .appIntents)
        #expect(source.contains("inclusiveRange: (-9_223_372_036_854_775_808, 100)"))
        #expect(source.contains("inclusiveRange: (-1.7976931348623157e+308, 1)"))
        #expect(source.contains("inclusiveRange: (1, 9_223_372_036_854_775_807)"))
        #expect(!source.contains("Int.m") && !source.contains("greatestFiniteMagnitude"))
        try Self.checkAppIntents(definition, at: .iOS("16.0"))
    }

    /// `Measurement` is not `Sendable` in Swift 6 with iOS 17's Foundation, and `@Parameter`
    /// takes only `Sendable` values: a duration is a number of seconds, said by IC156.
    @Test func aDurationIsANumberOfSeconds() throws {
        var nonNegative = ParameterMetadata(defaultValue: DefaultValue(.integer(30), at: Model.at(2)))
        nonNegative.supportsNegativeNumbers = false
        let intent = Model.intent(
            "DisableTimer", parameters: [Model.parameter("duration", .timeInterval, line: 2, metadata: nonNegative)])
        let definition = Model.definition(intents: [intent])
        let (source, diagnostics) = try Self.generate(definition, .appIntents)
        #expect(
            source.contains(
                "default: 30, inclusiveRange: (0, 1.7976931348623157e+308))\n    public var duration: Swift.Double?"))
        #expect(!source.contains("Measurement"))
        #expect(source.contains("duration: intent.duration"))
        let warning = try #require(diagnostics.first { $0.code == .appIntentsDurationInSeconds })
        #expect(warning.code.rawValue == "IC156")
        #expect((warning.location?.line, warning.location?.column) == (2, 9))
        try Self.checkAppIntents(definition, at: .iOS("16.0"))
    }

    /// A default naming the enum's raw-value-0 case, which the App Enum leaves out, is no
    /// default (nil stands for that case), and nothing is reported lost.
    @Test func theUnknownCaseIsNoDefault() throws {
        let definition = Model.periodLog(defaultCase: "unknown")
        let (source, diagnostics) = try Self.generate(definition, .appIntents)
        #expect(
            source.contains("@AppIntents.IntentParameter(title: \"period\")\n    public var period: PeriodAppEnum?"))
        #expect(!source.contains("default: .unknown"))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        try Self.checkAppIntents(definition, at: .iOS("16.0"))
    }
}
