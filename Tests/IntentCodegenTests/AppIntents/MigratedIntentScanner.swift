import Foundation

/// Finds, in Swift source, the App Intents that declare themselves migrated from a custom
/// intent (`CustomIntentMigratedAppIntent`): each one's `intentClassName` and the names of its
/// `@Parameter` properties. Reads text only (comments and strings are not parsed), which is
/// enough for the generated files and the migrated apps' files it is used on.
struct MigratedIntentScanner {
    /// One migrated App Intent.
    struct MigratedIntent: Hashable {
        var typeName: String
        var intentClassName: String
        var parameterNames: [String]
    }

    /// The migrated App Intents declared in `source`.
    static func scan(_ source: String) -> [MigratedIntent] {
        let text = source as NSString
        let header = try! NSRegularExpression(pattern: #"struct\s+(\w+)\s*:([^{]*)\{"#)
        var result: [MigratedIntent] = []
        for match in header.matches(in: source, range: NSRange(location: 0, length: text.length)) {
            let conformances = text.substring(with: match.range(at: 2))
            guard conformances.contains("CustomIntentMigratedAppIntent") else { continue }
            let body = Self.body(of: text, openingAt: match.range.location + match.range.length - 1)
            guard let className = Self.firstCapture(#"intentClassName[^"\n]*"([^"]+)""#, in: body) else { continue }
            result.append(
                MigratedIntent(
                    typeName: text.substring(with: match.range(at: 1)), intentClassName: className,
                    parameterNames: Self.captures(
                        #"@(?:AppIntents\.Intent)?Parameter(?:\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\))?\s*(?:(?:public|private|internal|fileprivate|package)\s+)?var\s+`?(\w+)`?"#,
                        in: body)))
        }
        return result
    }

    /// The text between the brace at `opening` and its matching closing brace.
    private static func body(of text: NSString, openingAt opening: Int) -> String {
        var depth = 0
        var index = opening
        while index < text.length {
            let character = text.character(at: index)
            if character == 0x7B { depth += 1 }
            if character == 0x7D {
                depth -= 1
                if depth == 0 { break }
            }
            index += 1
        }
        return text.substring(with: NSRange(location: opening, length: min(index, text.length - 1) - opening + 1))
    }

    private static func captures(_ pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        let string = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: string.length)).map {
            string.substring(with: $0.range(at: 1))
        }
    }

    private static func firstCapture(_ pattern: String, in text: String) -> String? {
        captures(pattern, in: text).first
    }
}
