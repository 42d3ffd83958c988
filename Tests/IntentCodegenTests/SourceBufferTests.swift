import Testing

@testable import IntentCodegen

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
        #expect(buffer.text == "kept\né\n")
    }

    @Test func growsPastItsFirstBlock() {
        var buffer = SourceBuffer()
        let line = String(repeating: "0123456789", count: 30)
        for _ in 0..<100 { buffer.line(line) }
        #expect(buffer.text == String(repeating: line + "\n", count: 100))
    }
}

extension SourceBufferTests {
    @Test func aCopyLeftBehindKeepsItsTextWhenBothAppend() {
        var first = SourceBuffer.recordingLines()
        first.line("a")
        var second = first
        first.line("b")
        second.line("c")
        second.line("d")
        first.line("e")
        #expect(first.writtenLines == ["a", "b", "e"])
        #expect(second.writtenLines == ["a", "c", "d"])
    }

    @Test func discardingALineOfASharedCopyLeavesTheOtherWhole() {
        var first = SourceBuffer.recordingLines()
        first.line("a")
        first.startLine(indent: 0)
        first.write("long")
        let second = first
        first.discardLine()
        first.line("b")
        #expect(first.writtenLines == ["a", "b"])
        #expect(second.text == "a\nlong")
    }

    @Test func deepIndentationIsWrittenWhole() {
        var buffer = SourceBuffer.recordingLines()
        buffer.line("x", indent: 20)
        buffer.line("y", indent: 16)
        #expect(
            buffer.writtenLines == [String(repeating: "  ", count: 20) + "x", String(repeating: "  ", count: 16) + "y"])
    }
}

/// Lines tried on one line (``SourceBuffer/startTrialLine(indent:)``) and roll-backs.
extension SourceBufferTests {
    @Test func aTriedLineThatFitsIsKept() {
        var buffer = SourceBuffer.recordingLines()
        buffer.startTrialLine(indent: 1)
        buffer.write(String(repeating: "x", count: 98))
        let kept = buffer.endTrialLine()
        #expect(kept)
        #expect(buffer.writtenLines == ["  " + String(repeating: "x", count: 98)])
    }

    @Test func aTriedLinePastTheLimitIsTakenBack() {
        var buffer = SourceBuffer.recordingLines()
        buffer.line("kept")
        buffer.startTrialLine(indent: 1)
        buffer.write(String(repeating: "x", count: 98))
        buffer.write("y")
        let kept = buffer.endTrialLine()
        #expect(!kept)
        #expect(buffer.writtenLines == ["kept"])
        // The next line is written normally, whatever its length.
        buffer.line(String(repeating: "z", count: 120))
        #expect(buffer.writtenLines == ["kept", String(repeating: "z", count: 120)])
    }

    @Test func aTriedLineOfMoreBytesThanColumnsIsJudgedByItsCharacters() {
        // 100 characters in 150 bytes: it fits, and is written to its end.
        var buffer = SourceBuffer.recordingLines()
        buffer.startTrialLine(indent: 0)
        buffer.write(String(repeating: "é", count: 50))
        buffer.write(String(repeating: "e", count: 50))
        let kept = buffer.endTrialLine()
        #expect(kept)
        #expect(buffer.writtenLines == [String(repeating: "é", count: 50) + String(repeating: "e", count: 50)])
        // One more character does not fit.
        buffer.startTrialLine(indent: 0)
        buffer.write(String(repeating: "é", count: 50))
        buffer.write(String(repeating: "e", count: 51))
        let keptLonger = buffer.endTrialLine()
        #expect(!keptLonger)
        #expect(buffer.writtenLines.count == 1)
    }

    @Test func rollingBackTakesBackWholeLines() {
        var buffer = SourceBuffer.recordingLines()
        buffer.line("a")
        let mark = buffer.mark
        buffer.line("b")
        buffer.line("c", indent: 1)
        buffer.rollBack(to: mark)
        buffer.line("d")
        #expect(buffer.writtenLines == ["a", "d"])
        #expect(buffer.text == "a\nd\n")
    }
}

/// Text tried on a line already begun, and trimming a line's end.
extension SourceBufferTests {
    @Test func aTrialTakesBackOnlyItsOwnText() {
        var buffer = SourceBuffer.recordingLines()
        buffer.startLine(indent: 1)
        #expect(buffer.isLineBlank)
        buffer.write("let x = ")
        #expect(!buffer.isLineBlank)
        buffer.startTrial()
        buffer.write(String(repeating: "y", count: 95))
        let kept = buffer.endTrial()
        #expect(!kept)
        buffer.write("z")
        buffer.endLine()
        #expect(buffer.writtenLines == ["  let x = z"])
    }

    @Test func trailingSpacesAreTrimmedAsCharacters() {
        var buffer = SourceBuffer.recordingLines()
        buffer.startLine(indent: 1)
        buffer.write("return  ")
        buffer.trimTrailingSpaces()
        buffer.endLine()
        // A space after a prepended concatenation mark belongs to it, and stays.
        buffer.startLine(indent: 0)
        buffer.write("a\u{600}  ")
        buffer.trimTrailingSpaces()
        buffer.endLine()
        buffer.startLine(indent: 0)
        buffer.write("\u{E9} ")
        buffer.trimTrailingSpaces()
        buffer.endLine()
        #expect(buffer.writtenLines == ["  return", "a\u{600} ", "\u{E9}"])
    }

    @Test func theLastByteOfALineCanBeTakenBack() {
        var buffer = SourceBuffer.recordingLines()
        buffer.startLine(indent: 0)
        buffer.write("key: ")
        buffer.dropLastByte()
        buffer.endLine()
        #expect(buffer.writtenLines == ["key:"])
    }
}

/// The layout: indentation of spaces or tabs, and a line length counted in columns.
extension SourceBufferTests {
    @Test func tabsIndentAndCountTheirWidthAgainstTheLineLength() {
        var buffer = SourceBuffer.recordingLines()
        buffer.layout = SourceLayout(indentation: .tabs(1), lineLength: 40, tabWidth: 4)
        buffer.startTrialLine(indent: 2)
        buffer.write(String(repeating: "x", count: 32))
        let fits = buffer.endTrialLine()
        #expect(fits)
        buffer.startTrialLine(indent: 2)
        buffer.write(String(repeating: "x", count: 33))
        let tooLong = buffer.endTrialLine()
        #expect(!tooLong)
        #expect(buffer.writtenLines == ["\t\t" + String(repeating: "x", count: 32)])
    }

    @Test func spacesIndentByTheLayoutsUnit() {
        var buffer = SourceBuffer.recordingLines()
        buffer.layout = SourceLayout(indentation: .spaces(4), lineLength: 120)
        buffer.line("a", indent: 2)
        #expect(buffer.writtenLines == ["        a"])
    }
}
