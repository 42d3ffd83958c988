/// Compares two versions of one definition and reports every change that breaks what users
/// stored with the old version — widget configurations and shortcuts keep an intent's class
/// name, its parameters' names, enum indices and custom-type property names — and, as notes,
/// the safe changes worth knowing.
///
/// Elements are paired by their stable identity before they are compared, so a rename is
/// reported as a rename: parameters and properties by tag, then by name; intents by name, then
/// by class name, then by their title's localization ID; enums and custom types by name, then
/// by their display name's localization ID; enum cases by name, then by display-name ID. Findings are
/// located in the new file, with a note at the old place.
public enum CompatibilityChecker {
    /// What the comparison needs beyond the two files.
    public struct Options: Sendable, Hashable {
        /// The class prefix the old version was built with (the project's, as `--class-prefix`).
        public var oldClassPrefix: String
        /// The class prefix the new version is built with.
        public var newClassPrefix: String
        /// The levels a project chose for the categories of findings.
        public var policy: CompatibilityPolicy

        /// Creates options.
        public init(oldClassPrefix: String = "", newClassPrefix: String = "", policy: CompatibilityPolicy = .init()) {
            self.oldClassPrefix = oldClassPrefix
            self.newClassPrefix = newClassPrefix
            self.policy = policy
        }
    }

    /// The findings of comparing `old` with `new`, sorted for display, with the policy applied.
    public static func compare(old: Definition, new: Definition, options: Options = Options()) -> [Diagnostic] {
        var comparison = DefinitionComparison(old: old, new: new, options: options)
        comparison.compareIntents()
        comparison.compareEnums()
        comparison.compareCustomTypes()
        return options.policy.applied(to: comparison.diagnostics).sortedForDisplay()
    }
}

/// One comparison in progress: the two files, how their enums and custom types pair up, and
/// the findings so far.
struct DefinitionComparison {
    /// The old version.
    let old: Definition
    /// The new version, where findings are located.
    let new: Definition
    /// The class prefixes and the policy.
    let options: CompatibilityChecker.Options
    /// The enums of both versions, paired.
    let enums: ElementMatching<EnumDefinition>
    /// The custom types of both versions, paired.
    let types: ElementMatching<CustomType>
    /// The findings so far.
    var diagnostics: [Diagnostic] = []

    init(old: Definition, new: Definition, options: CompatibilityChecker.Options) {
        self.old = old
        self.new = new
        self.options = options
        enums = ElementMatching(
            old: old.enums, new: new.enums, identities: [{ $0.name }, { $0.displayName?.id }])
        types = ElementMatching(
            old: old.types, new: new.types, identities: [{ $0.name }, { $0.displayName?.id }])
    }

    /// Records a finding at `location` in the new file, with a note at `oldLocation`.
    mutating func report(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation,
        note: String? = nil, oldLocation: SourceLocation? = nil
    ) {
        let notes = note.map { [DiagnosticNote($0, at: oldLocation)] } ?? []
        diagnostics.append(Diagnostic(code, message, at: location, notes: notes))
    }

    /// Whether values of `oldType` still read as `newType`: the same kind; for enums, whose
    /// values are stored as indices, the same enum even if renamed; for custom types, whose
    /// values are stored as objects of their class, the same name.
    func isSameType(_ oldType: ParameterType, _ newType: ParameterType) -> Bool {
        switch (oldType, newType) {
        case (.enumeration(let before), .enumeration(let after)):
            guard before.isSystem == after.isSystem else { return false }
            let renamed = before.isSystem ? nil : enums.pairs.first { $0.old.name == before.name }?.new.name
            return (renamed ?? before.name) == after.name
        case (.object(let before), .object(let after)):
            return before.isSystem == after.isSystem && before.name == after.name
        default:
            return oldType == newType
        }
    }
}
