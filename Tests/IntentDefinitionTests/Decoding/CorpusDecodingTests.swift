import Foundation
import TestSupport
import Testing

@testable import IntentDefinition

/// Reads and decodes a corpus file, failing the test on a read error.
private func decodeCorpusFile(_ path: String) throws -> (Definition, [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    let root = try #require(PlistReader.read(contentsOf: path, diagnostics: &diagnostics), "\(diagnostics)")
    let definition = try #require(DefinitionDecoder.decode(root, path: path, diagnostics: &diagnostics))
    return (definition, diagnostics)
}

/// The path of the corpus file numbered `number` ("" when missing; decoding it then fails).
private func path(_ number: String) -> String { CorpusLocator.path(number) ?? "" }

/// Decodes the corpus file numbered `number`.
private func decodeCorpus(_ number: String) throws -> Definition {
    let path = try #require(CorpusLocator.path(number), "corpus file \(number) is missing")
    return try decodeCorpusFile(path).0
}

@Suite("Decoding the real corpus", CorpusLocator.availability)
struct CorpusDecodingTests {
    @Test func corpusIsPresent() throws {
        #expect(try CorpusLocator.requireFiles().count >= 30)
    }

    @Test(arguments: CorpusLocator.fileNames)
    func everyFileDecodesWithoutDiagnostics(name: String) throws {
        let path = try #require(CorpusLocator.directory).appendingPathComponent(name).path
        let (definition, diagnostics) = try decodeCorpusFile(path)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(!definition.intents.isEmpty || !definition.enums.isEmpty)
    }

    @Test(arguments: CorpusLocator.fileNames)
    func encodingRoundTrips(name: String) throws {
        let path = try #require(CorpusLocator.directory).appendingPathComponent(name).path
        let definition = try decodeCorpusFile(path).0
        #expect(try JSONDecoder().decode(Definition.self, from: dumpJSON(definition)) == definition)
    }

    @Test func modelOneEnumRawValuesStartAtZero() throws {
        let definition = try decodeCorpus("020")
        #expect(definition.modelVersion?.value == "1.0")
        let myEnum = try #require(definition.enumDefinition(named: "MyEnum"))
        #expect(myEnum.cases.map(\.name) == ["a", "b"])
        #expect(myEnum.cases.map(\.rawValue) == [0, 1])
        #expect(myEnum.cases.allSatisfy { $0.hasExplicitIndex })
    }

    @Test func soupChefUnknownCaseIsAnImplicitZero() throws {
        let definition = try decodeCorpus("041")
        let soup = try #require(definition.enumDefinition(named: "Soup"))
        #expect(soup.cases.map(\.name) == ["unknown", "clamChowder", "tomatoSoup", "chickenNoodleSoup"])
        #expect(soup.cases.map(\.rawValue) == [0, 1, 2, 3])
        #expect(soup.cases.map(\.hasExplicitIndex) == [false, true, true, true])
        let orderSoup = try #require(definition.intents.first { $0.name == "OrderSoup" })
        #expect(orderSoup.nameLocation == SourceLocation(file: path("041"), line: 164, column: 4))
        #expect(orderSoup.title?.location.line == 733)
        #expect(orderSoup.parameter(named: "toppings")?.type == .genericObject)
    }

    @Test func braveAlternativeSpeakableMatchesIsABuiltInObject() throws {
        let definition = try decodeCorpus("007")
        let entry = try #require(definition.customType(named: "FavoriteEntry"))
        let matches = try #require(entry.properties.first { $0.name == "alternativeSpeakableMatches" })
        #expect(matches.isBuiltInProperty)
        #expect(matches.type == .genericObject)
        #expect(matches.isArray)
        #expect(matches.tag?.value == 103)
        #expect(!entry.userProperties.contains { $0.name == "alternativeSpeakableMatches" })
    }

    @Test func elementSystemIntentsHaveNoResponse() throws {
        let definition = try decodeCorpus("040")
        #expect(definition.intents.map(\.name) == ["SendMessage", "StartAudioCall", "StartVideoCall"])
        #expect(definition.intents.allSatisfy { $0.kind == .system && $0.response == nil && $0.isCustomizable })
        #expect(definition.intents.first?.className?.value == "INSendMessageIntent")
        let systemReferences = definition.intents.flatMap(\.parameters).compactMap { parameter -> TypeReference? in
            switch parameter.type {
            case .enumeration(let reference), .object(let reference): reference
            default: nil
            }
        }
        #expect(!systemReferences.isEmpty)
        #expect(systemReferences.allSatisfy { $0.isSystem })
    }

    @Test func smartYardCombinationKeyIsASetNotParameterOrder() throws {
        let intent = try #require(try decodeCorpus("030").intents.first { $0.name == "SYOpenDoor" })
        #expect(intent.parameters.map(\.name) == ["address", "door"])
        #expect(intent.parameterCombinations.map(\.key) == ["door,address"])
        #expect(intent.parameterCombinations.first?.parameterNames == ["door", "address"])
        #expect(
            intent.parameterCombinations.first?.keyLocation == SourceLocation(file: path("030"), line: 61, column: 5))
        #expect(intent.managedParameterCombinations.map(\.key) == ["address", "door,address"])
        #expect(intent.managedParameterCombinations.last?.keyLocation.line == 45)
    }

    @Test func pytoDanglingRelationshipsHaveNoParent() throws {
        let definition = try decodeCorpus("011")
        let relationships = definition.intents.flatMap(\.parameters).compactMap(\.relationship)
        #expect(relationships.count == 2)
        #expect(relationships.allSatisfy { $0.parentName == nil })
        #expect(relationships.allSatisfy { $0.predicate == "EnumHasExactValue" && $0.textValue?.value == "script" })
    }

    @Test func shiftyTimeIntervalDefaultIsThirtyMinutes() throws {
        let intent = try #require(try decodeCorpus("015").intents.first { $0.name == "SetDisableTimer" })
        let duration = try #require(intent.parameter(named: "duration"))
        #expect(duration.type == .timeInterval)
        #expect(duration.metadata.defaultValue?.value == .number(30))
        #expect(duration.metadata.defaultUnit == "Minutes")
        #expect(duration.metadata.unit == "Multiple")
        #expect(duration.metadata.minimumUnit == "Seconds" && duration.metadata.maximumUnit == "Hours")
    }

    @Test func telegramArraySizesAreReadPerSizeClass() throws {
        let intent = try #require(try decodeCorpus("017").intents.first { $0.name == "SelectFriends" })
        let friends = try #require(intent.parameter(named: "friends"))
        #expect(friends.hasFixedSizeArray)
        #expect(friends.arraySizes.map(\.sizeClass) == ["Small", "Medium", "Large"])
        #expect(friends.arraySizes.map(\.size) == [4, 2, 16])
    }

    @Test func booleanAndDecimalDefaultsAreTypedByTheParameter() throws {
        let definition = try decodeCorpus("015")
        let defaults = definition.intents.flatMap(\.parameters).compactMap { parameter in
            parameter.metadata.defaultValue.map { (parameter.type, $0.value) }
        }
        #expect(defaults.contains { $0.0 == .boolean && $0.1 == .boolean(true) })
        #expect(defaults.contains { $0.0 == .decimal && $0.1 == .number(0.5) })
    }
}
