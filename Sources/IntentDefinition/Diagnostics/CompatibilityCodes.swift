extension DiagnosticCode {
    // MARK: Breaking changes (the new file against the old one)

    package static let compatIntentRemoved = DiagnosticCode(
        "IC200", .error, "An intent was removed, so stored configurations and shortcuts of it stop working.",
        because: .notAboutBuildingTheFile)
    package static let compatIntentClassChanged = DiagnosticCode(
        "IC201", .error, "An intent's class name changed (renamed, new class name or class prefix).",
        because: .notAboutBuildingTheFile)
    /// An intent parameter of the old file has no counterpart (by tag or by name).
    package static let compatParameterRemoved = DiagnosticCode(
        "IC202", .error, "An intent parameter was removed.", because: .notAboutBuildingTheFile)
    package static let compatParameterRenamed = DiagnosticCode(
        "IC203", .error, "An intent parameter was renamed (same tag, new name).", because: .notAboutBuildingTheFile)
    package static let compatParameterRetyped = DiagnosticCode(
        "IC204", .error, "An intent parameter's type changed.", because: .notAboutBuildingTheFile)
    package static let compatParameterMultiplicityChanged = DiagnosticCode(
        "IC205", .error, "An intent parameter changed between a single value and multiple values.",
        because: .notAboutBuildingTheFile)
    /// A case of an enum was removed, and no new case took its index (that is IC208).
    package static let compatEnumCaseRemoved = DiagnosticCode(
        "IC206", .error, "An enum case was removed.", because: .notAboutBuildingTheFile)
    package static let compatEnumCaseIndexChanged = DiagnosticCode(
        "IC207", .error, "An enum case's index (raw value) changed.", because: .notAboutBuildingTheFile)
    package static let compatEnumCaseIndexReused = DiagnosticCode(
        "IC208", .error, "An enum case has an index that belonged to another case.", because: .notAboutBuildingTheFile)
    package static let compatPropertyRemoved = DiagnosticCode(
        "IC209", .error, "A custom-type property was removed.", because: .notAboutBuildingTheFile)
    package static let compatPropertyRenamed = DiagnosticCode(
        "IC210", .error, "A custom-type property was renamed (same tag, new name).", because: .notAboutBuildingTheFile)
    package static let compatPropertyRetyped = DiagnosticCode(
        "IC211", .error, "A custom-type property's type or multiplicity changed.", because: .notAboutBuildingTheFile)
    package static let compatParameterNoLongerConfigurable = DiagnosticCode(
        "IC212", .error, "An intent parameter is no longer configurable.", because: .notAboutBuildingTheFile)
    package static let compatIntentNoLongerWidgetEligible = DiagnosticCode(
        "IC213", .error, "An intent is no longer eligible for widgets.", because: .notAboutBuildingTheFile)
    /// A custom response code has another number (codes are numbered from 100 in file order).
    package static let compatResponseCodeNumberChanged = DiagnosticCode(
        "IC214", .error, "A custom response code's number changed.", because: .notAboutBuildingTheFile)

    // MARK: Safe changes

    package static let compatIntentAdded = DiagnosticCode(
        "IC220", .note, "An intent was added (safe).")
    package static let compatParameterAdded = DiagnosticCode(
        "IC221", .note, "An intent parameter was added (safe).")
    package static let compatEnumCaseAdded = DiagnosticCode(
        "IC222", .note, "An enum case was added (safe).")
    package static let compatEnumCaseRenamed = DiagnosticCode(
        "IC223", .note, "An enum case was renamed and kept its index (safe for stored values).")
    package static let compatPropertyAdded = DiagnosticCode(
        "IC224", .note, "A custom-type property was added (safe).")

    // MARK: Reading the old version from git

    package static let compatGitUnavailable = DiagnosticCode(
        "IC225", .error,
        "The old version cannot be read from git: git cannot run or the file is not in a repository.",
        because: .notAboutBuildingTheFile)
    package static let compatUnknownRevision = DiagnosticCode(
        "IC226", .error, "The revision given to --against names no commit of the repository.",
        because: .notAboutBuildingTheFile)
    package static let compatFileAbsentAtRevision = DiagnosticCode(
        "IC227", .error, "The definition does not exist at the revision given to --against.",
        because: .notAboutBuildingTheFile)
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
