import IntentDefinition

/// The declarations of an app's Swift files gathered by type: a type's conformances include
/// those its extensions add anywhere in the sources, and an inherited name that is a type alias
/// of a protocol composition (`typealias X = A & B`) counts as its parts.
public struct AppIntentsSourceIndex: Sendable {
    /// Every declaration and extension by simple name.
    private var declarations: [String: [SwiftTypeDeclaration]] = [:]
    private var aliases: [String: String] = [:]
    /// The simple names in first-declaration order, for deterministic output.
    private var order: [String] = []

    /// Indexes the summaries of an app's files.
    public init(_ summaries: [SwiftSourceSummary]) {
        for summary in summaries {
            for type in summary.types {
                let name = type.simpleName
                if declarations[name] == nil { order.append(name) }
                declarations[name, default: []].append(type)
            }
            for alias in summary.typeAliases where aliases[alias.name] == nil {
                aliases[alias.name] = alias.target
            }
        }
    }

    /// The simple names of what `name` conforms to or inherits, across its declaration and
    /// extensions, and through the protocols and classes the sources declare
    /// (`protocol MigratedWidget: CustomIntentMigratedAppIntent` makes its conformers migrate).
    public func conformances(of name: String) -> Set<String> {
        var result: Set<String> = []
        var pending = [Self.simpleName(name)]
        while let next = pending.popLast() {
            for declaration in declarations[next] ?? [] {
                for part in declaration.inheritedTypes.flatMap(expandingAlias) where result.insert(part).inserted {
                    pending.append(part)
                }
            }
        }
        return result
    }

    /// The simple names `inherited` stands for: its parts when it is a composition (`A & B`) or
    /// an alias of one, one level deep.
    private func expandingAlias(_ inherited: String) -> [String] {
        let parts = (aliases[inherited] ?? inherited).split(separator: "&").map { Self.simpleName(String($0)) }
        return parts.flatMap { part in
            [part] + (aliases[part].map { $0.split(separator: "&").map { Self.simpleName(String($0)) } } ?? [])
        }
    }

    /// The declarations (not extensions) of `name`, else its extensions.
    public func declarations(of name: String) -> [SwiftTypeDeclaration] {
        declarations[Self.simpleName(name)] ?? []
    }

    /// The enum declared as `name` with its cases, when the sources declare one.
    public func enumDeclaration(named name: String) -> SwiftTypeDeclaration? {
        declarations(of: name).first { $0.kind == .enum }
    }

    /// Whether the sources declare a type `name` (not only extend it).
    public func declaresType(_ name: String) -> Bool {
        declarations(of: name).contains { $0.kind != .extension }
    }

    /// Every type that conforms to `CustomIntentMigratedAppIntent`, with its `intentClassName`
    /// and `@Parameter` properties (a parameter declared in several `#if` branches once).
    public var migratingAppIntents: [MigratingAppIntent] {
        order.compactMap { name -> MigratingAppIntent? in
            guard let all = declarations[name], let first = all.first(where: { $0.kind != .extension }) ?? all.first,
                first.kind != .protocol, conformances(of: name).contains("CustomIntentMigratedAppIntent")
            else { return nil }
            let properties = all.flatMap(\.properties)
            let classProperty = properties.first { $0.isStatic && $0.name == "intentClassName" }
            var seen: Set<String> = []
            let parameters = properties.filter { property in
                property.attributes.contains { Self.parameterAttributes.contains(Self.simpleName($0)) }
                    && seen.insert(property.name).inserted
            }
            return MigratingAppIntent(
                typeName: name, className: classProperty?.literalValue, at: classProperty?.location ?? first.location,
                parameters: parameters.map { .init(name: $0.name, type: $0.type, at: $0.location) })
        }
    }

    /// `@Parameter` and the type it aliases, `@IntentParameter`.
    private static let parameterAttributes: Set<String> = ["Parameter", "IntentParameter"]

    /// The last dotted component of a type name: `AppIntents.AppIntent` → `AppIntent`.
    static func simpleName(_ name: String) -> String {
        let trimmed = name.trimmingSpaces
        return trimmed.split(separator: ".").last.map(String.init) ?? trimmed
    }
}

extension String {
    /// The string without leading and trailing spaces.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
