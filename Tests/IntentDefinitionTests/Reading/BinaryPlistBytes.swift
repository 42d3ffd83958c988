/// Hand-built `bplist00` files for tests: each object is its encoded bytes (marker first), and
/// ``file(_:top:referenceSize:)`` adds the header, the offset table and the trailer.
enum BinaryPlistBytes {
    /// The file holding `objects` in order, object 0 at offset 8, with 2-byte offsets.
    static func file(_ objects: [[UInt8]], top: Int = 0, referenceSize: UInt8 = 1) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let tableStart = bytes.count
        for offset in offsets { bytes += bigEndian(UInt64(offset), size: 2) }
        bytes += [0, 0, 0, 0, 0, 0, 2, referenceSize]
        bytes += bigEndian(UInt64(objects.count), size: 8) + bigEndian(UInt64(top), size: 8)
        bytes += bigEndian(UInt64(tableStart), size: 8)
        return bytes
    }

    /// The offset of each object in ``file(_:top:referenceSize:)``.
    static func offsets(_ objects: [[UInt8]]) -> [Int] {
        objects.reduce(into: [8]) { $0.append($0.last! + $1.count) }.dropLast()
    }

    static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }

    /// A marker with a count: in its low four bits, or 15 and an integer object.
    static func marker(_ high: UInt8, count: Int) -> [UInt8] {
        count < 15 ? [high << 4 | UInt8(count)] : [high << 4 | 0xF, 0x11] + bigEndian(UInt64(count), size: 2)
    }

    static func ascii(_ text: String) -> [UInt8] { marker(0x5, count: text.utf8.count) + Array(text.utf8) }

    static func utf16(_ text: String) -> [UInt8] {
        marker(0x6, count: text.utf16.count) + text.utf16.flatMap { bigEndian(UInt64($0), size: 2) }
    }

    static func integer(_ value: Int64) -> [UInt8] { [0x13] + bigEndian(UInt64(bitPattern: value), size: 8) }

    static func integer128(high: UInt64, low: UInt64) -> [UInt8] {
        [0x14] + bigEndian(high, size: 8) + bigEndian(low, size: 8)
    }

    static func real(_ value: Double) -> [UInt8] { [0x23] + bigEndian(value.bitPattern, size: 8) }

    static func date(_ seconds: Double) -> [UInt8] { [0x33] + bigEndian(seconds.bitPattern, size: 8) }

    static func data(_ bytes: [UInt8]) -> [UInt8] { marker(0x4, count: bytes.count) + bytes }

    static func array(_ references: [UInt8]) -> [UInt8] { marker(0xA, count: references.count) + references }

    static func dictionary(keys: [UInt8], values: [UInt8]) -> [UInt8] {
        marker(0xD, count: keys.count) + keys + values
    }
}
