#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A whole property list stored in a few flat arrays: the storage behind ``PlistNode``.
///
/// Every value and every key is one fixed-size record, so reading a definition makes a few
/// arrays rather than an object per value; a container's children are a contiguous run of record
/// indices; texts are byte ranges into one UTF-8 storage; the file path is held once. Building
/// appends to these arrays, and releasing the document frees them in one go.
package final class PlistDocument: Sendable {
    /// What a record holds.
    enum Kind: UInt8 {
        case dictionary, array, string, integer, real, boolean, date, data
        /// An `<integer>` above `Int.max` (at most `UInt64.max`), its value the payload.
        case unsignedInteger
        /// A dictionary's key: its text, where the `<key>` element starts.
        case key

        /// A short name of the kind of value, for messages ("a string", "an array"); a key
        /// read as a value is a string.
        var valueDescription: String {
            switch self {
            case .dictionary: "a dictionary"
            case .array: "an array"
            case .string, .key: "a string"
            case .integer, .unsignedInteger: "an integer"
            case .real: "a real number"
            case .boolean: "a boolean"
            case .date: "a date"
            case .data: "data"
            }
        }
    }

    /// One value or key.
    struct Record {
        /// An integer's or real's bits, a boolean's 0 or 1, the storage offset of a text or of
        /// decoded data, or a container's first index into ``PlistDocument/children``.
        var payload: UInt64
        /// The byte count of a text or data, the item count of an array or the entry count of
        /// a dictionary.
        var count: UInt32
        /// 1-based line of the element's `<`.
        var line: UInt32
        /// 1-based byte column of the element's `<`.
        var column: UInt32
        var kind: Kind
    }

    /// The path every location names.
    let file: String
    /// Every value and key; a container comes after its children.
    let records: [Record]
    /// The children of containers: an array's items, a dictionary's key and value indices in
    /// pairs.
    let children: [UInt32]
    /// The UTF-8 of every text and the bytes of every `<data>`.
    let storage: [UInt8]

    init(file: String, records: [Record], children: [UInt32], storage: [UInt8]) {
        self.file = file
        self.records = records
        self.children = children
        self.storage = storage
    }

    /// The text of the record at `index` (a string, date or key).
    ///
    /// Read through a buffer pointer, which makes the string without an intermediate slice of
    /// ``storage``.
    func text(at index: Int) -> String {
        let record = records[index]
        let start = Int(record.payload)
        return storage.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[start..<start + Int(record.count)]), as: UTF8.self)
        }
    }

    /// Where the element of the record at `index` starts.
    func location(of index: Int) -> SourceLocation {
        let record = records[index]
        return SourceLocation(file: file, line: Int(record.line), column: Int(record.column))
    }

    /// The 0-based entry whose key spells `head` followed by `tail` (UTF-8) among the `count`
    /// key and value pairs of `children` from `start`, or nil.
    func position(
        ofKey head: UnsafeBufferPointer<UInt8>, _ tail: UnsafeBufferPointer<UInt8>, inPairsFrom start: Int,
        count: Int
    ) -> Int? {
        let length = head.count + tail.count
        return records.withUnsafeBufferPointer { records in
            children.withUnsafeBufferPointer { children in
                storage.withUnsafeBufferPointer { storage in
                    for pair in 0..<count {
                        let key = records[Int(children[start + 2 * pair])]
                        guard Int(key.count) == length else { continue }
                        let text = storage.baseAddress.map { $0 + Int(key.payload) }
                        // The tail first: keys under one prefix differ only there.
                        if tail.isEmpty || memcmp(text! + head.count, tail.baseAddress!, tail.count) == 0,
                            head.isEmpty || memcmp(text!, head.baseAddress!, head.count) == 0
                        {
                            return pair
                        }
                    }
                    return nil
                }
            }
        }
    }
}
