import Testing

@testable import IntentDefinition

/// The decoders' key vocabulary and the key ids the document writer stores.
@Suite struct PlistKeyTests {
    @Test func everyCaseOrdinalIsItsDeclarationPosition() {
        for (position, name) in DefinitionKey.allCases.enumerated() {
            #expect(Int(name.ordinal) == position, "\(name)")
        }
        for (position, suffix) in ParameterKeySuffix.allCases.enumerated() {
            #expect(Int(suffix.ordinal) == position, "\(suffix)")
        }
    }

    @Test func everyKeyIsSpelledByItsIDAndNoTwoShareOne() {
        var ids = Set<UInt16>()
        for name in DefinitionKey.allCases {
            let key = PlistKey(name)
            #expect(key.description == name.rawValue)
            #expect(ids.insert(key.id).inserted, "\(key)")
        }
        let prefixes: [(ParameterRole, String)] = [
            (.intentParameter, "INIntentParameter"), (.responseParameter, "INIntentResponseParameter"),
            (.typeProperty, "INTypeProperty"),
        ]
        for (role, prefix) in prefixes {
            for suffix in ParameterKeySuffix.allCases {
                let key = PlistKey(role, suffix)
                #expect(key.description == prefix + suffix.rawValue)
                #expect(ids.insert(key.id).inserted, "\(key)")
            }
        }
        #expect(!ids.contains(0))
        #expect(ids.count == PlistKey.vocabulary.count - 1)
    }

    @Test func localizedKeysAreFollowedByTheirIDKeys() {
        #expect(PlistKey.named(.INIntentTitle).idSibling == .named(.INIntentTitleID))
        #expect(PlistKey(.typeProperty, .MetadataTemplate).idSibling == PlistKey(.typeProperty, .MetadataTemplateID))
        #expect(PlistKey(.intentParameter, .DisplayName).idSibling.description == "INIntentParameterDisplayNameID")
    }

    @Test func theWriterStoresTheIDOfEachKnownKeyAndZeroForOthers() throws {
        let body = ["INIntentName", "INIntentParameterTag", "INIntentName2", "", "INTypePropertyMetadataUnit"]
            .map { "<key>\($0)</key><true/>" }.joined()
        let outcome = read("<plist><array><dict>\(body)</dict><dict>\(body)</dict></array></plist>")
        let items = try #require(outcome.value?.items)
        for item in items {
            let entries = try #require(item.entries)
            let ids = entries.map { $0.keyNode.document.records[$0.keyNode.index].keyID }
            #expect(
                ids == [
                    PlistKey.named(.INIntentName).id, PlistKey(.intentParameter, .Tag).id, 0, 0,
                    PlistKey(.typeProperty, .MetadataUnit).id,
                ])
        }
    }

    @Test func aCopiedKeyKeepsItsID() {
        let entry = PlistEntry(
            key: "INEnumValueIndex", keyLocation: SourceLocation(file: "f", line: 1, column: 1),
            value: PlistNode(.integer(1), at: SourceLocation(file: "f", line: 1, column: 2)))
        #expect(entry.keyNode.document.records[entry.keyNode.index].keyID == PlistKey.named(.INEnumValueIndex).id)
    }
}
