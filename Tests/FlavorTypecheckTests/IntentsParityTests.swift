import Foundation
import IntentCodegen
import TestSupport
import Testing

/// intentc's `intents` output declares the client-visible API Xcode's generator declared for
/// the same definition: for each real pair in `../shared/reference/xcode-intents/`, the share of
/// Xcode's facts (``SwiftAPIFacts``) that intentc's output has, with the pair's class prefix
/// and visibility as its row in SOURCES.tsv records them.
@Suite(ReferenceLocator.availability)
struct IntentsParityTests {
    /// The lowest share accepted for any pair: every pair measured 100% when this was set
    /// (brave-browserintents 63/63, brave-widgets 57/57, gfroerli-configuration 17/17,
    /// inventario-casa 216/216, openhab 217/217, telegram 36/36), so any lost fact fails.
    static let threshold = 1.0

    /// The options Xcode was run with for a pair: `-classPrefix "X"` and `-visibility project`
    /// where its row records them.
    static func options(of row: [String: String]) -> (GenerationOptions.AccessLevel, String) {
        let recorded = row.values.sorted().joined(separator: " ")
        let prefix = recorded.firstMatch(of: /-classPrefix "([^"]*)"/).map { String($0.1) } ?? ""
        let access: GenerationOptions.AccessLevel = recorded.contains("-visibility project") ? .internal : .public
        return (access, prefix)
    }

    /// Xcode's files of a pair, without those its row calls stale (left over from an earlier
    /// definition).
    static func xcodeFiles(ofPair pair: String, row: [String: String]) throws -> [String] {
        let stale = Set((row["note"] ?? "").matches(of: /(\w+\.swift) is STALE/).map { String($0.1) })
        return try ReferenceMaterial.generatedFiles(ofPair: pair).filter {
            !stale.contains(URL(fileURLWithPath: $0).lastPathComponent)
        }
    }

    /// The facts of Xcode's files and of intentc's output for one pair.
    static func facts(ofPair pair: String) throws -> (xcode: [String], intentc: [String]) {
        let row = try #require(try ReferenceMaterial.sources()[pair], "\(pair) has no SOURCES.tsv row")
        let folder = ReferenceLocator.xcodeIntents.appending(path: pair)
        let definition = try #require(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).first {
                $0.hasSuffix(".intentdefinition")
            },
            "\(pair) has no definition")
        let (access, prefix) = options(of: row)
        let (source, diagnostics) = IntentsGeneration.generate(
            folder.appending(path: definition).path, accessLevel: access, classPrefix: prefix)
        let generated = try #require(source, "\(pair): \(diagnostics)")
        let xcode = try xcodeFiles(ofPair: pair, row: row).flatMap { path in
            SwiftAPIFacts.facts(of: try String(contentsOfFile: path, encoding: .utf8))
        }
        // intentc qualifies every framework name (`Swift.String`), Xcode writes them bare; its
        // classes are `nonisolated` (so they compile with default `MainActor` isolation), which
        // code written against Xcode's classes can only gain from; the longer line may wrap the
        // superclass onto lines of its own.
        let unqualified = generated.replacing(
            /\b(?:Swift|Foundation|ObjectiveC|CoreLocation|Intents)\.(?=[A-Z])/, with: ""
        )
        .replacing(/nonisolated class ([^\n:]+):\n\s*([^\n]+)\n\s*\{/) { "class \($0.1): \($0.2) {" }
        .replacing("nonisolated class ", with: "class ")
        return (xcode, SwiftAPIFacts.facts(of: unqualified))
    }

    @Test(arguments: ReferenceMaterial.xcodePairNames)
    func intentcDeclaresXcodesAPI(pair: String) throws {
        let (xcode, intentc) = try Self.facts(ofPair: pair)
        try #require(!xcode.isEmpty, "\(pair): no facts read from Xcode's files")
        let ours = Set(intentc)
        let missing = xcode.filter { !ours.contains($0) }
        let share = Double(xcode.count - missing.count) / Double(xcode.count)
        print(
            "intents parity \(pair): \(xcode.count - missing.count)/\(xcode.count) = \(String(format: "%.1f", share * 100))%"
        )
        for fact in missing { print("  missing: \(fact)") }
        #expect(share >= Self.threshold, "\(pair): \(missing.joined(separator: "\n"))")
    }

    /// The extractor reads what it must: a known Xcode declaration gives the expected facts, and
    /// a change to a selector, a type or a label changes a fact.
    @Test func factsNameSelectorsTypesAndLabels() {
        let source = """
            @available(iOS 12.0, *) @available(tvOS, unavailable)
            @objc(XHandling)
            public protocol XHandling: NSObjectProtocol {
                /*!
                 a block comment, as Xcode writes its doc comments
                 */
                @available(*, renamed: "handle(intent:)")
                @objc(handleX:completion:)
                func handle(intent: XIntent, completion: @escaping (XResponse) -> Swift.Void)
            }
            @objc public enum XCode: Int {
                case unspecified = 0
                case ready
                case `custom` = 100
                case next
            }
            """
        let facts = SwiftAPIFacts.facts(of: source)
        #expect(
            facts == [
                "XCode.case custom=100 []", "XCode.case next=101 []", "XCode.case ready=1 []",
                "XCode.case unspecified=0 []",
                "XHandling.func handle(intent: XIntent, completion: @escaping(XResponse)->Void) [@objc(handleX:completion:)]",
                "enum XCode: Int [@objc public]", "protocol XHandling: NSObjectProtocol [@objc(XHandling) public]",
            ], "\(facts)")
        let changed = source.replacingOccurrences(of: "handleX:", with: "handleY:")
            .replacingOccurrences(of: "intent: XIntent", with: "for intent: XIntent")
        #expect(Set(SwiftAPIFacts.facts(of: changed)).intersection(facts).count == facts.count - 1)
    }
}
