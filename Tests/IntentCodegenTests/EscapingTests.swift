import Testing

@testable import IntentCodegen

@Suite struct StringLiteralTests {
    @Test func plainTextIsQuoted() {
        #expect(SwiftStringLiteral.quoted("Log Reading") == "\"Log Reading\"")
        #expect(SwiftStringLiteral.quoted("") == "\"\"")
    }

    @Test func quotesBackslashesAndInterpolationAreEscaped() {
        #expect(SwiftStringLiteral.quoted("a\"b") == #""a\"b""#)
        #expect(SwiftStringLiteral.quoted(#"a\b"#) == #""a\\b""#)
        #expect(SwiftStringLiteral.quoted(#"\(exit(1))"#) == #""\\(exit(1))""#)
        #expect(SwiftStringLiteral.quoted(#"""""#) == #""\"\"\"""#)
    }

    @Test func controlCharactersBecomeUnicodeEscapes() {
        #expect(SwiftStringLiteral.quoted("a\nb") == #""a\u{A}b""#)
        #expect(SwiftStringLiteral.quoted("\r\t\0") == #""\u{D}\u{9}\u{0}""#)
        #expect(SwiftStringLiteral.quoted("\u{7F}\u{85}") == #""\u{7F}\u{85}""#)
        #expect(SwiftStringLiteral.quoted("\u{2028}\u{2029}") == #""\u{2028}\u{2029}""#)
    }

    @Test func invisibleAndPrivateScalarsAreEscaped() {
        #expect(SwiftStringLiteral.quoted("a\u{202E}b") == #""a\u{202E}b""#)
        #expect(SwiftStringLiteral.quoted("\u{FEFF}") == #""\u{FEFF}""#)
        #expect(SwiftStringLiteral.quoted("\u{E000}") == #""\u{E000}""#)
    }

    @Test func nonBMPTextStaysRaw() {
        #expect(SwiftStringLiteral.quoted("😀 航拍 𝄞") == "\"😀 航拍 𝄞\"")
        #expect(SwiftStringLiteral.quoted("👩‍👩‍👧") == "\"👩\\u{200D}👩\\u{200D}👧\"")
    }

    @Test func combiningMarksCannotAttachToSyntax() {
        #expect(SwiftStringLiteral.quoted("\u{301}e") == #""\u{301}e""#)
        #expect(SwiftStringLiteral.quoted("\"\u{301}") == #""\"\u{301}""#)
        #expect(SwiftStringLiteral.quoted("e\u{301}") == "\"e\u{301}\"")
    }

    @Test func literalsNeverHoldARawLineBreak() {
        let hostile = (0...0x2030).compactMap(Unicode.Scalar.init).map(String.init).joined()
        let literal = SwiftStringLiteral.quoted(hostile)
        #expect(!literal.unicodeScalars.contains { [0x0A, 0x0D, 0x85, 0x2028, 0x2029].contains($0.value) })
    }
}

@Suite struct CommentTests {
    @Test func lineBreaksOfEveryKindStartNewLines() {
        #expect(SwiftComment.lines("a\nb\r\nc\rd\u{2028}e\u{85}f") == ["a", "b", "c", "d", "e", "f"])
    }

    @Test func blankEdgesAndTrailingWhitespaceAreDropped() {
        #expect(SwiftComment.lines("\n\nTitle  \n\nBody\t\n\n") == ["Title", "", "Body"])
    }

    @Test func blockCommentTerminatorsStayInertText() {
        #expect(SwiftComment.lines("*/ evil() /*") == ["*/ evil() /*"])
    }

    @Test func controlCharactersAreShownNotWritten() {
        #expect(SwiftComment.lines("a\u{0}b\u{202E}c") == [#"a\u{0}b\u{202E}c"#])
    }

    @Test func tabsInsideALineBecomeSpaces() {
        #expect(SwiftComment.lines("a\tb\u{0}\tc\r\n\td") == [#"a b\u{0} c"#, " d"])
    }

    @Test func singleLineShowsLineBreaks() {
        #expect(SwiftComment.singleLine("Bad\nName.intentdefinition") == #"Bad\u{A}Name.intentdefinition"#)
    }
}

@Suite struct NumberLiteralTests {
    @Test func longIntegersAreGrouped() {
        #expect(SwiftNumberLiteral.integer(20) == "20")
        #expect(SwiftNumberLiteral.integer(9999) == "9999")
        #expect(SwiftNumberLiteral.integer(99999) == "99_999")
        #expect(SwiftNumberLiteral.integer(-1_234_567) == "-1_234_567")
    }

    @Test func doublesAreWholeOrShortest() {
        #expect(SwiftNumberLiteral.double(20) == "20")
        #expect(SwiftNumberLiteral.double(0.5) == "0.5")
        #expect(SwiftNumberLiteral.double(-2.25) == "-2.25")
        #expect(SwiftNumberLiteral.double(1e20) == "1e+20")
        #expect(SwiftNumberLiteral.double(.infinity) == nil)
        #expect(SwiftNumberLiteral.double(.nan) == nil)
    }
}
