import IntentDefinition

/// What every flavor's file starts with: the header comment lines and the imports.
enum GeneratedFileHeader {
    /// The header comment lines (without `// `): intentc's marker, then the definition's file
    /// name (never its directory, so output does not depend on where the input lives).
    static func comments(for definition: Definition) -> [String] {
        let baseName = definition.path.split(separator: "/").last.map(String.init) ?? definition.path
        return [String(SwiftGenerator.headerMarker.dropFirst(3)), "Source: " + baseName]
    }

    /// `modules` and the `--import` modules, each once, sorted (as `swift-format`'s
    /// OrderedImports rule wants); each dot-separated component of an extra import is
    /// sanitized so that an option can never inject code.
    static func imports(_ modules: [String], options: GenerationOptions) -> [String] {
        let extra = options.extraImports.map { module in
            module.split(separator: ".", omittingEmptySubsequences: false)
                .map { NameSanitizer.sanitize(String($0), position: .type).spelled }
                .joined(separator: ".")
        }
        return Array(Set(modules + extra)).sorted()
    }
}
