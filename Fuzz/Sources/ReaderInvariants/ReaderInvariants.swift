import IntentDefinition

/// What must hold for any read of any bytes.
///
/// - A value comes back exactly when no error was reported.
/// - Every location (diagnostics, their notes, every node and key) names the input and lies in
///   it: in XML, the line exists and the column is at most that line's length plus one; in a
///   binary property list (the input starts with `bplist`), the line is 1 and the column is 1 +
///   the offset of a byte of the input.
/// - In XML, a node's children start after the node, and siblings in file order. In a binary
///   list, each node and key is located at an object marker of its kind.
/// - Reading the same bytes again gives the same value (a real by its bits) and diagnostics.
public struct ReaderInvariants {
    /// The name every fuzz input is read under.
    public static let path = "fuzz.plist"

    private let bytes: [UInt8]
    private let options: PlistReader.Options
    private let isBinary: Bool
    /// The length of each line, newline excluded.
    private let lineLengths: [Int]

    /// The invariants of reading `bytes` with `options`.
    public init(_ bytes: [UInt8], options: PlistReader.Options = PlistReader.Options()) {
        self.bytes = bytes
        self.options = options
        isBinary = bytes.starts(with: "bplist".utf8)
        lineLengths = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map(\.count)
    }

    /// Reads the bytes and checks the outcome; traps when an invariant fails.
    public func checkRead() {
        var diagnostics: [Diagnostic] = []
        let root = PlistReader.read(bytes: bytes, path: Self.path, options: options, diagnostics: &diagnostics)
        check(root, diagnostics)
    }

    /// Checks one read's outcome.
    private func check(_ root: PlistNode?, _ diagnostics: [Diagnostic]) {
        require(
            (root == nil) == diagnostics.containsErrors,
            "value \(root == nil ? "missing" : "present") with errors: \(diagnostics.containsErrors)")
        for diagnostic in diagnostics {
            let locations = [diagnostic.location] + diagnostic.notes.map(\.location)
            for case let location? in locations {
                checkInside(location, "\(diagnostic.code.rawValue): \(diagnostic.message)")
            }
        }
        if let root { checkTree(root) }
        var again: [Diagnostic] = []
        let second = PlistReader.read(bytes: bytes, path: Self.path, options: options, diagnostics: &again)
        require(
            second.map(Self.fingerprint) == root.map(Self.fingerprint) && again == diagnostics,
            "a second read gave a different outcome")
    }

    /// Every value and key of the tree at `root` with its location, in reading order; reals by
    /// their bits, so that a NaN read twice is the same.
    private static func fingerprint(_ root: PlistNode) -> [String] {
        var lines: [String] = []
        var pending = [root]
        while let node = pending.popLast() {
            switch node.value {
            case .array(let items):
                lines.append("\(node.location) array \(items.count)")
                pending += items.reversed()
            case .dictionary(let entries):
                lines.append("\(node.location) dictionary \(entries.count)")
                for entry in entries.reversed() {
                    pending.append(entry.value)
                    pending.append(PlistNode(.string(entry.key), at: entry.keyLocation))
                }
            case .real(let real):
                lines.append("\(node.location) real \(real.bitPattern)")
            case let value:
                lines.append("\(node.location) \(value)")
            }
        }
        return lines
    }

    private func checkTree(_ root: PlistNode) {
        var pending = [root]
        while let node = pending.popLast() {
            checkInside(node.location, "node \(node.value.kindDescription)")
            if isBinary { checkMarker(at: node.location, of: node.value) }
            var previous = node.location
            switch node.value {
            case .array(let items):
                for item in items {
                    require(
                        isBinary || previous < item.location, "array item at \(item.location) not after \(previous)")
                    previous = item.location
                    pending.append(item)
                }
            case .dictionary(let entries):
                for entry in entries {
                    checkInside(entry.keyLocation, "key '\(entry.key)'")
                    if isBinary { checkMarker(at: entry.keyLocation, of: .string(entry.key)) }
                    require(
                        isBinary || (previous < entry.keyLocation && entry.keyLocation < entry.value.location),
                        "key '\(entry.key)' at \(entry.keyLocation) out of order")
                    previous = entry.value.location
                    pending.append(entry.value)
                }
            default:
                break
            }
        }
    }

    private func checkInside(_ location: SourceLocation, _ what: @autoclosure () -> String) {
        let inside =
            if isBinary {
                location.line == 1 && location.column >= 1 && location.column <= bytes.count
            } else {
                location.line >= 1 && location.line <= lineLengths.count && location.column >= 1
                    && location.column <= lineLengths[location.line - 1] + 1
            }
        require(location.file == Self.path && inside, "\(what()) is located outside the input at \(location)")
    }

    /// The byte at `location` of a binary list is an object marker for `value`'s kind.
    private func checkMarker(at location: SourceLocation, of value: PlistValue) {
        let marker = bytes[location.column - 1]
        let high = marker >> 4
        let matches =
            switch value {
            case .boolean: marker == 0x08 || marker == 0x09
            case .integer, .unsignedInteger: high == 0x1
            case .real: high == 0x2
            case .date: marker == 0x33
            case .data: high == 0x4
            case .string: high == 0x5 || high == 0x6
            case .array: high == 0xA
            case .dictionary: high == 0xD
            }
        require(matches, "\(value.kindDescription) at \(location) is at the marker \(marker)")
    }

    private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("reader fuzz invariant violated: \(message())") }
    }
}
