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
        var firstIndexByKey: [Key: Int] = [:]
        var result: [(duplicate: Element, first: Element)] = []
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
