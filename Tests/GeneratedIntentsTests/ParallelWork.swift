import Dispatch
import Synchronization

/// Runs blocking jobs (child processes) a few at a time on Dispatch's worker threads, which
/// number about one per core, rather than on Swift concurrency's cooperative pool.
enum ParallelWork {
    /// `transform` applied to every item, in the items' order.
    static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], _ transform: @Sendable (Item) -> Result
    ) -> [Result] {
        let results = Mutex([Result?](repeating: nil, count: items.count))
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            let result = transform(items[index])
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0.map { $0! } }
    }
}
