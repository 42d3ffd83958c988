/// Finds repeated keys in a list, for the "two things with the same name/tag/…" checks.
enum Duplicates {
    /// Lists up to this long are compared pair by pair: cheaper than hashing every key into a
    /// table, and nearly every container holds only a few parameters, cases or codes.
    private static let pairwiseLimit = 8

    /// Every element whose key an earlier element already had, paired with that earlier (first)
    /// element, in list order. Elements with a nil key take no part.
    ///
    /// Elements are copied only for a pair found: the checks run over every container of a
    /// definition and almost never find anything.
    static func pairs<Element, Key: Hashable>(
        in elements: [Element], key: (Element) -> Key?
    ) -> [(duplicate: Element, first: Element)] {
        var result: [(duplicate: Element, first: Element)] = []
        for (index, first) in firstIndexes(of: elements.map(key)).enumerated() {
            guard let first, first != index else { continue }
            result.append((elements[index], elements[first]))
        }
        return result
    }

    /// For each key, the index of the first key equal to it (its own index when it is the
    /// first); nil for nil keys.
    private static func firstIndexes<Key: Hashable>(of keys: [Key?]) -> [Int?] {
        if keys.count <= pairwiseLimit {
            return keys.indices.map { index in
                keys[index].map { key in keys[...index].firstIndex { $0 == key } ?? index }
            }
        }
        var firstIndexByKey: [Key: Int] = [:]
        return keys.indices.map { index in
            keys[index].map { key in
                if let first = firstIndexByKey[key] { return first }
                firstIndexByKey[key] = index
                return index
            }
        }
    }

    /// The first element with each key, for looking elements up by key without a scan.
    static func firsts<Element, Key: Hashable>(in elements: [Element], key: (Element) -> Key) -> [Key: Element] {
        var firstByKey: [Key: Element] = [:]
        for element in elements where firstByKey[key(element)] == nil {
            firstByKey[key(element)] = element
        }
        return firstByKey
    }
}
