/// Reads binary property lists (`bplist00`, what `plutil -convert binary1` writes and
/// Foundation's property-list reader reads) into the same ``PlistNode`` trees as the XML reader.
///
/// A binary file has no lines, so every value is located at line 1, column 1 + the byte offset
/// of its object in the file; a dictionary key at its string object's offset. One object
/// referred to from several places (writers share equal strings and numbers) is located at the
/// same place each time.
///
/// A damaged file is refused with `DiagnosticCode.binaryPropertyList` (`IC003`) at the object,
/// offset-table entry or trailer field at fault: a truncated file, a trailer or offset table out
/// of range, an object running past the objects, an unknown marker, null, fill, a UID or a set,
/// an ASCII string with other bytes, a UTF-16 string with an unpaired surrogate, a date that is
/// not finite, a dictionary key that is not a string, or a container that contains itself,
/// directly or not. An integer wider than 64 bits is `DiagnosticCode.invalidInteger` (`IC015`),
/// as in XML. A key repeated in a dictionary is `DiagnosticCode.duplicateKey` (`IC013`, a
/// warning) and the later value is kept, as Foundation keeps it.
///
/// Reading takes time and memory in proportion to the file: each object is read once, and an
/// object several containers use (a writer may share any equal values, containers too) is one
/// value those containers share. What the document holds is still bounded as an XML file's is:
/// its values, each use of a shared one counted, as at least 6 bytes each (`<key/>`) plus their
/// text or data, may not exceed the maximum input size (`DiagnosticCode.inputTooLarge`,
/// `IC004`), so no binary file holds more than the largest XML file intentc reads, however often
/// it reuses a container. Containers nest at most 256 deep (the depth libxml2 lets the XML form
/// reach); deeper is `IC004` too.
enum BinaryPlistReader {
    /// How deep containers may nest.
    static let maximumDepth = 256
    /// What each value and key counts for towards the limit, besides its text or data.
    static let minimumElementSize = 6

    /// Reads `bytes`, which start with `bplist`, as the contents of `file`; refuses it when its
    /// values, counted as above, exceed `maximumExpandedSize`. Returns nil with an error
    /// diagnostic when the file cannot be read.
    static func read(
        _ bytes: [UInt8], file: String, maximumExpandedSize: Int, diagnostics: inout [Diagnostic]
    ) -> PlistNode? {
        var builder: BinaryPlistDocumentBuilder
        do throws(BinaryPlistDamage) {
            builder = BinaryPlistDocumentBuilder(
                try BinaryPlistLayout(bytes), file: file, maximumExpandedSize: maximumExpandedSize)
        } catch {
            diagnostics.append(diagnostic(error, file: file))
            return nil
        }
        do throws(BinaryPlistDamage) {
            let root = try builder.build()
            diagnostics += builder.warnings
            return root
        } catch {
            diagnostics += builder.warnings
            diagnostics.append(diagnostic(error, file: file))
            return nil
        }
    }

    private static func diagnostic(_ damage: BinaryPlistDamage, file: String) -> Diagnostic {
        Diagnostic(damage.code, damage.message, at: SourceLocation(file: file, line: 1, column: damage.offset + 1))
    }
}
