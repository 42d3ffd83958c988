/// Looks each public declaration of a stand-in up in Apple's interface and reports those
/// without a counterpart: same kind, owner (and extension constraints), full name with
/// argument labels, static-ness and generic shape; a type's or extension's conformances must
/// each be one Apple's interface declares for that type, or a protocol one of those refines.
struct InterfaceCounterpartCheck {
    private let signatures: Set<SwiftDeclaration.Signature>
    private let byIdentity: [String: [SwiftDeclaration]]
    private let conformancesByType: [String: Set<String>]
    private let requirementsByProtocol: [String: Set<SwiftDeclaration.Signature>]

    /// A check against `interface`, the declarations of one or more `.swiftinterface` files.
    init(interface: [SwiftDeclaration]) {
        signatures = Set(interface.map(\.comparedSignature))
        byIdentity = Dictionary(grouping: interface, by: \.identity)
        var declared: [String: Set<String>] = [:]
        for declaration in interface where declaration.kind.isTypeOrExtension {
            declared[declaration.typePath, default: []].formUnion(declaration.conformances)
        }
        let refined = Dictionary(
            interface.filter { $0.kind == .protocol }.map { ($0.typePath, Set($0.conformances)) },
            uniquingKeysWith: { $0.union($1) })
        conformancesByType = declared.mapValues { Self.closure(of: $0, refined: refined) }
        requirementsByProtocol = Self.requirements(of: interface)
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
        let standInRequirements = Self.requirements(of: standIn)
        for (name, required) in requirementsByProtocol.sorted(by: { $0.key < $1.key }) {
            guard let declared = standInRequirements[name] else { continue }
            for missing in required.subtracting(declared).map(\.name).sorted() {
                problems.append("protocol \(name) lacks the requirement \(missing), so it accepts conformers Apple's rejects")
            }
        }
        return problems
    }

    /// Each protocol's requirements, by protocol path (only protocols that are declared).
    private static func requirements(of declarations: [SwiftDeclaration]) -> [String: Set<SwiftDeclaration.Signature>] {
        var requirements: [String: Set<SwiftDeclaration.Signature>] = [:]
        for declaration in declarations where declaration.kind == .protocol {
            requirements[declaration.typePath] = []
        }
        for declaration in declarations where declaration.isRequirement {
            requirements[declaration.owner, default: []].insert(declaration.comparedSignature)
        }
        return requirements
    }

    /// `protocols` with every protocol they refine, directly or not.
    private static func closure(of protocols: Set<String>, refined: [String: Set<String>]) -> Set<String> {
        var result = protocols
        var pending = Array(protocols)
        while let next = pending.popLast() {
            for parent in refined[next] ?? [] where result.insert(parent).inserted { pending.append(parent) }
        }
        return result
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
