/// The text of a binary property list's date, as the XML form writes it.
enum BinaryPlistDate {
    /// Seconds from 1970-01-01 to 2001-01-01, the reference date of binary dates.
    private static let referenceDateSinceUnixEpoch: Int64 = 978_307_200
    /// Dates are formatted up to this many seconds either side of the reference date (about 31
    /// million years), so that the calendar arithmetic cannot overflow.
    private static let maximumMagnitude = 1e15

    /// `YYYY-MM-DDTHH:MM:SSZ` (UTC, the seconds rounded down) for `seconds` since
    /// 2001-01-01T00:00:00Z, or nil when it is not finite or out of range. A year before 1 is
    /// written with a minus sign (astronomical numbering, year 0 before year 1).
    static func text(secondsSinceReferenceDate seconds: Double) -> String? {
        guard seconds.isFinite, abs(seconds) <= maximumMagnitude else { return nil }
        let unixSeconds = Int64(seconds.rounded(.down)) + referenceDateSinceUnixEpoch
        let days = floorDivision(unixSeconds, 86_400)
        let secondOfDay = unixSeconds - days * 86_400
        let (year, month, day) = civilDate(daysSinceUnixEpoch: days)
        let yearText = (year < 0 ? "-" : "") + padded(abs(year), to: 4)
        return "\(yearText)-\(padded(month, to: 2))-\(padded(day, to: 2))T\(padded(secondOfDay / 3600, to: 2)):"
            + "\(padded(secondOfDay / 60 % 60, to: 2)):\(padded(secondOfDay % 60, to: 2))Z"
    }

    /// The proleptic Gregorian year, month and day of a day count from 1970-01-01 (the
    /// algorithm of Howard Hinnant's `civil_from_days`).
    private static func civilDate(daysSinceUnixEpoch days: Int64) -> (Int64, Int64, Int64) {
        let shifted = days + 719_468
        let era = floorDivision(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> Int64 {
        let quotient = value / divisor
        return value % divisor < 0 ? quotient - 1 : quotient
    }

    private static func padded(_ value: Int64, to width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
