/// Builds a ``PlistDocument`` from the events of a streaming XML parse, as they come: each value
/// is written to the document's arrays when its element ends.
///
/// Besides those arrays it holds only the containers still open (an explicit stack, so no
/// input depth can exhaust the call stack) with their finished children and keys. Every
/// problem found is reported and reading goes on, so one read shows all of them. The content of
/// an element that is not allowed where it stands is skipped after the one report.
struct PlistValueBuilder {
    /// A line and byte column, as the parse hands them over (a ``SourceLocation`` without the
    /// file, which is added only when something is reported).
    typealias Position = (line: Int, column: Int)

    /// What the builder found wrong, in document order.
    private(set) var diagnostics: [Diagnostic] = []
    /// The path locations name.
    private let file: String
    /// The document's arrays, filled as values finish.
    private var writer: PlistDocumentWriter

    /// A `<plist>`, `<array>` or `<dict>` whose children are being read.
    private struct Frame {
        enum Kind { case plist, array, dictionary }

        let kind: Kind
        let position: Position
        /// False for the `<plist>` assumed around a bare value root: no end tag closes it.
        let closesWithElement: Bool
        /// Where this container's children (an array's items, a dictionary's key and value
        /// pairs, the plist's first value) start in ``PlistValueBuilder/pendingChildren``.
        let childrenStart: Int
        /// Where this dictionary's keys, valid or not, start in ``PlistValueBuilder/keysSeen``.
        let keysStart: Int
        /// Values met so far, valid or not (plist).
        var valueCount = 0
        /// A key waiting for its value (dictionary); its record is nil when it was invalid.
        var pendingKey: (record: UInt32?, position: Position)?

        var name: String {
            switch kind {
            case .plist: "plist"
            case .array: "array"
            case .dictionary: "dict"
            }
        }
    }

    /// A `<key>` or scalar element whose text is being read.
    private struct Scalar {
        let element: PlistElement
        let position: Position
        /// Where its text starts in the writer's storage.
        let textStart: Int
        var isValid = true
    }

    /// The open containers, innermost last.
    private var stack: [Frame] = []
    /// The keys of each open large dictionary by identity (see
    /// ``PlistDocumentWriter/keyIdentity(_:)``), with their positions, for duplicate checks; each
    /// with the index of its frame in ``stack``, innermost last.
    private var keyTables: [(frame: Int, table: [UInt64: Position])] = []
    /// The finished children of every open container, each container's after its parent's.
    private var pendingChildren: [UInt32] = []
    /// The keys of every open dictionary, valid values or not, for duplicate checks: their
    /// identity (see ``PlistDocumentWriter/keyIdentity(_:)``) and record.
    private var keysSeen: [(identity: UInt64, record: UInt32)] = []
    private var scalar: Scalar?
    /// Elements open inside one whose content is skipped (0 when nothing is skipped).
    private var skippedDepth = 0
    /// Elements open in the document.
    private var openElements = 0
    private var sawRoot = false
    /// Whether the current run of text (up to the next tag, comment or reference) already got
    /// its one report.
    private var textRunReported = false
    /// The record of the document's value, once read.
    private var value: UInt32?

    /// Dictionaries with more keys than this check duplicates with a hash table, smaller ones
    /// (nearly all) by comparing with each earlier key.
    private static let hashingThreshold = 32

    /// A builder for the document at `file`, whose input has `inputSize` bytes.
    init(file: String, inputSize: Int) {
        self.file = file
        writer = PlistDocumentWriter(expectedInputSize: inputSize)
    }

    /// The value read, or nil when the builder reported an error (or saw no element: reported
    /// at `startOfFile`); warnings leave the value.
    mutating func finish(startOfFile: SourceLocation) -> PlistNode? {
        if !sawRoot {
            report(.plistValueCount, "the document holds no element", at: startOfFile)
        }
        guard !diagnostics.containsErrors, let value else { return nil }
        let document = writer.document(file: file)
        writer = PlistDocumentWriter()
        return PlistNode(document, index: Int(value))
    }

    // MARK: Events

    /// A start tag, located at its `<`; `name` gives the element's name as written (asked for
    /// only to report it).
    mutating func startElement(_ element: PlistElement, at position: Position, name: () -> String) {
        textRunReported = false
        openElements += 1
        if skippedDepth > 0 {
            skippedDepth += 1
        } else if let current = scalar {
            report(
                .unexpectedElement, "<\(name())> is not allowed inside <\(current.element.name)>",
                at: position)
            scalar?.isValid = false
            skippedDepth = 1
        } else if !sawRoot {
            sawRoot = true
            // A bare value element as the root is read as if it were wrapped in <plist>.
            let isPlist = element == .plist
            open(.plist, at: position, closesWithElement: isPlist)
            if !isPlist { visit(element, at: position, name: name) }
        } else {
            visit(element, at: position, name: name)
        }
    }

    /// An end tag (or the end of an empty-element tag).
    mutating func endElement() {
        textRunReported = false
        openElements -= 1
        if skippedDepth > 0 {
            skippedDepth -= 1
        } else if let finished = scalar {
            scalar = nil
            finishScalar(finished)
        } else if let frame = stack.popLast() {
            close(frame)
        }
        if openElements == 0, let frame = stack.popLast() { close(frame) }
    }

    /// A chunk of character data; `locate` gives the location of the chunk's byte at an index.
    mutating func characters(
        _ chunk: UnsafeBufferPointer<UInt8>, locate: (Int) -> SourceLocation?
    ) {
        guard skippedDepth == 0 else { return }
        if let current = scalar {
            if current.element != .true && current.element != .false {
                writer.appendText(chunk)
            } else if let location = firstTextLocation(chunk, locate: locate, fallback: current.position) {
                report(.unexpectedText, "<\(current.element.name)/> holds no text", at: location)
                scalar?.isValid = false
            }
        } else if !stack.isEmpty {
            // Most chunks are the whitespace between tags, met here: the frame is read only
            // when there is something to report.
            let top = stack.count - 1
            if let location = firstTextLocation(chunk, locate: locate, fallback: stack[top].position) {
                report(.unexpectedText, "text is not allowed directly inside <\(stack[top].name)>", at: location)
            }
        }
    }

    /// A comment or processing instruction: it ends a run of text.
    mutating func separator() {
        textRunReported = false
    }

    /// A reference to an entity that is not one of XML's predefined ones.
    mutating func entityReference(named name: String) {
        textRunReported = false
        guard skippedDepth == 0 else { return }
        let position: Position
        if let current = scalar {
            position = current.position
            scalar?.isValid = false
        } else if let frame = stack.last {
            position = frame.position
        } else {
            return
        }
        report(.entityReference, "the entity reference '&\(name);' is not allowed", at: position)
    }

    // MARK: Structure

    private mutating func visit(_ element: PlistElement, at position: Position, name: () -> String) {
        let top = stack.count - 1
        switch element {
        case .dict:
            open(.dictionary, at: position, closesWithElement: true)
        case .array:
            open(.array, at: position, closesWithElement: true)
        case .key where stack[top].kind == .dictionary:
            if let pending = stack[top].pendingKey {
                reportKeyWithoutValue(pending.position)
                stack[top].pendingKey = nil
            }
            startScalar(element, at: position)
        case .key:
            report(
                .unexpectedElement,
                "<key> is only allowed directly inside <dict>, not in <\(stack[top].name)>",
                at: position)
            skippedDepth = 1
        case _ where element.isScalar:
            startScalar(element, at: position)
        case .plist:
            report(.unexpectedElement, "<plist> is only allowed as the root element", at: position)
            attach(nil, at: position)
            skippedDepth = 1
        default:
            report(.unexpectedElement, "<\(name())> is not a property-list element", at: position)
            attach(nil, at: position)
            skippedDepth = 1
        }
    }

    private mutating func open(_ kind: Frame.Kind, at position: Position, closesWithElement: Bool) {
        stack.append(
            Frame(
                kind: kind, position: position, closesWithElement: closesWithElement,
                childrenStart: pendingChildren.count, keysStart: keysSeen.count))
    }

    private mutating func startScalar(_ element: PlistElement, at position: Position) {
        scalar = Scalar(element: element, position: position, textStart: writer.storageEnd)
    }

    private mutating func finishScalar(_ finished: Scalar) {
        let position = finished.position
        guard finished.isValid else {
            writer.truncateStorage(to: finished.textStart)
            if finished.element == .key {
                stack[stack.count - 1].pendingKey = (nil, position)
            } else {
                attach(nil, at: position)
            }
            return
        }
        switch finished.element {
        case .key:
            let key = writer.appendKey(from: finished.textStart, line: position.line, column: position.column)
            stack[stack.count - 1].pendingKey = (key, position)
        case .string:
            attach(
                writer.appendText(.string, from: finished.textStart, line: position.line, column: position.column),
                at: position)
        default:
            attach(leaf(finished), at: position)
        }
    }

    /// Finishes a container and hands its value to the one around it (or keeps it as the
    /// document's value).
    private mutating func close(_ frame: Frame) {
        let finished = finish(frame)
        pendingChildren.removeSubrange(frame.childrenStart...)
        keysSeen.removeSubrange(frame.keysStart...)
        if keyTables.last?.frame == stack.count { keyTables.removeLast() }
        if stack.isEmpty {
            value = finished
        } else {
            attach(finished, at: frame.position)
        }
    }

    /// Adds a value (nil when it was invalid) to the container being read.
    private mutating func attach(_ value: UInt32?, at position: Position) {
        let top = stack.count - 1
        switch stack[top].kind {
        case .plist:
            stack[top].valueCount += 1
            if stack[top].valueCount == 2 {
                report(.plistValueCount, "<plist> holds more than one value", at: position)
            }
            if let value, pendingChildren.count == stack[top].childrenStart { pendingChildren.append(value) }
        case .array:
            if let value { pendingChildren.append(value) }
        case .dictionary:
            guard let key = stack[top].pendingKey else {
                if value != nil {
                    report(.valueWithoutKey, "this value in <dict> has no <key> before it", at: position)
                }
                return
            }
            stack[top].pendingKey = nil
            guard let keyRecord = key.record else { return }
            if let first = firstPosition(ofKey: keyRecord, at: key.position) {
                let text = writer.text(at: keyRecord)
                report(
                    .duplicateKey,
                    "duplicate key '\(text)' in <dict>; the later value is used, as Xcode's property-list reader uses it",
                    at: key.position, notes: [DiagnosticNote("'\(text)' first appears here", at: location(first))])
                removeEntry(like: keyRecord, from: stack[top].childrenStart)
            }
            if let value {
                pendingChildren.append(keyRecord)
                pendingChildren.append(value)
            }
        }
    }

    /// Removes the key and value pair of the open dictionary whose children start at `start`
    /// and whose key is spelled like `key`, if one was kept, so that a later value replaces it.
    private mutating func removeEntry(like key: UInt32, from start: Int) {
        let identity = writer.keyIdentity(key)
        guard
            let index = stride(from: start, to: pendingChildren.count, by: 2).first(where: {
                writer.keyIdentity(pendingChildren[$0]) == identity
            })
        else { return }
        pendingChildren.removeSubrange(index..<index + 2)
    }

    /// Where the open dictionary's key spelled like `key` was first seen; nil (and `key` is
    /// recorded at `position`) when it is new.
    private mutating func firstPosition(ofKey key: UInt32, at position: Position) -> Position? {
        let top = stack.count - 1
        let identity = writer.keyIdentity(key)
        let start = stack[top].keysStart
        if keysSeen.count - start < Self.hashingThreshold {
            for index in start..<keysSeen.count where keysSeen[index].identity == identity {
                return writer.position(of: keysSeen[index].record)
            }
        } else {
            if keyTables.last?.frame != top {
                var table: [UInt64: Position] = [:]
                for index in start..<keysSeen.count {
                    table[keysSeen[index].identity] = writer.position(of: keysSeen[index].record)
                }
                keyTables.append((top, table))
            }
            let last = keyTables.count - 1
            if let first = keyTables[last].table[identity] { return first }
            keyTables[last].table[identity] = position
        }
        keysSeen.append((identity, key))
        return nil
    }

    /// The record of a finished container (for the plist, of its value), or nil.
    private mutating func finish(_ frame: Frame) -> UInt32? {
        let start = frame.childrenStart
        let (line, column) = frame.position
        switch frame.kind {
        case .plist:
            if frame.valueCount == 0 {
                report(.plistValueCount, "<plist> holds no value", at: frame.position)
            }
            return start < pendingChildren.count ? pendingChildren[start] : nil
        case .array:
            return pendingChildren[start...].withUnsafeBufferPointer {
                writer.appendContainer(.array, items: $0, line: line, column: column)
            }
        case .dictionary:
            if let pending = frame.pendingKey { reportKeyWithoutValue(pending.position) }
            return pendingChildren[start...].withUnsafeBufferPointer {
                writer.appendContainer(.dictionary, items: $0, line: line, column: column)
            }
        }
    }

    /// The record of a finished scalar element other than `<string>` (its text is the storage
    /// from its start on, which is replaced by what the value keeps), or nil (reported) when
    /// the text is invalid.
    private mutating func leaf(_ finished: Scalar) -> UInt32? {
        let (line, column) = finished.position
        /// Parses the text, then drops it; `shown` is the text as written when the parse is
        /// not valid, for messages.
        func read<Value>(
            _ parse: (UnsafeBufferPointer<UInt8>) -> Value, isValid: (Value) -> Bool
        ) -> (value: Value, shown: String) {
            let read = writer.withText(from: finished.textStart) { text in
                let value = parse(text)
                return (value, isValid(value) ? "" : String(decoding: text, as: UTF8.self))
            }
            writer.truncateStorage(to: finished.textStart)
            return read
        }
        switch finished.element {
        case .integer:
            let (parsed, shown) = read(PlistScalarText.integer) {
                switch $0 {
                case .value, .unsigned: true
                case .notAnInteger, .overflow: false
                }
            }
            switch parsed {
            case .value(let integer):
                return writer.append(.integer, payload: UInt64(bitPattern: Int64(integer)), line: line, column: column)
            case .unsigned(let integer):
                return writer.append(.unsignedInteger, payload: integer, line: line, column: column)
            case .notAnInteger:
                report(.invalidInteger, "'\(shown)' is not an integer", at: finished.position)
            case .overflow:
                report(.invalidInteger, "\(shown) does not fit in a 64-bit integer", at: finished.position)
            }
            return nil
        case .real:
            let (real, shown) = read(PlistScalarText.real) { $0 != nil }
            guard let real else {
                report(.invalidReal, "'\(shown)' is not a number", at: finished.position)
                return nil
            }
            return writer.append(.real, payload: real.bitPattern, line: line, column: column)
        case .date:
            let (date, _) = read(
                { String(decoding: PlistScalarText.trimmed($0), as: UTF8.self) }, isValid: { _ in true })
            return writer.append(.date, date, line: line, column: column)
        case .data:
            let (data, _) = read(PlistScalarText.base64) { _ in true }
            if !data.isValid {
                report(
                    .invalidData,
                    "the content of <data> is not valid base64; what is not base64 is skipped, as Xcode's property-list reader skips it",
                    at: finished.position)
            }
            data.bytes.withUnsafeBufferPointer { writer.appendText($0) }
            return writer.appendText(.data, from: finished.textStart, line: line, column: column)
        default:
            writer.truncateStorage(to: finished.textStart)
            return writer.append(.boolean, payload: finished.element == .true ? 1 : 0, line: line, column: column)
        }
    }

    // MARK: Reporting

    /// The location of the first non-whitespace byte of `chunk` when the current run of text
    /// has not been reported yet (`fallback` when the parser cannot place it); nil otherwise.
    private mutating func firstTextLocation(
        _ chunk: UnsafeBufferPointer<UInt8>, locate: (Int) -> SourceLocation?,
        fallback: Position
    ) -> SourceLocation? {
        guard !textRunReported,
            let index = chunk.firstIndex(where: { !PlistScalarText.isWhitespace($0) })
        else { return nil }
        textRunReported = true
        return locate(index) ?? location(fallback)
    }

    private func location(_ position: Position) -> SourceLocation {
        SourceLocation(file: file, line: position.line, column: position.column)
    }

    private mutating func report(
        _ code: DiagnosticCode, _ message: String, at position: Position, notes: [DiagnosticNote] = []
    ) {
        report(code, message, at: location(position), notes: notes)
    }

    private mutating func report(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation,
        notes: [DiagnosticNote] = []
    ) {
        diagnostics.append(Diagnostic(code, message, at: location, notes: notes))
    }

    private mutating func reportKeyWithoutValue(_ position: Position) {
        report(.keyWithoutValue, "this <key> has no value after it", at: position)
    }
}
