import IntentDefinition

/// Translates a planned definition into the classes Xcode's generator writes
/// (XcodeGeneratedClasses.md): `INIntent` subclasses, `@objc` handling protocols, responses with
/// their code enums, `@objc` enums and `INObject` subclasses, each with its resolution result, so that
/// code written against Xcode's classes compiles unchanged. The whole file sits inside
/// `#if canImport(Intents)`. One file per declaration kind extends this type.
struct IntentsTranslator: FlavorTranslator {
    static var naming: NamingScheme { IntentsNaming.scheme }

    static var diagnosticCodes: [DiagnosticCode] { DiagnosticCode.intentsFlavorCodes }

    let plan: DefinitionPlan
    let options: GenerationOptions

    /// Modifiers of a class: its access level, and `nonisolated`, as in a module whose default
    /// isolation is `MainActor` a class's members would be main-actor isolated and could not
    /// override Intents' nonisolated initializers and class methods.
    var classDeclarationModifiers: [SwiftModifier] { [access, .nonisolated] }

    func diagnostics() -> [Diagnostic] {
        droppedMemberDiagnostics() + IntentsSelectorStem.diagnostics(for: plan)
            + memberScopes.flatMap { IntentsAccessorNames.distinct($0.members, taken: $0.setters).diagnostics }
    }

    /// The members of each class: every intent's parameters and response parameters, every
    /// custom type's properties.
    private var memberScopes: [(members: [MemberPlan], setters: Set<String>)] {
        plan.intents.flatMap { intent in
            [(intent.parameters, IntentsAccessorNames.intentSetters)]
                + (intent.response.map { [($0.parameters, IntentsAccessorNames.responseSetters)] } ?? [])
        } + plan.customTypes.map { ($0.properties, IntentsAccessorNames.customTypeSetters) }
    }

    /// One class's planned members with their typing (nil where the flavor cannot declare
    /// one), renamed where Objective-C setters would clash with each other or with the
    /// class's own (`setters`).
    func members(_ plans: [MemberPlan], setters: Set<String>) -> [IntentsMember?] {
        IntentsAccessorNames.distinct(plans, taken: setters).members.map { member in
            IntentsValueType(member, in: plan).map { IntentsMember(plan: member, type: $0) }
        }
    }

    func translate() -> SwiftFile {
        var declarations = plan.intents.flatMap(intentDeclarations)
        declarations += plan.enums.flatMap(enumDeclarations)
        declarations += plan.customTypes.flatMap(customTypeDeclarations)
        let imports = SwiftImports.of(declarations, options: options).map(SwiftDeclaration.import)
        return SwiftFile(
            headerComments: GeneratedFileHeader.comments(for: plan.definition), imports: [],
            declarations: [
                .conditional(SwiftConditionalBlock(.canImport(.intents), [imports] + declarations.map { [$0] }))
            ])
    }

    /// Everything one intent declares, in Xcode's order: the intent class, its handling
    /// protocol, its response code enum and response, then each parameter's unsupported
    /// reasons and result class.
    private func intentDeclarations(_ intent: IntentPlan) -> [SwiftDeclaration] {
        let parameters = members(intent.parameters, setters: IntentsAccessorNames.intentSetters)
        return [intentClass(intent, parameters), handlingProtocol(intent, parameters)]
            + responseDeclarations(intent)
            + parameters.compactMap { $0 }.flatMap(unsupportedReasonDeclarations)
    }

    /// `@objc(<C>) class <C>: INIntent` with one `@NSManaged` property per parameter.
    private func intentClass(_ intent: IntentPlan, _ parameters: [IntentsMember?]) -> SwiftDeclaration {
        let type = intent.names.type
        return .nominal(
            SwiftNominalType(
                documentation: "The `\(intent.intent.name)` intent: the values of its parameters.",
                attributes: [IntentsAvailability.declaration, .objc("\(type.bare)")],
                modifiers: classDeclarationModifiers,
                kind: .class, name: type.spelled, inheritance: [.intents(.intent)],
                memberGroups: [parameters.compactMap { $0.map { managedProperty($0) } }]))
    }

    /// `@NSManaged var <name>: <type>` for one member, with `attributes`, or else the
    /// availability its type needs.
    func managedProperty(_ member: IntentsMember, attributes: [SwiftAttribute]? = nil) -> SwiftDeclaration {
        .property(
            SwiftProperty(
                attributes: attributes ?? member.type.availability.map { [$0] } ?? [],
                modifiers: [.nsManaged, access],
                name: member.plan.name.spelled,
                type: member.type.propertyType))
    }

    /// IC140 for every member whose type the flavor cannot declare.
    private func droppedMemberDiagnostics() -> [Diagnostic] {
        memberScopes.flatMap(\.members).filter { IntentsValueType($0, in: plan) == nil }.map { member in
            Diagnostic(
                .intentsParameterDropped,
                "\(member.parameter.role.noun) '\(member.parameter.name)' is left out: the intents flavor "
                    + "declares no measurement values",
                at: member.parameter.typeLocation)
        }
    }
}

/// A planned member with its typing in Xcode's classes.
struct IntentsMember {
    /// The planned member.
    var plan: MemberPlan
    /// How Xcode's classes type it.
    var type: IntentsValueType
}
