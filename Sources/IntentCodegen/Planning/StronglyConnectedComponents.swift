/// Tarjan's algorithm, iterative so that a long chain of types cannot exhaust the stack: the
/// strongly connected component of every node of a directed graph, in time linear in nodes and
/// edges. Two nodes share a component exactly when each reaches the other.
enum StronglyConnectedComponents {
    /// A component number per node; `successors[n]` lists the nodes `n` has an edge to.
    static func of(successors: [[Int]]) -> [Int] {
        let count = successors.count
        var component = [Int](repeating: -1, count: count)
        var order = [Int](repeating: -1, count: count)
        var lowLink = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var visited = 0
        var components = 0
        for root in 0..<count where order[root] < 0 {
            // Each frame is a node and how many of its successors it has walked.
            var frames = [(node: root, next: 0)]
            order[root] = visited
            lowLink[root] = visited
            visited += 1
            stack.append(root)
            onStack[root] = true
            while let frame = frames.last {
                let node = frame.node
                if frame.next < successors[node].count {
                    frames[frames.count - 1].next += 1
                    let successor = successors[node][frame.next]
                    if order[successor] < 0 {
                        order[successor] = visited
                        lowLink[successor] = visited
                        visited += 1
                        stack.append(successor)
                        onStack[successor] = true
                        frames.append((successor, 0))
                    } else if onStack[successor] {
                        lowLink[node] = min(lowLink[node], order[successor])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last?.node {
                    lowLink[parent] = min(lowLink[parent], lowLink[node])
                }
                guard lowLink[node] == order[node] else { continue }
                while let member = stack.popLast() {
                    onStack[member] = false
                    component[member] = components
                    if member == node { break }
                }
                components += 1
            }
        }
        return component
    }
}
