extension DiagnosticCode {
    // MARK: Breaking changes (the new file against the old one)

    /// An intent of the old file has no counterpart in the new one.
    package static let compatIntentRemoved = DiagnosticCode(
        "IC200", .error, "An intent was removed, so stored configurations and shortcuts of it stop working.")
    /// A custom intent's class name (its name, `INIntentClassName` or class prefix) changed.
    package static let compatIntentClassChanged = DiagnosticCode(
        "IC201", .error, "An intent's class name changed (renamed, new class name or class prefix).")
    /// An intent parameter of the old file has no counterpart (by tag or by name).
    package static let compatParameterRemoved = DiagnosticCode(
        "IC202", .error, "An intent parameter was removed.")
    /// An intent parameter keeps its tag under a new name.
    package static let compatParameterRenamed = DiagnosticCode(
        "IC203", .error, "An intent parameter was renamed (same tag, new name).")
    /// An intent parameter's type, or the enum or custom type it names, changed.
    package static let compatParameterRetyped = DiagnosticCode(
        "IC204", .error, "An intent parameter's type changed.")
    /// An intent parameter changed between one value and multiple values.
    package static let compatParameterMultiplicityChanged = DiagnosticCode(
        "IC205", .error, "An intent parameter changed between a single value and multiple values.")
    /// A case of an enum was removed, and no new case took its index (that is IC208).
    package static let compatEnumCaseRemoved = DiagnosticCode(
        "IC206", .error, "An enum case was removed.")
    /// A case kept its name but got another index (raw value).
    package static let compatEnumCaseIndexChanged = DiagnosticCode(
        "IC207", .error, "An enum case's index (raw value) changed.")
    /// A case now has the index another, still existing case had.
    package static let compatEnumCaseIndexReused = DiagnosticCode(
        "IC208", .error, "An enum case has an index that belonged to another case.")
    /// A user property of a custom type was removed.
    package static let compatPropertyRemoved = DiagnosticCode(
        "IC209", .error, "A custom-type property was removed.")
    /// A user property of a custom type keeps its tag under a new name.
    package static let compatPropertyRenamed = DiagnosticCode(
        "IC210", .error, "A custom-type property was renamed (same tag, new name).")
    /// A user property's type or multiplicity changed.
    package static let compatPropertyRetyped = DiagnosticCode(
        "IC211", .error, "A custom-type property's type or multiplicity changed.")
    /// A configurable intent parameter is no longer configurable.
    package static let compatParameterNoLongerConfigurable = DiagnosticCode(
        "IC212", .error, "An intent parameter is no longer configurable.")
    /// An intent that could configure widgets no longer can.
    package static let compatIntentNoLongerWidgetEligible = DiagnosticCode(
        "IC213", .error, "An intent is no longer eligible for widgets.")
    /// A custom response code has another number (codes are numbered from 100 in file order).
    package static let compatResponseCodeNumberChanged = DiagnosticCode(
        "IC214", .error, "A custom response code's number changed.")

    // MARK: Safe changes

    /// An intent was added.
    package static let compatIntentAdded = DiagnosticCode(
        "IC220", .note, "An intent was added (safe).")
    /// An intent parameter was added.
    package static let compatParameterAdded = DiagnosticCode(
        "IC221", .note, "An intent parameter was added (safe).")
    /// An enum case was added.
    package static let compatEnumCaseAdded = DiagnosticCode(
        "IC222", .note, "An enum case was added (safe).")
    /// An enum case was renamed and kept its index, so stored values still read as it.
    package static let compatEnumCaseRenamed = DiagnosticCode(
        "IC223", .note, "An enum case was renamed and kept its index (safe for stored values).")
    /// A custom-type property was added.
    package static let compatPropertyAdded = DiagnosticCode(
        "IC224", .note, "A custom-type property was added (safe).")

    // MARK: Reading the old version from git

    /// `git` could not be run, or the new file is not inside a git work tree.
    package static let compatGitUnavailable = DiagnosticCode(
        "IC225", .error,
        "The old version cannot be read from git: git cannot run or the file is not in a repository.")
    /// The revision given to `--against git:` does not name a commit.
    package static let compatUnknownRevision = DiagnosticCode(
        "IC226", .error, "The revision given to --against names no commit of the repository.")
    /// The file does not exist at the given revision.
    package static let compatFileAbsentAtRevision = DiagnosticCode(
        "IC227", .error, "The definition does not exist at the revision given to --against.")
    /// The definition given with `--against git:` is a symbolic link; its target is read instead.
    package static let compatFollowedSymbolicLink = DiagnosticCode(
        "IC228", .note,
        "The definition given with --against is a symbolic link, so its target's history is read.")

    /// The codes of the compatibility stage.
    static let compatibilityCodes: [DiagnosticCode] = [
        .compatIntentRemoved, .compatIntentClassChanged, .compatParameterRemoved,
        .compatParameterRenamed, .compatParameterRetyped, .compatParameterMultiplicityChanged,
        .compatEnumCaseRemoved, .compatEnumCaseIndexChanged, .compatEnumCaseIndexReused,
        .compatPropertyRemoved, .compatPropertyRenamed, .compatPropertyRetyped,
        .compatParameterNoLongerConfigurable, .compatIntentNoLongerWidgetEligible,
        .compatResponseCodeNumberChanged, .compatIntentAdded, .compatParameterAdded,
        .compatEnumCaseAdded, .compatEnumCaseRenamed, .compatPropertyAdded,
        .compatGitUnavailable, .compatUnknownRevision, .compatFileAbsentAtRevision,
        .compatFollowedSymbolicLink,
    ]
}
