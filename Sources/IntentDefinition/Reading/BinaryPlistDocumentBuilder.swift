/// Builds a ``PlistDocument`` from the objects of a binary property list (see
/// ``BinaryPlistReader``), walking from the top object with an explicit stack so that no input
/// depth can exhaust the call stack; a container's record is written after its children's.
///
/// Each object becomes one record, however many containers use it (a key one record, apart
/// from the object used as a value): a container's children are record indices, so a shared
/// object is shared in the document too, and reading takes time and memory in proportion to the
/// file. What each object counts for towards the limit (its whole content, spelled out) is kept
/// with its record and added at each use.
struct BinaryPlistDocumentBuilder {
    private let layout: BinaryPlistLayout
    private let file: String
    private let maximumExpandedSize: Int
    private var writer: PlistDocumentWriter
    /// The size the values read so far count for, each use of an object counted (see
    /// ``BinaryPlistReader``).
    private var expandedSize = 0
    /// The record of each object read as a value, by offset, with what it counts for.
    private var values: [Int: (record: UInt32, size: Int)] = [:]
    /// The record of each object read as a dictionary key, by offset, with what it counts for.
    private var keys: [Int: (record: UInt32, size: Int)] = [:]
    /// The duplicate keys found, in the order met.
    private(set) var warnings: [Diagnostic] = []

    /// A container whose children are being read.
    private struct Frame {
        let object: BinaryPlistObject
        /// The item or entry read next.
        var next = 0
        /// Where this container's children start in ``BinaryPlistDocumentBuilder/pendingChildren``.
        let childrenStart: Int
        /// ``BinaryPlistDocumentBuilder/expandedSize`` before the container was counted.
        let expandedSizeBefore: Int
    }

    /// The open containers, innermost last.
    private var stack: [Frame] = []
    /// The offsets of the open containers, to find one that contains itself in one look-up.
    private var openOffsets: Set<Int> = []
    /// The records of the open containers' children read so far (a dictionary's keys and values
    /// in pairs), each container's after its parent's.
    private var pendingChildren: [UInt32] = []

    init(_ layout: BinaryPlistLayout, file: String, maximumExpandedSize: Int) {
        self.layout = layout
        self.file = file
        self.maximumExpandedSize = maximumExpandedSize
        writer = PlistDocumentWriter(expectedInputSize: layout.bytes.count)
    }

    /// Reads the document's value.
    mutating func build() throws(BinaryPlistDamage) -> PlistNode {
        var finished = try visit(layout.topObject)
        while finished == nil {
            let top = stack.count - 1
            let frame = stack[top]
            guard frame.next < frame.object.count else {
                stack.removeLast()
                openOffsets.remove(frame.object.offset)
                let record = finish(frame)
                values[frame.object.offset] = (record, expandedSize - frame.expandedSizeBefore)
                if stack.isEmpty {
                    finished = record
                } else {
                    pendingChildren.append(record)
                }
                continue
            }
            stack[top].next += 1
            let object = frame.object
            var position = object.contentStart + frame.next * layout.referenceSize
            if object.kind == .dictionary {
                pendingChildren.append(try key(layout.reference(at: position, in: object.offset)))
                position += object.count * layout.referenceSize
            }
            if let value = try visit(layout.reference(at: position, in: object.offset)) {
                pendingChildren.append(value)
            }
        }
        let document = writer.document(file: file)
        return PlistNode(document, index: Int(finished!))
    }

    /// Reads object `number`: the record of a scalar or of an object read before, or nil when
    /// it is a container, which is opened.
    private mutating func visit(_ number: Int) throws(BinaryPlistDamage) -> UInt32? {
        let offset = try layout.offset(ofObject: number)
        if let known = values[offset] {
            try charge(known.size, at: offset)
            return known.record
        }
        let object = try BinaryPlistObject(at: offset, in: layout)
        guard object.kind == .array || object.kind == .dictionary else {
            let before = expandedSize
            let record = try scalar(object)
            values[offset] = (record, expandedSize - before)
            return record
        }
        if openOffsets.contains(object.offset) {
            throw BinaryPlistDamage(
                "the container at offset \(object.offset) contains itself", at: object.offset)
        }
        guard stack.count < BinaryPlistReader.maximumDepth else {
            throw BinaryPlistDamage(
                "containers nest deeper than \(BinaryPlistReader.maximumDepth) levels", at: object.offset,
                code: .inputTooLarge)
        }
        let before = expandedSize
        try charge(BinaryPlistReader.minimumElementSize, at: object.offset)
        stack.append(Frame(object: object, childrenStart: pendingChildren.count, expandedSizeBefore: before))
        openOffsets.insert(object.offset)
        return nil
    }

    /// The record of a dictionary key, object `number`, which must be a string.
    private mutating func key(_ number: Int) throws(BinaryPlistDamage) -> UInt32 {
        let offset = try layout.offset(ofObject: number)
        if let known = keys[offset] {
            try charge(known.size, at: offset)
            return known.record
        }
        let object = try BinaryPlistObject(at: offset, in: layout)
        guard object.kind == .asciiString || object.kind == .utf16String else {
            throw BinaryPlistDamage(
                "the dictionary key at offset \(object.offset) is not a string", at: object.offset)
        }
        let (start, before) = (writer.storageEnd, expandedSize)
        try appendText(of: object)
        let record = writer.appendKey(from: start, line: 1, column: object.offset + 1)
        keys[offset] = (record, expandedSize - before)
        return record
    }

    /// The record of a scalar object.
    private mutating func scalar(_ object: BinaryPlistObject) throws(BinaryPlistDamage) -> UInt32 {
        let column = object.offset + 1
        let bytes = layout.bytes
        switch object.kind {
        case .boolean(let flag):
            try charge(BinaryPlistReader.minimumElementSize, at: object.offset)
            return writer.append(.boolean, payload: flag ? 1 : 0, line: 1, column: column)
        case .integer:
            try charge(BinaryPlistReader.minimumElementSize, at: object.offset)
            let (kind, payload) = try integer(object)
            return writer.append(kind, payload: payload, line: 1, column: column)
        case .real:
            try charge(BinaryPlistReader.minimumElementSize, at: object.offset)
            let bits = BinaryPlistLayout.unsigned(bytes, at: object.contentStart, size: object.count)
            let real = object.count == 4 ? Double(Float(bitPattern: UInt32(bits))) : Double(bitPattern: bits)
            return writer.append(.real, payload: real.bitPattern, line: 1, column: column)
        case .date:
            let seconds = Double(bitPattern: BinaryPlistLayout.unsigned(bytes, at: object.contentStart, size: 8))
            guard let text = BinaryPlistDate.text(secondsSinceReferenceDate: seconds) else {
                throw BinaryPlistDamage(
                    "the date at offset \(object.offset) (\(seconds) seconds from 2001) is not a date",
                    at: object.offset)
            }
            try charge(BinaryPlistReader.minimumElementSize + text.utf8.count, at: object.offset)
            return writer.append(.date, text, line: 1, column: column)
        case .data:
            try charge(BinaryPlistReader.minimumElementSize + object.count, at: object.offset)
            let start = writer.storageEnd
            bytes.withUnsafeBufferPointer {
                writer.appendText(
                    UnsafeBufferPointer(rebasing: $0[object.contentStart..<object.contentStart + object.count]))
            }
            return writer.appendText(.data, from: start, line: 1, column: column)
        case .asciiString, .utf16String:
            let start = writer.storageEnd
            try appendText(of: object)
            return writer.appendText(.string, from: start, line: 1, column: column)
        case .array, .dictionary:
            preconditionFailure("containers are opened, not read as scalars")
        }
    }

    /// The record kind and payload of an integer object: 1, 2 and 4 bytes are unsigned, 8 signed,
    /// 16 a signed 128-bit integer (how Foundation writes the unsigned 64-bit values above
    /// `Int64.max`), which must fit in 64 bits.
    private func integer(_ object: BinaryPlistObject) throws(BinaryPlistDamage) -> (PlistDocument.Kind, UInt64) {
        let bytes = layout.bytes
        guard object.count == 16 else {
            let value = BinaryPlistLayout.unsigned(bytes, at: object.contentStart, size: object.count)
            // Below 8 bytes the value is unsigned and fits in an Int64; at 8 it is the bits of one.
            return (.integer, value)
        }
        let high = BinaryPlistLayout.unsigned(bytes, at: object.contentStart, size: 8)
        let low = BinaryPlistLayout.unsigned(bytes, at: object.contentStart + 8, size: 8)
        let isNegative = low >> 63 == 1
        switch high {
        case 0: return (isNegative ? .unsignedInteger : .integer, low)
        case .max where isNegative: return (.integer, low)
        default:
            throw BinaryPlistDamage(
                "the 128-bit integer at offset \(object.offset) does not fit in a 64-bit integer", at: object.offset,
                code: .invalidInteger)
        }
    }

    /// Appends the UTF-8 of a string object to the writer's storage.
    private mutating func appendText(of object: BinaryPlistObject) throws(BinaryPlistDamage) {
        let bytes = layout.bytes
        let content = object.contentStart
        if object.kind == .asciiString {
            let text = bytes[content..<content + object.count]
            guard text.allSatisfy({ $0 < 0x80 }) else {
                throw BinaryPlistDamage(
                    "the ASCII string at offset \(object.offset) holds a byte above 0x7F", at: object.offset)
            }
            try charge(BinaryPlistReader.minimumElementSize + object.count, at: object.offset)
            text.withUnsafeBufferPointer { writer.appendText($0) }
            return
        }
        var units = (0..<object.count).lazy.map {
            UInt16(bytes[content + 2 * $0]) << 8 | UInt16(bytes[content + 2 * $0 + 1])
        }
        .makeIterator()
        var decoder = UTF16()
        var utf8: [UInt8] = []
        utf8.reserveCapacity(object.count)
        while case let result = decoder.decode(&units), result != .emptyInput {
            guard case .scalarValue(let scalar) = result else {
                throw BinaryPlistDamage(
                    "the UTF-16 string at offset \(object.offset) holds an unpaired surrogate", at: object.offset)
            }
            utf8.append(contentsOf: UTF8.encode(scalar)!)
        }
        try charge(BinaryPlistReader.minimumElementSize + utf8.count, at: object.offset)
        utf8.withUnsafeBufferPointer { writer.appendText($0) }
    }

    /// Counts `size` bytes towards the limit for a use of the object at `offset`.
    private mutating func charge(_ size: Int, at offset: Int) throws(BinaryPlistDamage) {
        expandedSize += size
        guard expandedSize <= maximumExpandedSize else {
            throw BinaryPlistDamage(
                "the binary property list holds more than the maximum input size (\(maximumExpandedSize) bytes) once the values it shares are counted each time they are used",
                at: offset, code: .inputTooLarge)
        }
    }

    /// Writes a finished container. A dictionary keeps, of entries whose keys are spelled alike,
    /// only the last (where it stands), and each repeated key is warned about.
    private mutating func finish(_ frame: Frame) -> UInt32 {
        let start = frame.childrenStart
        defer { pendingChildren.removeSubrange(start...) }
        let column = frame.object.offset + 1
        guard frame.object.kind == .dictionary else {
            return writer.appendContainer(.array, items: pendingChildren[start...], line: 1, column: column)
        }
        let pairs = stride(from: start, to: pendingChildren.count, by: 2)
        var firstPair: [UInt64: Int] = [:]
        var lastPair: [UInt64: Int] = [:]
        for pair in pairs {
            let identity = writer.keyIdentity(pendingChildren[pair])
            if let first = firstPair[identity] {
                warnAboutDuplicate(pendingChildren[pair], first: pendingChildren[first])
            } else {
                firstPair[identity] = pair
            }
            lastPair[identity] = pair
        }
        var kept: [UInt32] = []
        kept.reserveCapacity(pendingChildren.count - start)
        for pair in pairs where lastPair[writer.keyIdentity(pendingChildren[pair])] == pair {
            kept += [pendingChildren[pair], pendingChildren[pair + 1]]
        }
        return writer.appendContainer(.dictionary, items: kept, line: 1, column: column)
    }

    private mutating func warnAboutDuplicate(_ key: UInt32, first: UInt32) {
        let text = writer.text(at: key)
        warnings.append(
            Diagnostic(
                .duplicateKey,
                "duplicate key '\(text)' in the dictionary; the later value is used, as Xcode's property-list reader uses it",
                at: location(of: key), notes: [DiagnosticNote("'\(text)' first appears here", at: location(of: first))])
        )
    }

    private func location(of record: UInt32) -> SourceLocation {
        let (line, column) = writer.position(of: record)
        return SourceLocation(file: file, line: line, column: column)
    }
}
