/// Finds repeated keys in a list, for the "two things with the same name/tag/…" checks.
enum Duplicates {
    /// Every element whose key an earlier element already had, paired with that earlier (first)
    /// element, in list order. Elements with a nil key take no part.
    static func pairs<Element, Key: Hashable>(
        in elements: [Element], key: (Element) -> Key?
    ) -> [(duplicate: Element, first: Element)] {
        var firstByKey: [Key: Element] = [:]
        var result: [(duplicate: Element, first: Element)] = []
        for element in elements {
            guard let current = key(element) else { continue }
            if let first = firstByKey[current] {
                result.append((element, first))
            } else {
                firstByKey[current] = element
            }
        }
        return result
    }

    /// The first element with each key, for looking elements up by key without a scan.
    static func firsts<Element, Key: Hashable>(in elements: [Element], key: (Element) -> Key) -> [Key: Element] {
        Dictionary(elements.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
    }
}
