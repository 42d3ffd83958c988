/// Turns a located plist tree into the typed ``Definition`` model, absorbing every variant
/// Xcode has written (FORMAT.md §19).
public enum DefinitionDecoder {
    /// Decodes `root`, the parsed contents of `path`. Problems that make a value unusable are
    /// reported; unknown keys are ignored.
    public static func decode(
        _ root: PlistNode, path: String, diagnostics: inout [Diagnostic]
    ) -> Definition? {
        fatalError("TODO: decoder")
    }
}
