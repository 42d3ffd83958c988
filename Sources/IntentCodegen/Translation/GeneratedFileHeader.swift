import IntentDefinition

/// What every generated file starts with: the header comment lines.
enum GeneratedFileHeader {
    /// The header comment lines (without `// `): intentc's marker, then the definition's file
    /// name (never its directory, so output does not depend on where the input lives).
    static func comments(for definition: Definition) -> [String] {
        let baseName = definition.path.split(separator: "/").last.map(String.init) ?? definition.path
        return [String(SwiftGenerator.headerMarker.dropFirst(3)), "Source: " + baseName]
    }
}
