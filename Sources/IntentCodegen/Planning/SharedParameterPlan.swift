import IntentDefinition

/// A dynamic parameter that several intents declare alike (same name, kind, multiplicity and
/// search setting): the app provides its options once, through a shared protocol
/// (`<P>OptionsProviding`) that each intent's options provider forwards to.
struct SharedParameterPlan {
    /// The shared protocol's name.
    var name: SwiftName
    /// The parameter as the first intent declares it (every intent's agrees).
    var member: MemberPlan
    /// The intents sharing it: indices into ``DefinitionPlan/intents``, in file order.
    var intents: [Int]
}

extension DefinitionPlan {
    /// The parameters shared by two or more intents, in parameter-name order. A name whose
    /// declarations disagree (another type, one searchable and one not) is not shared: each
    /// intent's provider keeps its own requirement.
    var sharedParameters: [SharedParameterPlan] {
        names.sharedOptionsProviders.sorted { $0.key < $1.key }.compactMap { parameterName, protocolName in
            let uses = intents.indices.compactMap { index in
                intents[index].parameters.first { $0.parameter.name == parameterName && $0.hasDynamicOptions }
                    .map { (index, $0) }
            }
            guard let first = uses.first?.1, uses.count > 1,
                uses.allSatisfy({ _, member in
                    member.kind == first.kind && member.isArray == first.isArray
                        && member.supportsSearch == first.supportsSearch
                })
            else { return nil }
            return SharedParameterPlan(name: protocolName, member: first, intents: uses.map(\.0))
        }
    }
}
