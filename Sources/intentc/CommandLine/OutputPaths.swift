import IntentCodegen

/// One input per output path: two inputs generated into one file would silently overwrite each
/// other, so such a command line is refused before anything is written.
extension Invocation {
    /// Where the Swift generated for each input goes, in input order; nil goes to standard output.
    /// `flavor` tells each input's flavor, whose ``GenerationOptions/Flavor/outputFileSuffix``
    /// ends its file name.
    func outputPaths(flavor: (String) -> GenerationOptions.Flavor) -> [String?] {
        OutputFileNaming.outputFileNames(forInputPaths: inputs, suffixes: inputs.map { flavor($0).outputFileSuffix })
            .map(outputPath(forFileName:))
    }
}

extension ArgumentParser {
    /// Refuses inputs whose generated files would land on one path, ignoring case as macOS
    /// does. ``OutputFileNaming`` never names two files alike; this guards the promise where
    /// the paths are final.
    static func checkDistinctOutputPaths(inputs: [String], outputPaths: [String?]) throws(UsageError) {
        var inputsByPath: [String: String] = [:]
        for (input, path) in zip(inputs, outputPaths) {
            guard let path else { continue }
            if let earlier = inputsByPath.updateValue(input, forKey: path.lowercased()) {
                throw UsageError(message: "'\(earlier)' and '\(input)' would both be generated into '\(path)'")
            }
        }
    }
}
