/// Looks each public declaration of a stand-in up in Apple's interface and reports those
/// without a counterpart: same kind, owner (and extension constraints), full name with
/// argument labels, static-ness and generic shape; a type's or extension's conformances must
/// each be one Apple's interface declares for that type.
struct InterfaceCounterpartCheck {
    private let signatures: Set<SwiftDeclaration.Signature>
    private let byIdentity: [String: [SwiftDeclaration]]
    private let conformancesByType: [String: Set<String>]

    /// A check against `interface`, the declarations of one or more `.swiftinterface` files.
    init(interface: [SwiftDeclaration]) {
        signatures = Set(interface.map(\.comparedSignature))
        byIdentity = Dictionary(grouping: interface, by: \.identity)
        var conformances: [String: Set<String>] = [:]
        for declaration in interface where declaration.kind.isTypeOrExtension {
            conformances[declaration.typePath, default: []].formUnion(declaration.conformances)
        }
        conformancesByType = conformances
    }

    /// What is wrong with `standIn`'s public declarations, one line each; empty when every one
    /// has its counterpart.
    func problems(in standIn: [SwiftDeclaration]) -> [String] {
        var problems: [String] = []
        for declaration in standIn where declaration.isPublic || declaration.kind == .extension {
            if declaration.kind != .extension && !signatures.contains(declaration.comparedSignature) {
                problems.append(describeMissing(declaration))
            }
            if declaration.kind.isTypeOrExtension {
                let known = conformancesByType[declaration.typePath] ?? []
                for conformance in declaration.conformances where !known.contains(conformance) {
                    problems.append(
                        "\(declaration.typePath) conforms to \(conformance), which Apple's interface does not declare "
                            + "(\(declaration.location))")
                }
            }
        }
        return problems
    }

    private func describeMissing(_ declaration: SwiftDeclaration) -> String {
        let namesakes = byIdentity[declaration.identity] ?? []
        guard !namesakes.isEmpty else { return "no counterpart in Apple's interface: \(declaration)" }
        let shapes = namesakes.map { "\($0)" }.sorted().joined(separator: "; ")
        return "no counterpart with this owner, constraints and generic shape: \(declaration) — Apple has: \(shapes)"
    }
}

extension SwiftDeclaration.Kind {
    var isTypeOrExtension: Bool { [.struct, .class, .enum, .protocol, .extension].contains(self) }
}

extension SwiftDeclaration {
    /// The full path of the type a type declaration or extension declares or extends.
    var typePath: String {
        signature.kind == .extension || signature.owner.isEmpty
            ? signature.name : "\(signature.owner).\(signature.name)"
    }
}
