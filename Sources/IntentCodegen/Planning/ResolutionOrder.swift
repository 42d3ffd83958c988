import IntentDefinition

/// The order in which a stored configuration's parameters are resolved.
enum ResolutionOrder {
    /// Indices into `parameters` with each relationship's parent before its children,
    /// otherwise in file order, so that options depending on a parent's value are asked for
    /// with the value the result will hold. A cycle of relationships (reported by validation)
    /// is broken where it closes.
    ///
    /// Without relationships (most intents) that is file order. Otherwise one state per
    /// parameter tracks what is placed and the chain being placed, and only a parameter with
    /// a parent looks for it, comparing names in place.
    static func of(_ parameters: [MemberPlan]) -> [Int] {
        guard parameters.indices.contains(where: { parameters[$0].parameter.relationship?.parentName != nil })
        else {
            return Array(parameters.indices)
        }
        enum State { case waiting, visiting, placed }
        var ordered: [Int] = []
        ordered.reserveCapacity(parameters.count)
        var states = [State](repeating: .waiting, count: parameters.count)
        func place(_ index: Int) {
            guard states[index] == .waiting else { return }
            if let parentName = parameters[index].parameter.relationship?.parentName?.value,
                let parent = parameters.indices.first(where: { parameters[$0].parameter.name == parentName })
            {
                states[index] = .visiting
                place(parent)
            }
            states[index] = .placed
            ordered.append(index)
        }
        for index in parameters.indices {
            place(index)
        }
        return ordered
    }
}
