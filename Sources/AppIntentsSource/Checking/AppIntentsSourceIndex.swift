import IntentDefinition

/// The declarations of an app's Swift files gathered by type: a type's conformances include
/// those its extensions add anywhere in the sources, and an inherited name that is a type alias
/// of a protocol composition (`typealias X = A & B`) counts as its parts.
///
/// Types are keyed by their qualified name (`Settings.Mode`), and a name written in a
/// declaration is looked up as Swift does: from the type that uses it outward
/// (``resolve(_:from:)``), so two nested types of the same simple name are never confused.
public struct AppIntentsSourceIndex: Sendable {
    /// Every declaration and extension by qualified name.
    private var declarations: [String: [SwiftTypeDeclaration]] = [:]
    private var aliases: [String: String] = [:]
    /// The qualified names in first-declaration order, for deterministic output.
    private var order: [String] = []
    /// The `// intentc:` comments of every file, in file order.
    public private(set) var annotations: [SwiftAnnotationComment] = []

    /// Indexes the summaries of an app's files.
    public init(_ summaries: [SwiftSourceSummary]) {
        for summary in summaries {
            for type in summary.types {
                if declarations[type.name] == nil { order.append(type.name) }
                declarations[type.name, default: []].append(type)
            }
            for alias in summary.typeAliases where aliases[alias.name] == nil {
                aliases[alias.name] = alias.target
            }
            annotations += summary.annotations
        }
    }

    /// The qualified name `written` refers to when written inside the type `context` (nil at
    /// file level): the innermost enclosing scope that declares it wins, and a leading module
    /// name (`MyApp.Settings.Mode`) is looked past. A name the sources do not declare is returned
    /// as its simple name (`AppIntents.AppEntity` → `AppEntity`).
    public func resolve(_ written: String, from context: String?) -> String {
        let parts = written.trimmingSpaces.split(separator: ".").map(String.init)
        guard !parts.isEmpty else { return written }
        for start in 0..<parts.count {
            let tail = parts[start...].joined(separator: ".")
            var scope = context.map { $0.split(separator: ".").map(String.init) } ?? []
            while true {
                let candidate = (scope + [tail]).joined(separator: ".")
                if declarations[candidate] != nil { return candidate }
                guard !scope.isEmpty else { break }
                scope.removeLast()
            }
        }
        return parts[parts.count - 1]
    }

    /// The scope a type's inheritance clause is looked up from: the type's enclosing type.
    private static func enclosingScope(of declaration: SwiftTypeDeclaration) -> String? {
        guard declaration.kind != .extension, let dot = declaration.name.lastIndex(of: ".") else { return nil }
        return String(declaration.name[..<dot])
    }

    /// What `name` (a qualified name, as ``resolve(_:from:)`` returns) conforms to or inherits,
    /// across its declaration and extensions, and through the protocols and classes the sources
    /// declare (`protocol MigratedWidget: CustomIntentMigratedAppIntent` makes its conformers
    /// migrate): qualified names for types the sources declare, simple names for the others.
    public func conformances(of name: String) -> Set<String> {
        var result: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            for declaration in declarations[next] ?? [] {
                let scope = Self.enclosingScope(of: declaration)
                for part in declaration.inheritedTypes.flatMap(expandingAlias) {
                    let resolved = resolve(part, from: scope)
                    if result.insert(resolved).inserted { pending.append(resolved) }
                }
            }
        }
        return result
    }

    /// The names `inherited` stands for: its parts when it is a composition (`A & B`) or an
    /// alias of one, one level deep.
    private func expandingAlias(_ inherited: String) -> [String] {
        let parts = (aliases[inherited] ?? inherited).split(separator: "&").map { String($0).trimmingSpaces }
        return parts.flatMap { part in
            [part] + (aliases[part].map { $0.split(separator: "&").map { String($0).trimmingSpaces } } ?? [])
        }
    }

    /// The type a type alias of the sources stands for, as written; nil for other names.
    public func aliasTarget(of name: String) -> String? {
        aliases[Self.simpleName(name)]
    }

    /// The declarations and extensions of the type of qualified name `name`.
    public func declarations(of name: String) -> [SwiftTypeDeclaration] {
        declarations[name] ?? []
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
        order.compactMap { name in
            guard conformances(of: name).contains(Self.migratedProtocol) else { return nil }
            return appIntent(named: name)
        }
    }

    /// Types that declare a literal `intentClassName` but do not conform to
    /// `CustomIntentMigratedAppIntent`: the system migrates nothing to them.
    public var unconformingClassNameDeclarers: [MigratingAppIntent] {
        order.compactMap { name in
            guard !conformances(of: name).contains(Self.migratedProtocol),
                let appIntent = appIntent(named: name), appIntent.className != nil
            else { return nil }
            return appIntent
        }
    }

    /// The App Intent view of the type `name`; nil for protocols and names only extended.
    private func appIntent(named name: String) -> MigratingAppIntent? {
        guard let all = declarations[name], let first = all.first(where: { $0.kind != .extension }) ?? all.first,
            first.kind != .protocol
        else { return nil }
        let properties = all.flatMap(\.properties)
        let classProperty = properties.first { $0.isStatic && $0.name == "intentClassName" }
        var seen: Set<String> = []
        let parameters = properties.filter { property in
            property.attributes.contains { Self.parameterAttributes.contains(Self.simpleName($0)) }
                && seen.insert(property.name).inserted
        }
        let others = properties.filter { !$0.isStatic && !seen.contains($0.name) }
        return MigratingAppIntent(
            typeName: name,
            classNameDeclaration: classProperty.map { .init(literal: $0.literalValue, at: $0.location) },
            at: first.location,
            parameters: parameters.map { .init(name: $0.name, type: $0.type, at: $0.location) },
            otherProperties: others.map { .init(name: $0.name, type: $0.type, at: $0.location) })
    }

    private static let migratedProtocol = "CustomIntentMigratedAppIntent"

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
