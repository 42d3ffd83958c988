/// Classes of compile failures of generated code that the generated definitions find and whose
/// fixes are under way in the translators: a seed whose every error falls in one of these is a
/// known issue (reported as such by Swift Testing and by the script), not a pass; any other
/// error fails the test. Delete a class once its fix is merged; the script's large run then
/// shows whether it is gone.
enum KnownFailureClasses {
    /// Class name → the texts its errors contain.
    static let classes: [(name: String, messages: [String])] = [
        (
            "names shadowing framework names or members",
            ["multiple enum raw types", "invalid redeclaration of", "with Objective-C selector"]
        ),
    ]

    /// The first of `errors` that belongs to no class.
    static func firstUnknown(of errors: [String]) -> String? {
        errors.first { error in !classes.contains { $0.messages.contains { error.contains($0) } } }
    }

    /// The name of the one class all of `errors` belong to; nil when one does not belong to any
    /// (or there are none).
    static func knownClass(of errors: [String]) -> String? {
        let names = errors.map { error in classes.first { $0.messages.contains { error.contains($0) } }?.name }
        guard !names.isEmpty, !names.contains(nil) else { return nil }
        return Set(names.compactMap { $0 }).sorted().joined(separator: " + ")
    }
}
