import Testing

@testable import IntentCodegen

/// Owned code's long attribute lines are wrapped one argument a line, never inside a string or a
/// nested call; short lines and other lines stay as they are.
@Suite struct OwnedAttributeWrappingTests {
    @Test func aLongAttributeIsWrappedAtItsTopLevelCommas() {
        let line =
            #"  @Parameter(title: LocalizedStringResource("k", defaultValue: "a, (b", table: "T"), "#
            + #"inclusiveRange: (1, 500), default: 20)"#
        #expect(
            OwnedAttributeWrapping.wrapped(line + "\n  var pages: Int?\n")
                == """
                  @Parameter(
                    title: LocalizedStringResource("k", defaultValue: "a, (b", table: "T"),
                    inclusiveRange: (1, 500),
                    default: 20
                  )
                  var pages: Int?

                """)
    }

    @Test func shortLinesAndOtherLongLinesStay() {
        let short = "  @Parameter(title: \"Pages\")\n"
        #expect(OwnedAttributeWrapping.wrapped(short) == short)
        let statement = "    let text = \"" + String(repeating: "x", count: 120) + "\"\n"
        #expect(OwnedAttributeWrapping.wrapped(statement) == statement)
        let unbalanced = "  @Parameter(title: \"" + String(repeating: "y", count: 120) + ")\n"
        #expect(OwnedAttributeWrapping.wrapped(unbalanced) == unbalanced)
    }
}
