@testable import IntentCodegen
import Testing

@Suite struct SourceBufferTests {
    @Test func aCopyKeepsItsOwnText() {
        var first = SourceBuffer.recordingLines()
        first.line("a")
        var second = first
        second.line("b", indent: 1)
        first.line("c")
        #expect(first.writtenLines == ["a", "c"])
        #expect(second.writtenLines == ["a", "  b"])
    }

    @Test func aDiscardedLineLeavesNoTrace() {
        var buffer = SourceBuffer.recordingLines()
        buffer.line("kept")
        buffer.startLine(indent: 2)
        buffer.write(String(repeating: "x", count: 120))
        #expect(!buffer.lineFits)
        buffer.discardLine()
        buffer.line("é")
        #expect(buffer.writtenLines == ["kept", "é"])
        #expect(buffer.byteCount == "kept\né\n".utf8.count)
        #expect(buffer.withUTF8 { Array($0) } == Array("kept\né\n".utf8))
    }

    @Test func growsPastItsFirstBlock() {
        var buffer = SourceBuffer()
        let line = String(repeating: "0123456789", count: 30)
        for _ in 0..<100 { buffer.line(line) }
        #expect(buffer.text == String(repeating: line + "\n", count: 100))
    }
}
