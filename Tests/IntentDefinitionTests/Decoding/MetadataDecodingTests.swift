import Testing

@testable import IntentDefinition

/// Decodes an intent parameter of `type` (a `…Type` string, plus `extra` keys) whose metadata
/// holds `metadata` (suffixes after `INIntentParameterMetadata`).
private func decodeMetadata(
    type: String, extra: KeyValuePairs<String, FakePlist> = [:],
    _ metadata: KeyValuePairs<String, FakePlist>
) throws -> (ParameterMetadata, [Diagnostic]) {
    var keys: [(String, FakePlist)] = [("INIntentParameterType", FakePlist(stringLiteral: type))]
    keys += extra.map { ("INIntentParameter" + $0.key, $0.value) }
    keys.append(
        (
            "INIntentParameterMetadata",
            FakePlist(
                shape: .dictionary(
                    metadata.map { ("INIntentParameterMetadata" + $0.key, $0.value) }))
        ))
    let (parameter, diagnostics) = try decodeParameter(FakePlist(shape: .dictionary(keys)))
    return (parameter.metadata, diagnostics)
}

@Suite("Decoding parameter metadata")
struct MetadataDecodingTests {
    @Test func stringMetadataIsRead() throws {
        let (metadata, diagnostics) = try decodeMetadata(
            type: "String",
            [
                "Capitalization": "Sentences",
                "DefaultValue": FakePlist("240,100,100").at(3, 5),
                "DefaultValueID": "dV0001",
                "Multiline": true,
                "DisableAutocorrect": true,
                "DisableSmartQuotes": "YES",
                "DisableSmartDashes": 1,
                "KeyboardType": "ASCIICapable",
                "PlaceholderID": FakePlist("pH0001").at(9, 5),
            ])
        #expect(diagnostics.isEmpty)
        #expect(metadata.capitalization == "Sentences")
        #expect(metadata.defaultValue == DefaultValue(.string("240,100,100"), at: FakePlist.location(3, 5)))
        #expect(metadata.defaultValueID == "dV0001")
        #expect(metadata.isMultiline && metadata.disablesAutocorrect)
        #expect(metadata.disablesSmartQuotes && metadata.disablesSmartDashes)
        #expect(metadata.keyboardType == "ASCIICapable")
        #expect(metadata.placeholder == LocalizedText(text: nil, id: "pH0001", at: FakePlist.location(9, 5)))
    }

    @Test func defaultValueIDWithoutValueLeavesTheValueAbsent() throws {
        let (metadata, _) = try decodeMetadata(type: "String", ["DefaultValueID": "dV0002"])
        #expect(metadata.defaultValue == nil)
        #expect(metadata.defaultValueID == "dV0002")
    }

    @Test func integerMetadataReadsNumbersFromIntegerOrReal() throws {
        let (metadata, diagnostics) = try decodeMetadata(
            type: "Integer",
            [
                "Type": "Stepper",
                "MinimumValue": FakePlist(1).at(4, 5),
                "MaximumValue": FakePlist(99999.0).at(5, 5),
                "DefaultValue": FakePlist(5.0).at(6, 5),
            ])
        #expect(diagnostics.isEmpty)
        #expect(metadata.inputType == "Stepper")
        #expect(metadata.minimumValue == Located(1, at: FakePlist.location(4, 5)))
        #expect(metadata.maximumValue == Located(99999, at: FakePlist.location(5, 5)))
        #expect(metadata.defaultValue == DefaultValue(.integer(5), at: FakePlist.location(6, 5)))
    }

    @Test func integerDefaultThatIsAFractionIsKeptForValidation() throws {
        let (metadata, diagnostics) = try decodeMetadata(type: "Integer", ["DefaultValue": FakePlist(2.5).at(6, 7)])
        #expect(diagnostics.isEmpty)
        #expect(metadata.defaultValue == DefaultValue(.number(2.5), at: FakePlist.location(6, 7)))
    }

    @Test func integerDefaultThatIsNotFiniteIsReported() throws {
        let (metadata, diagnostics) = try decodeMetadata(
            type: "Integer", ["DefaultValue": FakePlist(floatLiteral: .infinity).at(6, 7)])
        expectSingle(diagnostics, .unusableNumber, line: 6, column: 7)
        #expect(metadata.defaultValue == nil)
    }

    @Test func defaultThatDoesNotFitTheTypeIsKeptAsWritten() throws {
        let (integer, integerDiagnostics) = try decodeMetadata(
            type: "Integer", ["DefaultValue": FakePlist("abc").at(3, 4)])
        #expect(integerDiagnostics.isEmpty)
        #expect(integer.defaultValue == DefaultValue(.string("abc"), at: FakePlist.location(3, 4)))
        let (string, stringDiagnostics) = try decodeMetadata(type: "String", ["DefaultValue": FakePlist(true)])
        #expect(stringDiagnostics.isEmpty)
        #expect(string.defaultValue?.value == .boolean(true))
        let (decimal, _) = try decodeMetadata(type: "Decimal", ["DefaultValue": "0.5"])
        #expect(decimal.defaultValue?.value == .string("0.5"))
    }

    @Test func defaultThatIsAContainerIsReported() throws {
        let (metadata, diagnostics) = try decodeMetadata(
            type: "Integer", ["DefaultValue": FakePlist(["a": 1]).at(5, 2)])
        expectSingle(diagnostics, .wrongValueKind, line: 5, column: 2)
        #expect(metadata.defaultValue == nil)
    }

    @Test func decimalMetadataIsRead() throws {
        let (metadata, diagnostics) = try decodeMetadata(
            type: "Decimal",
            [
                "Type": "Slider", "MinimumValue": 0.5, "MaximumValue": 1.0, "DefaultValue": 1,
                "SupportsNegativeNumbers": "YES",
            ])
        #expect(diagnostics.isEmpty)
        #expect(metadata.inputType == "Slider")
        #expect(metadata.minimumValue?.value == 0.5)
        #expect(metadata.maximumValue?.value == 1)
        #expect(metadata.defaultValue?.value == .number(1))
        #expect(metadata.supportsNegativeNumbers)
    }

    @Test func nonFiniteNumberIsReported() throws {
        let (metadata, diagnostics) = try decodeMetadata(
            type: "Decimal", ["MaximumValue": FakePlist(floatLiteral: .infinity).at(7, 2)])
        expectSingle(diagnostics, .unusableNumber, line: 7, column: 2)
        #expect(metadata.maximumValue == nil)
    }

    @Test func minimumThatIsAStringIsReported() throws {
        let (metadata, diagnostics) = try decodeMetadata(type: "Integer", ["MinimumValue": FakePlist("1").at(7, 3)])
        expectSingle(diagnostics, .wrongValueKind, line: 7, column: 3)
        #expect(
            diagnostics.first?.message
                == "'INIntentParameterMetadataMinimumValue' holds a string; expected a number, so it is ignored")
        #expect(metadata.minimumValue == nil)
    }

    @Test func enumDefaultIsACaseName() throws {
        let (metadata, diagnostics) = try decodeMetadata(
            type: "Integer", extra: ["EnumType": "Tab"], ["DefaultValue": "newTab"])
        #expect(diagnostics.isEmpty)
        #expect(metadata.defaultValue?.value == .enumCase("newTab"))
    }

    @Test func enumDefaultThatIsANumberIsKeptForValidation() throws {
        let (metadata, diagnostics) = try decodeMetadata(
            type: "Integer", extra: ["EnumType": "Tab"], ["DefaultValue": FakePlist(2).at(8, 8)])
        #expect(diagnostics.isEmpty)
        #expect(metadata.defaultValue == DefaultValue(.integer(2), at: FakePlist.location(8, 8)))
    }

    @Test(arguments: [(FakePlist(true), true), ("YES", true), ("false", false), (0, false)])
    func booleanDefaultAcceptsEveryFlagSpelling(value: FakePlist, expected: Bool) throws {
        let (metadata, diagnostics) = try decodeMetadata(
            type: "Boolean",
            [
                "DefaultValue": value,
                "TrueDisplayName": FakePlist("on").at(4, 4), "TrueDisplayNameID": "oN0001",
                "FalseDisplayName": "off",
            ])
        #expect(diagnostics.isEmpty)
        #expect(metadata.defaultValue?.value == .boolean(expected))
        #expect(metadata.trueDisplayName == LocalizedText(text: "on", id: "oN0001", at: FakePlist.location(4, 4)))
        #expect(metadata.falseDisplayName?.text == "off")
        #expect(metadata.falseDisplayName?.id == nil)
    }

    @Test func booleanDefaultThatIsNotAFlagIsKeptForValidation() throws {
        let (metadata, diagnostics) = try decodeMetadata(
            type: "Boolean", ["DefaultValue": FakePlist("sometimes").at(5, 9)])
        #expect(diagnostics.isEmpty)
        #expect(metadata.defaultValue == DefaultValue(.string("sometimes"), at: FakePlist.location(5, 9)))
    }

    @Test func timeIntervalMetadataIsRead() throws {
        let (metadata, diagnostics) = try decodeMetadata(
            type: "TimeInterval",
            [
                "Unit": "Multiple", "DefaultUnit": "Minutes", "MinimumUnit": "Seconds",
                "MaximumUnit": "Days", "DefaultValue": 30,
            ])
        #expect(diagnostics.isEmpty)
        #expect(metadata.unit == "Multiple" && metadata.defaultUnit == "Minutes")
        #expect(metadata.minimumUnit == "Seconds" && metadata.maximumUnit == "Days")
        #expect(metadata.defaultValue?.value == .number(30))
    }

    @Test func dateComponentsMetadataIsRead() throws {
        let (metadata, diagnostics) = try decodeMetadata(
            type: "DateComponents",
            [
                "Type": "DateTime", "Format": "Template", "DateStyle": "Medium", "TimeStyle": "Short",
                "Template": "MMM d, y", "TemplateID": "tP0001",
            ])
        #expect(diagnostics.isEmpty)
        #expect(metadata.inputType == "DateTime" && metadata.dateFormat == "Template")
        #expect(metadata.dateStyle == "Medium" && metadata.timeStyle == "Short")
        #expect(metadata.template?.text == "MMM d, y" && metadata.template?.id == "tP0001")
    }

    @Test func fileMetadataReadsCustomUTIsInOrder() throws {
        let (metadata, diagnostics) = try decodeMetadata(
            type: "File",
            [
                "Type": "Custom",
                "CustomUTIs": [["UTI": "public.python-script"], ["UTI": "public.folder"]],
            ])
        #expect(diagnostics.isEmpty)
        #expect(metadata.inputType == "Custom")
        #expect(metadata.customUTIs == ["public.python-script", "public.folder"])
    }

    @Test func customUTIEntryWithoutUTIIsReported() throws {
        let (metadata, diagnostics) = try decodeMetadata(
            type: "File",
            [
                "CustomUTIs": [FakePlist(["Other": "x"]).at(11, 6), ["UTI": "public.item"]]
            ])
        expectSingle(diagnostics, .incompleteEntry, line: 11, column: 6)
        #expect(metadata.customUTIs == ["public.item"])
    }

    @Test func currencyCodesAreCollected() throws {
        let (metadata, diagnostics) = try decodeMetadata(
            type: "CurrencyAmount",
            [
                "CurrencyCodes": ["EUR", "USD"], "CurrencyCode": "CHF",
            ])
        #expect(diagnostics.isEmpty)
        #expect(metadata.currencyCodes == ["EUR", "USD", "CHF"])
    }

    @Test func defaultOfAnUntypedKindKeepsItsElementKind() throws {
        let (url, _) = try decodeMetadata(type: "URL", ["DefaultValue": "https://example.com"])
        let (object, _) = try decodeMetadata(type: "Object", ["DefaultValue": 3])
        #expect(url.defaultValue?.value == .string("https://example.com"))
        #expect(object.defaultValue?.value == .integer(3))
    }

    @Test func metadataUnderAnotherRoleUsesThatPrefix() throws {
        let (parameter, diagnostics) = try decodeParameter(
            .responseParameter,
            [
                "Type": "DateComponents",
                "Metadata": [
                    "INIntentResponseParameterMetadataFormat": "Relative", "INIntentParameterMetadataFormat": "Style",
                ],
            ])
        #expect(diagnostics.isEmpty)
        #expect(parameter.metadata.dateFormat == "Relative")
    }
}
