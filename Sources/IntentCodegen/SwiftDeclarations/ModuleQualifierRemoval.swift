/// Rendered Swift with the module qualifiers of framework names dropped (`AppIntents.AppIntent`
/// → `AppIntent`), for code a team owns and reads (`intentc migrate`), where qualifying every
/// reference protects nothing the team cannot see and fix.
///
/// Generated code qualifies every framework name so that no name a user or a definition declares
/// can hide it. Owned App Intents keep that safety for the definition's own names: every type
/// they declare ends in a suffix (`AppIntent`, `AppEnum`, `AppEntity`) and the flavor's naming
/// reserves the names the code refers to, so dropping the qualifiers changes no reference. Only
/// code is rewritten: string literals (always single-line and non-raw, see `SwiftStringLiteral`)
/// and comments keep every character, so no text of the definition changes; interpolations in
/// literals are code again.
enum ModuleQualifierRemoval {
    /// The qualifiers dropped, each followed by `.` and a type name (an upper-case letter).
    static let modules = ["AppIntents", "Foundation", "Swift", "CoreLocation"]

    /// `source` with ``modules``' qualifiers dropped from its code.
    static func unqualified(_ source: String) -> String {
        let scalars = Array(source.unicodeScalars)
        var result = String.UnicodeScalarView()
        // One entry per open string literal: the parenthesis depth of the interpolation inside
        // it, or nil while in the literal's text.
        var literals: [Int?] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let inText = literals.last.map { $0 == nil } ?? false
            if inText {
                if scalar == "\\", index + 1 < scalars.count {
                    result.append(scalar)
                    result.append(scalars[index + 1])
                    if scalars[index + 1] == "(" { literals[literals.count - 1] = 1 }
                    index += 2
                    continue
                }
                if scalar == "\"" { literals.removeLast() }
                if scalar == "\n" { literals.removeAll() }  // never inside a literal; recover
                result.append(scalar)
                index += 1
                continue
            }
            // Code: at top level, or inside an interpolation.
            if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/", literals.isEmpty {
                while index < scalars.count, scalars[index] != "\n" {
                    result.append(scalars[index])
                    index += 1
                }
                continue
            }
            switch scalar {
            case "\"": literals.append(nil)
            case "(": if let depth = literals.last ?? nil { literals[literals.count - 1] = depth + 1 }
            case ")":
                if let depth = literals.last ?? nil { literals[literals.count - 1] = depth == 1 ? nil : depth - 1 }
            default:
                if let length = qualifierLength(scalars, at: index) {
                    index += length
                    continue
                }
            }
            result.append(scalar)
            index += 1
        }
        return String(result)
    }

    /// The length of a qualifier starting at `index`: a whole identifier among ``modules``,
    /// then `.` and an upper-case letter.
    private static func qualifierLength(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
        if index > 0, isIdentifier(scalars[index - 1]) || scalars[index - 1] == "." { return nil }
        for module in modules {
            let name = Array(module.unicodeScalars)
            let end = index + name.count
            guard end + 1 < scalars.count, Array(scalars[index..<end]) == name, scalars[end] == ".",
                scalars[end + 1].properties.isUppercase
            else { continue }
            return name.count + 1
        }
        return nil
    }

    private static func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "`" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }
}
