import Foundation
import IntentDefinition
import TestSupport
import Testing

@testable import IntentCodegen

/// Every string field of a definition filled with adversarial and random Unicode: the output
/// compiles, lints, and the values read back from the compiled program are the input's scalars.
/// (Names are cut to 24 characters plus a prefix: `swift-format` cannot fit identifiers of
/// nearly 100 characters into its line length, however the code is laid out.)
@Suite struct HostileStringsTests {
    /// Strings that break naive escaping.
    static let adversarial = [
        "", " leading and trailing ", "\0\u{1}\u{7}\t\n\r\u{B}\u{C}\u{1B}[31m\u{7F}\u{85}\u{A0}\u{2028}\u{2029}",
        #""""#, #"""" triple ""#, #"\(exit(1))"#, "\\", "\"", "*/ /* // ///", ##"#"raw"#"##, "${placeholder} %@ %d",
        "😀👩‍👩‍👧𝄞 航拍 \u{1F1FA}\u{1F1F8}", "\u{202E}evil\u{202C}", "\u{FEFF}bom", "\u{E000}private",
        "\u{301}combining first", "e\u{301}", "\u{40000}\u{10FFFF}\u{FFFE}", "line\r\nbreak", "\"\u{301}",
        "// swift-format-ignore-file", String(repeating: "long ", count: 60), "end\\",
    ]

    /// Random strings from a fixed seed, drawn from every plane (surrogates excluded).
    static let random: [String] = {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        return (0..<24).map { _ in
            let length = Int(next() % 24)
            let scalars = (0..<length).compactMap { _ -> Unicode.Scalar? in
                let range: UInt64 = [0x80, 0x800, 0x1_0000, 0x11_0000][Int(next() % 4)]
                return Unicode.Scalar(UInt32(next() % range))
            }
            return String(String.UnicodeScalarView(scalars))
        }
    }()

    static let strings = adversarial + random

    /// The definition: one intent whose every string is hostile, an enum, a custom type.
    static let definition: Definition = {
        let parameters = strings.enumerated().map { index, text in
            Model.parameter(
                "p\(index)" + text.prefix(24), .string, line: 100 + index, displayName: text,
                metadata: Model.defaultValue(.string(text)),
                relationship: Relationship(
                    parentName: Located(text, at: Model.at(1)), predicate: RelationshipPredicate(name: text),
                    predicateValue: Located(.text(text), at: Model.at(1)),
                    at: Model.at(1)),
                reasons: ["required"])
        }
        var intent = Model.intent(
            "I" + strings[2], line: 10, title: strings[3], description: strings[4], parameters: parameters,
            response: Response(
                location: Model.at(20),
                codes: strings.enumerated().map { index, text in
                    Model.code("c\(index)", line: 300 + index, format: text + "${r}", concise: text)
                } + [Model.code("success", format: "${r}")],
                parameters: [Model.parameter("r", .string, role: .responseParameter, displayName: strings[5])]))
        intent.title?.id = strings[6]
        intent.description?.id = strings[7]
        var enumeration = Model.enumeration(
            "E" + strings[8], line: 30, cases: strings.indices.map { "c\($0)" + strings[$0].prefix(24) })
        enumeration.displayName = Model.text(strings[9], id: strings[10])
        for index in strings.indices {
            enumeration.cases[index + 1].displayName = Model.text(
                strings[index], id: strings[(index + 1) % strings.count])
        }
        var customType = Model.customType("T" + strings[11], line: 40)
        customType.displayName = Model.text(strings[12], id: strings[13])
        return Model.definition(
            path: "/tmp/\(strings[2])/Hostile.intentdefinition", intents: [intent], enums: [enumeration],
            types: [customType])
    }()

    private static func generated() throws -> (source: String, names: DefinitionNames) {
        let (source, diagnostics) = SwiftGenerator.generate(definition, options: GenerationOptions())
        return (
            try #require(source, "\(diagnostics.filter { $0.severity == .error })"),
            DefinitionPlan(definition, options: GenerationOptions(), scheme: DefaultFlavorTranslator.naming).names
        )
    }

    /// The strings the program prints, in the order it prints them.
    private static func expectedStrings() -> [String] {
        let intent = definition.intents[0]
        var result = [
            intent.name, intent.title?.text ?? "", intent.title?.id ?? "", intent.description?.text ?? "",
            intent.description?.id ?? "",
        ]
        for parameter in intent.parameters {
            result += [
                parameter.name, parameter.displayName?.text ?? "", parameter.displayName?.id ?? "",
                ModelValue.descriptorText(of: parameter) ?? "", parameter.relationship?.parentName?.value ?? "",
                parameter.relationship?.predicate?.name ?? "", parameter.relationship?.textValue?.value ?? "",
            ]
        }
        result += intent.parameters.map { ModelValue.descriptorText(of: $0) ?? "" }
        result += intent.parameters.map(\.name)
        let enumeration = definition.enums[0]
        result += [enumeration.displayName?.text ?? "", enumeration.displayName?.id ?? ""]
        result += enumeration.cases.flatMap { [$0.displayName?.text ?? "", $0.displayName?.id ?? ""] }
        result += [definition.types[0].displayName?.text ?? "", definition.types[0].displayName?.id ?? ""]
        return result
    }

    private static func program(_ names: DefinitionNames) throws -> String {
        let intent = try #require(names.intents[0]).type.spelled
        let enumeration = names.enums[0].type.spelled
        let customType = names.types[0].type.spelled
        let defaults = try #require(names.intents[0]).parameters.map { "intent.\($0.spelled) ?? \"\"" }
        return """
            import Foundation
            import IntentRuntime

            let descriptor = \(intent).descriptor
            var strings = [descriptor.name, descriptor.title.defaultValue, descriptor.title.key ?? ""]
            strings += [descriptor.description?.defaultValue ?? "", descriptor.description?.key ?? ""]
            for parameter in descriptor.parameters {
              strings += [parameter.name, parameter.displayName?.defaultValue ?? "", parameter.displayName?.key ?? ""]
              strings += [parameter.defaultValue ?? "", parameter.relationship?.parentName ?? ""]
              if case .unrecognized(let name, let value)? = parameter.relationship?.predicate {
                strings += [name, value ?? ""]
              }
            }
            let intent = \(intent)()
            let defaults: [String] = [
              \(defaults.joined(separator: ",\n  "))
            ]
            strings += defaults
            strings += \(intent)(\(try #require(names.intents[0]).parameters.map { "\($0.argumentLabel): nil" }.joined(separator: ", "))).validate().map(\\.parameter)
            strings += [\(enumeration).typeDisplayName.defaultValue, \(enumeration).typeDisplayName.key ?? ""]
            strings += \(enumeration).allCases.flatMap { [$0.displayName.defaultValue, $0.displayName.key ?? ""] }
            strings += [\(customType).typeDisplayName.defaultValue, \(customType).typeDisplayName.key ?? ""]
            print(String(decoding: try JSONEncoder().encode(strings), as: UTF8.self))

            """
    }

    @Test(FastLoop.heavy) func hostileStringsRoundTripThroughCompiledCode() throws {
        let (source, names) = try Self.generated()
        let output = try SwiftToolchain.compileAndRun(["Hostile.swift": source, "main.swift": try Self.program(names)])
        #expect(output.status == 0, "\(output.text)")
        #expect(!output.text.contains("warning:"), "\(output.text)")
        let printed = try JSONDecoder().decode([String].self, from: Data(output.standardOutput.utf8))
        let expected = Self.expectedStrings()
        #expect(printed.count == expected.count)
        for (got, want) in zip(printed, expected) {
            #expect(Array(got.unicodeScalars) == Array(want.unicodeScalars), "\(want.debugDescription)")
        }
    }

    @Test(FastLoop.heavy) func hostileOutputLintsCleanAndKeepsItsShape() throws {
        let (source, _) = try Self.generated()
        let lint = try SwiftToolchain.lint(source)
        #expect(lint.text.isEmpty, "\(lint.text)")
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == SwiftGenerator.headerMarker[...])
        #expect(lines[1].hasPrefix("// Source: Hostile.intentdefinition"))
        // No raw control, format or separator characters anywhere in the file.
        #expect(!source.unicodeScalars.contains { $0 != "\n" && SwiftStringLiteral.needsEscape($0) })
        #expect(!source.unicodeScalars.contains { [0x0D, 0x85, 0x2028, 0x2029].contains($0.value) })
    }
}
