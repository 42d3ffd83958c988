import IntentDefinition
import Testing

@testable import intentc

@Suite struct LocatedJSONParserTests {
    private func parse(_ text: String) throws(LocatedJSONParser.SyntaxError) -> LocatedJSON {
        try LocatedJSONParser.parse(Array(text.utf8), file: "c.json")
    }

    private func syntaxError(_ text: String) -> LocatedJSONParser.SyntaxError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    private func at(_ line: Int, _ column: Int) -> Location {
        Location(file: "c.json", line: line, column: column)
    }

    @Test func recordsWhereKeysAndValuesStart() throws {
        let root = try parse("{\n  \"a\": [1, true],\n\t\"é\" :\"x\\n\\u00e9\\ud83d\\ude00\", \"n\": null}")
        guard case .object(let members) = root.value else {
            Issue.record("expected an object")
            return
        }
        #expect(root.location == at(1, 1))
        #expect(members.map(\.key) == ["a", "é", "n"])
        #expect(members.map(\.keyLocation) == [at(2, 3), at(3, 2), at(3, 33)])
        #expect(members[0].value.location == at(2, 8))
        #expect(
            members[0].value.value
                == .array([
                    LocatedJSON(value: .number(1), location: at(2, 9)),
                    LocatedJSON(value: .bool(true), location: at(2, 12)),
                ]))
        // Columns count UTF-8 bytes: "é" is two.
        #expect(members[1].value == LocatedJSON(value: .string("x\né😀"), location: at(3, 8)))
        #expect(members[2].value == LocatedJSON(value: .null, location: at(3, 38)))
    }

    @Test func keepsDuplicateKeysForTheCallerToReport() throws {
        let root = try parse(#"{"a": 1, "a": -2.5e1}"#)
        guard case .object(let members) = root.value else {
            Issue.record("expected an object")
            return
        }
        #expect(members.map(\.key) == ["a", "a"])
        #expect(members[1].value.value == .number(-25))
    }

    @Test func skipsAByteOrderMark() throws {
        let root = try LocatedJSONParser.parse([0xEF, 0xBB, 0xBF] + Array("\n 7".utf8), file: "c.json")
        #expect(root == LocatedJSON(value: .number(7), location: at(2, 2)))
    }

    @Test func reportsSyntaxErrorsWhereTheyAre() {
        let cases: [(text: String, message: String, location: Location)] = [
            ("", "expected a JSON value, found end of file", at(1, 1)),
            ("{\"a\": 1,}", "expected a string key, found '}'", at(1, 9)),
            ("{\"a\" 1}", "expected ':' after the key, found '1'", at(1, 6)),
            ("{\"a\": 1\n \"b\": 2}", "expected ',' or '}' in the object, found '\"'", at(2, 2)),
            ("[1 2]", "expected ',' or ']' in the array, found '2'", at(1, 4)),
            ("{\"a\": tru}", "expected a JSON value, found 't'", at(1, 7)),
            ("01", "unexpected '1' after the JSON value", at(1, 2)),
            ("-", "expected a digit, found end of file", at(1, 2)),
            ("1.", "expected a digit, found end of file", at(1, 3)),
            ("1e400", "number '1e400' is out of range", at(1, 1)),
            ("\"abc", "unterminated string", at(1, 1)),
            ("\"a\tb\"", "control character in a string (escape it)", at(1, 3)),
            ("\"\\x\"", "invalid escape sequence in a string", at(1, 2)),
            ("\"\\u12\"", "expected four hex digits after \\u", at(1, 4)),
            ("\"\\ud800x\"", "unpaired surrogate in \\u escape", at(1, 8)),
            ("\"\\udc00\"", "unpaired surrogate in \\u escape", at(1, 8)),
            ("{} {}", "unexpected '{' after the JSON value", at(1, 4)),
        ]
        for (text, message, location) in cases {
            let error = syntaxError(text)
            #expect(error?.message == message, "\(text)")
            #expect(error?.location == location, "\(text)")
        }
    }

    @Test func rejectsInvalidUTF8InStrings() {
        let error = try? #require(throws: LocatedJSONParser.SyntaxError.self) {
            try LocatedJSONParser.parse([UInt8(ascii: "\""), 0xFF, UInt8(ascii: "\"")], file: "c.json")
        }
        #expect(
            error == LocatedJSONParser.SyntaxError(message: "string is not valid UTF-8", location: at(1, 1)))
    }

    @Test func refusesDeepNestingInsteadOfOverflowingTheStack() {
        let deep = String(repeating: "[", count: 100_000)
        let error = syntaxError(deep)
        #expect(error?.message == "JSON nested more than \(LocatedJSONParser.maximumDepth) levels deep")
        #expect(error?.location == at(1, LocatedJSONParser.maximumDepth + 1))
    }
}
