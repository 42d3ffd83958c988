import Foundation
import IntentRuntime
import Testing

/// The box is invisible in a value's equality, hashing and JSON: a boxed property is coded under
/// its own name exactly as an optional property is (left out when nil), as today's generated
/// file-private box class did.
@Suite struct IntentIndirectTests {
    private let fiction = Category(identifier: "f", display: "Fiction")
    private var sciFi: Category { Category(identifier: "sf", display: "Sci-Fi", parent: fiction) }

    @Test func encodesTheValueUnderThePropertysNameAndLeavesOutNil() throws {
        #expect(
            try JSONCoding.encode(sciFi)
                == #"{"displayString":"Sci-Fi","identifier":"sf","parent":{"displayString":"Fiction","identifier":"f"}}"#
        )
    }

    @Test func decodesWhatItEncodes() throws {
        let decoded = try JSONCoding.decode(Category.self, try JSONCoding.encode(sciFi))
        #expect(decoded == sciFi)
        #expect(decoded.parent?.displayString == "Fiction")
        #expect(decoded.parent?.parent == nil)
    }

    @Test func aMissingOrNullKeyDecodesAsNil() throws {
        #expect(try JSONCoding.decode(Category.self, #"{"displayString":"A"}"#).parent == nil)
        #expect(try JSONCoding.decode(Category.self, #"{"displayString":"A","parent":null}"#).parent == nil)
        #expect(throws: DecodingError.self) {
            try JSONCoding.decode(Category.self, #"{"displayString":"A","parent":{"identifier":"x"}}"#)
        }
    }

    @Test func equalityAndHashingSeeOnlyTheValue() {
        let other = Category(identifier: "sf", display: "Sci-Fi", parent: Category(identifier: "f", display: "Fiction"))
        #expect(other == sciFi)
        #expect(Set([other, sciFi]).count == 1)
        #expect(Category(identifier: "sf", display: "Sci-Fi") != sciFi)
        #expect(IntentIndirect(1) == IntentIndirect(1) && IntentIndirect(1) != IntentIndirect(2))
        #expect(IntentIndirect<Int>() == IntentIndirect(nil))
    }

    @Test func copiesAreIndependentValues() {
        var copy = sciFi
        copy.parent?.displayString = "Novels"
        #expect(copy.parent?.displayString == "Novels")
        #expect(sciFi.parent?.displayString == "Fiction")
    }

    @Test func onItsOwnTheBoxCodesAsTheOptionalValue() throws {
        #expect(try JSONCoding.encode([IntentIndirect(3), IntentIndirect()]) == "[3,null]")
        #expect(try JSONCoding.decode([IntentIndirect<Int>].self, "[3,null]") == [IntentIndirect(3), IntentIndirect()])
    }
}
