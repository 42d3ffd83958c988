import IntentDefinition

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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

    private var location: SourceLocation { location(at: index) }

    /// Where the byte at `offset` of the current line is.
    private func location(at offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: offset - lineStart + 1)
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
        let value: LocatedJSON.Value
        switch byte {
        case UInt8(ascii: "{"): value = try parseObject()
        case UInt8(ascii: "["): value = try parseArray()
        case UInt8(ascii: "\""): value = .string(try parseString())
        case UInt8(ascii: "t"): value = try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): value = try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): value = try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try parseNumber())
        default: throw error("expected a JSON value, found \(describeCurrent())")
        }
        return LocatedJSON(value: value, location: start)
    }

    private mutating func parseObject() throws(SyntaxError) -> LocatedJSON.Value {
        var members: [LocatedJSON.Member] = []
        try parseElements(upTo: UInt8(ascii: "}"), of: "object") { parser throws(SyntaxError) in
            parser.skipWhitespace()
            guard parser.current == UInt8(ascii: "\"") else {
                throw parser.error("expected a string key, found \(parser.describeCurrent())")
            }
            let keyLocation = parser.location
            let key = try parser.parseString()
            parser.skipWhitespace()
            guard parser.current == UInt8(ascii: ":") else {
                throw parser.error("expected ':' after the key, found \(parser.describeCurrent())")
            }
            parser.index += 1
            members.append(LocatedJSON.Member(key: key, keyLocation: keyLocation, value: try parser.parseValue()))
        }
        return .object(members)
    }

    private mutating func parseArray() throws(SyntaxError) -> LocatedJSON.Value {
        var elements: [LocatedJSON] = []
        try parseElements(upTo: UInt8(ascii: "]"), of: "array") { parser throws(SyntaxError) in
            elements.append(try parser.parseValue())
        }
        return .array(elements)
    }

    /// Parses the container whose opening byte is current, one `element` after another, through
    /// the `close` byte that ends it.
    private mutating func parseElements(
        upTo close: UInt8, of container: String, _ element: (inout Self) throws(SyntaxError) -> Void
    ) throws(SyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("JSON nested more than \(Self.maximumDepth) levels deep") }
        defer { depth -= 1 }
        index += 1
        skipWhitespace()
        if current == close {
            index += 1
            return
        }
        while true {
            try element(&self)
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case close:
                index += 1
                return
            default:
                let expected = "',' or '\(Character(Unicode.Scalar(close)))'"
                throw error("expected \(expected) in the \(container), found \(describeCurrent())")
            }
        }
    }

    private mutating func parseLiteral(_ literal: String, _ value: LocatedJSON.Value) throws(SyntaxError)
        -> LocatedJSON.Value
    {
        guard bytes[index...].starts(with: literal.utf8) else {
            throw error("expected a JSON value, found \(describeCurrent())")
        }
        index += literal.utf8.count
        return value
    }

    private mutating func parseNumber() throws(SyntaxError) -> Double {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
        } else {
            try skipDigits()
        }
        if current == UInt8(ascii: ".") {
            index += 1
            try skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            try skipDigits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            throw SyntaxError(message: "number '\(text)' is out of range", location: location(at: start))
        }
        return number
    }

    /// Skips a run of one or more digits.
    private mutating func skipDigits() throws(SyntaxError) {
        let start = index
        while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
        if index == start { throw error("expected a digit, found \(describeCurrent())") }
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        let start = index
        index += 1
        var utf8: [UInt8] = []
        while true {
            guard let byte = current else {
                throw SyntaxError(message: "unterminated string", location: location(at: start))
            }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let string = String(bytes: utf8, encoding: .utf8) else {
                    throw SyntaxError(message: "string is not valid UTF-8", location: location(at: start))
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

/// A JSON value together with the place its first character was read from.
///
/// Foundation's JSON parser gives no positions; configuration errors must point at the offending
/// key, so `intentc.json` is read with ``LocatedJSONParser`` into this tree instead.
struct LocatedJSON: Equatable, Sendable {
    /// One `"key": value` pair of an object, in file order.
    struct Member: Equatable, Sendable {
        /// The key, unescaped.
        var key: String
        /// Where the key's opening quote is.
        var keyLocation: SourceLocation
        /// The value.
        var value: LocatedJSON
    }

    /// The kinds of JSON value.
    enum Value: Equatable, Sendable {
        /// `{…}`, members in file order (duplicates kept, so they can be reported).
        case object([Member])
        /// `[…]`.
        case array([LocatedJSON])
        /// A string, unescaped.
        case string(String)
        /// A number.
        case number(Double)
        /// `true` or `false`.
        case bool(Bool)
        /// `null`.
        case null
    }

    /// The value.
    var value: Value
    /// Where the value starts.
    var location: SourceLocation

    /// The JSON name of the value's type, for messages.
    var typeName: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
