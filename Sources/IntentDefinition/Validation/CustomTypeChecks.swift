/// Custom types (`INTypes`): a name and properties (DefinitionFormat.md, 'Custom types').
enum CustomTypeChecks {
    /// Checks the type's name and runs the parameter checks over its properties, the four
    /// built-in ones included.
    static func check(_ type: CustomType, in definition: Definition, into diagnostics: inout [Diagnostic]) {
        NameChecks.check(type.name, at: type.nameLocation, noun: "type", owner: nil, into: &diagnostics)
        ParameterChecks.check(
            ParameterContainer(
                role: .typeProperty, ownerNoun: "type", ownerName: type.name, parameters: type.properties,
                lastTag: type.lastPropertyTag, depth: .full),
            in: definition, into: &diagnostics)
    }
}
