/// Builds located ``PlistNode`` values from the events of a streaming XML parse, as they come.
///
/// It holds only the containers still open (an explicit stack, so no input depth can exhaust
/// the call stack) and the text of the scalar being read. Every problem found is reported and
/// reading goes on, so one read shows all of them. The content of an element that is not
/// allowed where it stands is skipped after the one report.
struct PlistValueBuilder {
    /// What the builder found wrong, in document order.
    private(set) var diagnostics: [Diagnostic] = []

    /// A `<plist>`, `<array>` or `<dict>` whose children are being read.
    private struct Frame {
        enum Kind { case plist, array, dictionary }

        let kind: Kind
        let name: String
        let location: SourceLocation
        /// False for the `<plist>` assumed around a bare value root: no end tag closes it.
        let closesWithElement: Bool
        /// Values read so far (plist, array).
        var values: [PlistNode] = []
        /// Values met so far, valid or not (plist).
        var valueCount = 0
        /// Entries read so far (dictionary).
        var entries: [PlistEntry] = []
        /// A key waiting for its value (dictionary); its text is nil when it was invalid.
        var pendingKey: (text: String?, location: SourceLocation)?
        /// Where each key was first seen (dictionary).
        var keyLocations = KeyLocations()
    }

    /// A `<key>` or scalar element whose text is being read.
    private struct Scalar {
        let element: PlistElement
        let location: SourceLocation
        var isValid = true
    }

    private var stack: [Frame] = []
    private var scalar: Scalar?
    /// The text of `scalar` so far.
    private var text: [UInt8] = []
    /// Elements open inside one whose content is skipped (0 when nothing is skipped).
    private var skippedDepth = 0
    /// Elements open in the document.
    private var openElements = 0
    private var sawRoot = false
    /// Whether the current run of text (up to the next tag, comment or reference) already got
    /// its one report.
    private var textRunReported = false
    private var value: PlistNode?
    /// One copy of each key text: property lists repeat the same few keys thousands of times,
    /// and the tree then holds references to these instead of a string each.
    private var keyTexts: Set<String> = []

    /// The value read, or nil when the builder reported an error (or saw no element: reported
    /// at `startOfFile`).
    mutating func finish(startOfFile: SourceLocation) -> PlistNode? {
        if !sawRoot {
            report(.plistValueCount, "the document holds no element", at: startOfFile)
        }
        return diagnostics.isEmpty ? value : nil
    }

    // MARK: Events

    /// A start tag, located at its `<`.
    mutating func startElement(_ element: PlistElement, at location: SourceLocation) {
        textRunReported = false
        openElements += 1
        if skippedDepth > 0 {
            skippedDepth += 1
        } else if let current = scalar {
            report(
                .unexpectedElement, "<\(element.name)> is not allowed inside <\(current.element.name)>",
                at: location)
            scalar?.isValid = false
            skippedDepth = 1
        } else if !sawRoot {
            sawRoot = true
            // A bare value element as the root is read as if it were wrapped in <plist>.
            let isPlist = element == .plist
            stack.append(
                Frame(kind: .plist, name: "plist", location: location, closesWithElement: isPlist))
            if !isPlist { visit(element, at: location) }
        } else {
            visit(element, at: location)
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
                text.append(contentsOf: chunk)
            } else if let location = firstTextLocation(chunk, locate: locate, fallback: current.location) {
                report(.unexpectedText, "<\(current.element.name)/> holds no text", at: location)
                scalar?.isValid = false
            }
        } else if let frame = stack.last,
            let location = firstTextLocation(chunk, locate: locate, fallback: frame.location)
        {
            report(.unexpectedText, "text is not allowed directly inside <\(frame.name)>", at: location)
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
        let location: SourceLocation
        if let current = scalar {
            location = current.location
            scalar?.isValid = false
        } else if let frame = stack.last {
            location = frame.location
        } else {
            return
        }
        report(.entityReference, "the entity reference '&\(name);' is not allowed", at: location)
    }

    // MARK: Structure

    private mutating func visit(_ element: PlistElement, at location: SourceLocation) {
        let top = stack.count - 1
        switch element {
        case .dict, .array:
            stack.append(
                Frame(
                    kind: element == .dict ? .dictionary : .array, name: element.name,
                    location: location, closesWithElement: true))
        case .key where stack[top].kind == .dictionary:
            if let pending = stack[top].pendingKey {
                reportKeyWithoutValue(pending.location)
                stack[top].pendingKey = nil
            }
            startScalar(element, at: location)
        case .key:
            report(
                .unexpectedElement,
                "<key> is only allowed directly inside <dict>, not in <\(stack[top].name)>",
                at: location)
            skippedDepth = 1
        case _ where element.isScalar:
            startScalar(element, at: location)
        case .plist:
            report(.unexpectedElement, "<plist> is only allowed as the root element", at: location)
            attach(nil, at: location)
            skippedDepth = 1
        default:
            report(.unexpectedElement, "<\(element.name)> is not a property-list element", at: location)
            attach(nil, at: location)
            skippedDepth = 1
        }
    }

    private mutating func startScalar(_ element: PlistElement, at location: SourceLocation) {
        scalar = Scalar(element: element, location: location)
        text.removeAll(keepingCapacity: true)
    }

    private mutating func finishScalar(_ finished: Scalar) {
        let content = finished.isValid ? String(decoding: text, as: UTF8.self) : nil
        if finished.element == .key {
            let key = content.map { keyTexts.insert($0).memberAfterInsert }
            stack[stack.count - 1].pendingKey = (key, finished.location)
        } else {
            attach(content.flatMap { leaf(finished.element, $0, at: finished.location) }, at: finished.location)
        }
    }

    /// Finishes a container and hands its value to the one around it (or keeps it as the
    /// document's value).
    private mutating func close(_ frame: Frame) {
        let finished = finish(frame)
        if stack.isEmpty {
            value = finished
        } else {
            attach(finished, at: frame.location)
        }
    }

    /// Adds a value (nil when it was invalid) to the container being read.
    private mutating func attach(_ value: PlistNode?, at location: SourceLocation) {
        let top = stack.count - 1
        switch stack[top].kind {
        case .plist:
            stack[top].valueCount += 1
            if stack[top].valueCount == 2 {
                report(.plistValueCount, "<plist> holds more than one value", at: location)
            }
            if let value, stack[top].values.isEmpty { stack[top].values.append(value) }
        case .array:
            if let value { stack[top].values.append(value) }
        case .dictionary:
            guard let key = stack[top].pendingKey else {
                if value != nil {
                    report(.valueWithoutKey, "this value in <dict> has no <key> before it", at: location)
                }
                return
            }
            stack[top].pendingKey = nil
            guard let text = key.text else { return }
            if let first = stack[top].keyLocations.insert(text, at: key.location) {
                report(
                    .duplicateKey, "duplicate key '\(text)' in <dict>", at: key.location,
                    notes: [DiagnosticNote("'\(text)' first appears here", at: first)])
                return
            }
            if let value {
                stack[top].entries.append(PlistEntry(key: text, keyLocation: key.location, value: value))
            }
        }
    }

    /// The value of a finished container.
    private mutating func finish(_ frame: Frame) -> PlistNode? {
        switch frame.kind {
        case .plist:
            if frame.valueCount == 0 {
                report(.plistValueCount, "<plist> holds no value", at: frame.location)
            }
            return frame.values.first
        case .array:
            return PlistNode(.array(frame.values), at: frame.location)
        case .dictionary:
            if let pending = frame.pendingKey { reportKeyWithoutValue(pending.location) }
            return PlistNode(.dictionary(frame.entries), at: frame.location)
        }
    }

    /// The value of a scalar element with text `text`, or nil (reported) when it is invalid.
    private mutating func leaf(_ element: PlistElement, _ text: String, at location: SourceLocation) -> PlistNode? {
        let value: PlistValue
        switch element {
        case .integer:
            switch PlistScalarText.integer(text) {
            case .value(let integer):
                value = .integer(integer)
            case .notAnInteger:
                report(.invalidInteger, "'\(text)' is not an integer", at: location)
                return nil
            case .overflow:
                report(.invalidInteger, "\(text) does not fit in a 64-bit integer", at: location)
                return nil
            }
        case .real:
            guard let real = PlistScalarText.real(text) else {
                report(.invalidReal, "'\(text)' is not a number", at: location)
                return nil
            }
            value = .real(real)
        case .date:
            value = .date(String(PlistScalarText.trimmed(text)))
        case .data:
            guard let data = PlistScalarText.base64(text) else {
                report(.invalidData, "the content of <data> is not valid base64", at: location)
                return nil
            }
            value = .data(data)
        case .true, .false:
            value = .boolean(element == .true)
        default:
            value = .string(text)
        }
        return PlistNode(value, at: location)
    }

    // MARK: Reporting

    /// The location of the first non-whitespace byte of `chunk` when the current run of text
    /// has not been reported yet (`fallback` when the parser cannot place it); nil otherwise.
    private mutating func firstTextLocation(
        _ chunk: UnsafeBufferPointer<UInt8>, locate: (Int) -> SourceLocation?,
        fallback: SourceLocation
    ) -> SourceLocation? {
        guard !textRunReported,
            let index = chunk.firstIndex(where: { !PlistScalarText.isWhitespace($0) })
        else { return nil }
        textRunReported = true
        return locate(index) ?? fallback
    }

    private mutating func report(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation,
        notes: [DiagnosticNote] = []
    ) {
        diagnostics.append(Diagnostic(code, message, at: location, notes: notes))
    }

    private mutating func reportKeyWithoutValue(_ location: SourceLocation) {
        report(.keyWithoutValue, "this <key> has no value after it", at: location)
    }
}

/// Where each key of one `<dict>` was first seen: a short list searched in order while the
/// dictionary is small (as nearly all are), a hash table once it grows.
private struct KeyLocations {
    private static let hashingThreshold = 16
    private var list: [(key: String, location: SourceLocation)] = []
    private var table: [String: SourceLocation] = [:]

    /// Records `key` at `location`, or returns where it was first seen and keeps that.
    mutating func insert(_ key: String, at location: SourceLocation) -> SourceLocation? {
        if table.isEmpty {
            if let first = list.first(where: { $0.key == key }) { return first.location }
            list.append((key, location))
            if list.count > Self.hashingThreshold {
                table = Dictionary(list, uniquingKeysWith: { first, _ in first })
                list = []
            }
            return nil
        }
        if let first = table[key] { return first }
        table[key] = location
        return nil
    }
}
