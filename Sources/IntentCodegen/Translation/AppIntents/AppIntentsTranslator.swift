import IntentDefinition

/// Translates a planned definition into App Intents (`--flavor appintents`): per custom intent
/// a `<Prefix><Name>AppIntent` migrated from the old class (`CustomIntentMigratedAppIntent`),
/// per enum an `AppEnum`, per custom type an `AppEntity` and its query, all inside
/// `#if canImport(AppIntents)`.
///
/// The app's logic is the default flavor's: the generated queries, option providers and
/// `perform()` reach the `<Intent>OptionsProvider` and `<Intent>Handling` implementations the
/// app registers with `AppDependencyManager`, through `@Dependency`, and convert between
/// entities/enums and the default flavor's types. So the default flavor's file for the same
/// definition must be in the same module (intentc's AppIntents.md).
///
/// With ``Ownership/owned`` (`intentc migrate`) the same declarations are made for a team to own
/// and edit: where the generated code reaches the app's logic, the owned code has a marked place
/// for it instead (``ownedLogicPlace(_:replacing:)``), and no code depends on the IntentRuntime library.
struct AppIntentsTranslator: FlavorTranslator {
    /// Who keeps the output from then on.
    enum Ownership: Sendable {
        /// intentc: regenerated from the definition, the app's logic reached through protocols.
        case generated
        /// The team: written once by `intentc migrate`, edited by hand, standalone.
        case owned
    }

    /// Who keeps the output.
    let ownership: Ownership
    /// The plan in this flavor's names.
    let plan: DefinitionPlan
    /// The same plan in the default flavor's names: the types and protocols
    /// the generated code reaches.
    let defaultFlavor: DefinitionPlan
    let options: GenerationOptions
    /// The keys the strings are looked up under: their IDs unless renamed.
    var stringKeys = AppIntentsStringKeys()

    static var naming: NamingScheme { AppIntentsNaming.scheme }

    static var diagnosticCodes: [DiagnosticCode] { DiagnosticCode.appIntentsFlavorCodes }

    /// Other file names than the default flavor's, whose output shares the target.
    static var outputFileSuffix: String { "+AppIntents" }

    /// The String Catalog carries the tables' translations.
    static func translationUse(_ options: GenerationOptions) -> DefinitionTranslations.Use { .copied }

    init(plan: DefinitionPlan, options: GenerationOptions) {
        self.init(plan: plan, options: options, ownership: .generated)
    }

    /// A translator whose output is kept by `ownership`.
    init(plan: DefinitionPlan, options: GenerationOptions, ownership: Ownership) {
        self.ownership = ownership
        self.plan = plan
        self.options = options
        defaultFlavor = DefinitionPlan(plan, namedBy: DefaultFlavorTranslator.naming, options: options)
    }

    /// The Swift, then its String Catalog when the Swift looks anything up in one.
    func files(translations: DefinitionTranslations?) -> [GeneratedFile] {
        [swiftFile()] + (AppIntentsStringCatalog.file(of: self, translations: translations).map { [$0] } ?? [])
    }

    func translate() -> SwiftFile {
        var declarations: [SwiftDeclaration] = []
        for (intent, defaultFlavorIntent) in zip(plan.intents, defaultFlavor.intents) {
            declarations.append(intentDeclaration(intent, defaultFlavor: defaultFlavorIntent))
            declarations.append(intentConversion(intent, defaultFlavor: defaultFlavorIntent))
        }
        for (index, enumPlan) in plan.enums.enumerated() where isExpressible(enumPlan) {
            declarations +=
                [enumDeclaration(enumPlan)] + enumConversions(enumPlan, defaultFlavor: defaultFlavor.enums[index])
        }
        for index in plan.customTypes.indices {
            declarations +=
                [entityDeclaration(index), queryDeclaration(index)]
                + [entityProviderProtocol(index)].compactMap { $0 } + entityConversions(index)
        }
        let imports = SwiftImports.of(declarations, options: options).map(SwiftDeclaration.import)
        return SwiftFile(
            headerComments: GeneratedFileHeader.comments(for: plan.definition),
            imports: [],
            declarations: [
                .conditional(SwiftConditionalBlock(.canImport(.appIntents), [imports] + declarations.map { [$0] }))
            ])
    }

    /// The strings the output looks up in the generated String Catalog (``catalogTable``), in
    /// the order the file uses them: summary sentences and dialogs that show values.
    func catalogEntries() -> [AppIntentsCatalogEntry] {
        zip(plan.intents, defaultFlavor.intents).flatMap { intent, defaultFlavorIntent in
            (parameterSummaryParts(intent)?.entries ?? [])
                + (intent.intent.isEligibleForWidgets && ownership == .generated
                    ? [] : dialogCases(intent, defaultFlavorIntent).entries)
                + predictionEntries(intent)
        }
    }

    /// How the output is written: for nobody to edit when generated, for people when owned.
    var style: SwiftStyle { ownership == .owned ? .owned : .generated }

    /// How the output spells module types (``style``'s namer).
    var namer: SwiftNamer { style.namer }

    /// The access modifier of every declaration; none for owned `internal` code, which spells
    /// no access level, as a person writing it would.
    var accessModifiers: [SwiftModifier] { ownership == .owned && options.accessLevel == .internal ? [] : [access] }

    /// ``accessModifiers`` and `static`.
    var staticModifiers: [SwiftModifier] { accessModifiers + [.static] }

    /// The cases an enum's `AppEnum` has: every case but the raw-value-0 one.
    func appCases(_ enumPlan: EnumPlan) -> [Int] {
        enumPlan.enumeration.cases.indices.filter { $0 != enumPlan.unknownCase }
    }

    /// Whether an enum becomes an `AppEnum`: a `String` enum without cases does not compile.
    func isExpressible(_ enumPlan: EnumPlan) -> Bool { !appCases(enumPlan).isEmpty }

    /// `@available` of iOS 16-level declarations (enums, entities, queries, non-widget intents),
    /// as Xcode's conversion writes it.
    static let baseAvailability = SwiftAttribute.available("iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *")
    /// `@available` of widget configuration intents.
    static let widgetAvailability: [SwiftAttribute] = [
        .available("iOS 17.0, macOS 14.0, watchOS 10.0, *"), .available("tvOS, unavailable"),
    ]
}
