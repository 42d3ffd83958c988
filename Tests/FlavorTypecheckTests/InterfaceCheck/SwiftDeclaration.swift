/// A declaration as the interface check compares it: what it is, where it lives, its full
/// name with argument labels, and its generic shape.
@dynamicMemberLookup
struct SwiftDeclaration: Hashable, CustomStringConvertible {
    enum Kind: String {
        case `struct`, `class`, `enum`, `protocol`, `extension`, `typealias`, `associatedtype`
        case `func`, initializer = "init", `subscript`, property, `case`, macro
    }

    /// What identifies a declaration across a stand-in and Apple's interface.
    struct Signature: Hashable {
        var kind: Kind
        /// The enclosing type's path (`IntentParameter.IntControlStyle`); empty at top level.
        var owner: String
        /// The requirements of the constrained extension the declaration is in, normalized
        /// and sorted (`Value.ValueType==Int`).
        var ownerConstraints: [String]
        /// The name; functions, initializers and subscripts with their argument labels
        /// (`init(title:description:)`), extensions with the extended type.
        var name: String
        var isStatic: Bool
        /// Generic parameter names, in order (a protocol's primary associated types).
        var genericParameters: [String]
        /// The declaration's own requirements (inline and `where`), normalized and sorted.
        var constraints: [String]
    }

    var signature: Signature
    /// The inheritance list of a type or extension, normalized.
    var conformances: [String]
    /// Whether clients of the module see the declaration.
    var isPublic: Bool
    /// Whether the declaration is a requirement of the protocol it is declared in.
    var isRequirement: Bool
    /// Where the declaration starts (`File.swift:12`).
    var location: String

    subscript<Value>(dynamicMember keyPath: WritableKeyPath<Signature, Value>) -> Value {
        get { signature[keyPath: keyPath] }
        set { signature[keyPath: keyPath] = newValue }
    }

    /// The signature the check compares: for associated types, typealiases, properties and
    /// cases, the constraints of the declaration itself do not count.
    var comparedSignature: Signature {
        var compared = signature
        if !Self.kindsWithConstraints.contains(signature.kind) { compared.constraints = [] }
        return compared
    }

    /// The part of the signature that names the declaration, without its generic shape.
    var identity: String { "\(self.kind.rawValue) \(self.owner.isEmpty ? "" : self.owner + ".")\(self.name)" }

    private static let kindsWithConstraints: Set<Kind> = [
        .struct, .class, .enum, .protocol, .func, .initializer, .subscript, .macro,
    ]

    var description: String {
        let compared = comparedSignature
        var text = compared.isStatic ? "static \(identity)" : identity
        if !compared.genericParameters.isEmpty { text += "<\(compared.genericParameters.joined(separator: ", "))>" }
        if !compared.ownerConstraints.isEmpty {
            text += " in extension where \(compared.ownerConstraints.joined(separator: ", "))"
        }
        if !compared.constraints.isEmpty { text += " where \(compared.constraints.joined(separator: ", "))" }
        return text + " (\(location))"
    }
}
