/// A growable array of plain values (no references inside) that owns its memory outright.
///
/// The reader's builder appends to its stacks on every element; a Swift `Array` there pays a
/// uniqueness check (`swift_isUniquelyReferenced_nonNull_native`) on every append and element
/// write, because the array could be shared. This buffer cannot be copied, so it is never
/// shared and needs no check: it reallocates only to grow (doubling), and frees its memory
/// when it goes away. Indices are checked as an `Array`'s are.
struct PlainValueBuffer<Element: BitwiseCopyable>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// How many elements the buffer holds.
    private(set) var count = 0

    /// An empty buffer with room for `capacity` elements before it first grows.
    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        base = UnsafeMutablePointer.allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    /// The last element, or nil when empty.
    var last: Element? { count == 0 ? nil : base[count - 1] }

    /// The element at `index` (`0..<count`).
    subscript(index: Int) -> Element {
        unsafeAddress {
            precondition(index >= 0 && index < count, "PlainValueBuffer index out of range")
            return UnsafePointer(base + index)
        }
        unsafeMutableAddress {
            precondition(index >= 0 && index < count, "PlainValueBuffer index out of range")
            return base + index
        }
    }

    /// Adds `element` at the end. Always inlined: as a call, each of the builder's appends cost
    /// about 23 instructions (callgrind), the growth path stays out of line.
    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Removes and returns the last element, or nil when empty.
    mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return base[count]
    }

    /// Drops the elements from `newCount` on (`0...count`).
    mutating func truncate(to newCount: Int) {
        precondition(newCount >= 0 && newCount <= count, "PlainValueBuffer truncated past its end")
        count = newCount
    }

    /// Calls `body` with the elements from `start` (`0...count`) to the end; the pointer is
    /// valid only during the call.
    func withElements<Result>(from start: Int, _ body: (UnsafeBufferPointer<Element>) -> Result) -> Result {
        precondition(start >= 0 && start <= count, "PlainValueBuffer index out of range")
        return body(UnsafeBufferPointer(start: base + start, count: count - start))
    }

    @inline(never)
    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.initialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
