import IntentDefinition

/// One intent that generates code, with its names, planned parameters and response.
struct IntentPlan {
    /// The intent as decoded.
    var intent: Intent
    /// Its Swift names.
    var names: DefinitionNames.IntentNames
    /// Its parameters, in file order (those whose type cannot be generated left out).
    var parameters: [MemberPlan]
    /// Indices into ``parameters`` in the order resolution visits them: a relationship's
    /// parent before its children, otherwise file order (``ResolutionOrder``).
    var resolutionOrder: [Int]
    /// Its response, when the intent has one.
    var response: ResponsePlan?

    /// The parameters whose options the app provides at run time, in file order.
    var dynamicParameters: [MemberPlan] { parameters.filter(\.hasDynamicOptions) }
    /// Whether the intent needs an options provider (it has a dynamic parameter). Decided on
    /// the decoded parameters, so a parameter left out for its type still counts.
    var hasDynamicOptions: Bool { intent.parameters.contains(where: \.supportsDynamicOptions) }
}
