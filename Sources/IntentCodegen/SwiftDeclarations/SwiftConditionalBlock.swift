/// Declarations under conditional compilation: `#if`, any `#elseif`, an optional `#else`, and
/// `#endif`. Works at file level (imports included) and among a type's members.
struct SwiftConditionalBlock: Hashable, Sendable {
    /// One `#if` or `#elseif` branch.
    struct Clause: Hashable, Sendable {
        /// The condition, e.g. `canImport(Intents)`.
        var condition: SwiftCompilationCondition
        /// The declarations in groups; groups are separated by one blank line.
        var groups: [[SwiftDeclaration]]
    }

    /// The `#if` branch, then the `#elseif` branches, in order; never empty.
    var clauses: [Clause]
    /// The `#else` branch in groups, or nil for none.
    var elseGroups: [[SwiftDeclaration]]?

    /// `#if condition` around `groups`, with an optional `#else`.
    init(
        _ condition: SwiftCompilationCondition, _ groups: [[SwiftDeclaration]],
        else elseGroups: [[SwiftDeclaration]]? = nil
    ) {
        self.clauses = [Clause(condition: condition, groups: groups)]
        self.elseGroups = elseGroups
    }

    /// A block with several branches.
    init(clauses: [Clause], else elseGroups: [[SwiftDeclaration]]? = nil) {
        self.clauses = clauses
        self.elseGroups = elseGroups
    }
}

/// The condition of an `#if` or `#elseif`.
enum SwiftCompilationCondition: Hashable, Sendable {
    /// `canImport(Module)`: the platform ships the module.
    case canImport(SwiftModule)
    /// `os(name)`: the target's operating system, e.g. `watchOS`.
    case os(String)
}
