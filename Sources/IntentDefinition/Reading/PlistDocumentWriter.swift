#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Appends records to the arrays of a ``PlistDocument`` being built, children before their
/// container (as a streaming parse finishes them), then hands the arrays over.
struct PlistDocumentWriter {
    typealias Record = PlistDocument.Record

    private var records: [Record] = []
    private var children: [UInt32] = []
    /// The bytes of every text; a scalar's text is appended here as it is read. Only the
    /// first ``storageEnd`` bytes are texts: the array is kept longer than that, so that
    /// appending is a copy into place and dropping a text (every key spelled like an earlier
    /// one) only moves the end. ``document(file:)`` cuts it to its texts.
    private var storage: [UInt8] = []
    /// The storage offset the next text starts at.
    private(set) var storageEnd = 0
    /// Each distinct key spelling, numbered in the order first met: its first record, whose bytes
    /// every key so spelled shares (documents repeat a few hundred keys many times over), and the
    /// spelling that came right after it last time. Documents repeat the same dictionaries, so the
    /// next key is usually spelled like that one, and comparing its bytes costs less than hashing it.
    private var spellings: [(record: UInt32, next: Int?)] = []
    /// The number of each spelling in ``spellings``.
    private var spellingNumbers: [String: Int] = [:]
    private var lastSpelling: Int?

    /// A writer whose arrays are sized for an input of `inputSize` bytes, so that they rarely
    /// grow (each growth briefly holds the old and the new copy).
    init(expectedInputSize inputSize: Int = 0) {
        // Measured on the corpus: one record per 36 input bytes; the texts other than keys
        // are about a sixth of the input.
        records.reserveCapacity(inputSize / 32)
        children.reserveCapacity(inputSize / 32)
        storage = Array(repeating: 0, count: inputSize / 5)
    }

    /// Adds `bytes` to the storage.
    mutating func appendText(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        let end = storageEnd + bytes.count
        if end > storage.count {
            storage.append(contentsOf: repeatElement(0, count: max(end - storage.count, storage.count)))
        }
        let start = storageEnd
        storage.withUnsafeMutableBufferPointer { ($0.baseAddress! + start).update(from: source, count: bytes.count) }
        storageEnd = end
    }

    /// Calls `body` with the storage from `start` to its end.
    func withText<Result>(from start: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<storageEnd])) }
    }

    /// The text of the text record at `index`.
    func text(at index: UInt32) -> String {
        let record = records[Int(index)]
        let start = Int(record.payload)
        return storage.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[start..<start + Int(record.count)]), as: UTF8.self)
        }
    }

    /// The line and column of the record at `index`.
    func position(of index: UInt32) -> (line: Int, column: Int) {
        let record = records[Int(index)]
        return (Int(record.line), Int(record.column))
    }

    /// Drops the storage from `offset` on (a text that became no record, or was re-encoded).
    mutating func truncateStorage(to offset: Int) {
        storageEnd = offset
    }

    /// Adds a record and returns its index.
    mutating func append(
        _ kind: PlistDocument.Kind, payload: UInt64 = 0, count: Int = 0, line: Int, column: Int
    ) -> UInt32 {
        records.append(
            Record(
                payload: payload, count: UInt32(truncatingIfNeeded: count),
                line: UInt32(truncatingIfNeeded: line), column: UInt32(truncatingIfNeeded: column), kind: kind))
        return UInt32(records.count - 1)
    }

    /// Adds a text record for the storage from `start` to its end.
    mutating func appendText(_ kind: PlistDocument.Kind, from start: Int, line: Int, column: Int) -> UInt32 {
        append(kind, payload: UInt64(start), count: storageEnd - start, line: line, column: column)
    }

    /// Adds a key record for the storage from `start` to its end. A key spelled like an
    /// earlier one shares that key's bytes (the text just appended is dropped), so keys spelled
    /// alike have the same ``keyIdentity(_:)``.
    mutating func appendKey(from start: Int, line: Int, column: Int) -> UInt32 {
        let predicted = lastSpelling.flatMap { spellings[$0].next }.flatMap {
            spellsKey(spellings[$0].record, from: start) ? $0 : nil
        }
        let (key, spelling): (UInt32, Int)
        if let known = predicted ?? spellingNumbers[withText(from: start) { String(decoding: $0, as: UTF8.self) }] {
            truncateStorage(to: start)
            let first = records[Int(spellings[known].record)]
            (key, spelling) = (
                append(.key, payload: first.payload, count: Int(first.count), line: line, column: column), known
            )
        } else {
            (key, spelling) = (appendText(.key, from: start, line: line, column: column), spellings.count)
            spellings.append((key, nil))
            spellingNumbers[text(at: key)] = spelling
        }
        if predicted == nil, let lastSpelling { spellings[lastSpelling].next = spelling }
        lastSpelling = spelling
        return key
    }

    /// Whether the storage from `start` to its end spells the key record at `index`.
    private func spellsKey(_ index: UInt32, from start: Int) -> Bool {
        let (from, count) = (Int(records[Int(index)].payload), Int(records[Int(index)].count))
        return storageEnd - start == count
            && (count == 0
                || storage.withUnsafeBytes { memcmp($0.baseAddress! + start, $0.baseAddress! + from, count) == 0 })
    }

    /// The storage offset and byte count of the key record at `index`: the same for every key
    /// spelled alike, and for no other (an empty key starts where the next text does).
    func keyIdentity(_ index: UInt32) -> UInt64 {
        let record = records[Int(index)]
        return record.payload << 32 | UInt64(record.count)
    }

    /// Adds a text record holding `text`.
    mutating func append(_ kind: PlistDocument.Kind, _ text: String, line: Int, column: Int) -> UInt32 {
        var text = text
        let start = storageEnd
        text.withUTF8 { appendText($0) }
        return appendText(kind, from: start, line: line, column: column)
    }

    /// Adds an array (or, with `kind` `.dictionary`, a dictionary whose `items` are key and
    /// value indices in pairs) holding `items`.
    mutating func appendContainer(
        _ kind: PlistDocument.Kind, items: some Collection<UInt32>, line: Int, column: Int
    ) -> UInt32 {
        let start = children.count
        children.append(contentsOf: items)
        let count = kind == .dictionary ? items.count / 2 : items.count
        return append(kind, payload: UInt64(start), count: count, line: line, column: column)
    }

    /// Copies the value of `node` (with its children, keys and texts) and returns its index.
    mutating func copy(_ node: PlistNode) -> UInt32 {
        let source = node.document
        let record = source.records[node.index]
        switch record.kind {
        case .dictionary, .array:
            let start = Int(record.payload)
            let width = record.kind == .dictionary ? 2 : 1
            let items = source.children[start..<start + Int(record.count) * width].map {
                copy(PlistNode(source, index: Int($0)))
            }
            return appendContainer(
                record.kind, items: items[...], line: Int(record.line), column: Int(record.column))
        case .string, .date, .data, .key:
            let start = storageEnd
            let from = Int(record.payload)
            source.storage[from..<from + Int(record.count)].withUnsafeBufferPointer { appendText($0) }
            return appendText(record.kind, from: start, line: Int(record.line), column: Int(record.column))
        case .integer, .unsignedInteger, .real, .boolean:
            return append(
                record.kind, payload: record.payload, line: Int(record.line), column: Int(record.column))
        }
    }

    /// The document of everything written, located in `file`.
    mutating func document(file: String) -> PlistDocument {
        storage.removeSubrange(storageEnd...)
        return PlistDocument(file: file, records: records, children: children, storage: storage)
    }
}
