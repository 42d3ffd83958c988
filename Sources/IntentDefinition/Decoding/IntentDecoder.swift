/// Decodes one entry of `INIntents` (DefinitionFormat.md, 'Intents', 'System intents').
enum IntentDecoder {
    /// Decodes an intent dictionary.
    static func decode(_ dictionary: DictionaryView) -> Intent {
        let (name, nameLocation) = dictionary.name(.named(.INIntentName))
        return Intent(
            name: name,
            nameLocation: nameLocation,
            location: dictionary.location,
            kind: kind(dictionary.string(.named(.INIntentType))?.value),
            category: dictionary.string(.named(.INIntentCategory))?.value,
            verb: dictionary.string(.named(.INIntentVerb))?.value,
            title: dictionary.localizedText(.named(.INIntentTitle)),
            description: dictionary.localizedText(.named(.INIntentDescription)),
            parameters: dictionary.dictionaries(
                .named(.INIntentParameters), { ParameterDecoder(role: .intentParameter).decode($0) }),
            lastParameterTag: dictionary.integer(.named(.INIntentLastParameterTag)),
            response: dictionary.dictionary(.named(.INIntentResponse)).map(ResponseDecoder.decode),
            parameterCombinations: CombinationDecoder.decode(
                dictionary, key: .named(.INIntentParameterCombinations)),
            managedParameterCombinations: CombinationDecoder.decode(
                dictionary, key: .named(.INIntentManagedParameterCombinations)),
            isConfigurable: dictionary.flag(.named(.INIntentConfigurable)),
            isEligibleForWidgets: dictionary.flag(.named(.INIntentEligibleForWidgets)),
            isIneligibleForSuggestions: dictionary.flag(.named(.INIntentIneligibleForSuggestions)),
            requiresUserConfirmation: dictionary.flag(.named(.INIntentUserConfirmationRequired)),
            inputParameterName: dictionary.string(.named(.INIntentInput)),
            keyParameterName: dictionary.string(.named(.INIntentKeyParameter)),
            classPrefix: dictionary.string(.named(.INIntentClassPrefix))?.value,
            className: dictionary.string(.named(.INIntentClassName)),
            restrictions: dictionary.integer(.named(.INIntentRestrictions))?.value,
            defaultImageName: dictionary.string(.named(.INIntentDefaultImageName))?.value,
            domain: dictionary.string(.named(.INIntentDomain))?.value,
            isCustomizable: dictionary.flag(.named(.INIntentCustomizable)))
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
