import IntentDefinition

/// A definition whose intents, enums and custom types are named after the type names generated
/// code may name (``GeneratedCodeHygieneTests/namedTypes(_:)``): an intent `WidgetConfiguration` (so the default
/// flavor declares `WidgetConfigurationIntent`), an enum `IntentHandler`, a custom type
/// `AppEntity`, and so on. A name ending in `Intent` names an intent without that suffix; other
/// names alternate between enums and custom types and also name an intent that takes the enum
/// or type as a parameter, a widget intent every other time. One more intent has a parameter
/// of every built-in type. Enum cases are named after `AppEnum`'s static requirements
/// (`typeDisplayRepresentation`, `caseDisplayRepresentations`), which cases would redeclare.
enum FrameworkNamesDefinition {
    /// The definition for `names`, without the ones holding `_` (the namer's own renamings,
    /// `Bool_` of `Bool`, which would collide with the names they rename).
    static func definition(named names: Set<String>) -> Definition {
        var line = 10
        func next() -> Int {
            line += 1
            return line
        }
        var intents: [Intent] = []
        var enums: [EnumDefinition] = []
        var types: [CustomType] = []
        for (index, name) in names.filter({ !$0.contains("_") }).sorted().enumerated() {
            let stem = name.hasSuffix("Intent") && name != "Intent" ? String(name.dropLast("Intent".count)) : name
            guard stem == name else {
                // `WidgetConfiguration` generates `WidgetConfigurationIntent` itself.
                intents.append(
                    Model.intent(
                        stem, line: next(), title: stem,
                        parameters: [Model.parameter("count", .integer, line: next(), displayName: "Count")],
                        widget: true))
                continue
            }
            let isEnum = index.isMultiple(of: 2)
            let parameterType: ParameterType
            if isEnum {
                enums.append(
                    Model.enumeration(
                        name, line: next(), cases: ["first", "typeDisplayRepresentation", "caseDisplayRepresentations"])
                )
                parameterType = .enumeration(Model.reference(name))
            } else {
                types.append(
                    Model.customType(
                        name, line: next(),
                        properties: [Model.parameter("note", .string, role: .typeProperty, line: next())]))
                parameterType = .object(Model.reference(name))
            }
            intents.append(
                Model.intent(
                    name, line: next(), title: name,
                    parameters: [
                        Model.parameter("value", parameterType, line: next(), displayName: "Value", dynamic: !isEnum),
                        Model.parameter("count", .integer, line: next(), displayName: "Count"),
                    ],
                    // The response holds the value too: a response struct has the nested names
                    // of its protocol (the associated type `Code`), which must not hide it.
                    response: Response(
                        location: Model.at(next()), codes: [Model.code("success", line: next())],
                        parameters: [Model.parameter("result", parameterType, role: .responseParameter, line: next())]),
                    widget: index % 4 < 2))
        }
        // One parameter of every built-in type, so that every type the translators write for
        // a value appears (measurements among them, stored as IntentRuntime's
        // `IntentMeasurementValue`); but durations (App Intents' `Measurement<UnitDuration>`)
        // and files, which the real SDK refuses for reasons of their own (`INFile` needs iOS 13
        // in classes marked iOS 12), until their output is fixed.
        let values = ParameterType.scalarTypeNames.sorted { $0.key < $1.key }.compactMap { key, type -> Parameter? in
            if type == .file || type == .timeInterval { return nil }
            return Model.parameter("value" + key, type, line: next(), displayName: key)
        }
        // Its response returns a measurement, which App Intents' `perform()` returns as
        // Foundation's `Measurement`.
        let returned = Response(
            location: Model.at(next()), codes: [Model.code("success", line: next())],
            parameters: [Model.parameter("distance", .measurement(.length), role: .responseParameter, line: next())],
            outputParameterName: Located("distance", at: Model.at(next())))
        intents.append(
            Model.intent(
                "EveryValueType", line: next(), title: "Every Value Type", parameters: values, response: returned,
                widget: true))
        return Model.definition(path: "FrameworkNames.intentdefinition", intents: intents, enums: enums, types: types)
    }
}
