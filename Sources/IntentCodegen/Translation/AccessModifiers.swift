/// The modifier lists headed by the access level that nearly every generated declaration
/// carries (`[access]`, `[access, "static"]`, …), made once per access level and shared.
///
/// An array literal holding `access` is not a constant, so each declaration allocated its own
/// list and freed it with its tree; a shared list costs one reference count instead.
/// (Literals of constant strings, such as `["nonisolated"]`, are already static objects.)
struct AccessModifiers: Sendable {
    /// `[access]`.
    let access: [String]
    /// `[access, "static"]`.
    let `static`: [String]
    /// `[access, "class"]`.
    let `class`: [String]
    /// `[access, "nonisolated"]`: a top-level type of the default flavor, a class of the `intents` flavor.
    let nonisolated: [String]
    /// `[access, "fileprivate(set)"]`: a property settable only inside the file.
    let fileprivateSet: [String]

    private init(_ level: GenerationOptions.AccessLevel) {
        let access = level.rawValue
        self.access = [access]
        self.static = [access, "static"]
        self.class = [access, "class"]
        self.nonisolated = [access, "nonisolated"]
        self.fileprivateSet = [access, "fileprivate(set)"]
    }

    private static let `public` = AccessModifiers(.public)
    private static let `package` = AccessModifiers(.package)
    private static let `internal` = AccessModifiers(.internal)

    /// The lists of `level`.
    static func of(_ level: GenerationOptions.AccessLevel) -> AccessModifiers {
        switch level {
        case .public: .public
        case .package: .package
        case .internal: .internal
        }
    }
}
