/// Finds repeated keys in a list, for the "two things with the same name/tag/…" checks.
enum Duplicates {
    /// Every element whose key an earlier element already had, paired with that earlier (first)
    /// element, in list order. Elements with a nil key take no part.
    static func pairs<Element, Key: Hashable>(
        in elements: [Element], key: (Element) -> Key?
    ) -> [(duplicate: Element, first: Element)] {
        // Most containers hold one parameter, case or code or none; the table keeps indices, so
        // that no element is copied unless it is reported.
        guard elements.count > 1 else { return [] }
        var result: [(duplicate: Element, first: Element)] = []
        // A short list (nearly every container's) is compared pair by pair, without hashing.
        if elements.count <= 8 {
            let keys = elements.map(key)
            for (index, current) in keys.enumerated() {
                guard let current, let first = keys[..<index].firstIndex(of: current) else { continue }
                result.append((elements[index], elements[first]))
            }
            return result
        }
        var firstIndexByKey: [Key: Int] = [:]
        for (index, element) in elements.enumerated() {
            guard let current = key(element) else { continue }
            if let first = firstIndexByKey[current] {
                result.append((element, elements[first]))
            } else {
                firstIndexByKey[current] = index
            }
        }
        return result
    }

    /// The first element with each key, for looking elements up by key without a scan.
    static func firsts<Element, Key: Hashable>(in elements: [Element], key: (Element) -> Key) -> [Key: Element] {
        Dictionary(elements.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
    }
}
