import Foundation
import Testing

@testable import IntentDefinition

/// The dump's JSON names kinds plainly and round-trips every shape.
@Suite struct ModelCodingTests {
    private static let place = IntentDefinition.SourceLocation(file: "f", line: 3, column: 7)

    private func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private func roundTrips<T: Codable & Equatable>(_ value: T) throws -> Bool {
        try JSONDecoder().decode(T.self, from: Data(json(value).utf8)) == value
    }

    @Test func plainKindsAreStrings() throws {
        #expect(
            try json([ParameterType.integer, .genericObject, .missing]) == #"["integer","genericObject","missing"]"#)
        #expect(try json([Intent.Kind.custom, .system]) == #"["custom","system"]"#)
    }

    @Test func kindsWithValuesAreObjects() throws {
        let reference = TypeReference(name: "Book", namespace: "bv097S", at: Self.place)
        #expect(
            try json(ParameterType.object(reference))
                == #"{"kind":"object","reference":{"location":{"column":7,"file":"f","line":3},"name":"Book","namespace":"bv097S"}}"#
        )
        #expect(try json(ParameterType.measurement(.length)) == #"{"kind":"measurement","value":"length"}"#)
        #expect(try json(ParameterType.unknown("Colour")) == #"{"kind":"unknown","value":"Colour"}"#)
        #expect(try json(Intent.Kind.other("Widget")) == #"{"kind":"other","value":"Widget"}"#)
        #expect(try json(DefaultValue.Value.enumCase("week")) == #"{"kind":"enumCase","value":"week"}"#)
    }

    @Test func everyShapeRoundTrips() throws {
        let reference = TypeReference(name: "Size", namespace: nil, at: Self.place)
        let types: [ParameterType] =
            ParameterType.scalarTypeNames.values.sorted { "\($0)" < "\($1)" }
            + [.enumeration(reference), .object(reference), .genericObject, .unknown("X"), .missing]
        for type in types { #expect(try roundTrips(type), "\(type)") }
        for kind in [Intent.Kind.custom, .system, .other("X")] { #expect(try roundTrips(kind)) }
        let defaults: [DefaultValue.Value] = [
            .string("a"), .integer(2), .number(0.5), .boolean(true), .enumCase("week"),
        ]
        for value in defaults { #expect(try roundTrips(value), "\(value)") }
    }

    @Test func unknownKindsAreRejected() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ParameterType.self, from: Data(#""colour""#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(DefaultValue.Value.self, from: Data(#"{"kind":"date","value":1}"#.utf8))
        }
    }
}
