import AppIntentsSource
import IntentDefinition

/// What must hold for any read of any bytes by the declaration reader.
///
/// - Every location (types, properties, enum cases, annotations, the notes on what was skipped)
///   names the input and lies in it: the line exists and the column is at most that line's
///   length plus one.
/// - Types come in the order their names appear, and so do each type's properties and cases,
///   and the annotations.
/// - Every note on what was skipped is IC247.
/// - Reading the same bytes again gives the same summary.
struct SwiftReaderInvariants {
    /// The name every fuzz input is read under.
    static let path = "Fuzz.swift"

    private let bytes: [UInt8]
    /// The length of each line, newline excluded.
    private let lineLengths: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lineLengths = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(\.count)
    }

    /// Checks one read's summary.
    func check(_ summary: SwiftSourceSummary) {
        checkOrdered(summary.types.map(\.location), "types")
        for type in summary.types {
            checkOrdered(type.properties.map(\.location), "properties of \(type.name)")
            checkOrdered(type.cases.map(\.location), "cases of \(type.name)")
        }
        checkOrdered(summary.annotations.map(\.location), "annotations")
        for note in summary.skipped {
            require(note.code.rawValue == "IC247", "a note with code \(note.code.rawValue): \(note.message)")
            if let location = note.location { checkInside(location, "note '\(note.message)'") }
        }
        let again = SwiftDeclarationReader.read(bytes, file: Self.path)
        require(again == summary, "a second read gave a different summary")
    }

    /// Checks that `locations` lie in the input, each after the one before it.
    private func checkOrdered(_ locations: [SourceLocation], _ what: String) {
        var previous: SourceLocation?
        for location in locations {
            checkInside(location, what)
            if let previous { require(previous < location, "\(what): \(location) is not after \(previous)") }
            previous = location
        }
    }

    private func checkInside(_ location: SourceLocation, _ what: @autoclosure () -> String) {
        let inside =
            location.file == Self.path && location.line >= 1 && location.line <= lineLengths.count
            && location.column >= 1 && location.column <= lineLengths[location.line - 1] + 1
        require(inside, "\(what()) is located outside the input at \(location)")
    }

    private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("Swift reader fuzz invariant violated: \(message())") }
    }
}
