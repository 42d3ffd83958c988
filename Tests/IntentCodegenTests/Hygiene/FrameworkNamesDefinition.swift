import IntentDefinition

/// A definition whose intents, enums and custom types are named after the type names generated
/// code refers to (``ReferencedTypeNames``): an intent `WidgetConfiguration` (so the default
/// flavor declares `WidgetConfigurationIntent`), an enum `IntentHandler`, a custom type
/// `AppEntity`, and so on. Names alternate between enums and custom types; every name also
/// names an intent (without an `Intent` suffix it has), which uses the enum or type as a
/// parameter, a widget intent every other time.
enum FrameworkNamesDefinition {
    /// The definition for `names`.
    static func definition(named names: Set<String>) -> Definition {
        var line = 10
        func next() -> Int {
            line += 1
            return line
        }
        var intents: [Intent] = []
        var enums: [EnumDefinition] = []
        var types: [CustomType] = []
        for (index, name) in names.sorted().enumerated() {
            let isEnum = index.isMultiple(of: 2)
            let parameterType: ParameterType
            if isEnum {
                enums.append(Model.enumeration(name, line: next(), cases: ["first", "second"]))
                parameterType = .enumeration(Model.reference(name))
            } else {
                types.append(
                    Model.customType(
                        name, line: next(), properties: [Model.parameter("note", .string, role: .typeProperty, line: next())]))
                parameterType = .object(Model.reference(name))
            }
            let stem = name.hasSuffix("Intent") && name != "Intent" ? String(name.dropLast("Intent".count)) : name
            intents.append(
                Model.intent(
                    stem, line: next(), title: stem,
                    parameters: [
                        Model.parameter("value", parameterType, line: next(), displayName: "Value", dynamic: !isEnum),
                        Model.parameter("count", .integer, line: next(), displayName: "Count"),
                    ],
                    widget: index % 4 < 2))
        }
        return Model.definition(path: "FrameworkNames.intentdefinition", intents: intents, enums: enums, types: types)
    }
}
