/// The items of an `<array>`: a view of a run of the document's children.
public struct PlistArray: RandomAccessCollection, Equatable, Sendable, ExpressibleByArrayLiteral {
    private let children: PlistChildren

    init(_ document: PlistDocument, record: PlistDocument.Record) {
        children = PlistChildren(document, record: record)
    }

    /// An array holding copies of `items`.
    public init(_ items: [PlistNode]) {
        guard !items.isEmpty else {
            self.init(Self.emptyDocument, record: Self.emptyDocument.records[0])
            return
        }
        var writer = PlistDocumentWriter()
        let copies = items.map { writer.copy($0) }
        let index = writer.appendContainer(.array, items: copies[...], line: 1, column: 1)
        let document = writer.document(file: items.first?.document.file ?? "")
        self.init(document, record: document.records[Int(index)])
    }

    public init(arrayLiteral items: PlistNode...) { self.init(items) }

    /// The storage of every empty array made with ``init(_:)`` (decoding reads absent arrays
    /// as empty ones, so it makes many).
    private static let emptyDocument = {
        var writer = PlistDocumentWriter()
        _ = writer.appendContainer(.array, items: [], line: 1, column: 1)
        return writer.document(file: "")
    }()

    public var startIndex: Int { 0 }
    public var endIndex: Int { children.count }

    public subscript(position: Int) -> PlistNode {
        children.node(at: position)
    }

    public static func == (lhs: PlistArray, rhs: PlistArray) -> Bool { lhs.elementsEqual(rhs) }
}

/// The entries of a `<dict>` in file order: a view of a run of the document's children
/// holding key and value indices in pairs.
public struct PlistDictionary: RandomAccessCollection, Equatable, Sendable, ExpressibleByArrayLiteral {
    private let children: PlistChildren

    init(_ document: PlistDocument, record: PlistDocument.Record) {
        children = PlistChildren(document, record: record)
    }

    /// A dictionary holding copies of `entries`.
    public init(_ entries: [PlistEntry]) {
        var writer = PlistDocumentWriter()
        let copies = entries.flatMap { [writer.copy($0.keyNode), writer.copy($0.value)] }
        let index = writer.appendContainer(.dictionary, items: copies[...], line: 1, column: 1)
        let document = writer.document(file: entries.first?.value.document.file ?? "")
        self.init(document, record: document.records[Int(index)])
    }

    public init(arrayLiteral entries: PlistEntry...) { self.init(entries) }

    public var startIndex: Int { 0 }
    public var endIndex: Int { children.count }

    public subscript(position: Int) -> PlistEntry {
        PlistEntry(key: children.node(at: 2 * position), value: children.node(at: 2 * position + 1))
    }

    /// The entry for `key`, found by comparing its UTF-8 with the stored keys' bytes (no key
    /// text is built).
    public func entry(_ key: String) -> PlistEntry? {
        position(ofKey: "", key).map { self[$0] }
    }

    /// The value for `key`, if the dictionary holds it.
    public subscript(key: String) -> PlistNode? {
        value(forKey: "", key)
    }

    /// The value for the key `prefix` followed by `suffix`, if the dictionary holds it.
    func value(forKey prefix: String, _ suffix: String) -> PlistNode? {
        position(ofKey: prefix, suffix).map { children.node(at: 2 * $0 + 1) }
    }

    /// The position of the entry whose key is `prefix` followed by `suffix`.
    private func position(ofKey prefix: String, _ suffix: String) -> Int? {
        var (prefix, suffix) = (prefix, suffix)
        return prefix.withUTF8 { head in
            suffix.withUTF8 { tail in
                children.document.position(ofKey: head, tail, inPairsFrom: children.start, count: children.count)
            }
        }
    }

    public static func == (lhs: PlistDictionary, rhs: PlistDictionary) -> Bool { lhs.elementsEqual(rhs) }
}

/// A container's run of ``PlistDocument/children``: an array's items, or a dictionary's key
/// and value indices in pairs.
private struct PlistChildren: Sendable {
    let document: PlistDocument
    /// The run's first position in the document's children.
    let start: Int
    /// The number of items or entries.
    let count: Int

    init(_ document: PlistDocument, record: PlistDocument.Record) {
        self.document = document
        start = Int(record.payload)
        count = Int(record.count)
    }

    /// The node whose index is at `offset` in the run.
    func node(at offset: Int) -> PlistNode {
        PlistNode(document, index: Int(document.children[start + offset]))
    }
}
