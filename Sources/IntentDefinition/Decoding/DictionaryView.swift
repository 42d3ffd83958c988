/// A `<dict>` being decoded, with typed reads of its keys.
///
/// Every read treats a missing key as absent and a value of the wrong kind as absent after
/// reporting it at the value's location. Keys the decoder never asks for are ignored.
///
/// A view holds two references (its node's document and the report), so that the views the
/// decoder passes around and collects into arrays cost little to copy.
struct DictionaryView {
    /// The `<dict>` element itself.
    private let element: PlistNode
    /// Where problems are reported.
    let report: DecoderReport
    /// Where the dictionary's key and value indices start in the document's children.
    private let firstChild: Int
    /// The number of entries.
    private let count: Int
    /// The byte counts of the keys, as a set of counts modulo 64 (see
    /// ``PlistDictionary/keyLengthSet()``).
    private let keyLengths: UInt64

    /// Views `node`, or returns nil when it is not a dictionary (without reporting).
    init?(_ node: PlistNode, report: DecoderReport) {
        guard let entries = node.entries else { return nil }
        element = node
        self.report = report
        let record = node.document.records[node.index]
        firstChild = Int(record.payload)
        count = Int(record.count)
        keyLengths = entries.keyLengthSet()
    }

    /// The dictionary's entries, in file order.
    var entries: PlistDictionary { element.entries! }

    /// Where the `<dict>` element starts.
    var location: SourceLocation { element.location }

    /// The value stored under `key`, whatever its kind.
    ///
    /// Decoding asks every dictionary for dozens of keys it mostly does not hold, so most
    /// lookups are misses: the set of key byte counts settles most of them without looking at
    /// an entry, the stored byte counts nearly all the others before any bytes are compared,
    /// and no key text is built.
    func node(_ key: PlistKey) -> PlistNode? {
        let length = key.byteCount
        guard keyLengths & 1 << (length & 63) != 0 else { return nil }
        let document = element.document
        return document.records.withUnsafeBufferPointer { records in
            document.children.withUnsafeBufferPointer { children in
                document.storage.withUnsafeBufferPointer { storage in
                    for pair in stride(from: firstChild, to: firstChild + 2 * count, by: 2) {
                        let stored = records[Int(children[pair])]
                        if Int(stored.count) == length, key.isSpelled(by: storage.baseAddress! + Int(stored.payload)) {
                            return PlistNode(document, index: Int(children[pair + 1]))
                        }
                    }
                    return nil
                }
            }
        }
    }

    /// A `<string>` value.
    func string(_ key: PlistKey) -> Located<String>? {
        read(key) { $0.stringValue($1(), report: report) }
    }

    /// A whole number (`<integer>`, or a whole `<real>`).
    func integer(_ key: PlistKey) -> Located<Int>? {
        read(key) { $0.integerValue($1(), report: report) }
    }

    /// A finite number (`<integer>` or `<real>`).
    func number(_ key: PlistKey) -> Located<Double>? {
        read(key) { $0.numberValue($1(), report: report) }
    }

    /// A flag; absent or unreadable means false.
    func flag(_ key: PlistKey) -> Bool {
        read(key) { $0.flagValue($1(), report: report) }?.value ?? false
    }

    /// A nested `<dict>`.
    func dictionary(_ key: PlistKey) -> DictionaryView? {
        guard let node = node(key) else { return nil }
        guard let view = DictionaryView(node, report: report) else {
            node.reportWrongKind(Self.subject(key), expected: "a dictionary", report: report)
            return nil
        }
        return view
    }

    /// The entries of an `<array>`; empty when the key is absent.
    func array(_ key: PlistKey) -> PlistArray {
        guard let node = node(key) else { return [] }
        guard case .array(let elements) = node.value else {
            node.reportWrongKind(Self.subject(key), expected: "an array", report: report)
            return []
        }
        return elements
    }

    /// The `<dict>` entries of an `<array>`, in order; other entries are reported and skipped.
    func dictionaries(_ key: PlistKey) -> [DictionaryView] {
        readable(array(key)) { index, element in
            guard let view = DictionaryView(element, report: report) else {
                element.reportWrongKind(
                    Self.subject(key, entry: index), expected: "a dictionary", report: report)
                return nil
            }
            return view
        }
    }

    /// The `<string>` entries of an `<array>`, in order; other entries are reported and skipped.
    func strings(_ key: PlistKey) -> [String] {
        readable(array(key)) { index, element in
            element.stringValue(Self.subject(key, entry: index), report: report)
        }
    }

    /// What `read` makes of each item of `items` (given its 0-based position), skipping nils,
    /// in an array reserved for all of them (nearly every item is readable).
    private func readable<Value>(_ items: PlistArray, _ read: (Int, PlistNode) -> Value?) -> [Value] {
        var values: [Value] = []
        values.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            if let value = read(index, item) { values.append(value) }
        }
        return values
    }

    /// A user-visible text under `key` and its localization ID under `key` + `ID`; nil when
    /// both are absent. The text is never inferred from the ID.
    func localizedText(_ key: PlistKey) -> LocalizedText? {
        let text = string(key)
        let id = string(key.appending("ID"))
        guard let location = text?.location ?? id?.location else { return nil }
        return LocalizedText(text: text?.value, id: id?.value, at: location)
    }

    /// A format string under `key` with its ID under `key` + `ID`; nil without text (an ID
    /// alone labels nothing that could be shown).
    func formatString(_ key: PlistKey) -> FormatString? {
        let text = string(key)
        let id = string(key.appending("ID"))
        guard let text else { return nil }
        return FormatString(text: text.value, id: id?.value, at: text.location)
    }

    /// Reports each of `keys` that is missing from this entry, which is then useless and
    /// dropped (`entry` names it in the message, e.g. "this prompt dialog"). A key holding a value
    /// of the wrong kind is not reported again: its read already did.
    func reportMissing(_ keys: [PlistKey], in entry: String) {
        for key in keys where node(key) == nil {
            report.add(.incompleteEntry, "\(entry) has no '\(key)', so it is unusable", at: location)
        }
    }

    /// How messages name the value of `key`, or its entry at 0-based `entry`.
    static func subject(_ key: PlistKey, entry: Int? = nil) -> String {
        guard let entry else { return "'\(key)'" }
        return "entry \(entry + 1) of '\(key)'"
    }

    /// Reads `key` with `convert`, which names the value with the subject it is given only
    /// when it reports a problem (building the text for every read would cost more than the read).
    private func read<Value: Hashable & Sendable & Codable>(
        _ key: PlistKey, _ convert: (PlistNode, @autoclosure () -> String) -> Value?
    ) -> Located<Value>? {
        guard let node = node(key), let value = convert(node, Self.subject(key)) else {
            return nil
        }
        return Located(value, at: node.location)
    }
}
