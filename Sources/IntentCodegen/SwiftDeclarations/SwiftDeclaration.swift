/// A Swift source file as the renderer writes it.
struct SwiftFile: Hashable, Sendable {
    /// Line comments at the top, one per element (each rendered as `// <text>`).
    var headerComments: [String]
    /// Imported modules, in order.
    var imports: [String]
    /// Top-level declarations, separated by blank lines.
    var declarations: [SwiftDeclaration]
    /// Who reads the file: how it spells module types and lays out attributes.
    var style: SwiftStyle = .generated
}

/// How a file is written for its readers.
struct SwiftStyle: Hashable, Sendable {
    /// How module types are spelled.
    var namer: SwiftNamer
    /// Whether a property wrapper too long for its line puts each argument on a line of its own,
    /// as a person wraps one; generated code, which nobody edits, keeps each on one line.
    var breaksLongAttributes: Bool
    /// Indentation and line length.
    var layout = SourceLayout.generated

    /// Generated code: qualified names, attributes on one line.
    static let generated = SwiftStyle(namer: .qualified, breaksLongAttributes: false)
    /// Code a team owns (`intentc migrate`): names as people write them, long attributes broken.
    static let owned = SwiftStyle(namer: .owned, breaksLongAttributes: true)
}

/// A declaration: a type, an extension, a property, a function, an enum case, a type alias, an
/// import, declarations under conditional compilation, or a comment in their place.
///
/// Attributes (`attributes` of each kind) are rendered one per line between the documentation
/// and the declaration, e.g. `@objc(ReadingLogIntent)` or `@available(iOS 14.0, *)`; attributes
/// that belong on the declaration's own line (`@NSManaged`, `@MainActor`) are modifiers.
enum SwiftDeclaration: Hashable, Sendable {
    case nominal(SwiftNominalType)
    case property(SwiftProperty)
    case function(SwiftFunction)
    case enumCase(SwiftEnumCase)
    case typeAlias(SwiftTypeAlias)
    /// `import Module`; the module path as spelled (e.g. `Intents`, `Foundation.NSURL`).
    case `import`(String)
    case conditional(SwiftConditionalBlock)
    /// A `// text` line where a declaration could be: what owned code tells its reader in place.
    case comment(String)
}

/// A struct, enum, class, protocol or extension.
struct SwiftNominalType: Hashable, Sendable {
    /// The introducing keyword.
    enum Kind: String, Hashable, Sendable {
        case `struct`, `enum`, `class`, `protocol`, `extension`
    }

    /// Documentation text (untrusted; the renderer makes it safe).
    var documentation: String?
    /// Attributes, each on its own line above the declaration.
    var attributes: [SwiftAttribute] = []
    /// Modifiers before the keyword, e.g. `public`, `nonisolated`, `final`.
    var modifiers: [SwiftModifier]
    var kind: Kind
    /// The type's name as spelled in code.
    var name: String
    /// Inherited types and protocols.
    var inheritance: [SwiftType] = []
    /// The requirements of a generic `where` clause, e.g. `Intent == ReadingLogIntent`.
    var whereRequirements: [SwiftRequirement] = []
    /// Members in groups; groups are separated by one blank line.
    var memberGroups: [[SwiftDeclaration]]
}

/// A stored or computed property.
struct SwiftProperty: Hashable, Sendable {
    /// How a computed property is implemented.
    enum Accessors: Hashable, Sendable {
        /// A read-only property.
        case getter([SwiftStatement])
        /// A read-write property.
        case getterSetter(get: [SwiftStatement], set: [SwiftStatement])
    }

    /// Documentation text (untrusted).
    var documentation: String?
    /// Attributes, each on its own line above the declaration.
    var attributes: [SwiftAttribute] = []
    /// Modifiers, e.g. `public static`.
    var modifiers: [SwiftModifier]
    /// `let` rather than `var`.
    var isConstant: Bool = false
    /// The name as spelled.
    var name: String
    /// The type, when written.
    var type: SwiftType?
    /// `= value` of a stored property.
    var initialValue: SwiftExpression?
    /// The body of a computed property.
    var accessors: Accessors?
}

/// A function or initializer; without a body it is a protocol requirement.
struct SwiftFunction: Hashable, Sendable {
    /// Documentation text (untrusted).
    var documentation: String?
    /// Attributes, each on its own line above the declaration.
    var attributes: [SwiftAttribute] = []
    /// Modifiers, e.g. `public static`.
    var modifiers: [SwiftModifier]
    /// The name as spelled; `init` for an initializer.
    var name: String
    /// Generic parameters, written in angle brackets after the name.
    var genericParameters: [SwiftGenericParameter] = []
    var parameters: [SwiftParameter] = []
    /// Effects after the parameter list, e.g. `async throws`.
    var effects: [SwiftEffect] = []
    var returnType: SwiftType?
    /// The statements; nil for a requirement.
    var body: [SwiftStatement]?
}

/// One function parameter.
struct SwiftParameter: Hashable, Sendable {
    /// The argument label when it differs from the name (`_` for none).
    var label: String?
    /// The parameter name as spelled.
    var name: String
    var type: SwiftType
    var defaultValue: SwiftExpression?
}

/// An effect of a function, written after its parameters.
enum SwiftEffect: String, Hashable, Sendable {
    case async, `throws`
}

/// A generic parameter, `Name` or `Name: Constraint`.
struct SwiftGenericParameter: Hashable, Sendable {
    var name: String
    var constraint: SwiftType?
}

/// One requirement of a generic `where` clause.
enum SwiftRequirement: Hashable, Sendable {
    /// `Type: Constraint`.
    case conformance(SwiftType, SwiftType)
    /// `Type == Other`.
    case sameType(SwiftType, SwiftType)
}

/// An enum case with an optional raw value.
struct SwiftEnumCase: Hashable, Sendable {
    /// Documentation text (untrusted).
    var documentation: String?
    /// The case name as spelled.
    var name: String
    /// The raw value literal.
    var rawValue: String?
    /// Attributes, each on its own line above the case.
    var attributes: [SwiftAttribute] = []
    /// Associated values, `case name(label: Type, …)`; a label is the parameter's name.
    var associatedValues: [SwiftParameter] = []
}
