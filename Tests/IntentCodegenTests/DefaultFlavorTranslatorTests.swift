import Foundation
import IntentCodegen
import IntentDefinition
import Testing

/// What the default flavor generates, checked line by line on models built in code.
@Suite struct DefaultFlavorTranslatorTests {
    private func generate(_ definition: Definition, _ options: GenerationOptions = GenerationOptions()) throws -> String
    {
        let (source, diagnostics) = SwiftGenerator.generate(definition, options: options)
        return try #require(source, "\(diagnostics)")
    }

    private func lines(_ source: String) -> [String] {
        source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func headerAndImports() throws {
        let source = try generate(
            SampleDefinitions.custom,
            GenerationOptions(extraImports: ["SwiftUI", "Foundation", "Combine", "SwiftUI", "Evil; exit(1)"]))
        let text = lines(source)
        #expect(text[0] == SwiftGenerator.headerMarker)
        #expect(text[1] == "// Source: Custom.intentdefinition")
        let imports = text.filter { $0.hasPrefix("import ") }
        #expect(
            imports == [
                "import Combine", "import Evil_exit_1_", "import Foundation", "import IntentRuntime", "import SwiftUI",
            ])
        #expect(source.hasSuffix("}\n") && !source.hasSuffix("\n\n"))
        #expect(!source.contains("\r") && !source.contains("/some/where"))
    }

    @Test func lintExemptionsAreListedOnlyWhenNamesNeedThem() throws {
        #expect(!(try generate(SampleDefinitions.bookClub)).contains("swift-format-ignore"))
        let snake = Model.definition(intents: [Model.intent("go", parameters: [Model.parameter("input_file", .file)])])
        let header = lines(try generate(snake))[2]
        #expect(header == "// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized")
    }

    @Test func lintExemptionsJudgeNamesByCharacters() throws {
        func rules(intent: String = "Go", parameter: String = "value", enumeration: String = "Kind") throws -> String {
            let definition = Model.definition(
                intents: [Model.intent(intent, parameters: [Model.parameter(parameter, .string)])],
                enums: [Model.enumeration(enumeration, cases: ["one"])])
            let header = lines(try generate(definition))[2]
            return header.hasPrefix("// swift-format-ignore-file: ") ? String(header.dropFirst(29)) : ""
        }
        #expect(try rules() == "")
        #expect(try rules(parameter: "inner_score") == "AlwaysUseLowerCamelCase")
        #expect(try rules(parameter: "_leading") == "AlwaysUseLowerCamelCase")
        // A letter with a combining mark is not an ASCII character, whatever its first byte.
        #expect(try rules(parameter: "e\u{301}clair") == "AlwaysUseLowerCamelCase, IdentifiersMustBeASCII")
        #expect(try rules(parameter: "caf\u{E9}") == "IdentifiersMustBeASCII")
        #expect(try rules(enumeration: "E\u{301}tat") == "IdentifiersMustBeASCII, TypeNamesShouldBeCapitalized")
        #expect(try rules(enumeration: "DisplayName") == "DontRepeatTypeInStaticProperties")
        #expect(try rules(enumeration: "Descriptor") == "DontRepeatTypeInStaticProperties")
        #expect(try rules(enumeration: "Scriptor") == "DontRepeatTypeInStaticProperties")
        #expect(try rules(enumeration: "Record") == "")
    }

    @Test(arguments: GenerationOptions.AccessLevel.allCases)
    func everyDeclarationCarriesTheAccessLevel(access: GenerationOptions.AccessLevel) throws {
        let source = try generate(SampleDefinitions.bookClub, GenerationOptions(accessLevel: access))
        // Protocol requirements take no access level; a `where` line continues a declaration.
        var exempt = false
        // How many lines each check saw, so that a change of layout cannot silence them.
        var checkedDeclarations = 0
        var checkedBareMembers = 0
        for line in lines(source) where !line.isEmpty && !line.hasPrefix("where ") {
            if let first = line.first, first.isLetter {
                exempt = line.contains(" protocol ") || line.hasPrefix("private ")
                if !line.hasPrefix("import ") && !line.hasPrefix("nonisolated extension ")
                    && !line.hasPrefix("private ")
                {
                    #expect(line.hasPrefix(access.rawValue + " nonisolated "), "\(line)")
                    checkedDeclarations += 1
                }
            } else if line.hasPrefix("  "), !line.hasPrefix("   ") {
                let member = line.dropFirst(2)
                if ["var ", "let ", "func ", "init(", "static "].contains(where: { member.hasPrefix($0) }) {
                    #expect(exempt, "\(line)")
                    checkedBareMembers += 1
                }
            }
        }
        #expect(checkedDeclarations > 0 && checkedBareMembers > 0)
    }

    @Test func intentTypeNamesFollowXcode() throws {
        var prefixed = Model.intent("Order", line: 10)
        prefixed.classPrefix = "IN"
        var renamed = Model.intent("Run", line: 20)
        renamed.className = Located("RunScriptIntent", at: Model.at(21))
        let source = try generate(
            Model.definition(
                intents: [Model.intent("Intent"), Model.intent("FooIntent"), prefixed, renamed],
                enums: [Model.enumeration("Mode", cases: ["a"])], types: [Model.customType("Item")]),
            GenerationOptions(classPrefix: "XY"))
        #expect(source.contains("public nonisolated struct XYIntentIntent: IntentRuntime.IntentConfigurationValue {"))
        #expect(source.contains("public nonisolated struct XYFooIntentIntent: IntentRuntime.IntentConfigurationValue"))
        // The per-intent prefix wins.
        #expect(source.contains("public nonisolated struct INOrderIntent: IntentRuntime.IntentConfigurationValue"))
        #expect(source.contains("public nonisolated struct RunScriptIntent: IntentRuntime.IntentConfigurationValue"))
        #expect(source.contains("public nonisolated enum XYMode: Swift.Int, IntentRuntime.IntentEnumeration {"))
        #expect(source.contains("public nonisolated struct XYItem: IntentRuntime.IntentObject {"))
    }

    @Test func propertiesAreTypedByTheFormatMapping() throws {
        let source = try generate(SampleDefinitions.bookClub)
        for line in [
            "public var book: Book?", "public var period: Period", "public var pagesPerDay: Swift.Int?",
            "public var speed: [Swift.Double]", "public var shared: Swift.Bool?", "public var tags: [Swift.String]",
            "public var mood: Mood?",
            "public var distance: IntentRuntime.IntentMeasurementValue<Foundation.UnitLength>?",
            "public var file: IntentRuntime.IntentFileValue?",
            "public var friend: IntentRuntime.IntentGenericObject?",
            "public var thing: IntentRuntime.IntentGenericObject?",
        ] {
            #expect(source.contains("  " + line + "\n"), "\(line)")
        }
        let scalars: [(ParameterType, String)] = [
            (.string, "Swift.String?"), (.dateComponents, "Foundation.DateComponents?"),
            (.timeInterval, "Foundation.TimeInterval?"), (.url, "Foundation.URL?"),
            (.placemark, "IntentRuntime.IntentPlacemarkValue?"), (.person, "IntentRuntime.IntentPersonValue?"),
            (.speakableString, "Swift.String?"),
            (.currencyAmount, "IntentRuntime.IntentCurrencyAmountValue?"),
            (.paymentMethod, "IntentRuntime.IntentPaymentMethodValue?"),
            (.measurement(.temperature), "IntentRuntime.IntentMeasurementValue<Foundation.UnitTemperature>?"),
            (.measurement(.energy), "IntentRuntime.IntentMeasurementValue<Foundation.UnitEnergy>?"),
        ]
        let all = try generate(
            Model.definition(intents: [
                Model.intent(
                    "All", parameters: scalars.enumerated().map { Model.parameter("p\($0.offset)", $0.element.0) })
            ]))
        for (index, (_, type)) in scalars.enumerated() {
            #expect(all.contains("  public var p\(index): \(type)\n"), "\(type)")
        }
    }

    @Test func initializerDefaultsAreTheDefinitionsDefaults() throws {
        let source = try generate(SampleDefinitions.bookClub)
        for parameter in [
            "book: Book? = nil,", "period: Period = .week,", "pagesPerDay: Swift.Int? = 20,",
            "speed: [Swift.Double] = [],",
            "shared: Swift.Bool? = true,", #"note: Swift.String? = "Hi \"there\"","#, "mood: Mood? = nil,",
        ] {
            #expect(source.contains("    " + parameter + "\n"), "\(parameter)")
        }
    }

    @Test func descriptorCarriesMetadataAndLocalizationKeys() throws {
        let source = try generate(SampleDefinitions.bookClub)
        #expect(
            source.contains(
                "  public static let descriptor = IntentRuntime.IntentDescriptor(\n    name: \"LogReading\",\n"))
        #expect(
            source.contains(#"    title: IntentRuntime.IntentLocalizedText("Log Reading", key: "title-LogReading"),"#))
        #expect(
            source.contains(
                #"    description: IntentRuntime.IntentLocalizedText("Logs what you read.\u{A}Every day.", key: nil),"#)
        )
        #expect(
            source.contains(
                #"        displayName: IntentRuntime.IntentLocalizedText("Pages per day", key: "id-pagesPerDay"),"#))
        #expect(source.contains("        minimumValue: 1,\n        maximumValue: 1_000_000\n"))
        #expect(
            source.contains(
                "        hasDynamicOptions: true,\n        supportsSearch: true,\n        isRequired: true,\n"
                    + "        unsupportedReasons: [\n          IntentRuntime.IntentParameterDescriptor.UnsupportedReason(code: \"required\")\n        ]\n"
            ))
        #expect(
            source.contains(
                "      IntentRuntime.IntentParameterDescriptor(\n        name: \"distance\",\n        valueType: .measurement(\"Distance\")\n      ),"
            ))
        #expect(source.contains("relationship: IntentRuntime.IntentParameterDescriptor.Relationship("))
    }

    @Test func validationHandsTheRuntimeTheValuesOfParametersWithRules() throws {
        let source = try generate(SampleDefinitions.bookClub)
        // Required, bounded and non-negative parameters, in file order; the descriptor states
        // the rules. TimeInterval bounds count; a minimum of zero or more already rules out
        // negatives; measurement bounds are described but not checked.
        #expect(
            source.contains(
                """
                  public var validationValues: [Swift.String: IntentRuntime.IntentValidationValue] {
                    [
                      "book": IntentRuntime.IntentValidationValue(self.book),
                      "pagesPerDay": IntentRuntime.IntentValidationValue(self.pagesPerDay),
                      "speed": IntentRuntime.IntentValidationValue(self.speed),
                      "minutes": IntentRuntime.IntentValidationValue(self.minutes),
                      "offset": IntentRuntime.IntentValidationValue(self.offset),
                    ]
                  }
                """))
        #expect(
            source.contains(
                "        name: \"offset\",\n        valueType: .integer,\n        negativeNumbersNotSupported: true,\n")
        )
        #expect(source.components(separatedBy: "negativeNumbersNotSupported: true").count == 2)
        #expect(
            source.contains(
                "        name: \"weight\",\n        valueType: .measurement(\"Mass\"),\n        minimumValue: 1\n      ),"
            ))
        let unbounded = try generate(
            Model.definition(intents: [Model.intent("Free", parameters: [Model.parameter("a", .string)])]))
        #expect(!unbounded.contains("validationValues") && !unbounded.contains("func validate"))
    }

    @Test func optionsProviderHasXcodesMethodNamesAndDefaults() throws {
        let source = try generate(SampleDefinitions.bookClub)
        #expect(
            source.contains(
                "public nonisolated protocol LogReadingIntentOptionsProvider: IntentRuntime.IntentOptionsProvider\nwhere Intent == LogReadingIntent {"
            ))
        #expect(
            source.contains(
                "  func provideBookOptionsCollection(\n    for intent: LogReadingIntent,\n    searchTerm: Swift.String?\n  ) async throws -> IntentRuntime.IntentOptionsCollection<Book>\n"
            ))
        #expect(
            source.contains(
                "  func providePeriodOptionsCollection(\n    for intent: LogReadingIntent\n  ) async throws -> IntentRuntime.IntentOptionsCollection<Period>\n"
            ))
        #expect(source.contains("  func defaultTags(for intent: LogReadingIntent) -> [Swift.String]?\n"))
        #expect(source.contains("nonisolated extension LogReadingIntentOptionsProvider {"))
        #expect(source.contains("    try await provideBookOptionsCollection(for: intent, searchTerm: nil)"))
        #expect(
            !source.contains("func providePeriodOptionsCollection(\n    for intent: LogReadingIntent,\n    searchTerm"))
        #expect(source.contains("  public typealias OptionsProvider = any LogReadingIntentOptionsProvider\n"))
        #expect(
            source.contains(
                "  public func resolved(\n    using provider: any LogReadingIntentOptionsProvider\n  ) async throws -> LogReadingIntent {"
            ))
        // The runtime resolves in the plan's order: a relationship's parent before its child.
        let shelf = try #require(source.range(of: "options: provider.provideShelfOptionsCollection(for:)"))
        let chapter = try #require(source.range(of: "options: provider.provideChapterOptionsCollection(for:)"))
        #expect(shelf.lowerBound < chapter.lowerBound)
        #expect(
            source.contains("    IntentRuntime.IntentResolution.fillUnset(\\.pagesPerDay, of: &result, with: 20)\n"))
        let plain = try generate(
            Model.definition(intents: [Model.intent("Plain", parameters: [Model.parameter("a", .string)])]))
        #expect(!plain.contains("OptionsProvider") && !plain.contains("resolved("))
    }

    @Test func responseCodesAreNumberedAsXcodeDoes() throws {
        let source = try generate(SampleDefinitions.bookClub)
        let builtIns = [
            "unspecified", "ready", "continueInApp", "inProgress", "success", "failure", "failureRequiringAppLaunch",
        ]
        for (index, name) in builtIns.enumerated() {
            #expect(source.contains("  case \(name) = \(index)\n"))
        }
        #expect(source.contains("  case failureNoBook = 100\n  case failureTooManyPages = 101\n}\n"))
    }

    @Test func factoriesFollowTokenOrderAndTheLabelRule() throws {
        let source = try generate(SampleDefinitions.bookClub)
        #expect(
            source.contains(
                "public static func success(pagesRead: Swift.Int, book: Book) -> LogReadingIntentResponse {"))
        #expect(
            source.contains(
                "public static func failureNoBook(_ book: Book, pagesRead: Swift.Int) -> LogReadingIntentResponse {"))
        #expect(source.contains("    LogReadingIntentResponse(code: .failureNoBook, pagesRead: pagesRead, book: book)"))
        #expect(
            source.contains("public static func failureTooManyPages(_ pages: Swift.Int) -> LogReadingIntentResponse {"))
        #expect(!source.contains("static func failure("))  // no placeholders, no factory
    }

    @Test func handlingProtocolIsTheRuntimesHandlerForTheIntent() throws {
        let source = try generate(SampleDefinitions.custom)
        // `handle` and the optional `confirm` (answering `.ready`) come from IntentHandler.
        #expect(
            source.contains(
                "public nonisolated protocol MyIntentIntentHandling: IntentRuntime.IntentHandler\n"
                    + "where Intent == MyIntentIntent, Response == MyIntentIntentResponse {}\n"))
        #expect(!source.contains("func confirm") && !source.contains("func handle"))
    }

    @Test func enumsHaveExplicitRawValuesAndDisplayNames() throws {
        var enumeration = Model.enumeration("Order", cases: ["default", "later"])
        enumeration.cases[1].rawValue = 7
        let source = try generate(Model.definition(enums: [enumeration]))
        #expect(source.contains("  case unknown = 0\n  case `default` = 7\n  case later = 2\n"))
        #expect(
            source.contains(
                #"  public static let typeDisplayName = IntentRuntime.IntentLocalizedText("Order", key: "e-Order")"#))
        #expect(
            source.contains(
                "    case .`default`:\n      IntentRuntime.IntentLocalizedText(\"Default\", key: \"c-default\")"))
    }

    @Test func customTypesSkipBuiltInPropertiesAndBoxRecursion() throws {
        let source = try generate(SampleDefinitions.bookClub)
        #expect(!source.contains("pronunciationHint") && !source.contains("alternativeSpeakableMatches"))
        #expect(source.contains("  public init(identifier: Swift.String?, display: Swift.String) {"))
        #expect(source.contains("  private var _sequel = IntentRuntime.IntentIndirect<Book>()\n"))
        #expect(source.contains("  public var related: [Book]\n"))  // arrays need no box
        #expect(source.contains("    case _sequel = \"sequel\"\n"))
        #expect(source.contains("      _sequel.value\n") && source.contains("      _sequel.value = newValue\n"))
        // Without a box or a default, coding is synthesized.
        let flat = try generate(
            Model.definition(types: [
                Model.customType("Flat", properties: [Model.parameter("a", .string, role: .typeProperty)])
            ]))
        #expect(
            !flat.contains("IntentRuntime.IntentIndirect") && !flat.contains("CodingKeys")
                && !flat.contains("init(from"))
    }

    @Test func responseCodesAreReadOnlyOutsideTheFile() throws {
        let source = try generate(SampleDefinitions.bookClub)
        #expect(source.contains("  public fileprivate(set) var code: LogReadingIntentResponseCode\n"))
        #expect(source.contains("  public var pagesRead: Swift.Int?\n"))
    }

    @Test func customTypePropertiesAvoidTheInitializersLabels() throws {
        let definition = Model.definition(types: [
            Model.customType("Card", properties: [Model.parameter("display", .string, role: .typeProperty, line: 7)])
        ])
        let (source, diagnostics) = SwiftGenerator.generate(definition, options: GenerationOptions())
        #expect(
            source?.contains(
                "  public init(identifier: Swift.String?, display: Swift.String, display_: Swift.String? = nil) {")
                == true)
        #expect(diagnostics.map(\.code) == [.swiftNameChanged])
        #expect(diagnostics.first?.location == Model.at(7, 5))
    }

    @Test func everyPublicDeclarationIsDocumented() throws {
        var enumeration = Model.enumeration("Shade", cases: ["dark"])
        enumeration.displayName = Model.text("")
        var customType = Model.customType("Swatch", properties: [Model.parameter("hex", .string, role: .typeProperty)])
        customType.displayName = nil
        let definition = Model.definition(
            intents: [
                Model.intent("Paint", parameters: [Model.parameter("shade", .enumeration(Model.reference("Shade")))])
            ],
            enums: [enumeration], types: [customType])
        // Members that implement a requirement of the runtime's protocols are documented there
        // once, and so are the default implementations in extensions.
        let conformanceMembers = [
            "public init(from decoder: any Swift.Decoder)", "public func encode(to encoder: any Swift.Encoder)",
            "public static let descriptor", "public var validationValues", "public var dialogArguments",
            "public typealias OptionsProvider",
            "public func resolved(", "public static let typeDisplayName", "public var displayName",
            "public var identifier: Swift.String?", "public var displayString: Swift.String",
            "public init(identifier: Swift.String?, display: Swift.String) {", "public fileprivate(set) var code",
        ]
        for source in try [
            definition, SampleDefinitions.bookClub, SampleDefinitions.edgeCases, LandmineDefinition.definition,
        ].map({ try generate($0) }) {
            let text = lines(source)
            var inExtension = false
            for (index, line) in text.enumerated() {
                if line.hasPrefix("nonisolated extension ") { inExtension = true }
                if line == "}" { inExtension = false }
                let declaration = line.trimmingCharacters(in: .whitespaces)
                guard declaration.hasPrefix("public "), !inExtension,
                    !conformanceMembers.contains(where: { declaration.hasPrefix($0) }),
                    !(declaration.hasPrefix("public init(code: ") && declaration.hasSuffix("ResponseCode) {"))
                else { continue }
                #expect(text[index - 1].trimmingCharacters(in: .whitespaces).hasPrefix("///"), "undocumented: \(line)")
            }
        }
        let paint = try generate(definition)
        #expect(paint.contains("/// The Shade enum.\npublic nonisolated enum Shade"))
        #expect(paint.contains("/// The Swatch type.\npublic nonisolated struct Swatch"))
        #expect(paint.contains("  /// The `shade` parameter.\n  public var shade: Shade\n"))
        #expect(paint.contains("  /// The `hex` property.\n  public var hex: Swift.String?\n"))
    }

    @Test func docCommentsComeFromTitlesDescriptionsAndDisplayNames() throws {
        let source = try generate(SampleDefinitions.bookClub)
        #expect(
            source.contains(
                "/// Log Reading\n///\n/// Logs what you read.\n/// Every day.\npublic nonisolated struct LogReadingIntent"
            ))
        #expect(source.contains("  /// Pages per day\n  public var pagesPerDay: Swift.Int?"))
    }
}
