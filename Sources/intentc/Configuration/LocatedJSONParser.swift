#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentDefinition

/// A small strict JSON parser (RFC 8259) that records where every value and key starts.
///
/// Lines and columns are 1-based; columns count UTF-8 bytes, as everywhere in intentc.
struct LocatedJSONParser {
    /// Why the text is not JSON, and where.
    struct SyntaxError: Error, Equatable {
        /// What was expected or found.
        var message: String
        /// Where the parser stopped.
        var location: SourceLocation
    }

    /// Nesting deeper than this is refused, so hostile input cannot exhaust the stack.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    /// Parses `bytes` (the contents of `file`) as one JSON document.
    static func parse(_ bytes: [UInt8], file: String) throws(SyntaxError) -> LocatedJSON {
        var parser = LocatedJSONParser(bytes: bytes, file: file)
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            parser.index = 3
            parser.lineStart = 3
        }
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < parser.bytes.count {
            throw parser.error("unexpected \(parser.describeCurrent()) after the JSON value")
        }
        return value
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    private var location: SourceLocation {
        SourceLocation(file: file, line: line, column: index - lineStart + 1)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func error(_ message: String) -> SyntaxError {
        SyntaxError(message: message, location: location)
    }

    private func describeCurrent() -> String {
        guard let byte = current else { return "end of file" }
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private mutating func skipWhitespace() {
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            default:
                return
            }
        }
    }

    private mutating func parseValue() throws(SyntaxError) -> LocatedJSON {
        skipWhitespace()
        let start = location
        guard let byte = current else { throw error("expected a JSON value, found end of file") }
        switch byte {
        case UInt8(ascii: "{"): return LocatedJSON(value: try parseObject(), location: start)
        case UInt8(ascii: "["): return LocatedJSON(value: try parseArray(), location: start)
        case UInt8(ascii: "\""): return LocatedJSON(value: .string(try parseString()), location: start)
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return LocatedJSON(value: .bool(true), location: start)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return LocatedJSON(value: .bool(false), location: start)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return LocatedJSON(value: .null, location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return LocatedJSON(value: .number(try parseNumber()), location: start)
        default:
            throw error("expected a JSON value, found \(describeCurrent())")
        }
    }

    private mutating func enterContainer() throws(SyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("JSON nested more than \(Self.maximumDepth) levels deep") }
        index += 1
    }

    private mutating func parseObject() throws(SyntaxError) -> LocatedJSON.Value {
        try enterContainer()
        defer { depth -= 1 }
        var members: [LocatedJSON.Member] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else {
                throw error("expected a string key, found \(describeCurrent())")
            }
            let keyLocation = location
            let key = try parseString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw error("expected ':' after the key, found \(describeCurrent())")
            }
            index += 1
            members.append(LocatedJSON.Member(key: key, keyLocation: keyLocation, value: try parseValue()))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            default: throw error("expected ',' or '}' in the object, found \(describeCurrent())")
            }
        }
    }

    private mutating func parseArray() throws(SyntaxError) -> LocatedJSON.Value {
        try enterContainer()
        defer { depth -= 1 }
        var elements: [LocatedJSON] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default: throw error("expected ',' or ']' in the array, found \(describeCurrent())")
            }
        }
    }

    private mutating func expectLiteral(_ literal: String) throws(SyntaxError) {
        let utf8 = Array(literal.utf8)
        guard bytes[index...].starts(with: utf8) else {
            throw error("expected a JSON value, found \(describeCurrent())")
        }
        index += utf8.count
    }

    private mutating func parseNumber() throws(SyntaxError) -> Double {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
        } else {
            guard skipDigits() else { throw error("expected a digit, found \(describeCurrent())") }
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard skipDigits() else { throw error("expected a digit, found \(describeCurrent())") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard skipDigits() else { throw error("expected a digit, found \(describeCurrent())") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            throw SyntaxError(message: "number '\(text)' is out of range", location: locationOf(start))
        }
        return number
    }

    /// Skips a run of digits; returns whether there was at least one.
    private mutating func skipDigits() -> Bool {
        let start = index
        while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
        return index > start
    }

    private func locationOf(_ offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: offset - lineStart + 1)
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        let start = index
        index += 1
        var utf8: [UInt8] = []
        while true {
            guard let byte = current else {
                throw SyntaxError(message: "unterminated string", location: locationOf(start))
            }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let string = String(bytes: utf8, encoding: .utf8) else {
                    throw SyntaxError(message: "string is not valid UTF-8", location: locationOf(start))
                }
                return string
            case UInt8(ascii: "\\"):
                index += 1
                utf8 += try parseEscape()
            case 0..<0x20:
                throw error("control character in a string (escape it)")
            default:
                utf8.append(byte)
                index += 1
            }
        }
    }

    private mutating func parseEscape() throws(SyntaxError) -> [UInt8] {
        guard let byte = current else { throw error("unterminated string") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return [byte]
        case UInt8(ascii: "b"): return [0x08]
        case UInt8(ascii: "f"): return [0x0C]
        case UInt8(ascii: "n"): return [0x0A]
        case UInt8(ascii: "r"): return [0x0D]
        case UInt8(ascii: "t"): return [0x09]
        case UInt8(ascii: "u"):
            var scalarValue = try parseHexQuad()
            if (0xD800..<0xDC00).contains(scalarValue) {
                guard bytes[index...].starts(with: Array("\\u".utf8)) else {
                    throw error("unpaired surrogate in \\u escape")
                }
                index += 2
                let low = try parseHexQuad()
                guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                scalarValue = 0x10000 + ((scalarValue - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(scalarValue) else {
                throw error("unpaired surrogate in \\u escape")
            }
            return Array(String(Character(scalar)).utf8)
        default:
            index -= 2
            throw error("invalid escape sequence in a string")
        }
    }

    private mutating func parseHexQuad() throws(SyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
            bytes[index..<index + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
        else { throw error("expected four hex digits after \\u") }
        index += 4
        return value
    }
}
