import IntentDefinition

/// The keys of owned App Intents' strings under `intentc migrate --string-keys semantic`: each
/// says what its string is, in the names the Swift spells (`bare`, without backticks):
///
/// - `<Intent>.title`, `<Intent>.description`;
/// - `<Intent>.<parameter>.title`, `.prompt` (the value request), `.true` and `.false` (a
///   Boolean's display names);
/// - `<Intent>.prediction<N>.title`, `.subtitle`: the texts of its `N`th suggestion;
/// - `<Intent>.Response.<code>` (a success code's dialog), `<Intent>.Failure.<code>` (a failure's
///   text), each with `.<value>` for a text translated per value of an enum or Boolean (`<Enum case>`,
///   `true`, `false`);
/// - `<Enum>.typeName` (its `typeDisplayRepresentation`), `<Enum>.<case>.title`;
/// - `<Entity>.typeName`, `<Entity>.<property>.title`.
///
/// A text any table translates (in a language other than the development language) keeps its
/// ID: the translations are under it. A summary stays keyed by its sentence, which App Intents
/// makes the key. Keys are unique: one already taken (by an ID
/// or summary, or an earlier string in the definition's order) ends in `_2`, `_3`, ….
enum MigrationStringKeys {
    /// The semantic keys of `translator`'s strings, for the definition's `translations`.
    static func semantic(of translator: AppIntentsTranslator, translations: DefinitionTranslations?)
        -> AppIntentsStringKeys
    {
        let named = names(of: translator)
        let translated = Set(
            (translations?.tables ?? [:]).filter { $0.key != translations?.developmentLanguage }.values.flatMap(\.keys))
        var taken = Set(named.map(\.id)).union((translations?.exported ?? []).map(\.key))
            .union(translator.catalogEntries().map(\.key))
        var keys = AppIntentsStringKeys()
        var seen = Set<String>()
        for (id, name) in named where seen.insert(id).inserted && !translated.contains(id) {
            var key = name
            var number = 2
            while !taken.insert(key).inserted {
                key = name + "_\(number)"
                number += 1
            }
            keys.renamed[id] = key
        }
        return keys
    }

    /// Each string's ID (or compound key) with its semantic name, in the definition's order:
    /// intents, then enums, then custom types.
    private static func names(of translator: AppIntentsTranslator) -> [(id: String, name: String)] {
        let plan = translator.plan
        var named: [(id: String, name: String)] = []
        func name(_ id: String?, _ name: String) {
            if let id, !id.isEmpty { named.append((id, name)) }
        }
        for (intent, defaultFlavorIntent) in zip(plan.intents, translator.defaultFlavor.intents) {
            let type = intent.names.type.bare
            name(intent.intent.title?.id, type + ".title")
            name(intent.intent.description?.id, type + ".description")
            for member in intent.parameters {
                let path = type + "." + member.name.bare
                let parameter = member.parameter
                name(parameter.displayName?.id, path + ".title")
                name(
                    parameter.promptDialogs.first { $0.type == "Primary" && $0.formatString != nil }?.formatString?.id,
                    path + ".prompt")
                name(parameter.metadata.trueDisplayName?.id, path + ".true")
                name(parameter.metadata.falseDisplayName?.id, path + ".false")
            }
            for (number, predicted) in translator.predictedCombinations(intent).enumerated() {
                name(predicted.combination.title?.id, type + ".prediction\(number + 1).title")
                name(predicted.combination.subtitle?.id, type + ".prediction\(number + 1).subtitle")
            }
            guard let response = intent.response, let defaultFlavorResponse = defaultFlavorIntent.response else {
                continue
            }
            let (successes, failures) = translator.ownedCodes(response, defaultFlavorResponse)
            let values = valueNames(response, in: plan)
            for (appCase, defaultFlavorCase) in zip(response.codeCases, defaultFlavorResponse.codeCases) {
                let code = defaultFlavorCase.name.bare
                let owner =
                    successes.contains { $0.name.bare == code }
                    ? "Response" : failures.contains { $0.0.name.bare == code } ? "Failure" : nil
                guard let owner, let id = appCase.code?.formatString?.id, !id.isEmpty else { continue }
                let path = type + "." + owner + "." + code
                name(id, path)
                for (valueID, value) in values { name(id + "-" + valueID, path + "." + value) }
            }
        }
        for enumPlan in plan.enums {
            let type = enumPlan.names.type.bare
            name(enumPlan.enumeration.displayName?.id, type + ".typeName")
            for (index, enumCase) in enumPlan.enumeration.cases.enumerated() {
                name(enumCase.displayName?.id, type + "." + enumPlan.names.cases[index].bare + ".title")
            }
        }
        for typePlan in plan.customTypes {
            let type = typePlan.names.type.bare
            name(typePlan.customType.displayName?.id, type + ".typeName")
            for member in typePlan.properties {
                name(member.parameter.displayName?.id, type + "." + member.name.bare + ".title")
            }
        }
        return named
    }

    /// The values a response text may be translated per (compound keys `<ID>-<valueID>`): the
    /// display-name IDs of the cases of its enum parameters and of its Booleans' `true` and
    /// `false`, each with the value's name in the Swift.
    private static func valueNames(_ response: ResponsePlan, in plan: DefinitionPlan) -> [(id: String, name: String)] {
        response.parameters.flatMap { member -> [(id: String, name: String)] in
            switch member.kind {
            case .enumeration(let index):
                let enumPlan = plan.enums[index]
                return zip(enumPlan.enumeration.cases, enumPlan.names.cases).compactMap { enumCase, name in
                    enumCase.displayName?.id.map { ($0, name.bare) }
                }
            case .builtIn(.boolean):
                let metadata = member.parameter.metadata
                return [(metadata.trueDisplayName?.id, "true"), (metadata.falseDisplayName?.id, "false")].compactMap {
                    id, name in id.map { ($0, name) }
                }
            default:
                return []
            }
        }
    }
}
