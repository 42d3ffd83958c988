import IntentCodegen
import Testing

/// The names of generated files, shared by the CLI and the plugins: never two alike, even
/// ignoring case, so no input overwrites another's output.
@Suite struct OutputFileNamingTests {
    private func names(_ paths: [String]) -> [String] {
        OutputFileNaming.outputFileNames(forInputPaths: paths)
    }

    @Test func aDefinitionIsNamedAfterItsBaseName() {
        #expect(
            names(["Definitions/Custom.intentdefinition", "Intents.intentdefinition"])
                == ["Custom.swift", "Intents.swift"])
    }

    @Test func sharedBaseNamesTakeTheirFoldersUntilTheyDiffer() {
        #expect(
            names(["App/Base.lproj/Intents.intentdefinition", "Widget/Base.lproj/Intents.intentdefinition"])
                == ["App_Base_Intents.swift", "Widget_Base_Intents.swift"])
        #expect(
            names(["Base.lproj/Intents.intentdefinition", "Other/Intents.intentdefinition", "Menu.intentdefinition"])
                == ["Base_Intents.swift", "Other_Intents.swift", "Menu.swift"])
    }

    @Test func suffixesEndTheNamesAndCountWhenTheyAreMadeDistinct() {
        let paths = ["X/Menu.intentdefinition", "Menu+AppIntents.intentdefinition", "Y/Menu.intentdefinition"]
        #expect(
            OutputFileNaming.outputFileNames(forInputPaths: paths, suffixes: ["+AppIntents", "", ""])
                == ["X_Menu+AppIntents.swift", "Menu+AppIntents.swift", "Menu.swift"])
    }

    @Test func namesThatStillClashAreNumberedInInputOrder() {
        #expect(
            names(["Foo/X.intentdefinition", "Y/X.intentdefinition", "Foo_X.intentdefinition"])
                == ["Foo_X.swift", "Y_X.swift", "Foo_X_2.swift"])
        #expect(names(["a.intentdefinition", "a.plist"]) == ["a.swift", "a_2.swift"])
        #expect(names(["a.plist", "a.intentdefinition", "a.xml"]) == ["a.swift", "a_2.swift", "a_3.swift"])
    }

    @Test func aNumberNeverTakesAnotherInputsName() {
        #expect(
            names(["a.intentdefinition", "a.plist", "a_2.intentdefinition"])
                == ["a.swift", "a_3.swift", "a_2.swift"])
    }

    @Test func namesDifferingOnlyInCaseClash() {
        #expect(
            names(["Intents.intentdefinition", "intents.intentdefinition"]) == ["Intents.swift", "intents_2.swift"])
        #expect(names(["A/X.intentdefinition", "a/X.intentdefinition"]) == ["A_X.swift", "a_X_2.swift"])
        #expect(
            names(["Base.lproj/Menu.intentdefinition", "base/menu.intentdefinition"])
                == ["Base_Menu.swift", "base_menu_2.swift"])
    }

    @Test func everyMixOfClashingPathsGetsDistinctNames() {
        let folders = ["", "A/", "a/", "A/B/", "a/b/", "A_", "Base.lproj/", "X/Base.lproj/"]
        let files = ["X.intentdefinition", "x.plist", "X_2.intentdefinition", "B_X.intentdefinition"]
        let paths = folders.flatMap { folder in files.map { folder + $0 } }
        for count in [2, 3, paths.count] {
            for start in 0..<paths.count {
                let chosen = (0..<count).map { paths[(start + $0 * 7) % paths.count] }
                guard Set(chosen).count == chosen.count else { continue }
                let result = names(chosen)
                #expect(Set(result.map { $0.lowercased() }).count == chosen.count, "\(chosen) → \(result)")
            }
        }
    }
}
