internal import CLibXML2

/// One streaming libxml2 parse of a byte buffer straight into located ``PlistNode`` values,
/// done safely.
///
/// - The input reaches libxml2 as UTF-8 (``PlistTextDecoding`` converts other encodings first).
/// - Options are exactly `NONET | NOCDATA | BIG_LINES | IGNORE_ENC`: entities are never
///   substituted, no DTD is loaded, nothing is fetched (a definition is untrusted input), and
///   the encoding an XML declaration names is not acted on (the text is UTF-8 by then).
/// - This parser's own SAX handler (not the process-global one) starts from nothing: libxml2
///   builds no document tree. Its callbacks refuse any `<!ENTITY>` declaration (Foundation's
///   property-list reader refuses a document type with declarations in brackets, so Xcode
///   refuses the file; stopping at the first declaration also means that no entity, however
///   large or nested, costs anything), leave out the external subset, and hand elements, text
///   and entity references to a ``PlistValueBuilder``, each located by byte offset (libxml2's
///   own columns count characters and stop being reliable past a few places).
/// - Errors arrive through this parser's structured error handler and become diagnostics
///   located by byte offset; after the first fatal error the rest (cascades) are dropped. When
///   libxml2 reports an error, the builder's findings are dropped too: they would only describe
///   the half of a document libxml2 gave up on.
/// - Tags are parsed with namespace processing (libxml2's SAX2 parser), so that what libxml2
///   reports about namespaces (unbound prefixes, `xmlns` attributes, prefixed plist elements)
///   is what its own tree builder would report.
///
/// The parse is a struct that libxml2's callbacks reach through one pointer (the parser
/// context's `_private`). The builder sits behind a pointer of its own, so that it can be
/// handed a closure locating text with the parse's line cursor.
struct LibXMLStreamParse {

    /// The path named in diagnostics.
    private let file: String
    /// The input, kept to locate offsets; valid for the whole parse.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var lines = LineCursor()
    private let builder: UnsafeMutablePointer<PlistValueBuilder>
    /// How many bytes of the input libxml2 has been given.
    private var fed = 0
    /// What libxml2 reported (and the entity refusals).
    private var diagnostics: [Diagnostic] = []
    private var sawFatalError = false

    private static let options = Int32(
        bitPattern: XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue
            | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_IGNORE_ENC.rawValue)

    /// `xmlInitParser` must run once before parsers run on several threads.
    private static let libraryInitialized: Void = xmlInitParser()

    /// Parses `bytes` read from `path` (already checked to be non-empty, text and within the
    /// size limit), in whichever encoding Foundation's property-list reader would read them.
    /// Returns the value, or nil with at least one error among the diagnostics.
    static func read(_ bytes: [UInt8], file: String) -> (PlistNode?, [Diagnostic]) {
        bytes.withUnsafeBufferPointer { input in
            switch PlistTextDecoding.decode(input, file: file) {
            case .utf8: parse(input, file: file)
            case .converted(let text): text.withUnsafeBufferPointer { parse($0, file: file) }
            case .refused(let diagnostic): (nil, [diagnostic])
            }
        }
    }

    private static func parse(_ input: UnsafeBufferPointer<UInt8>, file: String) -> (PlistNode?, [Diagnostic]) {
        let builder = UnsafeMutablePointer<PlistValueBuilder>.allocate(capacity: 1)
        builder.initialize(to: PlistValueBuilder(file: file, inputSize: input.count))
        let parse = UnsafeMutablePointer<LibXMLStreamParse>.allocate(capacity: 1)
        parse.initialize(
            to: LibXMLStreamParse(file: file, bytes: input, builder: builder))
        defer {
            parse.deinitialize(count: 1)
            parse.deallocate()
            builder.deinitialize(count: 1)
            builder.deallocate()
        }
        let value = run(parse)
        return (value, parse.pointee.diagnostics)
    }

    private init(
        file: String, bytes: UnsafeBufferPointer<UInt8>, builder: UnsafeMutablePointer<PlistValueBuilder>
    ) {
        self.file = file
        self.bytes = bytes
        self.builder = builder
    }

    private var startOfFile: SourceLocation { SourceLocation(file: file, line: 1, column: 1) }

    private static func run(_ parse: UnsafeMutablePointer<LibXMLStreamParse>) -> PlistNode? {
        _ = libraryInitialized
        let bytes = parse.pointee.bytes
        let startOfFile = parse.pointee.startOfFile
        guard !bytes.isEmpty, bytes.count <= Int(Int32.max), let context = xmlNewParserCtxt() else {
            parse.pointee.report(.malformedXML, "libxml2 could not start parsing", at: startOfFile)
            return nil
        }
        defer { xmlFreeParserCtxt(context) }
        context.pointee._private = UnsafeMutableRawPointer(parse)
        installHandler(in: context.pointee.sax)
        // libxml2 copies a memory input whole into a buffer of its own; read through a
        // callback, it holds only the window it is parsing, refilled from `bytes`.
        let document = xmlCtxtReadIO(
            context,
            { parse, buffer, length in
                guard let parse, let buffer, length > 0 else { return 0 }
                return parse.assumingMemoryBound(to: LibXMLStreamParse.self).pointee
                    .feed(buffer, length: Int(length))
            }, nil, UnsafeMutableRawPointer(parse), parse.pointee.file, nil, options)
        // The handler builds no tree, so there is never a document; free one all the same
        // should a libxml2 version make an empty one.
        if let document { xmlFreeDoc(document) }
        if !parse.pointee.diagnostics.containsErrors, context.pointee.wellFormed == 0 {
            parse.pointee.report(.malformedXML, "libxml2 could not parse the file", at: startOfFile)
        }
        guard !parse.pointee.diagnostics.containsErrors else { return nil }
        let value = parse.pointee.builder.pointee.finish(startOfFile: startOfFile)
        parse.pointee.diagnostics += parse.pointee.builder.pointee.diagnostics
        return value
    }

    /// Copies the next at most `length` bytes of the input to `buffer` for libxml2; returns
    /// how many (0 at the end).
    private mutating func feed(_ buffer: UnsafeMutablePointer<CChar>, length: Int) -> Int32 {
        let count = min(length, bytes.count - fed)
        UnsafeMutableRawPointer(buffer).copyMemory(from: bytes.baseAddress! + fed, byteCount: count)
        fed += count
        return Int32(count)
    }

    private mutating func report(_ code: DiagnosticCode, _ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(code, message, at: location))
    }

    // MARK: Positions

    /// The line and column of the byte at `offset`.
    private mutating func position(ofOffset offset: Int) -> (line: Int, column: Int) {
        lines.position(ofOffset: offset, in: bytes)
    }

    /// The location of the byte at `offset`.
    private mutating func location(ofOffset offset: Int) -> SourceLocation {
        let position = position(ofOffset: offset)
        return SourceLocation(file: file, line: position.line, column: position.column)
    }

    /// The byte offset of the parser's current position, when it is reading the main input.
    private func currentOffset(_ context: xmlParserCtxtPtr) -> Int? {
        guard context.pointee.inputNr == 1, let input = context.pointee.input,
            input.pointee.buf != nil, let base = input.pointee.base, let cur = input.pointee.cur
        else { return nil }
        let offset = Int(input.pointee.consumed) + base.distance(to: cur)
        return offset <= bytes.count ? offset : nil
    }

    /// The offset of the last `byte` at or before `offset`, else `offset`.
    private func offset(ofLastByte byte: UInt8, atOrBefore offset: Int) -> Int {
        var index = min(offset, bytes.count - 1)
        while index >= 0 {
            if bytes[index] == byte { return index }
            index -= 1
        }
        return offset
    }

    /// The offset of the last `<!ENTITY` that starts at or before `offset`, else `offset`.
    private func offsetOfLastEntityDeclaration(atOrBefore offset: Int) -> Int {
        let marker = Array("<!ENTITY".utf8)
        var start = offset
        while start >= 0 {
            start = self.offset(ofLastByte: marker[0], atOrBefore: start)
            if bytes[start...].starts(with: marker) { return start }
            if start == 0 || bytes[start] != marker[0] { break }
            start -= 1
        }
        return offset
    }

    /// The location of the byte at `index` in a chunk of text libxml2 handed over.
    private mutating func location(
        ofIndex index: Int, in chunk: UnsafePointer<xmlChar>, length: Int,
        context: xmlParserCtxtPtr
    ) -> SourceLocation? {
        guard let input = context.pointee.input, let base = input.pointee.base,
            let end = input.pointee.end, let current = currentOffset(context)
        else { return nil }
        // libxml2 passes text straight from its buffer, or a copy it made ending at the
        // current position.
        let chunkStart =
            (base <= chunk && chunk < end)
            ? Int(input.pointee.consumed) + base.distance(to: chunk) : max(current - length, 0)
        return location(ofOffset: chunkStart + index)
    }

    // MARK: Callbacks

    /// The parse and parser context behind a callback's `userData` (the context, whose
    /// `_private` points to the parse).
    private static func parse(of context: UnsafeMutableRawPointer?) -> (
        UnsafeMutablePointer<LibXMLStreamParse>, xmlParserCtxtPtr
    )? {
        guard let context = context?.assumingMemoryBound(to: xmlParserCtxt.self),
            let parse = context.pointee._private
        else { return nil }
        return (parse.assumingMemoryBound(to: LibXMLStreamParse.self), context)
    }

    private mutating func refuseEntityDeclaration(
        named name: UnsafePointer<xmlChar>?, context: xmlParserCtxtPtr
    ) {
        let location =
            currentOffset(context).map {
                self.location(ofOffset: offsetOfLastEntityDeclaration(atOrBefore: $0))
            }
            ?? SourceLocation(
                file: file, line: Int(context.pointee.input?.pointee.line ?? 1),
                column: Int(context.pointee.input?.pointee.col ?? 1))
        let entityName = name.map { String(cString: $0) } ?? ""
        report(
            .entityDeclaration,
            "the document type declares the entity '\(entityName)'; Xcode's property-list reader refuses "
                + "a document type with declarations in brackets",
            at: location)
        sawFatalError = true
        context.pointee.wellFormed = 0
        xmlStopParser(context)
    }

    private mutating func record(_ error: xmlError, context: xmlParserCtxtPtr) {
        guard !sawFatalError else { return }
        if error.level == XML_ERR_FATAL { sawFatalError = true }
        let isEntityReference =
            error.code == Int32(XML_ERR_UNDECLARED_ENTITY.rawValue)
            || error.code == Int32(XML_WAR_UNDECLARED_ENTITY.rawValue)
        let (specificCode, message) = LibXMLErrorMessage.describe(error)
        let code: DiagnosticCode =
            isEntityReference
            ? .entityReference
            : error.level == XML_ERR_WARNING ? .xmlWarning : specificCode ?? .malformedXML
        let reportedLine = Int(error.line)
        var location = SourceLocation(
            file: file, line: max(reportedLine, 1), column: max(Int(error.int2), 1))
        if let offset = currentOffset(context) {
            // libxml2 stands after an entity reference's `;`; point at its `&`.
            let byOffset = self.location(
                ofOffset: isEntityReference
                    ? self.offset(ofLastByte: UInt8(ascii: "&"), atOrBefore: offset) : offset)
            if byOffset.line == reportedLine { location = byOffset }
        }
        report(code, message, at: location)
    }

    private mutating func startElement(
        _ localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?,
        uri: UnsafePointer<xmlChar>?, context: xmlParserCtxtPtr
    ) {
        // An unbound prefix stays part of the name, as libxml2's own tree keeps it.
        let unboundPrefix = uri == nil ? prefix : nil
        let element =
            unboundPrefix == nil
            ? PlistElement(name: UnsafeBufferPointer(start: localName, count: Int(xmlStrlen(localName)))) : .other
        startElement(element, context: context) {
            (unboundPrefix.map { String(cString: $0) + ":" } ?? "") + String(cString: localName)
        }
    }

    /// Hands a start tag to the builder, located at its `<`.
    private mutating func startElement(
        _ element: PlistElement, context: xmlParserCtxtPtr, name: () -> String
    ) {
        // The parser stands at the end of the start tag, which holds no other `<`.
        let position =
            currentOffset(context).map {
                self.position(ofOffset: offset(ofLastByte: UInt8(ascii: "<"), atOrBefore: $0))
            } ?? (line: Int(context.pointee.input?.pointee.line ?? 1), column: 1)
        builder.pointee.startElement(element, at: position, name: name)
    }

    private mutating func characters(
        _ chunk: UnsafePointer<xmlChar>, length: Int, context: xmlParserCtxtPtr
    ) {
        builder.pointee.characters(UnsafeBufferPointer(start: chunk, count: length)) { index in
            location(ofIndex: index, in: chunk, length: length, context: context)
        }
    }

    /// Replaces every callback of `handler` (libxml2's default SAX2 tree builder) with this
    /// parse's own; the ones left nil (the document, the DTD's declarations, the external
    /// subset, entity resolution) do nothing. Marked SAX2, so that libxml2 parses tags with
    /// namespaces and reports errors to `serror` (the variadic `error` and `warning` are left
    /// nil, so nothing is printed).
    private static func installHandler(in handler: UnsafeMutablePointer<xmlSAXHandler>) {
        handler.pointee = xmlSAXHandler()
        handler.pointee.initialized = XML_SAX2_MAGIC
        handler.pointee.startElementNs = { userData, localName, prefix, uri, _, _, _, _, _ in
            guard let (parse, context) = LibXMLStreamParse.parse(of: userData), let localName else { return }
            parse.pointee.startElement(localName, prefix: prefix, uri: uri, context: context)
        }
        handler.pointee.endElementNs = { userData, _, _, _ in
            LibXMLStreamParse.parse(of: userData)?.0.pointee.builder.pointee.endElement()
        }
        handler.pointee.serror = { userData, error in
            guard let (parse, context) = LibXMLStreamParse.parse(of: userData), let error else { return }
            parse.pointee.record(error.pointee, context: context)
        }
        handler.pointee.entityDecl = { userData, name, _, _, _, _ in
            guard let (parse, context) = LibXMLStreamParse.parse(of: userData) else { return }
            parse.pointee.refuseEntityDeclaration(named: name, context: context)
        }
        handler.pointee.unparsedEntityDecl = { userData, name, _, _, _ in
            guard let (parse, context) = LibXMLStreamParse.parse(of: userData) else { return }
            parse.pointee.refuseEntityDeclaration(named: name, context: context)
        }
        // One function for both, so libxml2 keeps treating whitespace as ordinary text.
        let characters: charactersSAXFunc = { userData, chunk, length in
            guard let (parse, context) = LibXMLStreamParse.parse(of: userData), let chunk, length > 0 else { return }
            parse.pointee.characters(chunk, length: Int(length), context: context)
        }
        handler.pointee.characters = characters
        handler.pointee.ignorableWhitespace = characters
        handler.pointee.reference = { userData, name in
            guard let (parse, _) = LibXMLStreamParse.parse(of: userData) else { return }
            parse.pointee.builder.pointee.entityReference(named: name.map { String(cString: $0) } ?? "")
        }
        handler.pointee.comment = { userData, _ in
            LibXMLStreamParse.parse(of: userData)?.0.pointee.builder.pointee.separator()
        }
        handler.pointee.processingInstruction = { userData, _, _ in
            LibXMLStreamParse.parse(of: userData)?.0.pointee.builder.pointee.separator()
        }
    }
}
