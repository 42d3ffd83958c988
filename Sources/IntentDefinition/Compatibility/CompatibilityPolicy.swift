/// The groups of compatibility checks a project can relax in `intentc.json` (`"compat"`), each
/// named by its configuration key.
public enum CompatibilityCategory: String, Sendable, Hashable, CaseIterable {
    /// Intents, parameters, enum cases and properties that disappeared (IC200, IC202, IC206, IC209).
    case removal = "removal"
    /// Intents whose class name changed, parameters and properties renamed (IC201, IC203, IC210).
    case rename = "rename"
    /// Parameters and properties whose type or multiplicity changed (IC204, IC205, IC211).
    case type = "type"
    /// Enum cases whose index changed or was reused (IC207, IC208).
    case enumIndex = "enum-index"
    /// Parameters no longer configurable (IC212).
    case configurable = "configurable"
    /// Intents no longer eligible for widgets (IC213).
    case widget = "widget"
    /// Custom response codes renumbered (IC214).
    case responseCode = "response-code"
    /// Safe changes reported as notes: additions and enum cases renamed in place (IC220–IC224).
    case safe = "safe"

    /// The codes this category governs.
    public var codes: [DiagnosticCode] {
        switch self {
        case .removal: [.compatIntentRemoved, .compatParameterRemoved, .compatEnumCaseRemoved, .compatPropertyRemoved]
        case .rename: [.compatIntentClassChanged, .compatParameterRenamed, .compatPropertyRenamed]
        case .type: [.compatParameterRetyped, .compatParameterMultiplicityChanged, .compatPropertyRetyped]
        case .enumIndex: [.compatEnumCaseIndexChanged, .compatEnumCaseIndexReused]
        case .configurable: [.compatParameterNoLongerConfigurable]
        case .widget: [.compatIntentNoLongerWidgetEligible]
        case .responseCode: [.compatResponseCodeNumberChanged]
        case .safe:
            [
                .compatIntentAdded, .compatParameterAdded, .compatEnumCaseAdded, .compatEnumCaseRenamed,
                .compatPropertyAdded,
            ]
        }
    }

    /// The category that governs `code`, if any.
    public static func category(of code: DiagnosticCode) -> CompatibilityCategory? {
        allCases.first { $0.codes.contains(code) }
    }
}

/// How a project wants one category of compatibility findings reported.
public enum CompatibilityLevel: String, Sendable, Hashable, CaseIterable {
    /// Fails the run.
    case error
    /// Reported; fails only under `--warnings-as-errors`.
    case warning
    /// Reported as information (hidden by `--quiet`).
    case note
    /// Not reported.
    case off

    /// The severity diagnostics get at this level (the one of the same name); nil for `off`,
    /// which drops them.
    var severity: Severity? { Severity(rawValue: rawValue) }
}

/// The level chosen for each category; categories not chosen keep their codes' own severity
/// (errors for breaking changes, notes for safe ones).
public struct CompatibilityPolicy: Sendable, Hashable {
    /// The chosen levels.
    public var levels: [CompatibilityCategory: CompatibilityLevel]

    /// Creates a policy.
    public init(levels: [CompatibilityCategory: CompatibilityLevel] = [:]) {
        self.levels = levels
    }

    /// `diagnostics` with each category's chosen severity, without those switched off.
    public func applied(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            guard let category = CompatibilityCategory.category(of: diagnostic.code),
                let level = levels[category]
            else { return diagnostic }
            return level.severity.map { diagnostic.with(severity: $0) }
        }
    }
}
