import Testing

@testable import IntentCodegen

/// ``ReservedNames`` answers as `Set<String>.contains` over all its sets does: its filter only
/// skips lookups, never changes an answer, also for names equal by canonical equivalence.
@Suite struct ReservedNamesTests {
    @Test func holdsExactlyTheNamesOfEverySet() {
        let types: Set<String> = ["BookClubIntent", "BookClubIntentResponse", "String", "A"]
        let members: Set<String> = ["descriptor", "rawValue"]
        let reserved = ReservedNames(types).adding(members)
        for name in types.union(members) {
            #expect(reserved.contains(name), "\(name)")
        }
        // Same length, first or last byte as a reserved name, but not reserved.
        for name in ["BookClubIntenT", "bookClubIntent", "Strinh", "B", "a", "", "rawValue_", "descriptor2"] {
            #expect(!reserved.contains(name), "\(name)")
        }
        #expect(!ReservedNames(types).contains("rawValue"))
    }

    @Test func findsTheEmptyName() {
        #expect(ReservedNames([""]).contains(""))
        #expect(!ReservedNames(["x"]).contains(""))
    }

    @Test func aNonASCIINameIsComparedAsStringsAre() {
        // U+212A KELVIN SIGN is canonically equivalent to `K`: `String` equality, which the
        // sets use, finds them equal, and the filter must not decide otherwise.
        let kelvin = "\u{212A}elvin"
        #expect(ReservedNames([kelvin]).contains("Kelvin") == Set([kelvin]).contains("Kelvin"))
        #expect(ReservedNames(["Kelvin"]).contains(kelvin) == Set(["Kelvin"]).contains(kelvin))
        #expect(ReservedNames(["Other"]).adding([kelvin]).contains("Kelvin") == Set([kelvin]).contains("Kelvin"))
        #expect(ReservedNames(["café"]).contains("cafe\u{301}"))
        #expect(!ReservedNames(["café"]).contains("cafe"))
    }

    @Test func manyNamesStayExact() {
        let names = Set((0..<3000).map { "Type\($0)" })
        let reserved = ReservedNames(names)
        #expect((0..<3000).allSatisfy { reserved.contains("Type\($0)") })
        #expect(!(0..<3000).contains { reserved.contains("type\($0)") || reserved.contains("Type\($0)x") })
    }

    @Test(arguments: ["String", "String_", "rawValue", "self", "\u{212A}elvin", "K elvin", "Kelvin", "x y", "1st", "café"])
    func sanitizingAvoidsTheSameNamesAsWithASet(raw: String) {
        let names: Set<String> = ["String", "String_", "rawValue", "Kelvin", "K_elvin", "_1st", "cafe\u{301}"]
        for position in [NamePosition.type, .member] {
            #expect(
                NameSanitizer.sanitize(raw, position: position, reserved: ReservedNames(names))
                    == NameSanitizer.sanitize(raw, position: position, reserved: names))
        }
    }
}
