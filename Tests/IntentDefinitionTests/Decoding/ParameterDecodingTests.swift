import Testing

@testable import IntentDefinition

/// Decodes one parameter of `role` whose keys are `prefix + suffix`, placed where that role lives.
func decodeParameter(
    _ role: ParameterRole, _ suffixes: KeyValuePairs<String, FakePlist>, at pin: (Int, Int)? = nil
) throws -> (Parameter, [Diagnostic]) {
    var parameter = FakePlist(shape: .dictionary(suffixes.map { (role.keyPrefix + $0.key, $0.value) }))
    if let pin { parameter = parameter.at(pin.0, pin.1) }
    let root: FakePlist =
        switch role {
        case .intentParameter: ["INIntents": [["INIntentParameters": [parameter]]]]
        case .responseParameter:
            ["INIntents": [["INIntentResponse": ["INIntentResponseParameters": [parameter]]]]]
        case .typeProperty: ["INTypes": [["INTypeProperties": [parameter]]]]
        }
    let outcome = decode(root)
    let definition = try outcome.decoded
    let parameters: [Parameter] =
        switch role {
        case .intentParameter: definition.intents.first?.parameters ?? []
        case .responseParameter: definition.intents.first?.response?.parameters ?? []
        case .typeProperty: definition.types.first?.properties ?? []
        }
    return (try #require(parameters.first), outcome.diagnostics)
}

@Suite("Decoding parameters under all three prefixes")
struct ParameterDecodingTests {
    static let roles: [ParameterRole] = [.intentParameter, .responseParameter, .typeProperty]

    @Test(arguments: roles)
    func commonKeysAreReadUnderEveryPrefix(role: ParameterRole) throws {
        let (parameter, diagnostics) = try decodeParameter(
            role,
            [
                "Name": FakePlist("roaster").at(5, 3),
                "Tag": FakePlist(2).at(6, 3),
                "DisplayPriority": 1,
                "DisplayName": FakePlist("Roaster").at(8, 3),
                "DisplayNameID": "r0A5tR",
                "Type": FakePlist("String").at(10, 3),
                "SupportsMultipleValues": true,
                "Metadata": FakePlist(["MetadataCapitalization": "Words"]).prefixed(role),
            ], at: (4, 2))
        #expect(diagnostics.isEmpty)
        #expect(parameter.role == role)
        #expect(parameter.name == "roaster")
        #expect(parameter.nameLocation == FakePlist.location(5, 3))
        #expect(parameter.location == FakePlist.location(4, 2))
        #expect(parameter.tag == Located(2, at: FakePlist.location(6, 3)))
        #expect(parameter.displayPriority == 1)
        #expect(parameter.displayName == LocalizedText(text: "Roaster", id: "r0A5tR", at: FakePlist.location(8, 3)))
        #expect(parameter.type == .string)
        #expect(parameter.typeLocation == FakePlist.location(10, 3))
        #expect(parameter.isArray)
        #expect(parameter.metadata.capitalization == "Words")
    }

    @Test(arguments: roles)
    func enumTypeWinsWhateverTypeSays(role: ParameterRole) throws {
        let (parameter, _) = try decodeParameter(
            role,
            [
                "Type": "Integer",
                "EnumType": FakePlist("CupSize").at(7, 3),
                "EnumTypeNamespace": "Qx7pLm",
            ])
        #expect(
            parameter.type
                == .enumeration(TypeReference(name: "CupSize", namespace: "Qx7pLm", at: FakePlist.location(7, 3))))
    }

    @Test(arguments: roles)
    func objectWithObjectTypeIsAnObjectReference(role: ParameterRole) throws {
        let (parameter, _) = try decodeParameter(
            role,
            [
                "Type": "Object",
                "ObjectType": FakePlist("MediaItem").at(9, 3),
                "ObjectTypeNamespace": "System",
            ])
        let reference = TypeReference(name: "MediaItem", namespace: "System", at: FakePlist.location(9, 3))
        #expect(parameter.type == .object(reference))
        #expect(reference.isSystem)
    }

    @Test(arguments: roles)
    func objectWithoutObjectTypeIsGeneric(role: ParameterRole) throws {
        let (parameter, _) = try decodeParameter(role, ["Type": "Object"])
        #expect(parameter.type == .genericObject)
    }

    @Test func objectTypeWithoutObjectIsIgnoredInFavourOfType() throws {
        let (parameter, _) = try decodeParameter(.intentParameter, ["Type": "String", "ObjectType": "Roaster"])
        #expect(parameter.type == .string)
    }

    @Test(arguments: [
        ("String", ParameterType.string), ("Integer", .integer), ("Decimal", .decimal),
        ("Boolean", .boolean), ("DateComponents", .dateComponents), ("TimeInterval", .timeInterval),
        ("URL", .url), ("File", .file), ("Placemark", .placemark), ("Person", .person),
        ("SpeakableString", .speakableString), ("CurrencyAmount", .currencyAmount),
        ("Distance", .measurement(.length)), ("Temperature", .measurement(.temperature)),
    ])
    func scalarTypeNamesAreLookedUp(name: String, type: ParameterType) throws {
        let (parameter, _) = try decodeParameter(.intentParameter, ["Type": FakePlist(stringLiteral: name)])
        #expect(parameter.type == type)
    }

    @Test func unknownTypeStringIsKeptWithoutDecoderDiagnostic() throws {
        let (parameter, diagnostics) = try decodeParameter(.intentParameter, ["Type": FakePlist("Duration").at(3, 4)])
        #expect(diagnostics.isEmpty)
        #expect(parameter.type == .unknown("Duration"))
        #expect(parameter.typeLocation == FakePlist.location(3, 4))
    }

    @Test func missingTypeIsMissingAndLocatedAtTheDictionary() throws {
        let (parameter, diagnostics) = try decodeParameter(.intentParameter, ["Name": "x"], at: (12, 2))
        #expect(diagnostics.isEmpty)
        #expect(parameter.type == .missing)
        #expect(parameter.typeLocation == FakePlist.location(12, 2))
        #expect(parameter.name == "x")
    }

    @Test func missingNameIsEmptyAtTheDictionary() throws {
        let (parameter, diagnostics) = try decodeParameter(.responseParameter, ["Type": "String"], at: (12, 2))
        #expect(diagnostics.isEmpty)
        #expect(parameter.name == "")
        #expect(parameter.nameLocation == FakePlist.location(12, 2))
    }

    @Test func typeOfTheWrongKindIsReportedAndMissing() throws {
        let (parameter, diagnostics) = try decodeParameter(.intentParameter, ["Type": FakePlist(3).at(5, 6)])
        expectSingle(diagnostics, .wrongValueKind, line: 5, column: 6)
        #expect(parameter.type == .missing)
    }

    @Test func keysOfAnotherPrefixAreIgnored() throws {
        // Stale INIntentResponseProperty… keys on a response parameter (FORMAT.md §9), and an
        // intent-parameter key in the wrong place.
        let (parameter, diagnostics) = try decodeParameter(.responseParameter, ["Name": "x", "Type": "String"])
        let outcome = decode([
            "INIntents": [
                [
                    "INIntentResponse": [
                        "INIntentResponseParameters": [
                            [
                                "INIntentResponseParameterName": "x", "INIntentResponseParameterType": "String",
                                "INIntentResponsePropertyType": "Type", "INIntentParameterSupportsResolution": true,
                            ]
                        ]
                    ]
                ]
            ]
        ])
        let stale = try #require(try outcome.decoded.intents.first?.response?.parameters.first)
        #expect(diagnostics.isEmpty && outcome.diagnostics.isEmpty)
        #expect(stale.type == parameter.type)
        #expect(!stale.supportsResolution)
    }

    @Test func builtInPropertyIsMarkedByDefaultNotByName() throws {
        let (builtIn, _) = try decodeParameter(.typeProperty, ["Name": "whatever", "Default": true, "Tag": 103])
        let (user, _) = try decodeParameter(.typeProperty, ["Name": "identifier", "Tag": 1])
        #expect(builtIn.isBuiltInProperty)
        #expect(!user.isBuiltInProperty)
    }

    @Test func intentOnlyFlagsAreRead() throws {
        let (parameter, diagnostics) = try decodeParameter(
            .intentParameter,
            [
                "Configurable": true, "SupportsResolution": "YES", "SupportsDynamicEnumeration": 1,
                "SupportsSearch": true, "CustomDisambiguation": true, "FixedSizeArray": 1,
            ])
        #expect(diagnostics.isEmpty)
        #expect(parameter.isConfigurable && parameter.supportsResolution && parameter.supportsDynamicOptions)
        #expect(parameter.supportsSearch && parameter.hasCustomDisambiguation && parameter.hasFixedSizeArray)
    }

    @Test func absentFlagsAndExplicitFalseAreFalse() throws {
        let (parameter, diagnostics) = try decodeParameter(.intentParameter, ["SupportsMultipleValues": false])
        #expect(diagnostics.isEmpty)
        #expect(!parameter.isArray && !parameter.isConfigurable && !parameter.supportsResolution)
        #expect(parameter.promptDialogs.isEmpty && parameter.relationship == nil)
        #expect(parameter.unsupportedReasons.isEmpty && parameter.arraySizes.isEmpty)
    }

    @Test func tagThatIsAWholeRealIsAccepted() throws {
        let (parameter, diagnostics) = try decodeParameter(.intentParameter, ["Tag": FakePlist(4.0).at(2, 2)])
        #expect(diagnostics.isEmpty)
        #expect(parameter.tag == Located(4, at: FakePlist.location(2, 2)))
    }

    @Test func tagThatIsAFractionIsReportedAndAbsent() throws {
        let (parameter, diagnostics) = try decodeParameter(.intentParameter, ["Tag": FakePlist(4.5).at(2, 3)])
        expectSingle(diagnostics, .unusableNumber, line: 2, column: 3)
        #expect(
            diagnostics.first?.message == "'INIntentParameterTag' holds 4.5; expected a whole number, so it is ignored")
        #expect(parameter.tag == nil)
    }

    @Test func tagTooLargeForIntIsReportedNotTrapped() throws {
        let (parameter, diagnostics) = try decodeParameter(.intentParameter, ["Tag": FakePlist(1e300).at(2, 4)])
        expectSingle(diagnostics, .unusableNumber, line: 2, column: 4)
        #expect(parameter.tag == nil)
    }

    @Test func metadataThatIsAStringIsReported() throws {
        let (parameter, diagnostics) = try decodeParameter(.intentParameter, ["Metadata": FakePlist("x").at(6, 6)])
        expectSingle(diagnostics, .wrongValueKind, line: 6, column: 6)
        #expect(parameter.metadata == ParameterMetadata())
    }
}

extension FakePlist {
    /// This dictionary with every key prefixed by `role`'s key prefix.
    func prefixed(_ role: ParameterRole) -> FakePlist {
        guard case .dictionary(let pairs) = shape else { return self }
        var copy = self
        copy.shape = .dictionary(pairs.map { (role.keyPrefix + $0.0, $0.1) })
        return copy
    }
}
