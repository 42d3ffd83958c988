/// One object of a binary property list as its marker byte describes it: what it is and where
/// its content lies, checked to end before the offset table.
///
/// The marker's high four bits give the kind, the low four a size or count: `0x08`/`0x09` false
/// and true; `0x1n` an integer of 2ⁿ bytes (n ≤ 4); `0x22`/`0x23` a 4- or 8-byte real; `0x33` a
/// date; `0x4n` data, `0x5n` an ASCII string, `0x6n` a UTF-16BE string, `0xAn` an array and
/// `0xDn` a dictionary of n bytes, characters, code units or entries, where n = 15 means that an
/// integer object with the count follows the marker. A dictionary's content is its key
/// references, then its value references. Null (`0x00`), fill (`0x0F`), UIDs (`0x8n`, references
/// of keyed archives) and sets (`0xCn`) are no values a property list of a definition holds, and
/// every other marker is unknown: each is refused.
struct BinaryPlistObject {
    enum Kind: Equatable {
        case boolean(Bool)
        case integer, real, date, data, asciiString, utf16String, array, dictionary
    }

    let kind: Kind
    /// Where the marker is.
    let offset: Int
    /// Where the content starts (after the marker and any count object).
    let contentStart: Int
    /// The content's byte count for scalars; the items or entries of a container; the code
    /// units of a string.
    let count: Int

    /// Reads the marker at `offset` of `layout`'s bytes.
    init(at offset: Int, in layout: BinaryPlistLayout) throws(BinaryPlistDamage) {
        self.offset = offset
        let marker = layout.bytes[offset]
        let (high, low) = (marker >> 4, Int(marker & 0x0F))
        /// The byte count of a unit of content (a byte, a code unit, a reference or two).
        let unit: Int
        var count = low
        var contentStart = offset + 1
        switch high {
        case 0x0 where low == 0x8 || low == 0x9:
            (kind, unit, count) = (.boolean(low == 0x9), 0, 0)
        case 0x0 where low == 0x0 || low == 0xF:
            throw BinaryPlistDamage(
                "the object at offset \(offset) is a \(low == 0 ? "null" : "fill") marker, which is not a property-list value",
                at: offset)
        case 0x1 where low <= 4:
            (kind, unit, count) = (.integer, 1, 1 << low)
        case 0x2 where low == 2 || low == 3:
            (kind, unit, count) = (.real, 1, 1 << low)
        case 0x3 where low == 3:
            (kind, unit, count) = (.date, 1, 8)
        case 0x4, 0x5, 0x6, 0xA, 0xD:
            switch high {
            case 0x4: (kind, unit) = (.data, 1)
            case 0x5: (kind, unit) = (.asciiString, 1)
            case 0x6: (kind, unit) = (.utf16String, 2)
            case 0xA: (kind, unit) = (.array, layout.referenceSize)
            default: (kind, unit) = (.dictionary, 2 * layout.referenceSize)
            }
            if low == 0xF { (count, contentStart) = try Self.count(after: offset, in: layout) }
        case 0x8:
            throw BinaryPlistDamage(
                "the object at offset \(offset) is a UID (a keyed archive's reference), which a definition cannot hold",
                at: offset)
        case 0xC:
            throw BinaryPlistDamage(
                "the object at offset \(offset) is a set, which a definition cannot hold", at: offset)
        default:
            throw BinaryPlistDamage(
                "the object at offset \(offset) has the unknown marker 0x\(String(marker, radix: 16, uppercase: true))",
                at: offset)
        }
        let (size, overflow) = count.multipliedReportingOverflow(by: unit)
        guard !overflow, contentStart <= layout.objectsEnd, size <= layout.objectsEnd - contentStart else {
            throw BinaryPlistDamage(
                "the object at offset \(offset) runs past the end of the objects (offset \(layout.objectsEnd))",
                at: offset)
        }
        self.contentStart = contentStart
        self.count = count
    }

    /// The count held by the integer object right after the marker at `offset`, and where the
    /// content after it starts.
    private static func count(after offset: Int, in layout: BinaryPlistLayout) throws(BinaryPlistDamage) -> (Int, Int) {
        let countMarker = offset + 1
        guard countMarker < layout.objectsEnd, layout.bytes[countMarker] >> 4 == 0x1,
            case let size = 1 << Int(layout.bytes[countMarker] & 0x0F), size <= 8,
            size <= layout.objectsEnd - countMarker - 1
        else {
            throw BinaryPlistDamage("the object at offset \(offset) has no integer count after its marker", at: offset)
        }
        let count = BinaryPlistLayout.unsigned(layout.bytes, at: countMarker + 1, size: size)
        guard count <= UInt64(layout.objectsEnd) else {
            throw BinaryPlistDamage(
                "the object at offset \(offset) counts \(count) items, more than the file can hold", at: offset)
        }
        return (Int(count), countMarker + 1 + size)
    }
}
