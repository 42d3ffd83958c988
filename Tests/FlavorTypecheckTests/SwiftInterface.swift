/// The public declarations of a `.swiftinterface`, as `Owner.member` names: the types
/// (`struct Name`, …) and, for every type and extension, its methods (`name(label:)`),
/// initializers (`init(label:)`), properties, enum cases and associated types.
struct SwiftInterface {
    /// Type name → its kind (`struct`, `protocol`, `enum`, `class`).
    var types: [String: String] = [:]
    /// Owner → member names (full names for methods and initializers).
    var members: [String: Set<String>] = [:]

    init(text: String) {
        var owner: String?
        var depth = 0
        for line in text.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if depth == 0 {
                owner = nil
                if let match = trimmed.firstMatch(of: /^public\s+(?:final\s+)?(struct|protocol|enum|class)\s+(\w+)/) {
                    types[String(match.2)] = String(match.1)
                    owner = String(match.2)
                } else if let match = trimmed.firstMatch(of: /^extension\s+(?:\w+\.)*(\w+)/) {
                    owner = String(match.1)
                }
            } else if depth == 1, let owner, let name = Self.memberName(trimmed) {
                members[owner, default: []].insert(name)
            }
            depth += StandInDeclarations.balance(trimmed, "{", "}")
        }
    }

    /// The member a line declares, named as `StandInDeclarations` names members.
    static func memberName(_ line: String) -> String? {
        let head = ObjCHeaders.withoutParentheses(line.components(separatedBy: "{")[0])
        if let match = line.firstMatch(of: /\bfunc\s+(\w+)\s*(?:<[^>]*>)?\s*\(/) {
            let rest = String(line[line.index(before: match.range.upperBound)...])
            return StandInDeclarations.fullName(String(match.1), parameters: ObjCHeaders.argument(of: "", in: rest) ?? "")
        }
        if let match = line.firstMatch(of: /^(?:[@\w]+(?:\([^)]*\))?\s+)*init[?!]?\s*(?:<[^>]*>)?\s*\(/) {
            let rest = String(line[line.index(before: match.range.upperBound)...])
            return StandInDeclarations.fullName("init", parameters: ObjCHeaders.argument(of: "", in: rest) ?? "")
        }
        if let match = head.firstMatch(of: /\b(?:var|let|case|associatedtype)\s+(\w+)/) { return String(match.1) }
        return nil
    }
}
