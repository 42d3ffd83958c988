import Testing

@testable import IntentDefinition

@Suite("Validation: did-you-mean notes")
struct NameSuggestionTests {
    // MARK: The edit distance

    @Test func distanceCountsInsertionsDeletionsSubstitutionsAndSwapsIgnoringCase() {
        #expect(EditDistance.between("kitten", "sitting") == 3)
        #expect(EditDistance.between("ReadingPeriod", "readingperiod") == 0)
        #expect(EditDistance.between("Roaster", "Roastr") == 1)
        #expect(EditDistance.between("size", "szie") == 1)
        #expect(EditDistance.between("ca", "abc") == 3)
        #expect(EditDistance.between("", "abc") == 3)
        #expect(EditDistance.between("abc", "") == 3)
        #expect(EditDistance.between("Größe", "grösse") == 2)
    }

    @Test func distanceIsSymmetric() {
        let names = ["ReadingPeriod", "period", "Roaster", "szie", "size", ""]
        for a in names {
            for b in names {
                #expect(EditDistance.between(a, b) == EditDistance.between(b, a), "\(a) / \(b)")
            }
        }
    }

    // MARK: Choosing a suggestion

    private func candidates(_ names: String...) -> [NameSuggestion.Candidate] {
        names.enumerated().map { NameSuggestion.Candidate(name: $1, location: loc(100 + $0, 2)) }
    }

    @Test func theClosestNameWithinAThirdOfTheLengthIsSuggested() {
        let names = candidates("ReadingPeriod", "ReadingList", "Period")
        #expect(NameSuggestion.closest(to: "ReadngPeriod", among: names)?.name == "ReadingPeriod")
        #expect(NameSuggestion.closest(to: "readingperiod", among: names)?.name == "ReadingPeriod")
        // 12 letters allow 4 edits; "ReadingLists" is 1 from ReadingList.
        #expect(NameSuggestion.closest(to: "ReadingLists", among: names)?.name == "ReadingList")
        // Short names still allow one edit, but not two.
        #expect(NameSuggestion.closest(to: "Cup", among: candidates("Cap"))?.name == "Cap")
        #expect(NameSuggestion.closest(to: "Cup", among: candidates("Mug")) == nil)
        #expect(
            NameSuggestion.closest(to: "Period", among: candidates("Perio", "Period"))?.name == "Perio",
            "a name never suggests itself")
    }

    @Test func tiesGoToTheFirstNameInNameOrderWhateverTheFileOrder() {
        #expect(NameSuggestion.closest(to: "sizes", among: candidates("sized", "size"))?.name == "size")
        #expect(NameSuggestion.closest(to: "siz", among: candidates("sizz", "size"))?.name == "size")
        #expect(NameSuggestion.closest(to: "siz", among: candidates("size", "sizz"))?.name == "size")
    }

    @Test func aNameEndingAnotherAsWholeWordsIsSuggestedWhenNothingIsNear() {
        #expect(
            NameSuggestion.closest(to: "format", among: ["strings-format", "diagnostics-format", "flavor"])
                == "diagnostics-format")
        #expect(NameSuggestion.closest(to: "Color", among: ["ShirtColor", "Colorful"]) == "ShirtColor")
        #expect(NameSuggestion.closest(to: "olor", among: ["ShirtColor"]) == nil, "not in the middle of a word")
        #expect(NameSuggestion.closest(to: "mat", among: ["diagnostics-format"]) == nil)
    }

    @Test func plainNamesAreChosenAsCandidatesAre() {
        #expect(NameSuggestion.closest(to: "lnt", among: ["generate", "lint", "dump"]) == "lint")
        #expect(NameSuggestion.closest(to: "Objcet", among: ParameterType.kindNames) == "Object")
        #expect(NameSuggestion.closest(to: "Colour", among: ParameterType.kindNames) == nil)
    }

    // MARK: The checks that suggest

    private func notes(of code: DiagnosticCode, in definition: Definition) -> [DiagnosticNote] {
        DefinitionValidator.validate(definition).filter { $0.code == code }.flatMap(\.notes)
    }

    private func suggestion(_ name: String, at location: IntentDefinition.SourceLocation) -> [DiagnosticNote] {
        [DiagnosticNote("did you mean '\(name)'?", at: location)]
    }

    @Test func anUnknownEnumSuggestsTheFilesClosestEnumAtItsDeclaration() {
        let brew = intent(
            "Brew", line: 10,
            parameters: [parameter("period", .enumeration(reference("ReadngPeriod", line: 11)), line: 11)])
        let file = definition(
            intents: [brew], enums: [enumeration("ReadingPeriod", line: 100, cases: ["day"])],
            types: [customType("ReadingPeriods", line: 200)])
        #expect(validationFindings(file) == [errorAt(.undefinedEnum, 11, 4)])
        #expect(notes(of: .undefinedEnum, in: file) == suggestion("ReadingPeriod", at: loc(100, 2)))
    }

    @Test func anUnknownCustomTypeSuggestsTheFilesClosestTypeNotAnEnum() {
        let brew = intent(
            "Brew", line: 10, parameters: [parameter("roaster", .object(reference("Roastr", line: 11)), line: 11)])
        let file = definition(
            intents: [brew], enums: [enumeration("Roaste", line: 100, cases: ["dark"])],
            types: [customType("Roaster", line: 200)])
        #expect(validationFindings(file) == [errorAt(.undefinedCustomType, 11, 4)])
        #expect(notes(of: .undefinedCustomType, in: file) == suggestion("Roaster", at: loc(200, 2)))
    }

    @Test func aMisspeltTypeKindSuggestsTheKindAtTheTypeString() {
        let brew = intent("Brew", line: 10, parameters: [parameter("roaster", .unknown("Objcet"), line: 11)])
        let file = definition(intents: [brew])
        #expect(validationFindings(file) == [errorAt(.unknownType, 11, 4)])
        #expect(notes(of: .unknownType, in: file) == suggestion("Object", at: loc(11, 4)))
    }

    @Test func aNameFarFromEveryDeclarationGetsNoNote() {
        let brew = intent(
            "Brew", line: 10, parameters: [parameter("cup", .enumeration(reference("Mug", line: 11)), line: 11)])
        let file = definition(intents: [brew], enums: [enumeration("CupSize", line: 100, cases: ["small"])])
        #expect(validationFindings(file) == [errorAt(.undefinedEnum, 11, 4)])
        #expect(notes(of: .undefinedEnum, in: file) == [])
    }

    @Test func anUnknownRelationshipParentSuggestsASiblingParameter() {
        var child = parameter("address", line: 13)
        child.relationship = Relationship(
            parentName: Located("tooGo", at: loc(14, 2)), predicate: "HasAnyValue", predicateValue: nil, at: loc(14))
        let brew = intent("Brew", line: 10, parameters: [parameter("toGo", .boolean, line: 12), child])
        let file = definition(intents: [brew])
        #expect(validationFindings(file) == [warningAt(.unknownRelationshipParent, 14, 2)])
        #expect(notes(of: .unknownRelationshipParent, in: file) == suggestion("toGo", at: loc(12, 2)))
    }

    @Test func anUnknownCombinationNameSuggestsAParameter() {
        var brew = intent("Brew", line: 10, parameters: [parameter("size", line: 11), parameter("roaster", line: 12)])
        brew.parameterCombinations = [ParameterCombination(key: "roaster,szie", keyLocation: loc(20, 2))]
        let file = definition(intents: [brew])
        #expect(validationFindings(file) == [warningAt(.unknownCombinationParameter, 20, 2)])
        #expect(notes(of: .unknownCombinationParameter, in: file) == suggestion("size", at: loc(11, 2)))
    }

    @Test func anUnknownPlaceholderSuggestsAParameterItMayName() {
        var brew = intent("Brew", line: 10, parameters: [parameter("size", line: 11), parameter("roaster", line: 12)])
        brew.parameterCombinations = [
            ParameterCombination(
                key: "size", keyLocation: loc(20, 2),
                title: FormatString(text: "Brew ${sise} from ${roastr}", id: nil, at: loc(20, 3)))
        ]
        let file = definition(intents: [brew])
        // ${roastr} is near a parameter, but not one the key lists, so only ${sise} gets a note.
        #expect(
            validationFindings(file) == [
                warningAt(.combinationPlaceholderNotInKey, 20, 3), warningAt(.combinationPlaceholderNotInKey, 20, 3),
            ])
        #expect(notes(of: .combinationPlaceholderNotInKey, in: file) == suggestion("size", at: loc(11, 2)))
    }

    @Test func anUnknownResponsePlaceholderSuggestsAResponseParameter() {
        var brew = intent(
            "Brew", line: 10, parameters: [parameter("cups", .integer, line: 11)],
            responseParameters: [parameter("cup", .integer, line: 70, role: .responseParameter)])
        brew.response?.codes[0].formatString = FormatString(text: "Poured ${cups}", id: nil, at: loc(61, 5))
        let file = definition(intents: [brew])
        #expect(validationFindings(file) == [warningAt(.unknownResponsePlaceholder, 61, 5)])
        #expect(notes(of: .unknownResponsePlaceholder, in: file) == suggestion("cup", at: loc(70, 2)))
    }

    @Test func aValueThatIsNotACaseSuggestsTheClosestCaseAfterPointingAtTheEnum() {
        var child = parameter("address", line: 13)
        child.relationship = Relationship(
            parentName: Located("style", at: loc(14, 2)), predicate: "EnumHasExactValue",
            predicateValue: Located(.text("delivry"), at: loc(15, 2)), at: loc(14))
        var style = parameter("style", .enumeration(reference("Style", line: 11)), line: 11)
        style.metadata.defaultValue = DefaultValue(.enumCase("heer"), at: loc(11, 5))
        let brew = intent("Brew", line: 10, parameters: [style, child])
        let file = definition(intents: [brew], enums: [enumeration("Style", line: 100, cases: ["here", "delivery"])])
        #expect(
            validationFindings(file) == [
                warningAt(.defaultNotACase, 11, 5), warningAt(.relationshipValueNotACase, 15, 2),
            ])
        let atEnum = DiagnosticNote("enum 'Style' is defined here", at: loc(100, 2))
        #expect(notes(of: .relationshipValueNotACase, in: file) == [atEnum] + suggestion("delivery", at: loc(103, 2)))
        #expect(notes(of: .defaultNotACase, in: file) == [atEnum] + suggestion("here", at: loc(102, 2)))
    }

    @Test func anUnknownInputKeyOrOutputSuggestsAParameterOfTheRightList() {
        var brew = intent(
            "Brew", line: 10, parameters: [parameter("cups", .integer, line: 11), parameter("roaster", line: 12)],
            responseParameters: [parameter("receipt", line: 70, role: .responseParameter)])
        brew.inputParameterName = Located("cup", at: loc(20, 2))
        brew.keyParameterName = Located("roastr", at: loc(21, 2))
        brew.response?.outputParameterName = Located("reciept", at: loc(65, 2))
        let file = definition(intents: [brew])
        #expect(
            validationFindings(file) == [
                warningAt(.unknownIntentParameterReference, 20, 2), warningAt(.unknownIntentParameterReference, 21, 2),
                warningAt(.unknownOutputParameter, 65, 2),
            ])
        #expect(
            notes(of: .unknownIntentParameterReference, in: file)
                == suggestion("cups", at: loc(11, 2)) + suggestion("roaster", at: loc(12, 2)))
        #expect(notes(of: .unknownOutputParameter, in: file) == suggestion("receipt", at: loc(70, 2)))
    }
}
