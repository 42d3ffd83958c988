import IntentCodegen
import IntentDefinition
import Testing

/// The generated `Codable` implementations read what other versions stored: missing keys take
/// defaults, unknown enum raw values do not fail, and nil survives where a default exists.
/// (CompileTests runs this code; these tests pin the shapes.)
@Suite struct CodingTranslationTests {
    private func generate(_ definition: Definition) throws -> String {
        let (source, diagnostics) = SwiftGenerator.generate(definition, options: GenerationOptions())
        return try #require(source, "\(diagnostics)")
    }

    @Test func missingKeysTakeTheDefinitionsDefaultOrTheUnsetValue() throws {
        let source = try generate(SampleDefinitions.bookClub)
        #expect(source.contains("    self.book = try container.decodeIfPresent(Book.self, forKey: .book)\n"))
        #expect(
            source.contains("    self.period = try container.decode(Period.self, forKey: .period, default: .week)\n"))
        #expect(
            source.contains("    self.speed = try container.decode([Swift.Double].self, forKey: .speed, default: [])\n")
        )
        // A stored null stays nil; only a missing key takes the default.
        #expect(
            source.contains(
                "    self.pagesPerDay = try container.decodeIfPresent(\n      Swift.Int.self,\n      forKey: .pagesPerDay,\n      ifMissing: 20\n"
            ))
    }

    @Test func nilIsWrittenAsNullOnlyWhereTheDefinitionHasADefault() throws {
        let source = try generate(SampleDefinitions.bookClub)
        #expect(source.contains("    try container.encode(self.pagesPerDay, forKey: .pagesPerDay)\n"))
        #expect(source.contains("    try container.encodeIfPresent(self.mood, forKey: .mood)\n"))
        #expect(source.contains("    try container.encode(self.period, forKey: .period)\n"))
    }

    @Test func enumsWithoutAnUnknownCaseAreReadAsRawValues() throws {
        let source = try generate(SampleDefinitions.bookClub)
        #expect(source.contains("    self.mood = try container.decodeKnownCase(Mood.self, forKey: .mood)\n"))
        #expect(
            source.contains("    self.moods = try container.decodeKnownCases(Mood.self, forKey: .moods, default: [])\n")
        )
        // Enums decode unknown raw values through the runtime's IntentTolerantEnum, not code of their own.
        #expect(source.contains("public nonisolated enum Mood: Swift.Int, IntentRuntime.IntentEnumeration {"))
        #expect(
            source.contains(
                "public nonisolated enum LogReadingIntentResponseCode: Swift.Int, IntentRuntime.IntentResponseCode {"))
        #expect(!source.contains("singleValueContainer()"))
    }

    @Test func boxedPropertiesAreCodedUnderTheirOwnNames() throws {
        let source = try generate(SampleDefinitions.bookClub)
        #expect(source.contains("    case _sequel = \"sequel\"\n"))
        #expect(
            source.contains(
                "    self._sequel = try container.decode(IntentRuntime.IntentIndirect<Book>.self, forKey: ._sequel)\n"))
        #expect(source.contains("  private var _sequel = IntentRuntime.IntentIndirect<Book>()\n"))
    }

    @Test func responsesDecodeAMissingCodeAsUnspecifiedAndSynthesizeTheirEncoding() throws {
        let source = try generate(SampleDefinitions.bookClub)
        #expect(source.contains("      forKey: .code,\n      default: .unspecified\n    )\n"))
        let response = try #require(source.components(separatedBy: "struct LogReadingIntentResponse").last)
        let body = try #require(response.components(separatedBy: "\n}\n").first)
        #expect(
            body.contains("init(from decoder: any Swift.Decoder)") && !body.contains("CodingKeys {")
                && !body.contains("encode(to"))
    }

    @Test func keysKeepSanitizedPropertyNames() throws {
        let definition = Model.definition(intents: [
            Model.intent(
                "Keys",
                parameters: [
                    Model.parameter("default", .string, metadata: Model.defaultValue(.string("x"))),
                    Model.parameter("two words", .integer),
                ])
        ])
        let source = try generate(definition)
        #expect(source.contains("    case `default`\n    case two_words\n"))
        #expect(
            source.contains(
                "    self.`default` = try container.decodeIfPresent(\n      Swift.String.self,\n      forKey: .`default`,\n      ifMissing: \"x\"\n"
            ))
    }

    @Test func typesWithoutStoredValuesKeepSynthesizedCoding() throws {
        let source = try generate(Model.definition(intents: [Model.intent("Empty")]))
        #expect(!source.contains("CodingKeys") && !source.contains("init(from"))
    }
}
