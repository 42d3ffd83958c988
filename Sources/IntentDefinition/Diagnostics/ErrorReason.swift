/// Why a code is an error, which stops generation, and not a warning. A file Xcode builds is
/// read by every command, so intentc refuses only what Xcode refuses or what cannot compile;
/// the other reasons say where intentc cannot read a file, or where a code is not about a
/// definition building. Shown in the diagnostics table (intentc's Diagnostics.md).
public enum ErrorReason: String, Sendable, Hashable, CaseIterable {
    /// Xcode does not build the file either.
    case xcodeRefusesTheFile = "Xcode refuses the file"
    /// Code generated from the file, by Xcode's generator or intentc's, could not compile.
    case generatedCodeCannotCompile = "the generated code could not compile"
    /// intentc cannot read the file, though Xcode may.
    case intentcCannotReadTheFile = "intentc cannot read the file"
    /// A finding about something other than a definition Xcode builds: the command's own
    /// inputs, a package's set-up, or a breaking change between two versions of a file.
    case notAboutBuildingTheFile = "not about building the file"
}
