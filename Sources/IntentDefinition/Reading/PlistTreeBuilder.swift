internal import CLibXML2

/// Turns the element tree of a parsed property list into located ``PlistNode`` values.
///
/// The walk is iterative, with an explicit stack, so no input depth can exhaust the call stack
/// (libxml2 also refuses documents nested deeper than 256 elements). Every problem found is
/// reported and the walk goes on, so one read shows all of them.
struct PlistTreeBuilder {
    private let parse: LibXMLParse
    private var foundError = false

    /// A `<plist>`, `<array>` or `<dict>` whose children are being read.
    private struct Frame {
        enum Kind { case plist, array, dictionary }

        let kind: Kind
        let name: String
        let location: SourceLocation
        var nextChild: xmlNodePtr?
        /// Values read so far (plist, array).
        var values: [PlistNode] = []
        /// Values met so far, valid or not (plist).
        var valueCount = 0
        /// Entries read so far (dictionary).
        var entries: [PlistEntry] = []
        /// A key waiting for its value (dictionary); its text is nil when it was invalid.
        var pendingKey: (text: String?, location: SourceLocation)?
        /// Where each key was first seen (dictionary).
        var keyLocations: [String: SourceLocation] = [:]
    }

    private static let leafNames: Set<String> = [
        "string", "integer", "real", "true", "false", "date", "data",
    ]

    /// Builds the value of `document`, reporting problems to `parse`. Returns nil if any error
    /// was found.
    static func build(_ document: xmlDocPtr, reportingTo parse: LibXMLParse) -> PlistNode? {
        var builder = PlistTreeBuilder(parse: parse)
        guard let root = xmlDocGetRootElement(document) else {
            parse.report(.plistValueCount, "the document holds no element", at: parse.startOfFile)
            return nil
        }
        let value = builder.value(ofRoot: root)
        return builder.foundError ? nil : value
    }

    private init(parse: LibXMLParse) {
        self.parse = parse
    }

    private mutating func value(ofRoot root: xmlNodePtr) -> PlistNode? {
        // A bare value element as the root is read as if it were wrapped in <plist>.
        let isPlist = Self.name(of: root) == "plist"
        var stack = [
            Frame(
                kind: .plist, name: "plist", location: location(of: root),
                nextChild: isPlist ? root.pointee.children : root)
        ]
        // Frames are only touched in place (never copied), so appending stays amortized O(1).
        while !stack.isEmpty {
            let top = stack.count - 1
            guard let child = stack[top].nextChild else {
                let finished = stack.removeLast()
                let value = finish(finished)
                guard !stack.isEmpty else { return value }
                attach(value, at: finished.location, to: &stack[stack.count - 1])
                continue
            }
            stack[top].nextChild = child.pointee.next
            switch child.pointee.type {
            case XML_ELEMENT_NODE:
                visit(element: child, stack: &stack)
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if Self.hasNonWhitespace(child) {
                    report(
                        .unexpectedText, "text is not allowed directly inside <\(stack[top].name)>",
                        at: textLocation(of: child, fallback: stack[top].location))
                }
            case XML_ENTITY_REF_NODE:
                reportEntityReference(child, fallback: stack[top].location)
            default:
                break  // comments, processing instructions, the DOCTYPE
            }
        }
        return nil
    }

    private mutating func visit(element: xmlNodePtr, stack: inout [Frame]) {
        let name = Self.name(of: element)
        let location = location(of: element)
        switch name {
        case "dict", "array":
            stack.append(
                Frame(
                    kind: name == "dict" ? .dictionary : .array, name: name, location: location,
                    nextChild: element.pointee.children))
        case "key" where stack[stack.count - 1].kind == .dictionary:
            if let pending = stack[stack.count - 1].pendingKey {
                reportKeyWithoutValue(pending.location)
            }
            stack[stack.count - 1].pendingKey = (text(of: element, name: name), location)
        case "key":
            report(
                .unexpectedElement,
                "<key> is only allowed directly inside <dict>, not in <\(stack[stack.count - 1].name)>",
                at: location)
        case _ where Self.leafNames.contains(name):
            attach(leaf(element, name: name, at: location), at: location, to: &stack[stack.count - 1])
        case "plist":
            report(.unexpectedElement, "<plist> is only allowed as the root element", at: location)
            attach(nil, at: location, to: &stack[stack.count - 1])
        default:
            report(.unexpectedElement, "<\(name)> is not a property-list element", at: location)
            attach(nil, at: location, to: &stack[stack.count - 1])
        }
    }

    /// Adds a value (nil when it was invalid) to the container being read.
    private mutating func attach(_ value: PlistNode?, at location: SourceLocation, to frame: inout Frame) {
        switch frame.kind {
        case .plist:
            frame.valueCount += 1
            if frame.valueCount == 2 {
                report(.plistValueCount, "<plist> holds more than one value", at: location)
            }
            if let value, frame.values.isEmpty { frame.values.append(value) }
        case .array:
            if let value { frame.values.append(value) }
        case .dictionary:
            guard let key = frame.pendingKey else {
                if value != nil {
                    report(.valueWithoutKey, "this value in <dict> has no <key> before it", at: location)
                }
                return
            }
            frame.pendingKey = nil
            guard let text = key.text else { return }
            if let first = frame.keyLocations[text] {
                report(
                    .duplicateKey, "duplicate key '\(text)' in <dict>", at: key.location,
                    notes: [DiagnosticNote("'\(text)' first appears here", at: first)])
                return
            }
            frame.keyLocations[text] = key.location
            if let value { frame.entries.append(PlistEntry(key: text, keyLocation: key.location, value: value)) }
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

    /// The value of a scalar element, or nil (reported) when it is invalid.
    private mutating func leaf(_ element: xmlNodePtr, name: String, at location: SourceLocation) -> PlistNode? {
        let holdsText = name != "true" && name != "false"
        guard let text = text(of: element, name: name, allowsText: holdsText) else { return nil }
        let value: PlistValue
        switch name {
        case "string":
            value = .string(text)
        case "integer":
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
        case "real":
            guard let real = PlistScalarText.real(text) else {
                report(.invalidReal, "'\(text)' is not a number", at: location)
                return nil
            }
            value = .real(real)
        case "date":
            value = .date(String(PlistScalarText.trimmed(text)))
        case "data":
            guard let data = PlistScalarText.base64(text) else {
                report(.invalidData, "the content of <data> is not valid base64", at: location)
                return nil
            }
            value = .data(data)
        default:
            value = .boolean(name == "true")
        }
        return PlistNode(value, at: location)
    }

    /// The text inside a scalar element or a key, joined from its text nodes without ever
    /// expanding an entity. Nil (reported) when it holds an element or an entity reference,
    /// or text where `allowsText` is false.
    private mutating func text(of element: xmlNodePtr, name: String, allowsText: Bool = true) -> String? {
        var text = ""
        var isValid = true
        var child = element.pointee.children
        while let node = child {
            child = node.pointee.next
            switch node.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if allowsText {
                    text += node.pointee.content.map { String(cString: $0) } ?? ""
                } else if Self.hasNonWhitespace(node) {
                    report(
                        .unexpectedText, "<\(name)/> holds no text",
                        at: textLocation(of: node, fallback: location(of: element)))
                    isValid = false
                }
            case XML_ELEMENT_NODE:
                report(
                    .unexpectedElement, "<\(Self.name(of: node))> is not allowed inside <\(name)>",
                    at: location(of: node))
                isValid = false
            case XML_ENTITY_REF_NODE:
                reportEntityReference(node, fallback: location(of: element))
                isValid = false
            default:
                break  // comments, processing instructions
            }
        }
        return isValid ? text : nil
    }

    // MARK: Reporting and locations

    private mutating func report(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation,
        notes: [DiagnosticNote] = []
    ) {
        foundError = true
        parse.report(code, message, at: location, notes: notes)
    }

    private mutating func reportKeyWithoutValue(_ location: SourceLocation) {
        report(.keyWithoutValue, "this <key> has no value after it", at: location)
    }

    private mutating func reportEntityReference(_ node: xmlNodePtr, fallback: SourceLocation) {
        report(
            .entityReference, "the entity reference '&\(Self.name(of: node));' is not allowed",
            at: fallback)
    }

    /// Where an element's start tag begins.
    private func location(of element: xmlNodePtr) -> SourceLocation {
        if let offset = NodeOffset.get(element) { return parse.location(ofOffset: offset) }
        return SourceLocation(file: parse.path, line: Int(xmlGetLineNo(element)), column: 1)
    }

    /// Where a text node's first non-whitespace byte is.
    private func textLocation(of text: xmlNodePtr, fallback: SourceLocation) -> SourceLocation {
        NodeOffset.get(text).map(parse.location(ofOffset:)) ?? fallback
    }

    private static func name(of node: xmlNodePtr) -> String {
        node.pointee.name.map { String(cString: $0) } ?? ""
    }

    private static func hasNonWhitespace(_ text: xmlNodePtr) -> Bool {
        guard var byte = text.pointee.content else { return false }
        while byte.pointee != 0 {
            if !PlistScalarText.isWhitespace(byte.pointee) { return true }
            byte += 1
        }
        return false
    }
}
