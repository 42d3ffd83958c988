import IntentDefinition

/// How owned App Intents are laid out: one Swift file per intent, per enum and per custom type
/// (the entity with its query), each named after the type it declares and importing only what
/// it uses, with no generated-file header; then the String Catalog.
enum MigrationLayout {
    /// One Swift file: its name and contents.
    struct SwiftSource {
        var fileName: String
        var file: SwiftFile
    }

    /// The Swift files of `translator`'s plan, intents first, then enums and entities, each in
    /// the definition's order. File names differ even ignoring case (a `_2` ends a repeat).
    static func swiftSources(of translator: AppIntentsTranslator) -> [SwiftSource] {
        let plan = translator.plan
        var sources: [(name: String, declarations: [SwiftDeclaration])] = []
        for (intent, defaultFlavorIntent) in zip(plan.intents, translator.defaultFlavor.intents) {
            sources.append(
                (intent.names.type.bare, [translator.intentDeclaration(intent, defaultFlavor: defaultFlavorIntent)]))
        }
        for enumPlan in plan.enums where translator.isExpressible(enumPlan) {
            sources.append((enumPlan.names.type.bare, [translator.enumDeclaration(enumPlan)]))
        }
        for (index, typePlan) in plan.customTypes.enumerated() {
            sources.append(
                (typePlan.names.type.bare, [translator.entityDeclaration(index), translator.queryDeclaration(index)]))
        }
        var taken = Set<String>()
        return sources.map { name, declarations in
            var fileName = name
            var number = 2
            while !taken.insert(fileName.lowercased()).inserted {
                fileName = name + "_\(number)"
                number += 1
            }
            let imports = SwiftImports.of(declarations, options: translator.options)
            return SwiftSource(
                fileName: fileName + ".swift",
                file: SwiftFile(headerComments: [], imports: imports, declarations: declarations))
        }
    }
}
