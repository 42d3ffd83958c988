import Foundation
import Testing

@testable import IntentDefinition

/// One file that triggers a decoder code once, at a pinned place.
struct DecoderCodeCase: Sendable, CustomTestStringConvertible {
    var code: DiagnosticCode
    var root: FakePlist
    var line: Int
    var column: Int

    var testDescription: String { "\(code.rawValue) at \(line):\(column)" }

    static let all: [DecoderCodeCase] = [
        DecoderCodeCase(code: .rootNotDictionary, root: FakePlist("text").at(2, 1), line: 2, column: 1),
        DecoderCodeCase(
            code: .wrongValueKind,
            root: ["INEnums": [["INEnumName": FakePlist(["Name"]).at(8, 4)]]], line: 8, column: 4),
        DecoderCodeCase(
            code: .unreadableFlag,
            root: ["INEnums": [["INEnumGeneratesHeader": FakePlist("sure").at(9, 5)]]], line: 9, column: 5),
        DecoderCodeCase(
            code: .unusableNumber,
            root: ["INTypes": [["INTypeLastPropertyTag": FakePlist(99.5).at(10, 6)]]], line: 10, column: 6),
        DecoderCodeCase(
            code: .incompleteEntry,
            root: [
                "INIntents": [
                    [
                        "INIntentParameters": [
                            [
                                "INIntentParameterUnsupportedReasons": [FakePlist([:]).at(11, 7)]
                            ]
                        ]
                    ]
                ]
            ], line: 11, column: 7),
    ]
}

@Suite("Decoder diagnostic codes")
struct DecoderCodeTests {
    @Test(arguments: DecoderCodeCase.all)
    func codeIsReportedAtTheOffendingValue(_ testCase: DecoderCodeCase) {
        expectSingle(decode(testCase.root).diagnostics, testCase.code, line: testCase.line, column: testCase.column)
    }

    @Test func everyDecoderCodeHasATriggeringCase() {
        #expect(Set(DecoderCodeCase.all.map(\.code)) == Set(DiagnosticCode.decoderCodes))
    }

    @Test func decoderCodesAreInTheDecoderRange() {
        for code in DiagnosticCode.decoderCodes {
            let number = Int(code.rawValue.dropFirst(2)) ?? 0
            #expect((20...49).contains(number), "\(code)")
            // Only a root that is no dictionary stops decoding; anything else is left out with a
            // warning, and the rest of the file is read.
            #expect(code.severity == (code == .rootNotDictionary ? .error : .warning))
            #expect(!code.summary.isEmpty)
        }
        #expect(Set(DiagnosticCode.decoderCodes.map(\.rawValue)).count == DiagnosticCode.decoderCodes.count)
    }

    @Test func diagnosticsCarryTheFilePath() {
        let diagnostics = decode(["INIntents": FakePlist(1).at(3, 3)]).diagnostics
        #expect(diagnostics.first?.location?.file == FakePlist.file)
    }
}
