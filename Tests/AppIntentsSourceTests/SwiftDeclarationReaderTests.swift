import AppIntentsSource
import Testing

/// The declaration reader on the Swift forms App Intents code takes: what it finds, and the
/// located note for what it cannot follow.
@Suite struct SwiftDeclarationReaderTests {
    static func read(_ text: String) -> SwiftSourceSummary {
        SwiftDeclarationReader.read(Array(text.utf8), file: "A.swift")
    }

    @Test func literalsCommentsAndDirectivesHideNoDeclarationAndInventNone() {
        let summary = Self.read(
            #"""
            /* outer /* inner */ struct Hidden {} */
            let raw = ##"a "# quote"## ; let multi = """
              struct AlsoHidden {}
              """
            #if DEBUG
            struct Visible: P {
            #else
            struct Visible: Q {
            #endif
                static var intentClassName: String { get { "Named" } }
                var text = "\("}")"
            }
            """#)
        #expect(summary.types.map(\.name) == ["Visible"])
        #expect(summary.types.first?.inheritedTypes == ["P"])
        #expect(summary.types.first?.properties.map(\.name) == ["intentClassName", "text"])
        #expect(summary.types.first?.properties.first?.literalValue == "Named")
        #expect(summary.skipped.isEmpty)
    }

    @Test func oneLineRawQuotesAndBareRegexLiteralsHideNoBrace() {
        let summary = Self.read(
            ##"""
            struct A {
                let quotes = #"""""#
                let pattern = (/-prefix "([^"{]*)"/, 1 / 2)
                static let intentClassName = "AIntent"
            }
            struct B {}
            """##)
        #expect(summary.types.map(\.name) == ["A", "B"])
        #expect(summary.types.first?.properties.map(\.name) == ["quotes", "pattern", "intentClassName"])
        #expect(summary.skipped.isEmpty)
    }

    @Test func everyBalancedBranchIsRead() {
        let summary = Self.read(
            """
            struct S {
            #if os(watchOS)
                @Parameter(title: "A") var a: Int?
            #elseif os(iOS)
                @Parameter(title: "B") var b: [Item]?
            #endif
            }
            """)
        #expect(summary.types.first?.properties.map(\.name) == ["a", "b"])
        #expect(summary.types.first?.properties.map(\.type) == ["Int?", "[Item]?"])
        #expect(summary.types.first?.properties.allSatisfy { $0.attributes == ["Parameter"] } == true)
    }

    @Test func enumCasesNestedTypesAndExtensionsAreFound() {
        let summary = Self.read(
            """
            extension Outer.Inner: CustomIntentMigratedAppIntent {}
            enum Mode: Int, AppEnum { case a = 1, `default` = -2; case c }
            struct Outer { struct Inner: AppIntent {} }
            typealias Both = AppIntent & CustomIntentMigratedAppIntent
            """)
        #expect(summary.types.map(\.name) == ["Outer.Inner", "Mode", "Outer", "Outer.Inner"])
        #expect(summary.types[1].cases.map(\.name) == ["a", "default", "c"])
        #expect(summary.types[1].cases.map(\.rawValue) == ["1", "-2", nil])
        #expect(summary.typeAliases.first?.target == "AppIntent&CustomIntentMigratedAppIntent")
    }

    @Test func aConformanceThroughTheAppsOwnProtocolCounts() {
        let index = AppIntentsSourceIndex([
            Self.read(
                """
                protocol MigratedWidget: WidgetConfigurationIntent, CustomIntentMigratedAppIntent {}
                struct Forecast: MigratedWidget {
                    static let intentClassName = "ForecastIntent"
                    @Parameter(title: "City") var city: String?
                }
                """)
        ])
        #expect(index.migratingAppIntents.map(\.typeName) == ["Forecast"])
        #expect(index.migratingAppIntents.first?.className == "ForecastIntent")
        #expect(index.migratingAppIntents.first?.parameters.map(\.name) == ["city"])
    }

    @Test func intentcCommentsAreKeptAsAnnotationsInFileOrder() {
        let summary = Self.read(
            #"""
            // intentc: accept-loss Garden.kind: moved to the server entity
            struct Garden: AppIntent { //intentc:second   \#r
                let text = "// intentc: inside a string"
                let raw = #"// intentc: inside a raw string"#
                let multi = """
                    // intentc: inside a multiline string
                    """
                /// intentc: from a doc comment
                // not intentc: a comment that only mentions it
                /* intentc: a block comment */
                // intentcx: another word
            }
            """#)
        #expect(
            summary.annotations.map(\.text) == [
                "accept-loss Garden.kind: moved to the server entity", "second", "from a doc comment",
            ])
        #expect(summary.annotations.map(\.location.line) == [1, 2, 8])
        #expect(summary.annotations.map(\.location.column) == [1, 28, 5])
        #expect(summary.annotations.allSatisfy { $0.location.file == "A.swift" })
        #expect(summary.types.first?.properties.map(\.name) == ["text", "raw", "multi"])
    }

    @Test(arguments: [
        ("struct W: AppIntent, CustomIntentMigratedAppIntent {\n static var intentClassName: String {", ["W"]),
        ("struct W: AppIntent {\n static var intentClassName: String { get {", ["W"]),
        ("struct W: AppIntent {\n static var intentClassName: String { get { return", ["W"]),
        ("struct W {\n let a = (", ["W"]),
        ("struct W {\n @Parameter(title: ", ["W"]),
        ("struct W { func f(", ["W"]),
        ("enum E { case a = ", ["E"]),
        ("enum E { case a(", ["E"]),
        ("struct W<T", []),
        ("struct W: P<", []),
        ("typealias T = ", []),
        ("extension W where", []),
    ])
    func aFileEndingInsideADeclarationReadsWhatComesBefore(text: String, types: [String]) {
        let summary = Self.read(text)
        #expect(summary.types.map(\.name) == types)
        #expect(summary.skipped.allSatisfy { $0.code.rawValue == "IC247" })
    }

    @Test func aGetterTheFileEndsInsideHasNoLiteral() {
        let summary = Self.read(
            "struct W: AppIntent, CustomIntentMigratedAppIntent {\n static var intentClassName: String {")
        #expect(summary.types.first?.inheritedTypes == ["AppIntent", "CustomIntentMigratedAppIntent"])
        #expect(summary.types.first?.properties.map(\.name) == ["intentClassName"])
        #expect(summary.types.first?.properties.first?.literalValue == nil)
        #expect(summary.types.first?.properties.first?.hasValue == true)
        #expect(summary.skipped.map(\.location?.line) == [1])
        #expect(summary.skipped.map(\.location?.column) == [52])
    }

    @Test func aSlashBoundToTheTokenBeforeItDividesAndOpensNoRegex() {
        let summary = Self.read(
            """
            struct A {
                static let ratio = min(total!/4, 3) / 2
                static let intentClassName = "AIntent"
                let next = count/2, pattern = (/a b/)
            }
            struct B {}
            """)
        #expect(summary.types.map(\.name) == ["A", "B"])
        #expect(summary.types.first?.properties.map(\.name) == ["ratio", "intentClassName", "next", "pattern"])
        #expect(summary.types.first?.properties.map(\.literalValue) == [nil, "AIntent", nil, nil])
        #expect(summary.skipped.isEmpty)
    }

    @Test func aSlashBeforeAnOperandOpensARegexWhateverComesBeforeIt() {
        let summary = Self.read(
            """
            struct A {
                func scan(_ s: String) {
                    let count = 1
                    /[}]/.firstMatch(in: s)
                    var x = 4
                    x /= 2
                    _ = (a / b) / c
                }
                static let separators = (/,/, [/]/]), pattern = a / b / c
                static func /(lhs: A, rhs: A) -> A { lhs }
                static let intentClassName = "AIntent"
            }
            struct B {}
            """)
        #expect(summary.types.map(\.name) == ["A", "B"])
        #expect(summary.types.first?.properties.map(\.name) == ["separators", "pattern", "intentClassName"])
        #expect(summary.types.first?.properties.last?.literalValue == "AIntent")
        #expect(summary.skipped.isEmpty)
    }

    @Test func attributesInAnInheritanceClauseAreNotPartOfTheTypeAndSuppressionsAreNoConformance() {
        let summary = Self.read(
            """
            struct W: @MainActor AppIntent, @MainActor CustomIntentMigratedAppIntent {}
            final class C: @unchecked Sendable, @preconcurrency AppIntents.AppIntent {}
            extension W: @retroactive Hashable, ~Copyable, ~Escapable {}
            struct V: ~Copyable {}
            """)
        #expect(
            summary.types.map(\.inheritedTypes) == [
                ["AppIntent", "CustomIntentMigratedAppIntent"], ["Sendable", "AppIntents.AppIntent"], ["Hashable"], [],
            ])
    }

    @Test func aBranchUnderAConstantConditionIsReadAsTheCompilerReadsIt() {
        let summary = Self.read(
            """
            struct S {
            #if false
                var a: Int
            #elseif os(iOS)
                var b: Int
            #elseif !false
                var c: Int
            #else
                var d: Int
            #endif
            #if true // always
                var e: Int
            #else
                var f: Int
                #if os(iOS)
                var g: Int
                #endif
            #endif
            #if (false)
                var h: Int
            #else
                var i: Int
            #endif
            #if os(iOS) || false
                var j: Int
            #endif
            #if !(true)
            struct Broken: P {
            #endif
            }
            """)
        #expect(summary.types.map(\.name) == ["S"])
        #expect(summary.types.first?.properties.map(\.name) == ["b", "c", "e", "i", "j"])
        #expect(summary.skipped.isEmpty)
    }

    @Test func everyBindingCountsAndOnlyAWholeInitializerIsALiteral() {
        let summary = Self.read(
            """
            struct S {
                static let a = "A", b: String = "B", c = f(1, 2), d = "D"
                static let e = Dictionary<String, Int>(), f = "F", g = x < y, h = "H"
                static let joined = "J"
                    + "K"
                static let upper = "u"
                    .uppercased()
                static let cast = "c"
                    as String
                static let split =
                    "on the next line"
                static var observed = "O" {
                    didSet { print(oldValue) }
                }
                static var computedObserved = make() { willSet {} }
                static let last = "L"
            }
            """)
        let properties = summary.types.first?.properties ?? []
        #expect(
            properties.map(\.name) == [
                "a", "b", "c", "d", "e", "f", "g", "h", "joined", "upper", "cast", "split", "observed",
                "computedObserved", "last",
            ])
        #expect(
            properties.map(\.literalValue) == [
                "A", "B", nil, "D", nil, "F", nil, "H", nil, nil, nil, "on the next line", "O", nil, "L",
            ])
        #expect(properties.dropFirst().first?.type == "String")
        #expect(summary.skipped.isEmpty)
    }

    @Test func literalValuesFollowTheCompilersEscapesAndLineContinuations() {
        let summary = Self.read(
            #"""
            struct S {
                static let unicode = "caf\u{E9} \u{1F600}\r"
                static let continued = """
                    one \
                    two
                      three\t
                    """
                static let broken = "\u{D800}"
            }
            """#)
        #expect(summary.types.first?.properties.map(\.literalValue) == ["café 😀\r", "one two\n  three\t", nil])
    }

    @Test func typesNestedDeeperThanAHundredLevelsHaveTheirBodiesSkipped() {
        let depth = 150
        let text = String(repeating: "struct N {\n", count: depth) + String(repeating: "}\n", count: depth)
        let summary = Self.read(text)
        #expect(summary.types.count == 101)
        #expect(summary.types.last?.properties.isEmpty == true)
        #expect(summary.skipped.map(\.code.rawValue) == ["IC247"])
        #expect(summary.skipped.first?.location?.line == 101)
        #expect(summary.skipped.first?.location?.column == 8)
        #expect(summary.skipped.first?.message == "types nested more than 100 deep; the body of this one was skipped")
    }

    @Test func interpolationsNestedDeeperThanAHundredLevelsStopTheLexer() {
        let depth = 150
        let text =
            "struct A {}\nlet s = " + String(repeating: "\"\\(", count: depth) + String(repeating: ")\"", count: depth)
        let summary = Self.read(text)
        #expect(summary.types.map(\.name) == ["A"])
        #expect(summary.skipped.map(\.code.rawValue) == ["IC247"])
        #expect(summary.skipped.first?.location?.line == 2)
        #expect(summary.skipped.first?.location?.column == 311)  // the 101st `(`, 3 bytes apart
        #expect(
            summary.skipped.first?.message
                == "string interpolations are nested more than 100 deep; the rest of the file was skipped")
    }

    @Test func aGetterWithAttributesOrModifiersStillReturnsItsLiteral() {
        let summary = Self.read(
            """
            enum E {
                @_transparent @_alwaysEmitIntoClient internal static var a: Swift.String {
                    @_transparent get {
                        return "A"
                    }
                }
                static var b: String { @available(iOS 17, *) nonmutating get { "B" } }
                static var c: String { @inline(__always) get { "C" } set {} }
            }
            """)
        #expect(summary.types.first?.properties.map(\.literalValue) == ["A", "B", nil])
    }

    @Test func projectedValuesAliasesWithWhereAndInterfaceModifiersReadAsDeclared() {
        let summary = Self.read(
            """
            public struct Configuration {
              public var isOn: Swift.Bool { get }
              public var $isOn: SwiftUI.Binding<Swift.Bool> { get }
              typealias Generator = Self.Iterator
              __consuming func makeIterator() -> Self.Iterator
              public typealias Group = ThrowingTaskGroup<TaskResult, any Error> where TaskResult: Sendable
            }
            """)
        #expect(summary.types.first?.properties.map(\.name) == ["isOn", "$isOn"])
        #expect(summary.typeAliases.map(\.target) == ["Self.Iterator", "ThrowingTaskGroup<TaskResult,any Error>"])
    }

    @Test func annotationsInABranchTheCompilerNeverCompilesAreDropped() {
        let summary = Self.read(
            """
            // intentc: kept before
            #if false
            // intentc: dead under false
            #if os(iOS)
            // intentc: dead inside a dead branch
            #endif
            #elseif os(iOS)
            // intentc: kept under a platform
            #else // intentc: kept on the directive's line
            // intentc: kept under else
            #endif
            #if true
            // intentc: kept under true
            #else
            // intentc: dead after true
            #endif
            """)
        #expect(
            summary.annotations.map(\.text) == [
                "kept before", "kept under a platform", "kept on the directive's line", "kept under else",
                "kept under true",
            ])
    }

    @Test func whatCannotBeFollowedGetsALocatedNote() {
        let unclosed = Self.read("struct A {\n    let s = \"open\n}\n")
        #expect(unclosed.skipped.map(\.code.rawValue) == ["IC247"])
        #expect(unclosed.skipped.first?.location?.line == 2)
        #expect(unclosed.skipped.first?.location?.column == 13)
        let comment = Self.read("struct A {}\n/* never closed")
        #expect(comment.skipped.first?.location?.line == 2)
        #expect(comment.skipped.first?.message == "a block comment is not closed; the rest of the file was skipped")
        let braces = Self.read("struct A {\n")
        #expect(braces.skipped.first?.location?.column == 10)
    }
}
