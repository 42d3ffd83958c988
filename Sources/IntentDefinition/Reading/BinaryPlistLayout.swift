/// What makes a binary property list unreadable: the code to report, what is wrong, and the byte
/// offset of the object (or trailer field, or offset-table entry) at fault.
struct BinaryPlistDamage: Error {
    let code: DiagnosticCode
    let message: String
    let offset: Int

    init(_ message: String, at offset: Int, code: DiagnosticCode = .binaryPropertyList) {
        self.code = code
        self.message = message
        self.offset = offset
    }
}

/// The frame of a `bplist00` file: the 8-byte header, the objects, the offset table and the
/// 32-byte trailer, checked so that every offset and object reference it hands out lies in the
/// file.
///
/// The trailer holds, from its sixth byte: the byte size of an offset-table entry (1–8), the byte
/// size of an object reference (1–8), the number of objects, the top object's number and where
/// the offset table starts, each of the last three a big-endian 8-byte integer. The offset table
/// gives each object's offset; objects lie between the header and the offset table.
struct BinaryPlistLayout {
    let bytes: [UInt8]
    /// The byte size of an offset-table entry.
    let offsetSize: Int
    /// The byte size of an object reference.
    let referenceSize: Int
    let objectCount: Int
    /// The number of the document's value.
    let topObject: Int
    /// Where the offset table starts: the objects end here.
    let objectsEnd: Int

    static let headerSize = 8
    static let trailerSize = 32

    /// Checks the header, the trailer and the extent of the offset table.
    init(_ bytes: [UInt8]) throws(BinaryPlistDamage) {
        self.bytes = bytes
        let header = bytes.prefix(Self.headerSize)
        guard header.count < Self.headerSize || header.elementsEqual("bplist00".utf8) else {
            let version = String(decoding: header.dropFirst(6), as: UTF8.self)
            throw BinaryPlistDamage(
                "the binary property list has version '\(version)'; only 'bplist00' is read", at: 0)
        }
        guard bytes.count >= Self.headerSize + 1 + Self.trailerSize else {
            throw BinaryPlistDamage(
                "the binary property list is truncated: \(bytes.count) bytes cannot hold an object and the 32-byte trailer",
                at: 0)
        }
        let trailer = bytes.count - Self.trailerSize
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw BinaryPlistDamage(
                "the trailer is damaged (is the file cut short?): it gives offsets of \(offsetSize) bytes and object references of \(referenceSize) bytes; each must be 1 to 8",
                at: trailer + 6)
        }
        let objectCount = Self.unsigned(bytes, at: trailer + 8, size: 8)
        let topObject = Self.unsigned(bytes, at: trailer + 16, size: 8)
        let tableStart = Self.unsigned(bytes, at: trailer + 24, size: 8)
        let (tableSize, overflow) = objectCount.multipliedReportingOverflow(by: UInt64(offsetSize))
        guard objectCount > 0, !overflow, tableStart >= UInt64(Self.headerSize + 1),
            tableStart <= UInt64(trailer), tableSize <= UInt64(trailer) - tableStart
        else {
            throw BinaryPlistDamage(
                "the trailer is damaged: its offset table (\(objectCount) entries of \(offsetSize) bytes at offset \(tableStart)) does not lie between the objects and the trailer",
                at: trailer + 8)
        }
        guard topObject < objectCount else {
            throw BinaryPlistDamage(
                "the trailer is damaged: its top object \(topObject) is not one of the \(objectCount) objects",
                at: trailer + 16)
        }
        self.objectCount = Int(objectCount)
        self.topObject = Int(topObject)
        objectsEnd = Int(tableStart)
    }

    /// The offset of object `number` (less than ``objectCount``), checked to lie among the objects.
    func offset(ofObject number: Int) throws(BinaryPlistDamage) -> Int {
        let entry = objectsEnd + number * offsetSize
        let offset = Self.unsigned(bytes, at: entry, size: offsetSize)
        guard offset >= UInt64(Self.headerSize), offset < UInt64(objectsEnd) else {
            throw BinaryPlistDamage(
                "the offset table places object \(number) at offset \(offset), outside the objects (\(Self.headerSize) to \(objectsEnd - 1))",
                at: entry)
        }
        return Int(offset)
    }

    /// The object reference at `position` (an object's content, so that the reference lies
    /// among the objects), checked to name an object; `container` is where the referring object
    /// starts, for the report.
    func reference(at position: Int, in container: Int) throws(BinaryPlistDamage) -> Int {
        let number = Self.unsigned(bytes, at: position, size: referenceSize)
        guard number < UInt64(objectCount) else {
            throw BinaryPlistDamage(
                "the container refers to object \(number); the file has \(objectCount) objects", at: container)
        }
        return Int(number)
    }

    /// The big-endian unsigned integer of `size` (at most 8) bytes at `position`; the caller
    /// has checked that they lie in `bytes`.
    static func unsigned(_ bytes: [UInt8], at position: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in position..<position + size { value = value << 8 | UInt64(bytes[index]) }
        return value
    }
}
