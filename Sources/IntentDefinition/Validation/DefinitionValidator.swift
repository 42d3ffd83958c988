/// Checks a decoded ``Definition`` for what would make it meaningless or its generated code
/// wrong (errors) and for what Xcode tolerates but is probably a mistake (warnings).
public enum DefinitionValidator {
    /// Returns the diagnostics for `definition`, in no particular order.
    public static func validate(_ definition: Definition) -> [Diagnostic] {
        []
    }
}
