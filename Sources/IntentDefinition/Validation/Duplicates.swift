/// Finds repeated keys in a list, for the "two things with the same name/tag/…" checks.
enum Duplicates {
    /// Lists up to this long are compared pair by pair: cheaper than hashing every key into a
    /// table, and nearly every container holds only a few parameters, cases or codes.
    private static let pairwiseLimit = 8

    /// Every element whose key an earlier element already had, paired with that earlier (first)
    /// element, in list order. Elements with a nil key take no part.
    ///
    /// Elements are copied only for a pair found: the checks run over every container of a
    /// definition and almost never find anything. A short list's keys are kept in stack memory
    /// (`withUnsafeTemporaryAllocation`), so a list without repeats allocates nothing.
    static func pairs<Element, Key: Hashable>(
        in elements: [Element], key: (Element) -> Key?
    ) -> [(duplicate: Element, first: Element)] {
        // A list of one element or none (many a container) repeats nothing: no key is computed.
        guard elements.count > 1 else { return [] }
        var result: [(duplicate: Element, first: Element)] = []
        func report(_ index: Int, _ first: Int) {
            result.append((elements[index], elements[first]))
        }
        if elements.count <= pairwiseLimit {
            withUnsafeTemporaryAllocation(of: Key?.self, capacity: elements.count) { keys in
                for index in elements.indices {
                    let current = key(elements[index])
                    keys.initializeElement(at: index, to: current)
                    guard let current, let first = keys[..<index].firstIndex(where: { $0 == current }) else { continue }
                    report(index, first)
                }
                _ = keys.deinitialize()
            }
            return result
        }
        var firstIndexByKey: [Key: Int] = [:]
        firstIndexByKey.reserveCapacity(elements.count)
        for index in elements.indices {
            guard let current = key(elements[index]) else { continue }
            if let first = firstIndexByKey[current] {
                report(index, first)
            } else {
                firstIndexByKey[current] = index
            }
        }
        return result
    }

    /// The first element with each key, for looking elements up by key without a scan.
    /// Filled from the last element to the first, so that each key's first element is stored
    /// last, with one lookup per element.
    static func firsts<Element, Key: Hashable>(in elements: [Element], key: (Element) -> Key) -> [Key: Element] {
        var firstByKey: [Key: Element] = [:]
        firstByKey.reserveCapacity(elements.count)
        for element in elements.reversed() {
            firstByKey[key(element)] = element
        }
        return firstByKey
    }
}
