import Testing

@testable import IntentDefinition

@Suite struct PlistReaderValueTests {
    @Test func readsEveryValueKindWithTheLocationOfEachStartTag() {
        let text = plist(
            """
            <dict>
            \t<key>all</key>
            \t<array>
            \t\t<string>s &amp; &#x263A; &lt;ok&gt;</string>
            \t\t<integer>-42</integer>
            \t\t<real>2.5</real>
            \t\t<true/>
            \t\t<false/>
            \t\t<date>2024-01-02T03:04:05Z</date>
            \t\t<data>SGVs
            \t\tbG8=</data>
            \t\t<dict/>
            \t\t<array/>
            \t\t<string/>
            \t\t<string></string>
            \t</array>
            \t<key>inline</key><dict><key>a</key><string>b</string></dict>
              <key>spaces</key>
              <integer>0x1F</integer>
            </dict>
            """)
        let outcome = read(text)
        #expect(outcome.diagnostics.isEmpty)
        let expected = PlistNode(
            .dictionary([
                PlistEntry(
                    key: "all", keyLocation: at(5, 2),
                    value: PlistNode(
                        .array([
                            PlistNode(.string("s & \u{263A} <ok>"), at: at(7, 3)),
                            PlistNode(.integer(-42), at: at(8, 3)),
                            PlistNode(.real(2.5), at: at(9, 3)),
                            PlistNode(.boolean(true), at: at(10, 3)),
                            PlistNode(.boolean(false), at: at(11, 3)),
                            PlistNode(.date("2024-01-02T03:04:05Z"), at: at(12, 3)),
                            PlistNode(.data(Array("Hello".utf8)), at: at(13, 3)),
                            PlistNode(.dictionary([]), at: at(15, 3)),
                            PlistNode(.array([]), at: at(16, 3)),
                            PlistNode(.string(""), at: at(17, 3)),
                            PlistNode(.string(""), at: at(18, 3)),
                        ]), at: at(6, 2))),
                PlistEntry(
                    key: "inline", keyLocation: at(20, 2),
                    value: PlistNode(
                        .dictionary([
                            PlistEntry(
                                key: "a", keyLocation: at(20, 25),
                                value: PlistNode(.string("b"), at: at(20, 37)))
                        ]), at: at(20, 19))),
                PlistEntry(
                    key: "spaces", keyLocation: at(21, 3),
                    value: PlistNode(.integer(31), at: at(22, 3))),
            ]), at: at(4, 1))
        #expect(outcome.value == expected)
    }

    @Test func countsColumnsInBytesAfterMultiByteText() {
        // "é" is two bytes and "☺" three: 6 + 5 + 2 + 6 bytes precede the <string>, and
        // 7 + 8 + 3 + 9 the <true/>.
        let outcome = read(plist("<dict><key>é</key><string>x</string></dict>"))
        #expect(outcome.value?.entry("é")?.value.location == at(4, 20))
        let second = read(plist("<array><string>☺</string><true/></array>"))
        guard case .array(let items) = second.value?.value else {
            Issue.record("expected an array")
            return
        }
        #expect(items.map(\.location) == [at(4, 8), at(4, 28)])
    }

    @Test func locatesStartTagsThatSpanLinesAtTheirOpeningBracket() {
        let outcome = read(plist("<array>\n  <string\n    note=\"x\"\n  >v</string></array>"))
        guard case .array(let items) = outcome.value?.value else {
            Issue.record("expected an array")
            return
        }
        #expect(items == [PlistNode(.string("v"), at: at(5, 3))])
    }

    @Test func acceptsABareRootValueWithoutPlistElement() {
        let outcome = read("<?xml version=\"1.0\"?>\n<array><integer>7</integer></array>\n")
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.value == PlistNode(.array([PlistNode(.integer(7), at: at(2, 8))]), at: at(2, 1)))
    }

    @Test func keepsWhitespaceInsideStringsAndJoinsTextAroundComments() {
        let outcome = read(plist("<array><string>  a\n b </string><string>x<!-- c -->y</string></array>"))
        guard case .array(let items) = outcome.value?.value else {
            Issue.record("expected an array")
            return
        }
        #expect(items.map(\.value) == [.string("  a\n b "), .string("xy")])
    }

    @Test func readsCDATAAsText() {
        let outcome = read(plist("<string><![CDATA[<b>&amp;</b>]]></string>"))
        #expect(outcome.value?.value == .string("<b>&amp;</b>"))
    }

    @Test func acceptsIgnorableContentAroundValues() {
        let outcome = read(
            plist("<!-- note -->\n<?pi data?>\n<dict>\n\t<!-- c -->\n\t<key>k</key>\n\t<!-- c -->\n\t<true/>\n</dict>"))
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.value?.entry("k")?.value == PlistNode(.boolean(true), at: at(10, 2)))
    }

    @Test func readsAByteOrderMarkedFile() {
        let outcome = read(bytes: [0xEF, 0xBB, 0xBF] + Array("<plist><true/></plist>".utf8))
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.value == PlistNode(.boolean(true), at: at(1, 11)))
    }

    @Test(arguments: [
        ("<integer>0</integer>", PlistValue.integer(0)),
        ("<integer> +17 </integer>", .integer(17)),
        ("<integer>-9223372036854775808</integer>", .integer(Int.min)),
        ("<integer>9223372036854775807</integer>", .integer(Int.max)),
        // Unsigned 64-bit values, as Xcode writes `INIntentHash`.
        ("<integer>9223372036854775808</integer>", .unsignedInteger(UInt64(Int.max) + 1)),
        ("<integer>9597149041309540644</integer>", .unsignedInteger(9_597_149_041_309_540_644)),
        ("<integer>18446744073709551615</integer>", .unsignedInteger(.max)),
        ("<integer>0xFFFFFFFFFFFFFFFF</integer>", .unsignedInteger(.max)),
        ("<integer>-0x10</integer>", .integer(-16)),
        ("<real>1</real>", .real(1)),
        ("<real>-1.5e3</real>", .real(-1500)),
        ("<real>inf</real>", .real(.infinity)),
        ("<real>-inf</real>", .real(-.infinity)),
        ("<data></data>", .data([])),
        ("<data>QQ</data>", .data([0x41])),
        ("<data>QUI=</data>", .data([0x41, 0x42])),
        ("<data>\n\tAAEC\n\t/w==\n</data>", .data([0, 1, 2, 255])),
    ])
    func readsScalarText(element: String, expected: PlistValue) {
        let outcome = read(plist(element))
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.value?.value == expected)
    }

    @Test func readsNaN() {
        guard case .real(let value) = read(plist("<real>nan</real>")).value?.value else {
            Issue.record("expected a real")
            return
        }
        #expect(value.isNaN)
    }
}
