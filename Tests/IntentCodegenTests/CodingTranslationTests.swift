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
        #expect(source.contains("    self.period = try container.decodeIfPresent(Period.self, forKey: .period) ?? Period.week\n"))
        #expect(source.contains("    self.speed = try container.decodeIfPresent([Double].self, forKey: .speed) ?? []\n"))
        #expect(
            source.contains(
                """
                    if container.contains(.pagesPerDay) {
                      self.pagesPerDay = try container.decodeIfPresent(Int.self, forKey: .pagesPerDay)
                    } else {
                      self.pagesPerDay = 20
                    }

                """))
    }

    @Test func nilIsWrittenAsNullOnlyWhereTheDefinitionHasADefault() throws {
        let source = try generate(SampleDefinitions.bookClub)
        #expect(source.contains("    try container.encode(self.pagesPerDay, forKey: .pagesPerDay)\n"))
        #expect(source.contains("    try container.encodeIfPresent(self.mood, forKey: .mood)\n"))
        #expect(source.contains("    try container.encode(self.period, forKey: .period)\n"))
    }

    @Test func enumsWithoutAnUnknownCaseAreReadAsRawValues() throws {
        let source = try generate(SampleDefinitions.bookClub)
        #expect(source.contains("try container.decodeIfPresent(Int.self, forKey: .mood).flatMap(Mood.init(rawValue:))"))
        #expect(source.contains("try container.decodeIfPresent([Int].self, forKey: .moods)?.compactMap(Mood.init(rawValue:))"))
        // Only enums with a raw-value-0 case decode unknown raw values themselves.
        #expect(source.contains("self = try Self(rawValue: decoder.singleValueContainer().decode(Int.self)) ?? .unknown\n"))
        #expect(source.contains("self = try Self(rawValue: decoder.singleValueContainer().decode(Int.self)) ?? .unspecified\n"))
        #expect(source.components(separatedBy: "singleValueContainer().decode(Int.self)").count == 3)
    }

    @Test func boxedPropertiesAreCodedUnderTheirOwnNames() throws {
        let source = try generate(SampleDefinitions.bookClub)
        #expect(source.contains("    case _sequel = \"sequel\"\n"))
        #expect(source.contains("    self._sequel = try container.decodeIfPresent(IndirectBox<Book>.self, forKey: ._sequel)\n"))
        #expect(source.contains("    try container.encodeIfPresent(self._sequel, forKey: ._sequel)\n"))
    }

    @Test func keysKeepSanitizedPropertyNames() throws {
        let definition = Model.definition(intents: [
            Model.intent("Keys", parameters: [Model.parameter("default", .string), Model.parameter("two words", .integer)])
        ])
        let source = try generate(definition)
        #expect(source.contains("    case `default`\n    case two_words\n"))
        #expect(source.contains("    self.`default` = try container.decodeIfPresent(String.self, forKey: .`default`)\n"))
    }

    @Test func typesWithoutStoredValuesKeepSynthesizedCoding() throws {
        let source = try generate(Model.definition(intents: [Model.intent("Empty")]))
        #expect(!source.contains("CodingKeys") && !source.contains("init(from"))
    }
}
