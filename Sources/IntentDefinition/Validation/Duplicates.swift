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
            guard let key = key(element) else { continue }
            if let first = firstByKey[key] {
                result.append((element, first))
            } else {
                firstByKey[key] = element
            }
        }
        return result
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
