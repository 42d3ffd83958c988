/// A `<dict>` being decoded, with typed reads of its keys.
///
/// Every read treats a missing key as absent and a value of the wrong kind as absent after
/// reporting it at the value's location. Keys the decoder never asks for are ignored.
///
/// A view holds two references (its document and the report), so that the views the decoder
/// passes around cost little to copy.
struct DictionaryView {
    /// The document holding the dictionary.
    private let document: PlistDocument
    /// Where problems are reported.
    let report: DecoderReport
    /// The index of the `<dict>` record in the document.
    private let index: Int
    /// Where the dictionary's key and value indices start in the document's children.
    private let firstChild: Int
    /// The number of entries.
    private let count: Int

    /// Views `node`, or returns nil when it is not a dictionary (without reporting).
    init?(_ node: PlistNode, report: DecoderReport) {
        self.init(node.document, index: node.index, report: report)
    }

    /// Views the record at `index` of `document`, or returns nil when it is not a dictionary.
    private init?(_ document: PlistDocument, index: Int, report: DecoderReport) {
        let record = document.records[index]
        guard record.kind == .dictionary else { return nil }
        self.document = document
        self.report = report
        self.index = index
        let (firstChild, count) = (Int(record.payload), Int(record.count))
        self.firstChild = firstChild
        self.count = count
    }

    /// The dictionary's entries, in file order.
    var entries: PlistDictionary { PlistDictionary(document, record: document.records[index]) }

    /// Where the `<dict>` element starts.
    var location: SourceLocation { document.location(of: index) }

    /// The value stored under `key`, whatever its kind.
    func node(_ key: PlistKey) -> PlistNode? {
        valueIndex(key).map { PlistNode(document, index: $0) }
    }

    /// The record index of the value stored under `key` (the first entry so spelled); nil when
    /// the value is an empty `<data>`, which Xcode leaves where a value was cleared, so that every
    /// read, of whatever kind it expects, takes it as absent.
    private func valueIndex(_ key: PlistKey) -> Int? {
        var (head, tail) = (key.head, key.tail)
        let position = head.withUTF8 { head in
            tail.withUTF8 { document.position(ofKey: head, $0, inPairsFrom: firstChild, count: count) }
        }
        guard let position else { return nil }
        let value = Int(document.children[firstChild + 2 * position + 1])
        return document.isCleared(at: value) ? nil : value
    }

    /// A `<string>` value.
    func string(_ key: PlistKey) -> Located<String>? {
        read(key) { document.stringValue(at: $0, $1(), report: report) }
    }

    /// A name: the `<string>` under `key` and where it is, or an empty name located at the
    /// dictionary when it is missing or not a string (validation reports it). A pair, because
    /// the model stores the name and its location as two fields.
    func name(_ key: PlistKey) -> (text: String, location: SourceLocation) {
        let (text, index) = stringAndIndex(key)
        guard let text, let index else { return ("", location) }
        return (text, document.location(of: index))
    }

    /// A whole number (`<integer>`, or a whole `<real>`).
    func integer(_ key: PlistKey) -> Located<Int>? {
        read(key) { document.integerValue(at: $0, $1(), report: report) }
    }

    /// A finite number (`<integer>` or `<real>`).
    func number(_ key: PlistKey) -> Located<Double>? {
        read(key) { document.numberValue(at: $0, $1(), report: report) }
    }

    /// A flag; absent or unreadable means false.
    func flag(_ key: PlistKey) -> Bool {
        guard let value = valueIndex(key) else { return false }
        return document.flagValue(at: value, Self.subject(key), report: report) ?? false
    }

    /// A nested `<dict>`.
    func dictionary(_ key: PlistKey) -> DictionaryView? {
        guard let value = valueIndex(key) else { return nil }
        guard let view = DictionaryView(document, index: value, report: report) else {
            document.reportWrongKind(at: value, Self.subject(key), expected: "a dictionary", report: report)
            return nil
        }
        return view
    }

    /// What `decode` makes of each `<dict>` entry of the `<array>` under `key`, in order,
    /// skipping nils; other entries are reported and skipped. Each view is handed over as it is
    /// made, not collected into an array of views first.
    func dictionaries<Value>(_ key: PlistKey, _ decode: (DictionaryView) -> Value?) -> [Value] {
        readable(key) { position, value in
            guard let view = DictionaryView(document, index: value, report: report) else {
                document.reportWrongKind(
                    at: value, Self.subject(key, entry: position), expected: "a dictionary", report: report)
                return nil
            }
            return decode(view)
        }
    }

    /// The `<string>` entries of an `<array>`, in order; other entries are reported and skipped.
    func strings(_ key: PlistKey) -> [String] {
        readable(key) { position, value in
            document.stringValue(at: value, Self.subject(key, entry: position), report: report)
        }
    }

    /// What `read` makes of each item of the `<array>` under `key` (given its 0-based position
    /// and record index), skipping nils, in an array reserved for all of them (nearly every item
    /// is readable); empty when the key is absent or not an array (which is reported).
    ///
    /// Always inlined, so that `read` is too and needs no closure context of its own.
    @inline(__always)
    private func readable<Value>(_ key: PlistKey, _ read: (Int, Int) -> Value?) -> [Value] {
        guard let array = valueIndex(key) else { return [] }
        let record = document.records[array]
        guard record.kind == .array else {
            document.reportWrongKind(at: array, Self.subject(key), expected: "an array", report: report)
            return []
        }
        var values: [Value] = []
        values.reserveCapacity(Int(record.count))
        for position in 0..<Int(record.count) {
            if let value = read(position, Int(document.children[Int(record.payload) + position])) {
                values.append(value)
            }
        }
        return values
    }

    /// A user-visible text under `key` and its localization ID under `key` + `ID`; nil when
    /// both are absent. The text is never inferred from the ID.
    ///
    /// Read as plain strings and record indices, since only one of the two parts gives the
    /// location.
    func localizedText(_ key: PlistKey) -> LocalizedText? {
        let (text, textIndex) = stringAndIndex(key)
        let (id, idIndex) = stringAndIndex(key.idSibling)
        guard let located = text != nil ? textIndex : id != nil ? idIndex : nil else { return nil }
        return LocalizedText(text: text, id: id, at: document.location(of: located))
    }

    /// A format string under `key` with its ID under `key` + `ID`; nil without text (an ID
    /// alone labels nothing that could be shown).
    func formatString(_ key: PlistKey) -> FormatString? {
        let (text, textIndex) = stringAndIndex(key)
        let (id, _) = stringAndIndex(key.idSibling)
        guard let text, let textIndex else { return nil }
        return FormatString(text: text, id: id, at: document.location(of: textIndex))
    }

    /// The text of the `<string>` under `key` (nil when absent or not a string, which is
    /// reported) and the record index of the value (nil when absent).
    private func stringAndIndex(_ key: PlistKey) -> (text: String?, index: Int?) {
        guard let index = valueIndex(key) else { return (nil, nil) }
        return (document.stringValue(at: index, Self.subject(key), report: report), index)
    }

    /// Reports each of `keys` that is missing from this entry, which is then useless and
    /// dropped (`entry` names it in the message, e.g. "this prompt dialog"). A key holding a value
    /// of the wrong kind is not reported again: its read already did.
    func reportMissing(_ keys: [PlistKey], in entry: String) {
        for key in keys where valueIndex(key) == nil {
            report.add(.incompleteEntry, "\(entry) has no '\(key)', so it is ignored", at: location)
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
        _ key: PlistKey, _ convert: (Int, @autoclosure () -> String) -> Value?
    ) -> Located<Value>? {
        guard let index = valueIndex(key), let value = convert(index, Self.subject(key)) else {
            return nil
        }
        return Located(value, at: document.location(of: index))
    }
}
