import IntentDefinition

/// What must hold for any read of any bytes.
///
/// - A value comes back exactly when no error was reported.
/// - Every location (diagnostics, their notes, every node and key) names the input and lies in
///   it: the line exists and the column is at most that line's length plus one.
/// - A node's children start after the node, and siblings in file order.
/// - Reading the same bytes again gives the same value and diagnostics.
struct ReaderInvariants {
    /// The name every fuzz input is read under.
    static let path = "fuzz.plist"

    private let bytes: [UInt8]
    /// The length of each line, newline excluded.
    private let lineLengths: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lineLengths = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map(\.count)
    }

    /// Checks one read's outcome.
    func check(_ root: PlistNode?, _ diagnostics: [Diagnostic]) {
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
        let second = PlistReader.read(bytes: bytes, path: Self.path, diagnostics: &again)
        require(second == root && again == diagnostics, "a second read gave a different outcome")
    }

    private func checkTree(_ root: PlistNode) {
        var pending = [root]
        while let node = pending.popLast() {
            checkInside(node.location, "node \(node.value.kindDescription)")
            var previous = node.location
            switch node.value {
            case .array(let items):
                for item in items {
                    require(previous < item.location, "array item at \(item.location) not after \(previous)")
                    previous = item.location
                    pending.append(item)
                }
            case .dictionary(let entries):
                for entry in entries {
                    checkInside(entry.keyLocation, "key '\(entry.key)'")
                    require(
                        previous < entry.keyLocation && entry.keyLocation < entry.value.location,
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
            location.file == Self.path && location.line >= 1 && location.line <= lineLengths.count
            && location.column >= 1 && location.column <= lineLengths[location.line - 1] + 1
        require(inside, "\(what()) is located outside the input at \(location)")
    }

    private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("reader fuzz invariant violated: \(message())") }
    }
}
