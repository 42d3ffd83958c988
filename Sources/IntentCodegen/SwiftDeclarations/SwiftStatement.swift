/// A statement inside a function or accessor body.
enum SwiftStatement: Hashable, Sendable {
    /// An expression evaluated for its effect, e.g. a call.
    case expression(SwiftExpression)
    /// `let name: Type = value` or `var name: Type`.
    case variable(isConstant: Bool, name: String, type: SwiftType?, value: SwiftExpression?)
    /// `target = value`.
    case assignment(target: SwiftExpression, value: SwiftExpression)
    /// `return value`.
    case `return`(SwiftExpression)
    /// `if condition { body }`, with `else { orElse }` when `orElse` is not empty.
    case `if`(condition: SwiftExpression, body: [SwiftStatement], orElse: [SwiftStatement] = [])
    /// `switch subject { case pattern: body … }`.
    case `switch`(subject: SwiftExpression, cases: [SwiftSwitchCase])
    /// `// text` on a line of its own (escaped by ``SwiftComment``): where code a person writes
    /// later goes, in output the team owns (`intentc migrate`).
    case comment(String)
}

/// One `case` of a `switch`, or its `default`.
struct SwiftSwitchCase: Hashable, Sendable {
    /// The patterns after `case`, separated by commas; none for `default:`.
    var patterns: [SwiftPattern]
    var body: [SwiftStatement]

    /// `case pattern:` then `body`.
    init(_ pattern: SwiftPattern, body: [SwiftStatement]) {
        self.init(patterns: [pattern], body: body)
    }

    /// `case pattern, …:` then `body`; `default:` without patterns.
    init(patterns: [SwiftPattern], body: [SwiftStatement]) {
        self.patterns = patterns
        self.body = body
    }

    /// `default:` then `body`.
    static func `default`(_ body: [SwiftStatement]) -> SwiftSwitchCase {
        SwiftSwitchCase(patterns: [], body: body)
    }
}

/// A pattern of a `switch` case.
enum SwiftPattern: Hashable, Sendable {
    /// `.name`, or `.name?` matching a present optional: an enum case.
    case enumCase(String, optional: Bool = false)
    /// `true` or `false`, `true?` or `false?` matching a present optional.
    case boolean(Bool, optional: Bool = false)
    /// `nil`: an optional without a value.
    case absent
    /// `.name(let a, let b)`: an enum case binding its associated values to names.
    case enumCaseBinding(String, [String])
}

/// An expression, kept as a tree so that the renderer can wrap it at its natural break points.
enum SwiftExpression: Hashable, Sendable {
    /// Text that is never broken: an identifier, a literal, a member path.
    case atom(String)
    /// A type in an expression, e.g. the base of a static member (spelled by ``SwiftNamer``).
    case type(SwiftType)
    /// `callee(label: value, …)`.
    indirect case call(SwiftExpression, [SwiftArgument])
    /// `[a, b]`.
    case array([SwiftExpression])
    /// `[key: value, …]`, in the given order; `[:]` when empty.
    case dictionary([SwiftDictionaryEntry])
    /// `keyword expression`, e.g. `try await f()`.
    indirect case prefixed(SwiftPrefix, SwiftExpression)
    /// `base.member`.
    indirect case member(SwiftExpression, String)
    /// `base?.member`: optional chaining.
    indirect case optionalMember(SwiftExpression, String)
    /// `base.member` of a member a module declares in an extension, which the file reaches
    /// only by importing the module (``SwiftImports``).
    indirect case moduleMember(SwiftExpression, ModuleMember)
    /// `lhs op rhs`.
    indirect case infix(SwiftExpression, SwiftInfixOperator, SwiftExpression)
    /// `"text\(expression)text"`: a string literal with interpolations, never broken.
    case interpolatedString([SwiftStringSegment])
    /// `(a, b)`.
    case tuple([SwiftExpression])
    /// `callee { body }`, then `label: { body }` for each further closure, e.g.
    /// `When(…) { … } otherwise: { … }` or a result builder's `Summary { \.$a \.$b }`.
    indirect case trailingClosures(SwiftExpression, [SwiftClosure])

    /// A string literal holding `text` exactly (escaped by ``SwiftStringLiteral``).
    static func string(_ text: String) -> SwiftExpression {
        .atom(SwiftStringLiteral.quoted(text))
    }

    /// `name(arguments)`: a call of a function or initializer named in the file.
    static func call(_ name: String, _ arguments: [SwiftArgument]) -> SwiftExpression {
        .call(.atom(name), arguments)
    }

    /// `self.name`: a member of the instance being written.
    static func selfMember(_ name: String) -> SwiftExpression {
        .member(.atom("self"), name)
    }

    /// `\.$name`: the key path of a parameter's wrapper (`@Parameter var name`).
    static func parameterKeyPath(_ name: String) -> SwiftExpression {
        .atom("\\.$" + name)
    }

    /// `self.method { body }`: a call of a method taking one closure of `$0` (``element``),
    /// e.g. `value.map { .init($0) }`.
    func calling(_ method: String, _ body: SwiftExpression) -> SwiftExpression {
        .trailingClosures(.member(self, method), [SwiftClosure([.expression(body)])])
    }

    /// `$0`: the element a closure written by ``calling(_:_:)`` is given.
    static let element = SwiftExpression.atom("$0")

    /// `Type(arguments)`: an initializer call.
    static func call(_ type: SwiftType, _ arguments: [SwiftArgument]) -> SwiftExpression {
        .call(.type(type), arguments)
    }
}

/// A piece of an interpolated string literal.
enum SwiftStringSegment: Hashable, Sendable {
    /// Text, escaped by ``SwiftStringLiteral`` so that nothing in it can end the literal or start
    /// an interpolation.
    case text(String)
    /// `\(expression)`.
    case interpolation(SwiftExpression)
}

/// A binary operator between two expressions.
enum SwiftInfixOperator: String, Hashable, Sendable {
    /// `??`: the left value, or the right one when it is nil.
    case nilCoalescing = "??"
}

/// A closure written after a call: its label (none for the first), the names of its parameters
/// and its statements.
struct SwiftClosure: Hashable, Sendable {
    var label: String?
    var parameters: [String]
    var body: [SwiftStatement]

    init(label: String? = nil, parameters: [String] = [], _ body: [SwiftStatement]) {
        self.label = label
        self.parameters = parameters
        self.body = body
    }

    /// `{`, or `{ a, b in` when the closure names parameters.
    var opening: String {
        parameters.isEmpty ? "{" : "{ " + parameters.joined(separator: ", ") + " in"
    }

    /// Whether the closure can be written on one line: a single expression.
    var isOneExpression: Bool {
        guard body.count == 1, case .expression = body[0] else { return false }
        return true
    }
}

/// A keyword written before an expression.
enum SwiftPrefix: String, Hashable, Sendable {
    case `try` = "try "
    case tryAwait = "try await "
    case await = "await "
    case `throw` = "throw "
}

/// One argument of a call.
struct SwiftArgument: Hashable, Sendable {
    var label: String?
    var value: SwiftExpression

    init(_ label: String?, _ value: SwiftExpression) {
        self.label = label
        self.value = value
    }
}

/// One `key: value` entry of a dictionary literal.
struct SwiftDictionaryEntry: Hashable, Sendable {
    var key: SwiftExpression
    var value: SwiftExpression

    init(_ key: SwiftExpression, _ value: SwiftExpression) {
        self.key = key
        self.value = value
    }
}
