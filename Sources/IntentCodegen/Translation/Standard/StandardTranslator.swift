import IntentDefinition

/// Translates a planned definition into the default flavor's declarations: framework-free
/// structs, enums and protocols over `IntentRuntime` (DESIGN.md §5). One file per
/// declaration kind extends this type.
struct StandardTranslator: FlavorTranslator {
    static var naming: NamingScheme { StandardNaming.scheme }

    /// The plan being translated.
    let plan: DefinitionPlan
    /// The options.
    let options: GenerationOptions

    init(plan: DefinitionPlan, options: GenerationOptions) {
        self.plan = plan
        self.options = options
    }

    /// The access level written on every declaration.
    var access: String { options.accessLevel.rawValue }

    /// Modifiers of a top-level type: its access level, and `nonisolated` so that the code
    /// also compiles in modules whose default isolation is `MainActor`.
    var typeModifiers: [String] { [access, "nonisolated"] }

    /// The default flavor expresses everything the plan holds.
    func diagnostics() -> [Diagnostic] { [] }

    /// Pairs planned members with their storage.
    func members(_ plans: [MemberPlan]) -> [StandardMember] {
        plans.map { StandardMember(plan: $0, valueType: StandardValueType($0, in: plan)) }
    }

    func translate() -> SwiftFile {
        var declarations: [SwiftDeclaration] = []
        for intent in plan.intents {
            declarations += intentDeclarations(intent)
            if intent.hasDynamicOptions {
                declarations += optionsProviderDeclarations(intent)
            }
            if let response = intent.response {
                declarations += responseDeclarations(response, intent.names)
            }
        }
        declarations += plan.sharedParameters.flatMap(sharedProviderDeclarations)
        declarations += plan.enums.map(enumDeclaration)
        declarations += plan.customTypes.map(customTypeDeclaration)
        return SwiftFile(
            headerComments: header(),
            imports: GeneratedFileHeader.imports(["Foundation", "IntentRuntime"], options: options),
            declarations: declarations)
    }

    private func header() -> [String] {
        var lines = GeneratedFileHeader.comments(for: plan.definition)
        let rules = StandardLintExemptions.rules(for: plan.names, options: options)
        if !rules.isEmpty {
            lines.append("swift-format-ignore-file: " + rules.joined(separator: ", "))
        }
        return lines
    }
}
