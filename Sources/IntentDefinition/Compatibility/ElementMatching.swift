/// Pairs the elements of an old list with those of a new one: by the first identity both sides
/// have, then by the next among those still unpaired (a parameter by its tag, then its name).
///
/// A rename is a pair whose names differ; what stays unpaired was removed or added.
struct ElementMatching<Element> {
    /// Paired elements, in the old list's order.
    private(set) var pairs: [(old: Element, new: Element)] = []
    /// Old elements without a counterpart, in order.
    private(set) var removed: [Element] = []
    /// New elements without a counterpart, in order.
    private(set) var added: [Element] = []

    /// Matches `old` against `new` with `identities`, tried in order; an identity returns nil
    /// for an element that does not have it (a parameter without a tag).
    init(old: [Element], new: [Element], identities: [(Element) -> String?]) {
        var partner: [Int?] = Array(repeating: nil, count: old.count)
        var taken = Array(repeating: false, count: new.count)
        for identity in identities {
            var unpairedNew: [String: Int] = [:]
            for (index, element) in new.enumerated().reversed() where !taken[index] {
                if let key = identity(element) { unpairedNew[key] = index }
            }
            for (index, element) in old.enumerated() where partner[index] == nil {
                guard let key = identity(element), let match = unpairedNew.removeValue(forKey: key) else {
                    continue
                }
                partner[index] = match
                taken[match] = true
            }
        }
        for (index, element) in old.enumerated() {
            if let match = partner[index] {
                pairs.append((element, new[match]))
            } else {
                removed.append(element)
            }
        }
        added = new.indices.filter { !taken[$0] }.map { new[$0] }
    }
}
