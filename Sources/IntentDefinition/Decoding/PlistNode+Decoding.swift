/// Typed reads of single values, tolerant of every spelling Xcode has written (FORMAT.md §19):
/// numbers from `<integer>` or `<real>`, flags from booleans, `YES`/`NO`/`true`/`false` strings
/// and 0/1. A value that cannot be read is reported and comes back as nil ("absent").
///
/// `subject` names the value in messages, e.g. `'INIntentName'` or `entry 2 of 'INIntents'`; it is
/// evaluated only when a message is written.
extension PlistNode {
    /// The text of a `<string>`.
    func stringValue(_ subject: @autoclosure () -> String, report: DecoderReport) -> String? {
        if case .string(let text) = value { return text }
        reportWrongKind(subject(), expected: "a string", report: report)
        return nil
    }

    /// A whole number from `<integer>`, or from a `<real>` whose value is whole and in range.
    func integerValue(_ subject: @autoclosure () -> String, report: DecoderReport) -> Int? {
        switch value {
        case .integer(let number):
            return number
        case .real(let number):
            if let whole = Int(exactly: number) { return whole }
            report.add(
                .unusableNumber, "\(subject()) holds \(number); expected a whole number",
                at: location)
            return nil
        default:
            reportWrongKind(subject(), expected: "an integer", report: report)
            return nil
        }
    }

    /// A finite number from `<integer>` or `<real>`.
    func numberValue(_ subject: @autoclosure () -> String, report: DecoderReport) -> Double? {
        switch value {
        case .integer(let number):
            return Double(number)
        case .real(let number):
            if number.isFinite { return number }
            report.add(
                .unusableNumber, "\(subject()) holds \(number); expected a finite number",
                at: location)
            return nil
        default:
            reportWrongKind(subject(), expected: "a number", report: report)
            return nil
        }
    }

    /// A flag from `<true/>`/`<false/>`, the strings `YES`/`NO`/`true`/`false` (any case) or
    /// the numbers 1/0.
    func flagValue(_ subject: @autoclosure () -> String, report: DecoderReport) -> Bool? {
        if let flag = flagSpelling { return flag }
        let shown: String
        switch value {
        case .string(let text): shown = "\"\(text)\""
        case .integer(let number): shown = "\(number)"
        case .real(let number): shown = "\(number)"
        default:
            reportWrongKind(subject(), expected: "a flag", report: report)
            return nil
        }
        report.add(
            .unreadableFlag,
            "\(subject()) holds \(shown), which is not a flag; expected true, false, YES, NO, 1 or 0",
            at: location)
        return nil
    }

    /// The flag this value spells (see ``flagValue(_:report:)``), or nil, without reporting.
    var flagSpelling: Bool? {
        switch value {
        case .boolean(let bool): bool
        case .string(let text): Self.flagSpellings[text.lowercased()]
        case .integer(let number): Self.flagNumbers[number]
        case .real(let number): Int(exactly: number).flatMap { Self.flagNumbers[$0] }
        default: nil
        }
    }

    /// Reports that this value is not of the `expected` kind.
    func reportWrongKind(_ subject: @autoclosure () -> String, expected: String, report: DecoderReport) {
        report.add(
            .wrongValueKind, "\(subject()) holds \(value.kindDescription); expected \(expected)",
            at: location)
    }

    private static let flagSpellings = ["yes": true, "true": true, "no": false, "false": false]
    private static let flagNumbers = [1: true, 0: false]
}
