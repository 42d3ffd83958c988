/// The growable byte storage of a ``SourceBuffer``: a value with copy-on-write like an array,
/// made for one use, appending many small pieces. Appending a piece is a frontier check, a
/// capacity check and a copy, without the generic bookkeeping of `Array.append(contentsOf:)`.
///
/// Copies share one heap block, and bytes once written to it never change: a copy only ever
/// appends. So a copy may append in place without asking whether the block is shared, as long as
/// its text ends where the block's written bytes end (its ``count`` is the block's ``Block/end``);
/// a copy whose text ends earlier (another copy appended past it) copies its bytes to a block of
/// its own first. This replaces an `isKnownUniquelyReferenced` call, a call into the runtime,
/// on every append, and rendering is mostly appends.
struct UTF8Storage {
    /// The heap block; shared between copies.
    private final class Block {
        let base: UnsafeMutablePointer<UInt8>
        /// How many bytes of the block are written, by whichever copy wrote last.
        var end = 0
        let capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            base = .allocate(capacity: capacity)
        }

        deinit { base.deallocate() }

        /// A block holding the first `count` bytes, with room for `capacity`.
        func copy(count: Int, capacity: Int) -> Block {
            let block = Block(capacity: capacity)
            block.base.initialize(from: base, count: count)
            block.end = count
            return block
        }
    }

    private var block = Block(capacity: 256)

    /// How many bytes are stored.
    private(set) var count = 0

    /// Appends `bytes`.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let needed = count + bytes.count
        if needed > block.capacity || count != block.end {
            block = block.copy(count: count, capacity: Swift.max(needed, block.capacity * 2))
        }
        (block.base + count).initialize(from: source, count: bytes.count)
        count = needed
        block.end = needed
    }

    /// Appends one byte.
    mutating func append(_ byte: UInt8) {
        withUnsafePointer(to: byte) { append(UnsafeBufferPointer(start: $0, count: 1)) }
    }

    /// Drops the bytes from `offset` on.
    mutating func removeAll(from offset: Int) {
        // Bytes a copy still holds must not be written over, so only a block no other copy
        // holds takes its end back.
        if isKnownUniquelyReferenced(&block) {
            block.end = offset
        } else {
            block = block.copy(count: offset, capacity: block.capacity)
        }
        count = offset
    }

    /// Calls `body` with the bytes in `range`.
    func withBytes<R>(_ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        precondition(range.lowerBound >= 0 && range.upperBound <= count)
        return try withExtendedLifetime(block) {
            try body(UnsafeBufferPointer(start: block.base + range.lowerBound, count: range.count))
        }
    }
}
