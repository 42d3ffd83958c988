import Testing

@testable import IntentDefinition

@Suite struct PlainValueBufferTests {
    @Test func appendsPastItsCapacityKeepingEveryElement() {
        var buffer = PlainValueBuffer<Int>(capacity: 1)
        // Values are read into locals first: `#expect` cannot capture a non-copyable value.
        let (emptyAtFirst, lastAtFirst) = (buffer.isEmpty, buffer.last)
        #expect(emptyAtFirst && lastAtFirst == nil)
        for value in 0..<100 { buffer.append(value * 3) }
        let (count, isEmpty, last) = (buffer.count, buffer.isEmpty, buffer.last)
        let values = (0..<100).map { buffer[$0] }
        #expect(count == 100 && !isEmpty && last == 297)
        #expect(values == (0..<100).map { $0 * 3 })
    }

    @Test func zeroCapacityStillGrows() {
        var buffer = PlainValueBuffer<UInt32>(capacity: 0)
        buffer.append(7)
        buffer.append(8)
        let values = (buffer.count, buffer[0], buffer[1])
        #expect(values == (2, 7, 8))
    }

    @Test func elementsAreWrittenInPlace() {
        var buffer = PlainValueBuffer<(identity: UInt64, record: UInt32)>(capacity: 4)
        buffer.append((1, 10))
        buffer.append((2, 20))
        buffer[1].record = 21
        buffer[0] = (5, 50)
        let (first, second) = (buffer[0], buffer[1])
        #expect(first == (5, 50))
        #expect(second == (2, 21))
    }

    @Test func popAndTruncateDropFromTheEnd() {
        var buffer = PlainValueBuffer<Int>(capacity: 2)
        let poppedWhenEmpty = buffer.popLast()
        #expect(poppedWhenEmpty == nil)
        for value in 1...5 { buffer.append(value) }
        let popped = buffer.popLast()
        #expect(popped == 5)
        buffer.truncate(to: 2)
        let afterTruncating = (buffer.count, buffer.last)
        #expect(afterTruncating == (2, 2))
        buffer.truncate(to: 2)
        let afterTruncatingToItsCount = buffer.count
        #expect(afterTruncatingToItsCount == 2)
        buffer.append(9)
        let appended = buffer[2]
        #expect(appended == 9)
        buffer.truncate(to: 0)
        let (isEmpty, poppedAtLast) = (buffer.isEmpty, buffer.popLast())
        #expect(isEmpty && poppedAtLast == nil)
    }

    @Test func elementsFromAnIndexToTheEnd() {
        var buffer = PlainValueBuffer<UInt32>(capacity: 8)
        for value: UInt32 in 0..<6 { buffer.append(value) }
        let tail = buffer.withElements(from: 2) { Array($0) }
        let nothing = buffer.withElements(from: 6) { $0.count }
        let sum = buffer.withElements(from: 0) { $0.reduce(0, +) }
        #expect(tail == [2, 3, 4, 5])
        #expect(nothing == 0)
        #expect(sum == 15)
    }
}
