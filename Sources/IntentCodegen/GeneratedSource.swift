/// A generated Swift file, rendered when it is written rather than kept as one string.
///
/// Everything that can go wrong with the definition is known before rendering starts: the
/// diagnostics that come with a `GeneratedSource` are complete, and rendering adds none. So a
/// caller decides from them whether to write at all, and then ``write(to:)`` hands the file's
/// UTF-8 to its destination piece by piece, each piece dropped once handed over — a file of
/// tens of megabytes never needs its own size in memory, nor twice that while it is joined.
/// ``text`` gives the whole file as a string when that is what is wanted.
///
/// Each call renders the file afresh from the translated definition, to the same bytes.
public struct GeneratedSource: Sendable {
    /// The translated definition.
    private let translator: any FlavorTranslator
    /// The tables to embed after the definition's declarations, if any.
    private let translations: EmbeddedTranslations?

    init(translator: any FlavorTranslator, translations: EmbeddedTranslations?) {
        self.translator = translator
        self.translations = translations
    }

    /// Renders the file, handing its UTF-8 to `sink` in consecutive pieces (a few hundred
    /// kilobytes each, whole top-level declarations; a small file is one piece). Each buffer
    /// is valid only during its call. When `sink` throws, rendering stops and `write(to:)`
    /// rethrows the error without calling `sink` again.
    public func write<Failure: Error>(
        to sink: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Void
    ) throws(Failure) {
        try write(pieceSize: SwiftFileWriter.Destination.defaultPieceSize, to: sink)
    }

    /// ``write(to:)`` in pieces of about `pieceSize` bytes.
    func write<Failure: Error>(
        pieceSize: Int, to sink: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Void
    ) throws(Failure) {
        var failure: Failure?
        withoutActuallyEscaping(sink) { sink in
            render(
                to: SwiftFileWriter.Destination(pieceSize: pieceSize) { piece in
                    do throws(Failure) {
                        try sink(piece)
                        return true
                    } catch {
                        failure = error
                        return false
                    }
                })
        }
        if let failure { throw failure }
    }

    /// The whole file as one string.
    public var text: String {
        SwiftFileWriter.joined(render)
    }

    /// Writes the translated declarations, then the embedded tables, to `destination`.
    private func render(to destination: SwiftFileWriter.Destination) {
        var writer = translator.write(to: destination)
        if let translations,
            let declaration = (translator as? StandardTranslator)?.translationsDeclaration(translations)
        {
            writer.write(declaration)
        }
        writer.finish()
    }
}
