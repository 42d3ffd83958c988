/// Parsing of the text (UTF-8) inside the scalar elements `<integer>`, `<real>` and `<data>`.
enum PlistScalarText {
    /// What an `<integer>` text turned out to be.
    enum IntegerParse: Equatable {
        /// A valid integer.
        case value(Int)
        /// A valid integer above `Int.max` that fits an unsigned 64-bit integer (Xcode writes
        /// `INIntentHash` that way).
        case unsigned(UInt64)
        /// Not an integer at all.
        case notAnInteger
        /// Digits below `Int.min` or above `UInt64.max`.
        case overflow
    }

    /// Whether `byte` is XML whitespace (space, tab, line feed, carriage return).
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// `text` (UTF-8) without leading and trailing XML whitespace.
    static func trimmed(_ text: UnsafeBufferPointer<UInt8>) -> Slice<UnsafeBufferPointer<UInt8>> {
        guard let first = text.firstIndex(where: { !isWhitespace($0) }),
            let last = text.lastIndex(where: { !isWhitespace($0) })
        else { return text[text.endIndex...] }
        return text[first...last]
    }

    /// Parses an `<integer>`: optional sign, then decimal digits or `0x` and hex digits, as
    /// Apple's property-list parser accepts; surrounding whitespace is ignored. Values from
    /// `Int.min` to `UInt64.max` are valid.
    static func integer(_ text: UnsafeBufferPointer<UInt8>) -> IntegerParse {
        var digits = trimmed(text)
        let isNegative = digits.first == UInt8(ascii: "-")
        if isNegative || digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
        var radix: UInt64 = 10
        // `0x` or `0X`: `| 0x20` lower-cases an ASCII letter.
        if digits.count >= 2, digits.first == UInt8(ascii: "0"),
            digits[digits.startIndex + 1] | 0x20 == UInt8(ascii: "x")
        {
            radix = 16
            digits = digits.dropFirst(2)
        }
        guard !digits.isEmpty else { return .notAnInteger }
        var magnitude: UInt64 = 0
        var overflowed = false
        for byte in digits {
            guard let digit = digitValue(byte), digit < radix else { return .notAnInteger }
            let (shifted, shiftOverflow) = magnitude.multipliedReportingOverflow(by: radix)
            let (sum, sumOverflow) = shifted.addingReportingOverflow(digit)
            overflowed = overflowed || shiftOverflow || sumOverflow
            magnitude = sum
        }
        guard !overflowed else { return .overflow }
        if !isNegative && magnitude > UInt64(Int.max) { return .unsigned(magnitude) }
        guard magnitude <= UInt64(Int.max) + 1 else { return .overflow }
        return .value(isNegative ? Int(truncatingIfNeeded: 0 &- magnitude) : Int(magnitude))
    }

    private static func digitValue(_ byte: UInt8) -> UInt64? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt64(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt64(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt64(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    /// Parses a `<real>`: anything Swift's `Double` accepts (including integers, exponents,
    /// `nan`, `inf` and `-inf`); surrounding whitespace is ignored.
    static func real(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        Double(String(decoding: trimmed(text), as: UTF8.self))
    }

    /// Decodes the base64 of a `<data>`: strictly when it is valid (``strictBase64(_:)``), else
    /// as Apple's property-list reader reads it (``lenientBase64(_:)``), with `isValid` false.
    static func base64(_ text: UnsafeBufferPointer<UInt8>) -> (bytes: [UInt8], isValid: Bool) {
        if let bytes = strictBase64(text) { return (bytes, true) }
        return (lenientBase64(text), false)
    }

    /// Decodes the base64 of a `<data>`, skipping whitespace anywhere; nil when invalid.
    ///
    /// Padding is optional, but when present it must complete the last group of four.
    private static func strictBase64(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var output: [UInt8] = []
        var accumulator: UInt32 = 0
        var pendingBits = 0
        var symbolCount = 0
        var paddingCount = 0
        for byte in text where !isWhitespace(byte) {
            symbolCount += 1
            if byte == UInt8(ascii: "=") {
                paddingCount += 1
                continue
            }
            guard paddingCount == 0, let sextet = base64Value(byte) else { return nil }
            accumulator = (accumulator << 6) | sextet
            pendingBits += 6
            if pendingBits >= 8 {
                pendingBits -= 8
                output.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(pendingBits)))
                accumulator &= (1 << UInt32(pendingBits)) - 1
            }
        }
        let dataSymbols = symbolCount - paddingCount
        guard paddingCount <= 2, dataSymbols % 4 != 1,
            paddingCount == 0 || symbolCount % 4 == 0
        else { return nil }
        return output
    }

    /// Decodes text that is not valid base64 as Apple's property-list reader does: bytes other
    /// than base64 symbols and `=` are skipped, `=` is a symbol worth zero, each complete group of
    /// four symbols gives three bytes less one for each `=` right before the group's end (only
    /// whitespace between them), and an incomplete last group gives none.
    private static func lenientBase64(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        var group: UInt32 = 0
        var symbolCount = 0
        var trailingPadding = 0
        for byte in text {
            let sextet: UInt32
            if byte == UInt8(ascii: "=") {
                sextet = 0
                trailingPadding += 1
            } else if let value = base64Value(byte) {
                sextet = value
                trailingPadding = 0
            } else {
                if !isWhitespace(byte) { trailingPadding = 0 }
                continue
            }
            group = (group << 6) | sextet
            symbolCount += 1
            guard symbolCount % 4 == 0 else { continue }
            output.append(UInt8(truncatingIfNeeded: group >> 16))
            if trailingPadding < 2 { output.append(UInt8(truncatingIfNeeded: group >> 8)) }
            if trailingPadding < 1 { output.append(UInt8(truncatingIfNeeded: group)) }
            group = 0
        }
        return output
    }

    private static func base64Value(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt32(byte - UInt8(ascii: "A"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): UInt32(byte - UInt8(ascii: "a")) + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0")) + 52
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        default: nil
        }
    }
}
