internal import CLibXML2

/// One libxml2 parse of a byte buffer into a document tree, done safely.
///
/// - Options are exactly `NONET | NOCDATA | BIG_LINES`: entities are never substituted, no DTD
///   is loaded, nothing is fetched (see TOOLCHAIN.md §1).
/// - SAX hooks on this parser's own handler (not the process-global one) refuse any
///   `<!ENTITY>` declaration, skip the external subset, refuse non-UTF-8 input, and record in
///   each element's `_private` the byte offset of its `<`, and in each text node's `_private`
///   the offset of its first non-whitespace byte (libxml2 nodes have no columns).
/// - Errors arrive through this parser's structured error handler and become diagnostics
///   located by byte offset; after the first fatal error the rest (cascades) are dropped.
final class LibXMLParse {
    /// The path named in diagnostics.
    let path: String
    /// The input, kept to locate offsets.
    let bytes: [UInt8]
    /// Line starts of `bytes`.
    let lines: LineTable
    /// What the parse reported so far.
    private(set) var diagnostics: [Diagnostic] = []
    private var sawFatalError = false

    private static let options = Int32(
        bitPattern: XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue
            | XML_PARSE_BIG_LINES.rawValue)

    /// `xmlInitParser` must run once before parsers run on several threads.
    private static let libraryInitialized: Void = xmlInitParser()

    /// Prepares a parse of `bytes` read from `path`.
    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.lines = LineTable(bytes)
    }

    /// Parses the bytes. Returns the document (free it with `xmlFreeDoc`), or nil with at least
    /// one error in ``diagnostics``.
    func parseDocument() -> xmlDocPtr? {
        _ = Self.libraryInitialized
        guard !bytes.isEmpty, bytes.count <= Int(Int32.max), let context = xmlNewParserCtxt() else {
            report(.malformedXML, "libxml2 could not start parsing", at: startOfFile)
            return nil
        }
        defer { xmlFreeParserCtxt(context) }
        if let (name, column) = EncodingCheck.foreignEncoding(of: bytes) {
            report(
                .unsupportedEncoding, "the file is encoded as \(name); only UTF-8 is read",
                at: SourceLocation(file: path, line: 1, column: column))
            return nil
        }
        context.pointee._private = Unmanaged.passUnretained(self).toOpaque()
        Self.installHooks(on: context.pointee.sax)
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                xmlCtxtReadMemory(
                    context, characters.baseAddress, Int32(characters.count), path, "UTF-8",
                    Self.options)
            }
        }
        guard let document, !diagnostics.containsErrors else {
            if let document { xmlFreeDoc(document) }
            if !diagnostics.containsErrors {
                report(.malformedXML, "libxml2 could not parse the file", at: startOfFile)
            }
            return nil
        }
        return document
    }

    /// Line 1, column 1 of the file.
    var startOfFile: SourceLocation { SourceLocation(file: path, line: 1, column: 1) }

    /// The location of the byte at `offset`.
    func location(ofOffset offset: Int) -> SourceLocation {
        let position = lines.position(ofOffset: offset)
        return SourceLocation(file: path, line: position.line, column: position.column)
    }

    /// Adds a diagnostic.
    func report(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation?,
        notes: [DiagnosticNote] = []
    ) {
        diagnostics.append(Diagnostic(code, message, at: location, notes: notes))
    }

    // MARK: Positions

    /// The byte offset of the parser's current position, when it is reading the main input.
    private func currentOffset(_ context: xmlParserCtxtPtr) -> Int? {
        guard context.pointee.inputNr == 1, let input = context.pointee.input,
            input.pointee.buf != nil, let base = input.pointee.base, let cur = input.pointee.cur
        else { return nil }
        let offset = Int(input.pointee.consumed) + base.distance(to: cur)
        return offset <= bytes.count ? offset : nil
    }

    /// The offset of the last occurrence of `marker` that starts at or before `offset`, else
    /// `offset`.
    private func offset(ofLast marker: StaticString, atOrBefore offset: Int) -> Int {
        marker.withUTF8Buffer { pattern in
            bytes.withUnsafeBufferPointer { buffer in
                var start = min(offset, buffer.count - pattern.count)
                while start >= 0 {
                    if buffer[start] == pattern[0],
                        !zip(buffer[start...], pattern).contains(where: { $0 != $1 })
                    {
                        return start
                    }
                    start -= 1
                }
                return offset
            }
        }
    }

    /// The offset of the first non-whitespace byte of a text chunk, when there is one.
    private func firstNonWhitespaceOffset(
        of chunk: UnsafePointer<xmlChar>, length: Int, context: xmlParserCtxtPtr
    ) -> Int? {
        guard let index = (0..<length).first(where: { !PlistScalarText.isWhitespace(chunk[$0]) }),
            let input = context.pointee.input, let base = input.pointee.base,
            let end = input.pointee.end, let current = currentOffset(context)
        else { return nil }
        // libxml2 passes text straight from its buffer, or a copy it made ending at the
        // current position.
        let chunkStart =
            (base <= chunk && chunk < end)
            ? Int(input.pointee.consumed) + base.distance(to: chunk) : max(current - length, 0)
        return chunkStart + index
    }

    // MARK: Hooks

    private static func owner(of context: UnsafeMutableRawPointer?) -> (
        LibXMLParse, xmlParserCtxtPtr
    )? {
        guard let context = context?.assumingMemoryBound(to: xmlParserCtxt.self),
            let owner = context.pointee._private
        else { return nil }
        return (Unmanaged<LibXMLParse>.fromOpaque(owner).takeUnretainedValue(), context)
    }

    /// Stops the parse with an error of our own.
    private func refuse(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation,
        context: xmlParserCtxtPtr
    ) {
        report(code, message, at: location)
        sawFatalError = true
        context.pointee.wellFormed = 0
        xmlStopParser(context)
    }

    private func refuseEntityDeclaration(
        named name: UnsafePointer<xmlChar>?, context: xmlParserCtxtPtr
    ) {
        let location =
            currentOffset(context).map {
                self.location(ofOffset: offset(ofLast: "<!ENTITY", atOrBefore: $0))
            }
            ?? SourceLocation(
                file: path, line: Int(context.pointee.input?.pointee.line ?? 1),
                column: Int(context.pointee.input?.pointee.col ?? 1))
        let entityName = name.map { String(cString: $0) } ?? ""
        refuse(
            .entityDeclaration,
            "entity declarations are not allowed (found a declaration of '\(entityName)')",
            at: location, context: context)
    }

    private func record(_ error: xmlError, context: xmlParserCtxtPtr) {
        guard !sawFatalError else { return }
        if error.level == XML_ERR_FATAL { sawFatalError = true }
        let isEntityReference =
            error.code == Int32(XML_ERR_UNDECLARED_ENTITY.rawValue)
            || error.code == Int32(XML_WAR_UNDECLARED_ENTITY.rawValue)
        let (specificCode, message) = LibXMLErrorMessage.describe(error)
        let code: DiagnosticCode =
            isEntityReference ? .entityReference
            : error.level == XML_ERR_WARNING ? .xmlWarning : specificCode ?? .malformedXML
        let reportedLine = Int(error.line)
        var location = SourceLocation(
            file: path, line: max(reportedLine, 1), column: max(Int(error.int2), 1))
        if let offset = currentOffset(context) {
            // libxml2 stands after an entity reference's `;`; point at its `&`.
            let byOffset = self.location(
                ofOffset: isEntityReference ? self.offset(ofLast: "&", atOrBefore: offset) : offset)
            if byOffset.line == reportedLine { location = byOffset }
        }
        report(code, message, at: location)
    }

    private static func installHooks(on handler: UnsafeMutablePointer<xmlSAXHandler>) {
        handler.pointee.serror = { userData, error in
            guard let (parse, context) = LibXMLParse.owner(of: userData), let error else { return }
            parse.record(error.pointee, context: context)
        }
        handler.pointee.entityDecl = { userData, name, _, _, _, _ in
            guard let (parse, context) = LibXMLParse.owner(of: userData) else { return }
            parse.refuseEntityDeclaration(named: name, context: context)
        }
        handler.pointee.unparsedEntityDecl = { userData, name, _, _, _ in
            guard let (parse, context) = LibXMLParse.owner(of: userData) else { return }
            parse.refuseEntityDeclaration(named: name, context: context)
        }
        handler.pointee.externalSubset = nil
        handler.pointee.startElementNs = {
            userData, localName, prefix, uri, namespaceCount, namespaces, attributeCount,
            defaultedCount, attributes in
            guard let (parse, context) = LibXMLParse.owner(of: userData) else { return }
            xmlSAX2StartElementNs(
                userData, localName, prefix, uri, namespaceCount, namespaces, attributeCount,
                defaultedCount, attributes)
            // The parser stands at the end of the start tag, which holds no other `<`.
            if let node = context.pointee.node, let end = parse.currentOffset(context) {
                NodeOffset.set(parse.offset(ofLast: "<", atOrBefore: end), on: node)
            }
        }
        // One function for both, so libxml2 keeps treating whitespace as ordinary text.
        let characters: charactersSAXFunc = { userData, chunk, length in
            xmlSAX2Characters(userData, chunk, length)
            guard let (parse, context) = LibXMLParse.owner(of: userData), let chunk,
                let text = context.pointee.node?.pointee.last,
                text.pointee.type == XML_TEXT_NODE, NodeOffset.get(text) == nil,
                let offset = parse.firstNonWhitespaceOffset(
                    of: chunk, length: Int(length), context: context)
            else { return }
            NodeOffset.set(offset, on: text)
        }
        handler.pointee.characters = characters
        handler.pointee.ignorableWhitespace = characters
    }
}

/// A byte offset kept in a libxml2 node's `_private` field (which libxml2 never touches).
enum NodeOffset {
    /// Stores `offset` on `node`.
    static func set(_ offset: Int, on node: xmlNodePtr) {
        node.pointee._private = UnsafeMutableRawPointer(bitPattern: offset + 1)
    }

    /// The offset stored on `node`, if any.
    static func get(_ node: xmlNodePtr) -> Int? {
        node.pointee._private.map { Int(bitPattern: $0) - 1 }
    }
}
