import Testing

@testable import IntentCodegen

@Suite struct NameSanitizerTests {
    @Test(arguments: SwiftKeywords.needingBackticks.subtracting(SwiftKeywords.unusableAsMember).sorted())
    func keywordsGetBackticksAsMembers(keyword: String) {
        let name = NameSanitizer.sanitize(keyword, position: .member)
        #expect(name.bare == keyword)
        #expect(name.spelled == "`\(keyword)`")
    }

    @Test(arguments: ["self", "Self", "init", "Type", "Protocol"])
    func membersBackticksCannotSaveAreRenamed(word: String) {
        let name = NameSanitizer.sanitize(word, position: .member)
        #expect(name.bare == word + "_")
        #expect(name.spelled == word + "_")
    }

    @Test(arguments: ["Self", "Any", "Type", "Protocol"])
    func typesBackticksCannotSaveAreRenamed(word: String) {
        #expect(NameSanitizer.sanitize(word, position: .type).spelled == word + "_")
    }

    @Test func keywordTypesGetBackticks() {
        #expect(NameSanitizer.sanitize("class", position: .type).spelled == "`class`")
        #expect(NameSanitizer.sanitize("some", position: .type).spelled == "`some`")
    }

    @Test(arguments: ["get", "set", "willSet", "didSet", "mutating", "override", "lazy", "weak", "optional", "none"])
    func harmlessContextualKeywordsStayBare(word: String) {
        let name = NameSanitizer.sanitize(word, position: .member)
        #expect(name.spelled == word)
    }

    @Test func reservedNamesGetATrailingUnderscoreUntilFree() {
        #expect(
            NameSanitizer.sanitize("descriptor", position: .member, reserved: ["descriptor"]).spelled == "descriptor_")
        #expect(NameSanitizer.sanitize("x", position: .member, reserved: ["x", "x_"]).spelled == "x__")
        #expect(
            NameSanitizer.sanitize("String", position: .type, reserved: DefaultFlavorNaming.scheme.reservedTypeNames)
                .spelled == "String_")
    }

    @Test func invalidCharactersBecomeOneUnderscorePerRun() {
        #expect(NameSanitizer.sanitize("two words", position: .member).bare == "two_words")
        #expect(NameSanitizer.sanitize("a -- b", position: .member).bare == "a_b")
        #expect(NameSanitizer.sanitize("$x", position: .member).bare == "_x")
        #expect(NameSanitizer.sanitize("a\u{202E}b", position: .member).bare == "a_b")  // bidi override
        #expect(NameSanitizer.sanitize("a\u{200B}b", position: .member).bare == "a_b")  // zero-width space
        #expect(NameSanitizer.sanitize("tab\there", position: .member).bare == "tab_here")
    }

    @Test func leadingDigitsGetAnUnderscore() {
        #expect(NameSanitizer.sanitize("1st", position: .member).bare == "_1st")
        #expect(NameSanitizer.sanitize("\u{301}a", position: .member).bare == "_\u{301}a")
    }

    @Test func namesWithoutLettersFallBack() {
        #expect(NameSanitizer.sanitize("", position: .member).bare == "unnamed")
        #expect(NameSanitizer.sanitize("???", position: .member).bare == "unnamed")
        #expect(NameSanitizer.sanitize("_", position: .member).bare == "unnamed")
        #expect(NameSanitizer.sanitize("", position: .type).bare == "Unnamed")
    }

    @Test func unicodeLettersAndEmojiAreKept() {
        #expect(NameSanitizer.sanitize("航拍", position: .member).spelled == "航拍")
        #expect(NameSanitizer.sanitize("😀", position: .member).spelled == "😀")
        #expect(NameSanitizer.sanitize("café", position: .member).spelled == "café")
    }

    @Test func upperFirstBuildsXcodesParameterStem() {
        #expect(NameSanitizer.sanitize("type", position: .member).upperFirst == "Type")
        #expect(NameSanitizer.sanitize("class", position: .member).upperFirst == "Class")
        #expect(NameSanitizer.sanitize("élan", position: .member).upperFirst == "Élan")
    }

    @Test func argumentLabelsDropNeedlessBackticks() {
        #expect(NameSanitizer.sanitize("class", position: .member).argumentLabel == "class")
        #expect(NameSanitizer.sanitize("inout", position: .member).argumentLabel == "`inout`")
    }
}
