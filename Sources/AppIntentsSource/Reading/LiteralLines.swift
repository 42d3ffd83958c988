/// The value of a string literal as the lexer reads it: its source lines, each with what its
/// characters and escapes stand for and how much raw indentation it starts with, so that a
/// multiline literal's indentation can be removed line by line as Swift does once the closing
/// delimiter's indentation is known.
struct LiteralLines {
    private struct Line {
        var bytes: [UInt8] = []
        /// Spaces and tabs written at its start (not escapes).
        var indentation = 0
        /// Whether it ends in a line continuation (`\` before the line break): no line break follows.
        var continues = false
        /// Whether nothing but indentation has been read yet.
        var atStart = true
    }

    private var lines = [Line()]

    /// Appends a character written as itself.
    mutating func append(raw byte: UInt8) {
        let isSpace = byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
        if lines[lines.count - 1].atStart, isSpace {
            lines[lines.count - 1].indentation += 1
        } else {
            lines[lines.count - 1].atStart = false
        }
        lines[lines.count - 1].bytes.append(byte)
    }

    /// Appends what an escape stands for.
    mutating func append(escaped bytes: [UInt8]) {
        lines[lines.count - 1].atStart = false
        lines[lines.count - 1].bytes += bytes
    }

    /// Starts the next source line; `continued` when the break was escaped away.
    mutating func breakLine(continued: Bool) {
        lines[lines.count - 1].continues = continued
        lines.append(Line())
    }

    /// The value: a one-line literal's as read; a multiline literal's without its opening and
    /// closing lines, each line without the closing delimiter's indentation.
    func text(multiline: Bool) -> String {
        guard multiline, lines.count >= 2 else { return String(decoding: lines.flatMap(\.bytes), as: UTF8.self) }
        let indentation = lines[lines.count - 1].indentation
        let content = lines[1..<(lines.count - 1)]
        var value: [UInt8] = []
        for (offset, line) in content.enumerated() {
            value += line.bytes.dropFirst(min(indentation, line.indentation))
            if offset < content.count - 1, !line.continues { value.append(UInt8(ascii: "\n")) }
        }
        return String(decoding: value, as: UTF8.self)
    }
}
