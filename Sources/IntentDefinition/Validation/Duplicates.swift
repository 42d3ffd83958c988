/// Finds repeated keys in a list, for the "two things with the same name/tag/…" checks.
enum Duplicates {
    /// Every element whose key an earlier element already had, paired with that earlier (first)
    /// element, in list order. Elements with a nil key take no part.
    ///
    /// The table maps keys to positions, not elements, and is sized for the list up front: it
    /// runs over every container of a definition, and almost never finds anything.
    static func pairs<Element, Key: Hashable>(
        in elements: [Element], key: (Element) -> Key?
    ) -> [(duplicate: Element, first: Element)] {
        var firstIndexByKey: [Key: Int] = [:]
        firstIndexByKey.reserveCapacity(elements.count)
        var result: [(duplicate: Element, first: Element)] = []
        for index in elements.indices {
            guard let key = key(elements[index]) else { continue }
            if let first = firstIndexByKey[key] {
                result.append((elements[index], elements[first]))
            } else {
                firstIndexByKey[key] = index
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
