extension String {
    /// Whether every UTF-8 byte of the string satisfies `predicate`, read over the string's
    /// contiguous bytes where it lends them: walking its `utf8` view costs many times more.
    /// Inlinable, so that each caller's predicate is inlined into the loop.
    @inlinable
    package func allUTF8Bytes(satisfy predicate: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.allSatisfy(predicate) } ?? utf8.allSatisfy(predicate)
    }
}
