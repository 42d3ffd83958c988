extension Intent {
    /// The class name Xcode composes for a custom intent that has no `INIntentClassName`: the
    /// intent's own class prefix (else the project's), its name, and `Intent`.
    public func composedClassName(projectPrefix: String) -> String {
        (classPrefix ?? projectPrefix) + name + "Intent"
    }
}
