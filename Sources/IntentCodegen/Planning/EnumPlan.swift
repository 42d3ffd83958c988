import IntentDefinition

/// One enum of the file with its names.
struct EnumPlan {
    /// The enum as decoded.
    var enumeration: EnumDefinition
    /// Its Swift names.
    var names: DefinitionNames.EnumNames
    /// The index of the case with raw value 0 (`unknown` in Xcode's template), which stands
    /// for "no value" and for raw values the enum does not know; nil when it has none.
    var unknownCase: Int?

    init(_ enumeration: EnumDefinition, names: DefinitionNames.EnumNames) {
        self.enumeration = enumeration
        self.names = names
        unknownCase = enumeration.cases.firstIndex { $0.rawValue == 0 }
    }

    /// The Swift name of the raw-value-0 case, if there is one.
    var unknownCaseName: SwiftName? { unknownCase.map { names.cases[$0] } }
}
