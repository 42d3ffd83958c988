/// The one place a ``SwiftType`` becomes text.
///
/// Generated code qualifies every type it takes from a module (`Swift.String`,
/// `IntentRuntime.IntentHandler`, `AppIntents.AppEntity`), so that a type of the user's module
/// or of a definition with the same name cannot hide it. Code a team owns and reads
/// (`intentc migrate`) names framework types as people write them (`String`, `AppEntity`): it
/// protects nothing the team cannot see and fix, and every type owned App Intents declare ends in
/// a suffix (`AppIntent`, `AppEnum`, `AppEntity`) that no framework type it names has.
struct SwiftNamer: Hashable, Sendable {
    /// The modules whose types are written with their module's name.
    var qualifiedModules: Set<SwiftModule>

    /// Generated code's namer: every module qualifies its types.
    static let qualified = SwiftNamer(qualifiedModules: Set(SwiftModule.allCases))

    /// Owned code's namer: the standard library's and Apple's frameworks' types bare;
    /// IntentRuntime's, Intents' and the Objective-C runtime's qualified, as they would be rare
    /// there and read better with their module.
    static let owned = SwiftNamer(qualifiedModules: [.intentRuntime, .intents, .objectiveC])

    /// The text of `type`.
    func spelling(_ type: SwiftType) -> String {
        var text = ""
        write(type, to: &text)
        return text
    }

    /// Writes the text of `type` to `output`.
    func write(_ type: SwiftType, to output: inout some TextOutputStream) {
        switch type {
        case .named(let name):
            output.write(name)
        case .contextual(let name):
            output.write(name.text)
        case .module(let type):
            if qualifiedModules.contains(type.module) {
                output.write(type.module.rawValue)
                output.write(".")
            }
            output.write(type.name)
        case .nested(let base, let name):
            write(base, to: &output)
            output.write(".")
            output.write(name)
        case .generic(let base, let arguments):
            write(base, to: &output)
            output.write("<")
            write(arguments, separator: ", ", to: &output)
            output.write(">")
        case .optional(let wrapped):
            let needsParentheses: Bool
            switch wrapped {
            case .opaque, .existential, .composition, .escapingFunction: needsParentheses = true
            default: needsParentheses = false
            }
            if needsParentheses { output.write("(") }
            write(wrapped, to: &output)
            output.write(needsParentheses ? ")?" : "?")
        case .array(let element):
            output.write("[")
            write(element, to: &output)
            output.write("]")
        case .dictionary(let key, let value):
            output.write("[")
            write(key, to: &output)
            output.write(": ")
            write(value, to: &output)
            output.write("]")
        case .opaque(let constraint):
            output.write("some ")
            write(constraint, to: &output)
        case .existential(let constraint):
            output.write("any ")
            write(constraint, to: &output)
        case .composition(let parts):
            write(parts, separator: " & ", to: &output)
        case .escapingFunction(let parameters, let result):
            output.write("@escaping (")
            write(parameters, separator: ", ", to: &output)
            output.write(") -> ")
            write(result, to: &output)
        }
    }

    /// Writes the text of `types` to `output`, with `separator` between them.
    func write(_ types: [SwiftType], separator: String, to output: inout some TextOutputStream) {
        for (index, type) in types.enumerated() {
            if index > 0 { output.write(separator) }
            write(type, to: &output)
        }
    }
}
