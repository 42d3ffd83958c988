/// The growable byte storage of a ``SourceBuffer``: a value with copy-on-write like an array,
/// made for one use, appending many small pieces. Appending a piece is a uniqueness check, a
/// capacity check and a copy, without the generic bookkeeping of `Array.append(contentsOf:)`.
struct UTF8Storage {
    /// The heap block; shared between copies until one of them writes.
    private final class Block {
        let base: UnsafeMutablePointer<UInt8>
        var count = 0
        let capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            base = .allocate(capacity: capacity)
        }

        deinit { base.deallocate() }

        /// A block holding the same bytes, with room for `capacity`.
        func copy(capacity: Int) -> Block {
            let block = Block(capacity: capacity)
            block.base.initialize(from: base, count: count)
            block.count = count
            return block
        }
    }

    private var block = Block(capacity: 256)

    /// How many bytes are stored.
    var count: Int { block.count }

    /// Appends `bytes`.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let needed = block.count + bytes.count
        if needed > block.capacity || !isKnownUniquelyReferenced(&block) {
            block = block.copy(capacity: Swift.max(needed, block.capacity * 2))
        }
        (block.base + block.count).initialize(from: source, count: bytes.count)
        block.count = needed
    }

    /// Appends one byte.
    mutating func append(_ byte: UInt8) {
        withUnsafePointer(to: byte) { append(UnsafeBufferPointer(start: $0, count: 1)) }
    }

    /// Drops the bytes from `offset` on.
    mutating func removeAll(from offset: Int) {
        if !isKnownUniquelyReferenced(&block) { block = block.copy(capacity: block.capacity) }
        block.count = offset
    }

    /// Calls `body` with the bytes in `range`.
    func withBytes<R>(_ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        precondition(range.lowerBound >= 0 && range.upperBound <= block.count)
        return try withExtendedLifetime(block) {
            try body(UnsafeBufferPointer(start: block.base + range.lowerBound, count: range.count))
        }
    }
}
