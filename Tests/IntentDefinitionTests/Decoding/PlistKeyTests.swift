import Testing

@testable import IntentDefinition

/// The decoders' key vocabulary: each key is spelled by its case name, under its role's prefix.
@Suite struct PlistKeyTests {
    @Test func everyKeyIsSpelledByItsCaseAndNoTwoShareASpelling() {
        var spellings = Set<String>()
        for name in DefinitionKey.allCases {
            let key = PlistKey(name)
            #expect(key.description == name.rawValue)
            #expect(spellings.insert(key.description).inserted, "\(key)")
        }
        let prefixes: [(ParameterRole, String)] = [
            (.intentParameter, "INIntentParameter"), (.responseParameter, "INIntentResponseParameter"),
            (.typeProperty, "INTypeProperty"),
        ]
        for (role, prefix) in prefixes {
            for suffix in ParameterKeySuffix.allCases {
                let key = PlistKey(role, suffix)
                #expect(key.description == prefix + suffix.rawValue)
                #expect(spellings.insert(key.description).inserted, "\(key)")
            }
        }
    }

    @Test func localizedKeysAreFollowedByTheirIDKeys() {
        #expect(PlistKey.named(.INIntentTitle).idSibling == .named(.INIntentTitleID))
        #expect(PlistKey(.typeProperty, .MetadataTemplate).idSibling == PlistKey(.typeProperty, .MetadataTemplateID))
        #expect(PlistKey(.intentParameter, .DisplayName).idSibling.description == "INIntentParameterDisplayNameID")
    }
}
