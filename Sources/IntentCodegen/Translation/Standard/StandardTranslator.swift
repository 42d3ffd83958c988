import IntentDefinition

/// Translates a definition into the default flavor's declarations: framework-free structs,
/// enums and protocols over `IntentRuntime` (DESIGN.md §5). One file per declaration kind
/// extends this type.
struct StandardTranslator {
    /// The definition being translated.
    let definition: Definition
    /// The options.
    let options: GenerationOptions
    /// Every name, decided before translation.
    let names: DefinitionNames

    /// The access level written on every declaration.
    var access: String { options.accessLevel.rawValue }

    /// Modifiers of a top-level type: its access level, and `nonisolated` so that the code
    /// also compiles in modules whose default isolation is `MainActor`.
    var typeModifiers: [String] { [access, "nonisolated"] }

    /// The parameters whose types cannot be generated, as diagnostics.
    func typeDiagnostics() -> [Diagnostic] {
        let intentParameters = zip(definition.intents, names.intents).flatMap { intent, intentNames in
            intentNames == nil ? [] : intent.parameters + (intent.response?.parameters ?? [])
        }
        let properties = definition.types.flatMap(\.userProperties)
        return (intentParameters + properties).compactMap { parameter in
            if case .failure(let unavailable) = StandardValueType.of(parameter, names: names) {
                return unavailable.diagnostic
            }
            return nil
        }
    }

    /// The storage of a parameter; nil when its type cannot be generated (reported by
    /// ``typeDiagnostics()``, which stops generation).
    func valueType(of parameter: Parameter) -> StandardValueType? {
        try? StandardValueType.of(parameter, names: names).get()
    }

    /// The whole file.
    func translate() -> SwiftFile {
        var declarations: [SwiftDeclaration] = []
        for (intent, intentNames) in zip(definition.intents, names.intents) {
            guard let intentNames else { continue }
            declarations += intentDeclarations(intent, intentNames)
            if intent.parameters.contains(where: \.supportsDynamicOptions) {
                declarations += optionsProviderDeclarations(intent, intentNames)
            }
            if let response = intent.response {
                declarations += responseDeclarations(intent, response, intentNames)
            }
        }
        for (enumeration, enumNames) in zip(definition.enums, names.enums) {
            declarations.append(enumDeclaration(enumeration, enumNames))
        }
        for (customType, typeNames) in zip(definition.types, names.types) {
            declarations.append(customTypeDeclaration(customType, typeNames))
        }
        if !names.boxedProperties.isEmpty {
            declarations.append(indirectBoxDeclaration())
        }
        return SwiftFile(
            headerComments: header(), imports: imports(), declarations: declarations)
    }

    private func header() -> [String] {
        let baseName = definition.path.split(separator: "/").last.map(String.init) ?? definition.path
        var lines = [String(SwiftGenerator.headerMarker.dropFirst(3)), "Source: " + baseName]
        let rules = StandardLintExemptions.rules(for: names, options: options)
        if !rules.isEmpty {
            lines.append("swift-format-ignore-file: " + rules.joined(separator: ", "))
        }
        return lines
    }

    /// `Foundation`, `IntentRuntime` and the extra imports, each once, sorted (as
    /// `swift-format`'s OrderedImports rule wants); each dot-separated component is sanitized
    /// so that an option can never inject code.
    private func imports() -> [String] {
        let extra = options.extraImports.map { module in
            module.split(separator: ".", omittingEmptySubsequences: false)
                .map { NameSanitizer.sanitize(String($0), position: .type).spelled }
                .joined(separator: ".")
        }
        return Array(Set(["Foundation", "IntentRuntime"] + extra)).sorted()
    }
}
