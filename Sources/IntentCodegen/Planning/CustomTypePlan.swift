import IntentDefinition

/// One custom type of the file with its names and planned properties.
struct CustomTypePlan {
    /// The type as decoded.
    var customType: CustomType
    /// Its Swift names.
    var names: DefinitionNames.CustomTypeNames
    /// Its user properties, in file order (those whose type cannot be generated left out).
    var properties: [MemberPlan]

    /// The order initializers set properties in: boxed properties last, because they are set
    /// through setters, which need every stored property set first.
    var initializationOrder: [MemberPlan] {
        properties.filter { !$0.isBoxed } + properties.filter(\.isBoxed)
    }
}
