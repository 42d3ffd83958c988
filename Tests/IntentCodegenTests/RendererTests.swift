import Testing

@testable import IntentCodegen

@Suite struct RendererTests {
    private func render(_ declarations: [SwiftDeclaration]) -> String {
        SwiftRenderer.render(SwiftFile(headerComments: ["Header"], imports: ["Foundation"], declarations: declarations))
    }

    private func call(_ count: Int, width: Int) -> SwiftExpression {
        .call(
            "make",
            (0..<count).map { SwiftArgument("argument\($0)", .string(String(repeating: "x", count: width))) })
    }

    @Test func fileHasHeaderImportsBlankLinesAndOneTrailingNewline() {
        let text = render([
            .nominal(SwiftNominalType(modifiers: [.public], kind: .struct, name: "A", memberGroups: [])),
            .nominal(SwiftNominalType(modifiers: [], kind: .enum, name: "B", memberGroups: [])),
        ])
        #expect(text == "// Header\n\nimport Foundation\n\npublic struct A {}\n\nenum B {}\n")
    }

    @Test func memberGroupsAreSeparatedByOneBlankLineAndIndentedTwoSpaces() {
        let text = render([
            .nominal(
                SwiftNominalType(
                    documentation: "A type.", modifiers: [], kind: .struct, name: "A",
                    inheritance: [.named("Sendable")],
                    memberGroups: [
                        [
                            .property(SwiftProperty(modifiers: [], name: "a", type: .named("Int"))),
                            .property(SwiftProperty(modifiers: [], name: "b", type: .named("Int"))),
                        ],
                        [
                            .property(
                                SwiftProperty(
                                    modifiers: [.static], isConstant: true, name: "c", initialValue: .atom("1")))
                        ],
                    ]))
        ])
        #expect(
            text.hasSuffix(
                "/// A type.\nstruct A: Sendable {\n  var a: Int\n  var b: Int\n\n  static let c = 1\n}\n"))
    }

    @Test func callsThatFitStayOnOneLine() {
        let lines = ExpressionLayout.lines(call(2, width: 5), prefix: "let x = ", indent: 1)
        #expect(lines == [#"  let x = make(argument0: "xxxxx", argument1: "xxxxx")"#])
    }

    @Test func callsThatDoNotFitPutOneArgumentPerLine() {
        let lines = ExpressionLayout.lines(call(3, width: 30), prefix: "let x = ", indent: 1)
        #expect(lines.first == "  let x = make(")
        #expect(lines.count == 5)
        #expect(lines[1].hasPrefix("    argument0: \"") && lines[1].hasSuffix(","))
        #expect(lines[3].hasPrefix("    argument2: \"") && !lines[3].hasSuffix(","))
        #expect(lines.last == "  )")
    }

    @Test func brokenArraysEndEveryElementWithACommaUnlessThereIsOnlyOne() {
        let lines = ExpressionLayout.lines(.array([call(3, width: 30), .atom("y")]), indent: 0)
        #expect(lines.first == "[")
        #expect(lines.last == "]")
        #expect(lines.dropLast().last == "  y,")
        let single = ExpressionLayout.lines(.array([call(3, width: 30)]), indent: 0)
        #expect(single.dropLast().last == "  )")
    }

    @Test func atomsThatCannotBreakMoveAfterTheEqualsSign() {
        let long = SwiftExpression.string(String(repeating: "y", count: 95))
        let lines = ExpressionLayout.lines(after: "let x = ", long, indent: 1)
        #expect(lines == ["  let x =", "    " + SwiftStringLiteral.quoted(String(repeating: "y", count: 95))])
    }

    @Test func labeledValuesThatCannotBreakMoveBelowTheirLabel() {
        let text = String(repeating: "z", count: 95)
        let lines = ExpressionLayout.lines(
            .call("f", [SwiftArgument("key", .string(text)), SwiftArgument("b", .atom("1"))]), indent: 0)
        #expect(lines == ["f(", "  key:", "    " + SwiftStringLiteral.quoted(text) + ",", "  b: 1", ")"])
        let function = SwiftFunction(
            modifiers: [], name: "init",
            parameters: [
                SwiftParameter(name: "a", type: .named("String?"), defaultValue: .string(text)),
                SwiftParameter(name: "b", type: .named("Int")),
            ],
            body: [])
        #expect(
            SwiftRenderer.lines(.function(function), indent: 0)
                == ["init(", "  a: String? =", "    " + SwiftStringLiteral.quoted(text) + ",", "  b: Int", ") {}"])
    }

    @Test func longSignaturesPutOneParameterPerLine() {
        let function = SwiftFunction(
            modifiers: [.public], name: "provideSomethingRatherLongOptionsCollection",
            parameters: [
                SwiftParameter(label: "for", name: "intent", type: .named("SomeVeryLongIntentTypeNameIntent")),
                SwiftParameter(name: "searchTerm", type: .named("String?")),
            ],
            effects: [.async, .throws], returnType: .named("IntentOptionsCollection<String>"), body: nil)
        let lines = SwiftRenderer.lines(.function(function), indent: 1)
        #expect(
            lines == [
                "  public func provideSomethingRatherLongOptionsCollection(",
                "    for intent: SomeVeryLongIntentTypeNameIntent,",
                "    searchTerm: String?",
                "  ) async throws -> IntentOptionsCollection<String>",
            ])
    }

    @Test func longTypeHeadersMoveTheBraceThenTheInheritance() {
        let name = String(repeating: "N", count: 60)
        let type = SwiftNominalType(
            modifiers: [.public, .nonisolated], kind: .enum, name: name,
            inheritance: [
                .named("Int"), .named("Sendable"), .named("Hashable"), .named("Codable"), .named("CaseIterable"),
            ],
            memberGroups: [[.enumCase(SwiftEnumCase(name: "a", rawValue: "1"))]])
        let lines = SwiftRenderer.lines(.nominal(type), indent: 0)
        #expect(lines[0] == "public nonisolated enum \(name): Int,")
        #expect(lines[1] == "  Sendable,")
        #expect(lines[5] == "{")
    }

    @Test func whereClausesBreakAsSwiftFormatBreaksThem() {
        func header(_ name: String, _ inherited: String, _ requirements: [String]) -> [String] {
            SwiftRenderer.lines(
                .nominal(
                    SwiftNominalType(
                        modifiers: [.public, .nonisolated], kind: .protocol, name: name,
                        inheritance: [.named(inherited)],
                        whereRequirements: requirements.map {
                            let sides = $0.components(separatedBy: " == ")
                            return .sameType(.named(sides[0]), .named(sides[1]))
                        },
                        memberGroups: [])),
                indent: 0)
        }
        #expect(
            header("AHandling", "IntentHandler", ["Intent == A"]) == [
                "public nonisolated protocol AHandling: IntentHandler where Intent == A {}"
            ])
        #expect(
            header(
                "ReadingLogIntentHandling", "IntentHandler",
                ["Intent == ReadingLogIntent", "Response == ReadingLogIntentResponse"])
                == [
                    "public nonisolated protocol ReadingLogIntentHandling: IntentHandler",
                    "where Intent == ReadingLogIntent, Response == ReadingLogIntentResponse {}",
                ])
        let long = String(repeating: "L", count: 45)
        #expect(
            header(long + "Handling", "IntentHandler", ["Intent == \(long)", "Response == \(long)Response"])
                == [
                    "public nonisolated protocol \(long)Handling: IntentHandler", "where", "  Intent == \(long),",
                    "  Response == \(long)Response", "{}",
                ])
        // Even the one inherited type does not fit after the name: it moves to the next line.
        #expect(
            header(long + "OptionsProvider", "IntentOptionsProvider", ["Intent == \(long)"])
                == [
                    "public nonisolated protocol \(long)OptionsProvider:", "  IntentOptionsProvider",
                    "where Intent == \(long) {}",
                ])
    }

    @Test func longDictionaryKeysPutTheirValueOnTheNextLine() {
        let key = String(repeating: "k", count: 80)
        let lines = ExpressionLayout.lines(
            .dictionary([
                SwiftDictionaryEntry(.string("a"), .atom("1")),
                SwiftDictionaryEntry(
                    .string(key), .call("IntentValidationValue", [SwiftArgument(nil, .atom("self.value"))])),
            ]),
            indent: 1)
        #expect(
            lines == ["  [", "    \"a\": 1,", "    \"\(key)\":", "      IntentValidationValue(self.value),", "  ]"])
    }

    @Test func operatorsAreSpacedAndEmptyBodiesAreBraces() {
        let function = SwiftFunction(
            modifiers: [.static], name: "==",
            parameters: [
                SwiftParameter(name: "lhs", type: .named("A")), SwiftParameter(name: "rhs", type: .named("A")),
            ],
            returnType: .named("Bool"), body: [.expression(.atom("true"))])
        #expect(
            SwiftRenderer.lines(.function(function), indent: 0).first == "static func == (lhs: A, rhs: A) -> Bool {")
        let empty = SwiftFunction(modifiers: [], name: "init", body: [])
        #expect(SwiftRenderer.lines(.function(empty), indent: 0) == ["init() {}"])
    }

    @Test func statementsNestAndSwitchCasesAlignWithSwitch() {
        let statements: [SwiftStatement] = [
            .if(
                condition: .member(.atom("a"), "isEmpty"),
                body: [.if(condition: .atom("b"), body: [.expression(.atom("f(x)"))])],
                orElse: [.return(.atom("nil"))]),
            .switch(
                subject: .atom("self"),
                cases: [
                    SwiftSwitchCase(
                        patterns: [.enumCase("a"), .boolean(true, optional: true)], body: [.expression(.atom("1"))]),
                    .default([.expression(.atom("2"))]),
                ]),
            .return(.atom("r")),
        ]
        #expect(
            SwiftRenderer.lines(statements, indent: 1) == [
                "  if a.isEmpty {", "    if b {", "      f(x)", "    }", "  } else {", "    return nil", "  }",
                "  switch self {", "  case .a, true?:", "    1", "  default:", "    2", "  }", "  return r",
            ])
    }

    @Test func longDocumentationIsWrappedAtSpaces() {
        let words = Array(repeating: "word", count: 40).joined(separator: " ")
        let lines = SwiftRenderer.lines(
            .property(
                SwiftProperty(documentation: words + " " + String(repeating: "x", count: 120), modifiers: [], name: "a")
            ),
            indent: 1)
        #expect(lines.count == 5)  // three lines of words, the long word alone, the declaration
        #expect(lines.prefix(3).allSatisfy { $0.hasPrefix("  /// word") && $0.count <= 100 })
        #expect(lines[3] == "  /// " + String(repeating: "x", count: 120))
        #expect(
            lines.dropLast().map { $0.dropFirst(6) }.joined(separator: " ") == words + " "
                + String(repeating: "x", count: 120))
    }

    @Test func lineWidthIsCountedInCharactersNotBytes() {
        // 90 characters of text, 180 bytes (é) or 270 bytes (e and a combining accent).
        for letter in ["\u{E9}", "e\u{301}"] {
            let text = String(repeating: letter, count: 90)
            let fitting = ExpressionLayout.lines(.call("f", [SwiftArgument("a", .string(text))]), indent: 1)
            #expect(fitting == ["  f(a: " + SwiftStringLiteral.quoted(text) + ")"])
            let longer = String(repeating: letter, count: 95)
            let broken = ExpressionLayout.lines(.call("f", [SwiftArgument("a", .string(longer))]), indent: 1)
            #expect(broken == ["  f(", "    a:", "      " + SwiftStringLiteral.quoted(longer), "  )"])
        }
    }

    @Test func documentationOfWideCharactersIsWrappedByCharacters() {
        // At indent 0 a comment line holds 96 characters; a word here is 5 characters, 10 bytes.
        let word = String(repeating: "\u{E9}", count: 5)
        let sixteen = Array(repeating: word, count: 16).joined(separator: " ")  // 95 characters
        let fitting = SwiftRenderer.lines(
            .property(SwiftProperty(documentation: sixteen, modifiers: [], name: "a")), indent: 0)
        #expect(fitting == ["/// " + sixteen, "var a"])
        let longer = sixteen + " " + word + " " + word
        let wrapped = SwiftRenderer.lines(
            .property(SwiftProperty(documentation: longer, modifiers: [], name: "a")), indent: 0)
        #expect(wrapped == ["/// " + sixteen, "/// " + word + " " + word, "var a"])
    }

    @Test func documentationLinesLoseLeadingSpacesAndKeepInnerOnes() {
        let lines = SwiftRenderer.lines(
            .property(SwiftProperty(documentation: "  two  spaces", modifiers: [], name: "a")), indent: 0)
        #expect(lines == ["/// two  spaces", "var a"])
    }

    @Test func plainDocumentationWrapsAsTextOfWideCharactersDoes() {
        // Lines whose spaces stand between ASCII are wrapped on their bytes, others by
        // characters: all must break at the same places, with runs of spaces, a space right at
        // the limit, leading spaces and words longer than a line.
        let pieces = [
            "  lead", String(repeating: "a", count: 95), "b", "", "c", String(repeating: "d", count: 90),
            String(repeating: "e", count: 3), "", "", "f", String(repeating: "g", count: 120), "h",
            "h" + String(repeating: "e", count: 8) + "h",
        ]
        var text = pieces.joined(separator: " ")
        for extra in 0..<12 {
            text += " " + String(repeating: "i", count: extra * 7 % 13) + (extra % 3 == 0 ? " " : "")
            text += "j"
            for indent in [0, 1, 3] {
                let plain = SwiftRenderer.lines(
                    .property(SwiftProperty(documentation: text, modifiers: [], name: "a")), indent: indent)
                let wide = SwiftRenderer.lines(
                    .property(
                        SwiftProperty(
                            documentation: String(text.map { $0 == "e" ? "\u{E9}" : $0 }), modifiers: [], name: "a")),
                    indent: indent)
                #expect(plain == wide.map { String($0.map { $0 == "\u{E9}" ? "e" : $0 }) })
                // Wide characters inside words only, none next to a space.
                let characters = Array(text)
                let inner = String(
                    characters.indices.map { index in
                        characters[index] == "e" && index > 0 && characters[index - 1] != " "
                            && index + 1 < characters.count && characters[index + 1] != " "
                            ? "\u{E9}" : characters[index]
                    })
                let innerLines = SwiftRenderer.lines(
                    .property(SwiftProperty(documentation: inner, modifiers: [], name: "a")), indent: indent)
                #expect(plain == innerLines.map { String($0.map { $0 == "\u{E9}" ? "e" : $0 }) })
            }
        }
    }

    @Test func documentationCannotEscapeItsComment() {
        let text = render([
            .property(
                SwiftProperty(documentation: "Line one\nevil()\r\n*/ x", modifiers: [], name: "a", type: .named("Int")))
        ])
        #expect(text.contains("/// Line one\n/// evil()\n/// */ x\nvar a: Int\n"))
    }
}
