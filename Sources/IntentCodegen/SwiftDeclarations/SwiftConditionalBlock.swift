/// Declarations under conditional compilation: `#if`, any `#elseif`, an optional `#else`, and
/// `#endif`. Works at file level (imports included) and among a type's members.
struct SwiftConditionalBlock: Hashable, Sendable {
    /// One `#if` or `#elseif` branch.
    struct Clause: Hashable, Sendable {
        /// The condition as spelled, e.g. `canImport(Intents)` or `os(iOS) && !targetEnvironment(macCatalyst)`.
        var condition: String
        /// The declarations in groups; groups are separated by one blank line.
        var groups: [[SwiftDeclaration]]
    }

    /// The `#if` branch, then the `#elseif` branches, in order; never empty.
    var clauses: [Clause]
    /// The `#else` branch in groups, or nil for none.
    var elseGroups: [[SwiftDeclaration]]?

    /// `#if condition` around `groups`, with an optional `#else`.
    init(_ condition: String, _ groups: [[SwiftDeclaration]], else elseGroups: [[SwiftDeclaration]]? = nil) {
        self.clauses = [Clause(condition: condition, groups: groups)]
        self.elseGroups = elseGroups
    }

    /// A block with several branches.
    init(clauses: [Clause], else elseGroups: [[SwiftDeclaration]]? = nil) {
        self.clauses = clauses
        self.elseGroups = elseGroups
    }
}
