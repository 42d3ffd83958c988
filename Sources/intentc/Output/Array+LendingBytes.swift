extension Array where Element == UInt8 {
    /// Lends the bytes in `range` (all of them when nil) to `body` as one buffer, which is valid
    /// only during the call, and passes on `body`'s typed error.
    ///
    /// Before Swift 6 the standard library's `withUnsafeBufferPointer` rethrows untyped, which a
    /// `throws(Failure)` caller cannot pass on; the compiler is built against such SDKs too.
    func lend<Failure: Error>(
        _ range: Range<Int>? = nil, to body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Void
    ) throws(Failure) {
        var failure: Failure?
        withUnsafeBufferPointer { buffer in
            do throws(Failure) {
                try body(UnsafeBufferPointer(rebasing: buffer[range ?? 0..<count]))
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }
}
