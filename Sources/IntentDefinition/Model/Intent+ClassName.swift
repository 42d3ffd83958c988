extension Intent {
    /// The class name Xcode composes for a custom intent that has no `INIntentClassName`: the
    /// intent's own class prefix (else the project's), its name, and `suffix` (`Intent` in
    /// Xcode's scheme; a flavor may use its own).
    package func composedClassName(projectPrefix: String, suffix: String = "Intent") -> String {
        (classPrefix ?? projectPrefix) + name + suffix
    }
}
