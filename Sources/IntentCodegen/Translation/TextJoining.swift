/// Short texts joined in one allocation of exactly their total size: a path such as
/// `self.count?.dialogArgument`, a sentence naming a type.
///
/// `a + b + c` and string interpolation append piece by piece, each append checking and
/// growing the buffer (with a new allocation when the estimate was short); the translators
/// join a few pieces thousands of times per definition. Here each piece's bytes are copied
/// once into a buffer of the final size.
enum TextJoining {
    /// `first + second + third`.
    static func joined(_ first: String, _ second: String, _ third: String = "") -> String {
        let count = first.utf8.count + second.utf8.count + third.utf8.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            var end = copy(first, into: buffer, at: 0)
            end = copy(second, into: buffer, at: end)
            return copy(third, into: buffer, at: end)
        }
    }

    /// Copies `text`'s bytes into `buffer` from `start`; the index after them.
    private static func copy(_ text: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        // The bytes are lent in place (native and small strings lend them), not through a
        // mutable copy of the string, which retained and released each piece.
        if let end = text.utf8.withContiguousStorageIfAvailable({ buffer[start...].initialize(fromContentsOf: $0) }) {
            return end
        }
        var end = start
        for byte in text.utf8 {
            buffer[end] = byte
            end += 1
        }
        return end
    }
}
