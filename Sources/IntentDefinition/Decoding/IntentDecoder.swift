/// Decodes one entry of `INIntents` (FORMAT.md §3, §17).
enum IntentDecoder {
    /// Decodes an intent dictionary.
    static func decode(_ dictionary: DictionaryView) -> Intent {
        let name = dictionary.string("INIntentName")
        return Intent(
            name: name?.value ?? "",
            nameLocation: name?.location ?? dictionary.location,
            location: dictionary.location,
            kind: kind(dictionary.string("INIntentType")?.value),
            category: dictionary.string("INIntentCategory")?.value,
            verb: dictionary.string("INIntentVerb")?.value,
            title: dictionary.localizedText("INIntentTitle"),
            description: dictionary.localizedText("INIntentDescription"),
            parameters: dictionary.dictionaries(
                "INIntentParameters", { ParameterDecoder(role: .intentParameter).decode($0) }),
            lastParameterTag: dictionary.integer("INIntentLastParameterTag"),
            response: dictionary.dictionary("INIntentResponse").map(ResponseDecoder.decode),
            parameterCombinations: CombinationDecoder.decode(
                dictionary, key: "INIntentParameterCombinations"),
            managedParameterCombinations: CombinationDecoder.decode(
                dictionary, key: "INIntentManagedParameterCombinations"),
            isConfigurable: dictionary.flag("INIntentConfigurable"),
            isEligibleForWidgets: dictionary.flag("INIntentEligibleForWidgets"),
            isIneligibleForSuggestions: dictionary.flag("INIntentIneligibleForSuggestions"),
            requiresUserConfirmation: dictionary.flag("INIntentUserConfirmationRequired"),
            inputParameterName: dictionary.string("INIntentInput"),
            keyParameterName: dictionary.string("INIntentKeyParameter"),
            classPrefix: dictionary.string("INIntentClassPrefix")?.value,
            className: dictionary.string("INIntentClassName"),
            restrictions: dictionary.integer("INIntentRestrictions")?.value,
            defaultImageName: dictionary.string("INIntentDefaultImageName")?.value,
            domain: dictionary.string("INIntentDomain")?.value,
            isCustomizable: dictionary.flag("INIntentCustomizable"))
    }

    /// `INIntentType`: `Custom`, `System`, anything else kept as written; a missing type is
    /// taken as `Custom`, the only kind Xcode's editor creates.
    static func kind(_ type: String?) -> Intent.Kind {
        switch type {
        case nil, "Custom": .custom
        case "System": .system
        case let other?: .other(other)
        }
    }
}
