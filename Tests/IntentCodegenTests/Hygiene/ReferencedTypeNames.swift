@testable import IntentCodegen

/// The type names generated Swift uses without declaring them, read from the code itself (its
/// comments and string literals skipped): every name qualified by one of the modules generated
/// code qualifies with (`Swift.String` gives `String`), and every capitalized identifier it
/// writes unqualified and does not declare (App Intents' `Summary`, an associated type such as
/// `Intent`). A user type of each name must not break the code.
enum ReferencedTypeNames {
    /// The modules generated code qualifies names with.
    static let modules = NamingScheme.qualifyingModules

    /// Keywords that look like type names and cannot name a type.
    private static let keywords: Set<String> = ["Self", "Any", "Type", "Protocol"]

    /// The names `sources` refer to, without the ones they declare.
    static func of(_ sources: [String]) -> Set<String> {
        var declared = Set<String>()
        var referenced = Set<String>()
        for source in sources {
            let tokens = Self.tokens(of: source)
            for (index, token) in tokens.enumerated() {
                let previous = index > 0 ? tokens[index - 1] : ""
                if ["struct", "enum", "class", "protocol", "typealias", "associatedtype", "actor"].contains(previous) {
                    declared.insert(token.trimmingBackticks)
                }
                guard let first = token.unicodeScalars.first, ("A"..."Z").contains(first) else { continue }
                if previous == "." {
                    let qualifier = index > 1 ? tokens[index - 2] : ""
                    let beforeQualifier = index > 2 ? tokens[index - 3] : ""
                    if modules.contains(qualifier) && beforeQualifier != "." { referenced.insert(token) }
                } else if previous != "@" {
                    referenced.insert(token)
                }
            }
        }
        return referenced.subtracting(declared).subtracting(modules).subtracting(keywords)
    }

    /// Identifiers (a backticked one as a token starting with its backtick) and single punctuation characters, without
    /// comments and string literals.
    private static func tokens(of source: String) -> [String] {
        let scalars = Array(source.unicodeScalars)
        var tokens: [String] = []
        var index = 0
        func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                || scalar.properties.isEmojiPresentation || scalar.value > 0x7F
        }
        func starts(_ text: String) -> Bool {
            let pattern = Array(text.unicodeScalars)
            return index + pattern.count <= scalars.count && Array(scalars[index..<index + pattern.count]) == pattern
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if starts("//") {
                while index < scalars.count && scalars[index] != "\n" { index += 1 }
            } else if starts("/*") {
                index += 2
                while index < scalars.count && !starts("*/") { index += 1 }
                index += 2
            } else if starts("\"\"\"") {
                index += 3
                while index < scalars.count && !starts("\"\"\"") { index += scalars[index] == "\\" ? 2 : 1 }
                index += 3
            } else if scalar == "\"" {
                index += 1
                while index < scalars.count && scalars[index] != "\"" && scalars[index] != "\n" {
                    index += scalars[index] == "\\" ? 2 : 1
                }
                index += 1
            } else if scalar == "`" {
                var end = index + 1
                while end < scalars.count && scalars[end] != "`" { end += 1 }
                tokens.append(String(String.UnicodeScalarView(scalars[index..<min(end, scalars.count)])))
                index = end + 1
            } else if isIdentifier(scalar) && scalar.properties.numericType == nil {
                var end = index
                while end < scalars.count && isIdentifier(scalars[end]) { end += 1 }
                tokens.append(String(String.UnicodeScalarView(scalars[index..<end])))
                index = end
            } else {
                if !scalar.properties.isWhitespace { tokens.append(String(scalar)) }
                index += 1
            }
        }
        return tokens
    }
}

extension String {
    fileprivate var trimmingBackticks: String { filter { $0 != "`" } }
}
