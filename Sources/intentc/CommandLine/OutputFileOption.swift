/// `--output-file <file>`: generate one definition into exactly one file, named by the caller.
///
/// SwiftPM's build-tool plugin must declare each command's output path before the command runs,
/// so it chooses the name (with ``OutputFileNaming``, over all of a target's definitions) and
/// passes it here. The file is written like any `--output` file: only when its content changed,
/// atomically, never over a file intentc did not generate; `--check` and `--dry-run` work too.
extension ArgumentParser {
    /// The rules `--output-file` adds: one input, and not together with `--output`.
    static func checkOutputFile(_ invocation: Invocation) throws(UsageError) {
        guard invocation.outputFile != nil else { return }
        if invocation.outputDirectory != nil {
            throw UsageError(message: "'--output-file' and '--output' cannot be combined")
        }
        if invocation.inputs.count != 1 {
            throw UsageError(message: "'--output-file' takes exactly one input file")
        }
    }
}

extension Invocation {
    /// Where the Swift generated for an input goes: the `--output-file`, else `fileName` in the
    /// `--output` folder, else nil (standard output).
    func outputPath(forFileName fileName: String) -> String? {
        guard let outputDirectory else { return outputFile }
        return outputDirectory.hasSuffix("/") ? outputDirectory + fileName : outputDirectory + "/" + fileName
    }
}
