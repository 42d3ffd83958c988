import Foundation
import Testing

/// The fast test loop: `INTENTC_FAST=1 swift test` skips the tests that spend their time in other
/// tools — typechecks against Apple's SDKs, other `swiftc` and `swift-format` runs, valgrind's
/// instruction counts — and runs everything else. Each skipped test says why; the default
/// `swift test` (and CI) runs them all.
public enum FastLoop {
    /// Whether `INTENTC_FAST` is set to anything but empty, `0` or `false`.
    public static let isOn: Bool = {
        guard let value = ProcessInfo.processInfo.environment["INTENTC_FAST"] else { return false }
        return !["", "0", "false"].contains(value.lowercased())
    }()

    /// What a skipped test reports.
    public static let skipMessage = "INTENTC_FAST is set: a toolchain-heavy test, skipped (run `swift test` for all)"

    /// The trait of every toolchain-heavy test that needs nothing else: skipped in the fast loop.
    public static var heavy: ConditionTrait {
        .disabled(if: isOn, Comment(rawValue: skipMessage))
    }
}
