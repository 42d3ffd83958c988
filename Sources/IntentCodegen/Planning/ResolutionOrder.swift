import IntentDefinition

/// The order in which a stored configuration's parameters are resolved.
enum ResolutionOrder {
    /// Indices into `parameters` with each relationship's parent before its children,
    /// otherwise in file order, so that options depending on a parent's value are asked for
    /// with the value the result will hold. A cycle of relationships (reported by validation)
    /// is broken where it closes.
    static func of(_ parameters: [MemberPlan]) -> [Int] {
        var ordered: [Int] = []
        var placed = Set<Int>()
        func place(_ index: Int, visiting: Set<Int>) {
            guard !placed.contains(index), !visiting.contains(index) else { return }
            let parentName = parameters[index].parameter.relationship?.parentName?.value
            if let parent = parameters.firstIndex(where: { $0.parameter.name == parentName }) {
                place(parent, visiting: visiting.union([index]))
            }
            placed.insert(index)
            ordered.append(index)
        }
        for index in parameters.indices {
            place(index, visiting: [])
        }
        return ordered
    }
}
