/// One value of a property list, with the place it was read from.
///
/// The reader produces these; the decoder turns them into the typed ``Definition``. A node is a
/// view: its `PlistDocument` and the index of its record there, so passing one around copies
/// two words and reading it builds only what is asked for (``value`` builds a string's text,
/// never a container's children). Two nodes are equal when their locations and values are,
/// wherever they are stored.
public struct PlistNode: Equatable, Sendable {
    /// The document holding the value.
    let document: PlistDocument
    /// The index of the value's record in the document.
    let index: Int

    init(_ document: PlistDocument, index: Int) {
        self.document = document
        self.index = index
    }

    /// Creates a node holding a copy of `value` (and of its children), located at `location`.
    /// Every value in it names the file of `location`.
    public init(_ value: PlistValue, at location: SourceLocation) {
        var writer = PlistDocumentWriter()
        let (line, column) = (location.line, location.column)
        let index: UInt32
        switch value {
        case .dictionary(let entries):
            let copies = entries.flatMap { [writer.copy($0.keyNode), writer.copy($0.value)] }
            index = writer.appendContainer(.dictionary, items: copies[...], line: line, column: column)
        case .array(let items):
            let copies = items.map { writer.copy($0) }
            index = writer.appendContainer(.array, items: copies[...], line: line, column: column)
        case .string(let text), .date(let text):
            index = writer.append(value.kind, text, line: line, column: column)
        case .data(let bytes):
            let start = writer.storageEnd
            bytes.withUnsafeBufferPointer { writer.appendText($0) }
            index = writer.appendText(.data, from: start, line: line, column: column)
        case .integer(let number):
            index = writer.append(.integer, payload: UInt64(bitPattern: Int64(number)), line: line, column: column)
        case .unsignedInteger(let number):
            index = writer.append(.unsignedInteger, payload: number, line: line, column: column)
        case .real(let number):
            index = writer.append(.real, payload: number.bitPattern, line: line, column: column)
        case .boolean(let flag):
            index = writer.append(.boolean, payload: flag ? 1 : 0, line: line, column: column)
        }
        self.init(writer.document(file: location.file), index: Int(index))
    }

    private var record: PlistDocument.Record { document.records[index] }

    /// Where the value's element starts.
    public var location: SourceLocation { document.location(of: index) }

    /// The value itself; for a container, a view of its children.
    public var value: PlistValue {
        let record = record
        switch record.kind {
        case .dictionary: return .dictionary(PlistDictionary(document, record: record))
        case .array: return .array(PlistArray(document, record: record))
        case .string, .key: return .string(document.text(at: index))
        case .date: return .date(document.text(at: index))
        case .data:
            let start = Int(record.payload)
            return .data(Array(document.storage[start..<start + Int(record.count)]))
        case .integer: return .integer(Int(Int64(bitPattern: record.payload)))
        case .unsignedInteger: return .unsignedInteger(record.payload)
        case .real: return .real(Double(bitPattern: record.payload))
        case .boolean: return .boolean(record.payload != 0)
        }
    }

    /// The entries when this is a dictionary, else nil.
    public var entries: PlistDictionary? {
        let record = record
        return record.kind == .dictionary ? PlistDictionary(document, record: record) : nil
    }

    /// The items when this is an array, else nil.
    public var items: PlistArray? {
        let record = record
        return record.kind == .array ? PlistArray(document, record: record) : nil
    }

    /// The entry for `key` when this is a dictionary holding it.
    public func entry(_ key: String) -> PlistEntry? {
        entries?.entry(key)
    }

    /// The value for `key` when this is a dictionary holding it.
    public subscript(key: String) -> PlistNode? {
        entries?[key]
    }

    public static func == (lhs: PlistNode, rhs: PlistNode) -> Bool {
        lhs.location == rhs.location && lhs.value == rhs.value
    }
}

/// One key–value pair of a `<dict>`, in file order.
public struct PlistEntry: Equatable, Sendable {
    /// The key's record (a `.key` in the value's document).
    let keyNode: PlistNode
    /// The value that follows the key.
    public let value: PlistNode

    init(key: PlistNode, value: PlistNode) {
        self.keyNode = key
        self.value = value
    }

    /// Creates an entry (copying the key and the value into a document of their own).
    public init(key: String, keyLocation: SourceLocation, value: PlistNode) {
        var writer = PlistDocumentWriter()
        let keyIndex = writer.append(.key, key, line: keyLocation.line, column: keyLocation.column)
        let valueIndex = writer.copy(value)
        let document = writer.document(file: keyLocation.file)
        self.init(key: PlistNode(document, index: Int(keyIndex)), value: PlistNode(document, index: Int(valueIndex)))
    }

    /// The text of the `<key>` element.
    public var key: String { keyNode.document.text(at: keyNode.index) }
    /// Where the `<key>` element starts.
    public var keyLocation: SourceLocation { keyNode.location }

    public static func == (lhs: PlistEntry, rhs: PlistEntry) -> Bool {
        lhs.key == rhs.key && lhs.keyLocation == rhs.keyLocation && lhs.value == rhs.value
    }
}

/// The value kinds an XML property list can hold.
public enum PlistValue: Equatable, Sendable {
    /// `<dict>`: entries in file order (the reader rejects duplicate keys).
    case dictionary(PlistDictionary)
    /// `<array>`.
    case array(PlistArray)
    /// `<string>`.
    case string(String)
    /// `<integer>`.
    case integer(Int)
    /// `<integer>` above `Int.max`: an unsigned 64-bit value (how Xcode writes `INIntentHash`).
    case unsignedInteger(UInt64)
    /// `<real>`.
    case real(Double)
    /// `<true/>` or `<false/>`.
    case boolean(Bool)
    /// `<date>`, kept as its ISO 8601 text.
    case date(String)
    /// `<data>`, decoded from base64.
    case data([UInt8])

    /// A short name of the kind, for messages ("a string", "an array").
    public var kindDescription: String { kind.valueDescription }

    /// The record kind storing this value.
    var kind: PlistDocument.Kind {
        switch self {
        case .dictionary: .dictionary
        case .array: .array
        case .string: .string
        case .integer: .integer
        case .unsignedInteger: .unsignedInteger
        case .real: .real
        case .boolean: .boolean
        case .date: .date
        case .data: .data
        }
    }
}
