/// Typed reads of single values, tolerant of every spelling Xcode has written (DefinitionFormat.md,
/// 'What intentc accepts'): numbers from `<integer>` or `<real>`, flags from booleans,
/// `YES`/`NO`/`true`/`false` strings and 0/1. A value that cannot be read is reported and comes
/// back as nil ("absent").
///
/// An empty `<data>` (Xcode writes one where a value was set and then cleared) is no value:
/// every read takes it as absent, without reporting (a dictionary's value never reaches these
/// reads; an array's entry does).
///
/// They read the value's record in place, by index: decoding needs the value and its location,
/// not a ``PlistNode`` tree.
///
/// `subject` names the value in messages, e.g. `'INIntentName'` or `entry 2 of 'INIntents'`; it is
/// evaluated only when a message is written.
extension PlistDocument {
    /// The text of the `<string>` at `index`.
    func stringValue(at index: Int, _ subject: @autoclosure () -> String, report: DecoderReport) -> String? {
        switch records[index].kind {
        case .string, .key: return text(at: index)
        case .data where isCleared(at: index): return nil
        default:
            reportWrongKind(at: index, subject(), expected: "a string", report: report)
            return nil
        }
    }

    /// A whole number from `<integer>`, or from a `<real>` whose value is whole and in range.
    func integerValue(at index: Int, _ subject: @autoclosure () -> String, report: DecoderReport) -> Int? {
        let record = records[index]
        switch record.kind {
        case .integer:
            return Int(Int64(bitPattern: record.payload))
        case .real:
            let number = Double(bitPattern: record.payload)
            if let whole = Int(exactly: number) { return whole }
            report.add(
                .unusableNumber, "\(subject()) holds \(number); expected a whole number, so it is ignored",
                at: location(of: index))
            return nil
        case .unsignedInteger:
            report.add(
                .unusableNumber,
                "\(subject()) holds \(record.payload); expected a whole number up to \(Int.max), so it is ignored",
                at: location(of: index))
            return nil
        case .data where isCleared(at: index):
            return nil
        default:
            reportWrongKind(at: index, subject(), expected: "an integer", report: report)
            return nil
        }
    }

    /// A finite number from `<integer>` or `<real>`.
    func numberValue(at index: Int, _ subject: @autoclosure () -> String, report: DecoderReport) -> Double? {
        let record = records[index]
        switch record.kind {
        case .integer:
            return Double(Int(Int64(bitPattern: record.payload)))
        case .real:
            let number = Double(bitPattern: record.payload)
            if number.isFinite { return number }
            report.add(
                .unusableNumber, "\(subject()) holds \(number); expected a finite number, so it is ignored",
                at: location(of: index))
            return nil
        case .unsignedInteger:
            return Double(record.payload)
        case .data where isCleared(at: index):
            return nil
        default:
            reportWrongKind(at: index, subject(), expected: "a number", report: report)
            return nil
        }
    }

    /// A flag from `<true/>`/`<false/>`, the strings `YES`/`NO`/`true`/`false` (any case) or
    /// the numbers 1/0.
    func flagValue(at index: Int, _ subject: @autoclosure () -> String, report: DecoderReport) -> Bool? {
        if let flag = flagSpelling(at: index) { return flag }
        let record = records[index]
        let shown: String
        switch record.kind {
        case .string, .key: shown = "\"\(text(at: index))\""
        case .integer: shown = "\(Int(Int64(bitPattern: record.payload)))"
        case .real: shown = "\(Double(bitPattern: record.payload))"
        case .unsignedInteger: shown = "\(record.payload)"
        case .data where isCleared(at: index): return nil
        default:
            reportWrongKind(at: index, subject(), expected: "a flag", report: report)
            return nil
        }
        report.add(
            .unreadableFlag,
            "\(subject()) holds \(shown), which is not a flag; expected true, false, YES, NO, 1 or 0, so it is ignored",
            at: location(of: index))
        return nil
    }

    /// The flag the value at `index` spells (see ``flagValue(at:_:report:)``), or nil, without
    /// reporting.
    func flagSpelling(at index: Int) -> Bool? {
        let record = records[index]
        switch record.kind {
        case .boolean: return record.payload != 0
        case .string, .key: return Self.flagSpellings[text(at: index).lowercased()]
        case .integer: return Self.flagNumbers[Int(Int64(bitPattern: record.payload))]
        case .real: return Int(exactly: Double(bitPattern: record.payload)).flatMap { Self.flagNumbers[$0] }
        default: return nil
        }
    }

    /// Whether the value at `index` is an empty `<data>`: a value that was cleared, so absent.
    func isCleared(at index: Int) -> Bool {
        records[index].kind == .data && records[index].count == 0
    }

    /// Reports that the value at `index` is not of the `expected` kind.
    func reportWrongKind(
        at index: Int, _ subject: @autoclosure () -> String, expected: String, report: DecoderReport
    ) {
        report.add(
            .wrongValueKind,
            "\(subject()) holds \(records[index].kind.valueDescription); expected \(expected), so it is ignored",
            at: location(of: index))
    }

    private static let flagSpellings = ["yes": true, "true": true, "no": false, "false": false]
    private static let flagNumbers = [1: true, 0: false]
}

/// The typed reads of a node the decoder holds (see the extension of ``PlistDocument``).
extension PlistNode {
    /// A finite number from `<integer>` or `<real>`.
    func numberValue(_ subject: @autoclosure () -> String, report: DecoderReport) -> Double? {
        document.numberValue(at: index, subject(), report: report)
    }

    /// A flag in any spelling (see ``PlistDocument/flagValue(at:_:report:)``).
    func flagValue(_ subject: @autoclosure () -> String, report: DecoderReport) -> Bool? {
        document.flagValue(at: index, subject(), report: report)
    }

    /// The flag this value spells, or nil, without reporting.
    var flagSpelling: Bool? { document.flagSpelling(at: index) }

    /// Reports that this value is not of the `expected` kind.
    func reportWrongKind(_ subject: @autoclosure () -> String, expected: String, report: DecoderReport) {
        document.reportWrongKind(at: index, subject(), expected: expected, report: report)
    }
}
