import Testing

@testable import IntentDefinition

/// A property list written with Swift literals, for decoder tests that do not depend on the
/// reader. `.at(line, column)` pins a node's location; every other node and key gets a unique
/// location from line 1000 on, so a test that asserts a pinned location cannot pass by accident.
struct FakePlist: Sendable {
    /// The shape of the value.
    indirect enum Shape: Sendable {
        case dictionary([(String, FakePlist)])
        case array([FakePlist])
        case scalar(PlistValue)
    }

    /// The shape.
    var shape: Shape
    /// The pinned location, if any.
    var pinned: (line: Int, column: Int)?

    init(shape: Shape) { self.shape = shape }

    /// Spells a literal as a fake value, so that `.at(_:_:)` can follow it.
    init(_ value: FakePlist) { self = value }

    /// The same value pinned at `line`:`column` of ``FakePlist/file``.
    func at(_ line: Int, _ column: Int) -> FakePlist {
        var copy = self
        copy.pinned = (line, column)
        return copy
    }

    /// A `<date>` value.
    static func date(_ text: String) -> FakePlist { FakePlist(shape: .scalar(.date(text))) }

    /// The file name every fake location carries.
    static let file = "fake.intentdefinition"

    /// A location in ``file``.
    static func location(_ line: Int, _ column: Int) -> IntentDefinition.SourceLocation {
        IntentDefinition.SourceLocation(file: file, line: line, column: column)
    }

    /// The located tree.
    func node() -> PlistNode {
        var nextLine = 1000
        return node(nextLine: &nextLine)
    }

    private func node(nextLine: inout Int) -> PlistNode {
        let location = pinned.map { Self.location($0.line, $0.column) } ?? Self.location(nextLine, 1)
        nextLine += 1
        switch shape {
        case .scalar(let value):
            return PlistNode(value, at: location)
        case .array(let elements):
            return PlistNode(.array(PlistArray(elements.map { $0.node(nextLine: &nextLine) })), at: location)
        case .dictionary(let pairs):
            let entries = pairs.map { key, value in
                let keyLocation = Self.location(nextLine, 1)
                nextLine += 1
                return PlistEntry(key: key, keyLocation: keyLocation, value: value.node(nextLine: &nextLine))
            }
            return PlistNode(.dictionary(PlistDictionary(entries)), at: location)
        }
    }
}

extension FakePlist: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    init(stringLiteral value: String) { self.init(shape: .scalar(.string(value))) }
    init(integerLiteral value: Int) { self.init(shape: .scalar(.integer(value))) }
    init(floatLiteral value: Double) { self.init(shape: .scalar(.real(value))) }
    init(booleanLiteral value: Bool) { self.init(shape: .scalar(.boolean(value))) }
    init(arrayLiteral elements: FakePlist...) { self.init(shape: .array(elements)) }
    init(dictionaryLiteral elements: (String, FakePlist)...) { self.init(shape: .dictionary(elements)) }
}

/// What decoding a fake property list produced.
struct DecodeOutcome {
    var definition: Definition?
    var diagnostics: [Diagnostic]

    /// The definition, failing the test when decoding returned nil.
    var decoded: Definition {
        get throws { try #require(definition) }
    }
}

/// Decodes `root` as the contents of ``FakePlist/file``.
func decode(_ root: FakePlist) -> DecodeOutcome {
    var diagnostics: [Diagnostic] = []
    let definition = DefinitionDecoder.decode(root.node(), path: FakePlist.file, diagnostics: &diagnostics)
    return DecodeOutcome(definition: definition, diagnostics: diagnostics)
}

/// Decodes a file holding one intent with `intent`'s keys.
func decodeIntent(_ intent: FakePlist) throws -> (Intent, [Diagnostic]) {
    let outcome = decode(["INIntents": [intent]])
    return (try #require(try outcome.decoded.intents.first), outcome.diagnostics)
}

/// Decodes a file holding one intent with one parameter with `parameter`'s keys.
func decodeParameter(_ parameter: FakePlist) throws -> (Parameter, [Diagnostic]) {
    let (intent, diagnostics) = try decodeIntent(["INIntentParameters": [parameter]])
    return (try #require(intent.parameters.first), diagnostics)
}

/// Asserts that `diagnostics` is exactly one diagnostic with `code` at `line`:`column`.
func expectSingle(
    _ diagnostics: [Diagnostic], _ code: DiagnosticCode, line: Int, column: Int,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    #expect(diagnostics.count == 1, "\(diagnostics)", sourceLocation: sourceLocation)
    #expect(diagnostics.first?.code == code, sourceLocation: sourceLocation)
    #expect(diagnostics.first?.location == FakePlist.location(line, column), sourceLocation: sourceLocation)
}
