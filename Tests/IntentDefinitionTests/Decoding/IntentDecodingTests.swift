import Testing

@testable import IntentDefinition

@Suite("Decoding intents")
struct IntentDecodingTests {
    @Test func everyIntentKeyIsRead() throws {
        let (intent, diagnostics) = try decodeIntent(
            FakePlist([
                "INIntentName": FakePlist("SetSwitchState").at(4, 3),
                "INIntentType": "Custom",
                "INIntentCategory": "generic",
                "INIntentVerb": "Do",
                "INIntentTitle": FakePlist("Set Switch").at(8, 3),
                "INIntentTitleID": "tT1tle",
                "INIntentDescriptionID": FakePlist("dEsc01").at(10, 3),
                "INIntentParameters": [["INIntentParameterName": "item"], ["INIntentParameterName": "state"]],
                "INIntentLastParameterTag": FakePlist(7).at(12, 3),
                "INIntentResponse": ["INIntentResponseCodes": [["INIntentResponseCodeName": "success"]]],
                "INIntentConfigurable": true,
                "INIntentEligibleForWidgets": true,
                "INIntentIneligibleForSuggestions": true,
                "INIntentUserConfirmationRequired": "YES",
                "INIntentInput": FakePlist("item").at(20, 3),
                "INIntentKeyParameter": FakePlist("state").at(21, 3),
                "INIntentClassPrefix": "OpenHAB",
                "INIntentClassName": FakePlist("RunScriptIntent").at(23, 3),
                "INIntentRestrictions": 1,
                "INIntentDefaultImageName": "bolt",
            ]).at(2, 2))
        #expect(diagnostics.isEmpty)
        #expect(intent.name == "SetSwitchState")
        #expect(intent.nameLocation == FakePlist.location(4, 3))
        #expect(intent.location == FakePlist.location(2, 2))
        #expect(intent.kind == .custom)
        #expect(intent.category == "generic")
        #expect(intent.verb == "Do")
        #expect(intent.title == LocalizedText(text: "Set Switch", id: "tT1tle", at: FakePlist.location(8, 3)))
        // An ID without its text: the text is not inferred, the location is the ID's.
        #expect(intent.description == LocalizedText(text: nil, id: "dEsc01", at: FakePlist.location(10, 3)))
        #expect(intent.parameters.map(\.name) == ["item", "state"])
        #expect(intent.parameters.allSatisfy { $0.role == .intentParameter })
        #expect(intent.lastParameterTag == Located(7, at: FakePlist.location(12, 3)))
        #expect(intent.response?.codes.map(\.name) == ["success"])
        #expect(intent.isConfigurable && intent.isEligibleForWidgets && intent.isIneligibleForSuggestions)
        #expect(intent.requiresUserConfirmation)
        #expect(intent.inputParameterName == Located("item", at: FakePlist.location(20, 3)))
        #expect(intent.keyParameterName == Located("state", at: FakePlist.location(21, 3)))
        #expect(intent.classPrefix == "OpenHAB")
        #expect(intent.className == Located("RunScriptIntent", at: FakePlist.location(23, 3)))
        #expect(intent.restrictions == 1)
        #expect(intent.defaultImageName == "bolt")
        #expect(!intent.isCustomizable)
        #expect(intent.domain == nil)
    }

    @Test func absentKeysGiveEmptyValues() throws {
        let (intent, diagnostics) = try decodeIntent(["INIntentName": "Bare"])
        #expect(diagnostics.isEmpty)
        #expect(intent.parameters.isEmpty && intent.parameterCombinations.isEmpty)
        #expect(intent.managedParameterCombinations.isEmpty)
        #expect(intent.response == nil && intent.title == nil && intent.description == nil)
        #expect(!intent.isConfigurable && !intent.requiresUserConfirmation)
        #expect(intent.kind == .custom)
    }

    @Test func systemIntentIsDecodedWithItsDomain() throws {
        let (intent, diagnostics) = try decodeIntent([
            "INIntentName": "SendMessage",
            "INIntentType": "System",
            "INIntentCategory": "system",
            "INIntentClassPrefix": "IN",
            "INIntentClassName": "INSendMessageIntent",
            "INIntentDomain": "Messaging",
            "INIntentCustomizable": true,
        ])
        #expect(diagnostics.isEmpty)
        #expect(intent.kind == .system)
        #expect(!intent.generatesCode)
        #expect(intent.domain == "Messaging")
        #expect(intent.isCustomizable)
        #expect(intent.response == nil)
    }

    @Test(arguments: [("Custom", Intent.Kind.custom), ("System", .system), ("Shortcut", .other("Shortcut"))])
    func intentTypeDecidesKind(type: String, kind: Intent.Kind) throws {
        let (intent, _) = try decodeIntent(["INIntentType": FakePlist(stringLiteral: type)])
        #expect(intent.kind == kind)
    }

    @Test func missingNameIsEmptyAndLocatedAtTheDictionaryWithoutDiagnostic() throws {
        let (intent, diagnostics) = try decodeIntent(FakePlist(["INIntentCategory": "generic"]).at(6, 3))
        #expect(diagnostics.isEmpty)
        #expect(intent.name == "")
        #expect(intent.nameLocation == FakePlist.location(6, 3))
    }

    @Test func nameOfTheWrongKindIsReportedAndLeftEmpty() throws {
        let (intent, diagnostics) = try decodeIntent(
            FakePlist([
                "INIntentName": FakePlist(["Foo"]).at(7, 4)
            ]).at(6, 3))
        expectSingle(diagnostics, .wrongValueKind, line: 7, column: 4)
        #expect(diagnostics.first?.message == "'INIntentName' holds an array; expected a string, so it is ignored")
        #expect(intent.name == "")
        #expect(intent.nameLocation == FakePlist.location(6, 3))
    }

    @Test func parametersThatAreADictionaryAreReportedAndEmpty() throws {
        let (intent, diagnostics) = try decodeIntent([
            "INIntentParameters": FakePlist(["INIntentParameterName": "x"]).at(11, 3)
        ])
        expectSingle(diagnostics, .wrongValueKind, line: 11, column: 3)
        #expect(intent.parameters.isEmpty)
    }

    @Test func responseThatIsAnArrayIsReportedAndAbsent() throws {
        let (intent, diagnostics) = try decodeIntent(["INIntentResponse": FakePlist([]).at(14, 3)])
        expectSingle(diagnostics, .wrongValueKind, line: 14, column: 3)
        #expect(intent.response == nil)
    }

    @Test func parametersKeepFileOrder() throws {
        let (intent, _) = try decodeIntent([
            "INIntentParameters": [
                ["INIntentParameterName": "zeta", "INIntentParameterTag": 9],
                ["INIntentParameterName": "alpha", "INIntentParameterTag": 2],
                ["INIntentParameterName": "mid", "INIntentParameterTag": 5],
            ]
        ])
        #expect(intent.parameters.map(\.name) == ["zeta", "alpha", "mid"])
    }
}
