import IntentDefinition

/// A type declaration or an extension, as the declaration reader sees it.
public struct SwiftTypeDeclaration: Hashable, Sendable {
    /// The declaration's keyword.
    public enum Kind: String, Hashable, Sendable {
        case `struct`, `class`, `enum`, `actor`, `protocol`, `extension`
    }

    /// The keyword.
    public var kind: Kind
    /// The name as declared: `Outer.Inner` for a nested type; an extension's extended type as written.
    public var name: String
    /// The type names after `:`, as written (`AppIntents.AppIntent` keeps its module).
    public var inheritedTypes: [String]
    /// Where the name is.
    public var location: SourceLocation
    /// The stored and computed properties declared directly inside.
    public var properties: [SwiftPropertyDeclaration] = []
    /// The enum cases declared directly inside.
    public var cases: [SwiftSourceEnumCase] = []

    /// The last component of ``name``: what other declarations usually call the type.
    public var simpleName: String { name.split(separator: ".").last.map(String.init) ?? name }
}

/// A property (`var`/`let`) inside a type declaration.
public struct SwiftPropertyDeclaration: Hashable, Sendable {
    /// The Swift name, backticks stripped.
    public var name: String
    /// The type annotation as written without spaces (`[ItemAppEntity]?`), when there is one.
    public var type: String?
    /// Whether it is `static` (or `class`).
    public var isStatic: Bool
    /// The names of its attributes (`Parameter`, `Dependency`, …), without `@`.
    public var attributes: [String]
    /// The value of its initializer or getter when that is one string literal (`= "X"`,
    /// `{ "X" }`, `{ return "X" }`, `{ get { "X" } }`).
    public var literalValue: String?
    /// Whether it has an initializer or a getter at all (a value that is not a literal is a value
    /// the reader cannot follow).
    public var hasValue: Bool
    /// Where the name is.
    public var location: SourceLocation
}

/// An enum case.
public struct SwiftSourceEnumCase: Hashable, Sendable {
    /// The case name, backticks stripped.
    public var name: String
    /// The raw value as written (`"day"`, `3`), when given.
    public var rawValue: String?
    /// Where the name is.
    public var location: SourceLocation
}

/// `typealias Name = Type`.
public struct SwiftSourceTypeAlias: Hashable, Sendable {
    /// The alias.
    public var name: String
    /// The aliased type as written without spaces.
    public var target: String
}

/// A line comment addressed to intentc: `// intentc: accept-loss Garden.kind: moved to the server
/// entity` (doc comments `/// intentc: …` count too; text inside string literals does not, nor
/// does a comment in a branch the compiler never compiles, such as `#if false`).
public struct SwiftAnnotationComment: Hashable, Sendable {
    /// What follows `intentc:`, without the spaces around it (`accept-loss Garden.kind: …`).
    public var text: String
    /// Where the comment's `//` is.
    public var location: SourceLocation

    /// An annotation comment with `text` at `location`.
    public init(text: String, location: SourceLocation) {
        self.text = text
        self.location = location
    }
}

/// What the declaration reader found in one Swift file.
public struct SwiftSourceSummary: Hashable, Sendable {
    /// Types and extensions, nested ones included, in file order.
    public var types: [SwiftTypeDeclaration] = []
    /// Type aliases at any level.
    public var typeAliases: [SwiftSourceTypeAlias] = []
    /// Notes on what the reader skipped (IC247): never silent, never fatal.
    public var skipped: [Diagnostic] = []
    /// The `// intentc: …` comments, in file order.
    public var annotations: [SwiftAnnotationComment] = []
}
