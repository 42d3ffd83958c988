import IntentDefinition

/// The parameter-level part of ``MigrationChecker``: for one intent and the App Intent that
/// migrates it, each parameter's `@Parameter` by exact name (IC242), a type its stored values
/// map to (IC243, or IC254 where that is in doubt), the App Enum's cases (IC244) and the App
/// Entity's identifier (IC245); IC250 where the type is in no source.
struct ParameterCheck {
    let definition: Definition
    /// What was found so far, in the order found.
    private(set) var findings: [MigrationFinding] = []
    /// Enum cases and entities reported already: each once, however many parameters use them.
    private var reported: Set<String> = []

    init(definition: Definition) {
        self.definition = definition
    }

    /// Checks the parameters of `intent` against `appIntent`; `types` is nil for an App Intent
    /// read from a built product, whose parameters have no types.
    mutating func check(_ intent: Intent, against appIntent: MigratingAppIntent, types index: AppIntentsSourceIndex?) {
        for parameter in intent.parameters
        where parameter.role == .intentParameter && Self.canBeMigrated(parameter, definition) {
            let subject = intent.name + "." + parameter.name
            guard let migrated = appIntent.parameters.first(where: { $0.name == parameter.name }) else {
                findings.append(
                    MigrationFinding(subject: subject, diagnostic: lost(parameter, of: intent, in: appIntent)))
                continue
            }
            guard let index, let typeText = migrated.type else { continue }
            let type = ResolvedType(typeText, from: appIntent.typeName, in: index)
            switch TypeCarryOver.verdict(for: parameter, into: type, index) {
            case .lost(let problem):
                findings.append(
                    MigrationFinding(
                        subject: subject,
                        diagnostic: Diagnostic(
                            .migrationParameterRetyped,
                            "parameter '\(parameter.name)' of intent '\(intent.name)' was \(Self.describe(parameter)) "
                                + "and is now '\(typeText)' in '\(appIntent.typeName)': \(problem)",
                            at: migrated.location,
                            notes: [DiagnosticNote("the parameter is declared here", at: parameter.typeLocation)])))
                continue
            case .inDoubt(let doubt):
                findings.append(
                    MigrationFinding(
                        subject: subject,
                        diagnostic: Diagnostic(
                            .migrationCarryOverInDoubt,
                            "parameter '\(parameter.name)' of intent '\(intent.name)' was \(Self.describe(parameter)) "
                                + "and is now '\(typeText)' in '\(appIntent.typeName)': \(doubt)",
                            at: migrated.location,
                            notes: [DiagnosticNote("the parameter is declared here", at: parameter.typeLocation)])))
            case .carried:
                break
            }
            if let unchecked = undeclaredType(parameter, type, intent, appIntent, migrated) {
                findings.append(MigrationFinding(subject: subject, diagnostic: unchecked))
                continue
            }
            checkCases(of: parameter, type, index)
            checkIdentifier(of: parameter, type, index, subject: subject)
        }
    }

    /// IC242: the App Intent has no `@Parameter` of the parameter's name. Located at the
    /// property that is most likely meant: one of the same name that is not a `@Parameter`, a
    /// near name, or the only `@Parameter` no parameter of the intent claims; else at the
    /// App Intent's `intentClassName`.
    private func lost(_ parameter: Parameter, of intent: Intent, in appIntent: MigratingAppIntent) -> Diagnostic {
        let stored =
            "the values of parameter '\(parameter.name)' of intent '\(intent.name)' stored in widgets and shortcuts are lost"
        let declared = [DiagnosticNote("the parameter is declared here", at: parameter.nameLocation)]
        if let plain = appIntent.otherProperties.first(where: { $0.name == parameter.name }) {
            return Diagnostic(
                .migrationParameterLost,
                "'\(parameter.name)' in '\(appIntent.typeName)' is not a @Parameter, so \(stored)",
                at: plain.location, notes: declared)
        }
        let claimed = Set(intent.parameters.map(\.name))
        let unclaimed = appIntent.parameters.filter { !claimed.contains($0.name) }
        let names = unclaimed.map(\.name)
        let nearName =
            names.first { $0.lowercased() == parameter.name.lowercased() }
            ?? NameSuggestion.closest(to: parameter.name, among: names)
            ?? (unclaimed.count == 1 ? unclaimed[0].name : nil)
        if let nearName, let near = unclaimed.first(where: { $0.name == nearName }) {
            return Diagnostic(
                .migrationParameterLost,
                "'\(appIntent.typeName)' has no @Parameter named '\(parameter.name)' (renamed to '\(nearName)'? values "
                    + "are carried by exact name), so \(stored)",
                at: near.location, notes: declared)
        }
        return Diagnostic(
            .migrationParameterLost,
            "'\(appIntent.typeName)' has no @Parameter named '\(parameter.name)': \(stored)",
            at: appIntent.location, notes: declared)
    }

    /// IC250 when an enum or custom-type parameter's App Enum or App Entity is declared in none of
    /// the sources: whether its stored values survive cannot be told (a deleted file, or a type
    /// from a module not given to the check).
    private func undeclaredType(
        _ parameter: Parameter, _ type: ResolvedType, _ intent: Intent, _ appIntent: MigratingAppIntent,
        _ migrated: MigratingAppIntent.Parameter
    ) -> Diagnostic? {
        let kind: String
        switch parameter.type {
        case .enumeration(let reference) where !reference.isSystem: kind = "cases"
        case .object(let reference) where !reference.isSystem: kind = "identifiers"
        default: return nil
        }
        guard !type.isDeclared, !SwiftTypeShape.knownCarriers.contains(type.shape.base) else { return nil }
        return Diagnostic(
            .migrationTypeNotFound,
            "'\(type.shape.base)', the type of @Parameter '\(parameter.name)' in '\(appIntent.typeName)', is declared in "
                + "none of the sources, so whether its \(kind) keep the values of parameter '\(parameter.name)' of intent "
                + "'\(intent.name)' was not checked; give the file that declares it to --check",
            at: migrated.location, notes: [DiagnosticNote("the parameter is declared here", at: parameter.nameLocation)]
        )
    }

    /// Whether an App Intent could hold the parameter's values at all: not for objects of types
    /// the file does not define or of Apple's (`System`) types, untyped objects, enums without
    /// cases, or unknown types (the appintents flavor leaves these out with IC153).
    static func canBeMigrated(_ parameter: Parameter, _ definition: Definition) -> Bool {
        switch parameter.type {
        case .object(let reference):
            !reference.isSystem && definition.types.contains { $0.name == reference.name }
        case .enumeration(let reference):
            definition.enums.contains { $0.name == reference.name && $0.cases.contains { $0.rawValue != 0 } }
        case .genericObject, .unknown, .missing:
            false
        default:
            true
        }
    }

    /// The parameter's type as the definition spells it: `'Integer'`, `enum 'Mode'`, `a list of …`.
    static func describe(_ parameter: Parameter) -> String {
        let name: String
        switch parameter.type {
        case .enumeration(let reference): name = "enum '\(reference.name)'"
        case .object(let reference): name = "custom type '\(reference.name)'"
        default:
            // The definition's own spelling (`Integer`, `Distance`); one key names each type.
            name =
                ParameterType.scalarTypeNames.first { $0.value == parameter.type }.map { "'\($0.key)'" }
                ?? "\(parameter.type)"
        }
        return parameter.isArray ? "a list of \(name)" : name
    }

    /// IC244 for each case of the definition's enum that the App Enum lacks (by case name or
    /// string raw value), once per enum and case; IC254 when every case is kept, some only by an
    /// integer raw value equal to the old index.
    private mutating func checkCases(of parameter: Parameter, _ type: ResolvedType, _ index: AppIntentsSourceIndex) {
        guard case .enumeration(let reference) = parameter.type, !reference.isSystem,
            let enumDefinition = definition.enums.first(where: { $0.name == reference.name }),
            let appEnum = index.enumDeclaration(named: type.qualifiedName)
        else { return }
        let definitionNames = Set(enumDefinition.cases.map(\.name))
        let oldCases = enumDefinition.cases.filter { $0.rawValue != 0 }
        let unclaimed = appEnum.cases.filter { !definitionNames.contains($0.name) }
        let missing = oldCases.filter { enumCase in
            !appEnum.cases.contains {
                $0.name == enumCase.name || $0.rawValue == "\"\(enumCase.name)\""
                    || $0.rawValue == String(enumCase.rawValue)
            }
        }
        for enumCase in missing where reported.insert(appEnum.name + "." + enumCase.name).inserted {
            let names = unclaimed.map(\.name)
            let nearName =
                NameSuggestion.closest(to: enumCase.name, among: names)
                ?? (unclaimed.count == 1 && missing.count == 1 ? unclaimed[0].name : nil)
            let near = nearName.flatMap { name in unclaimed.first { $0.name == name } }
            let rename = near.map { " (renamed to '\($0.name)'? values are carried by case name)" } ?? ""
            findings.append(
                MigrationFinding(
                    subject: reference.name + "." + enumCase.name,
                    diagnostic: Diagnostic(
                        .migrationEnumCaseLost,
                        "App Enum '\(appEnum.simpleName)' has no case '\(enumCase.name)' of enum '\(reference.name)'"
                            + "\(rename): stored values of that case do not carry over",
                        at: near?.location ?? appEnum.location,
                        notes: [DiagnosticNote("the case is declared here", at: enumCase.nameLocation)])))
        }
        let byIndexOnly = oldCases.filter { enumCase in
            !appEnum.cases.contains { $0.name == enumCase.name || $0.rawValue == "\"\(enumCase.name)\"" }
        }
        guard missing.isEmpty, !byIndexOnly.isEmpty, reported.insert("indices." + appEnum.name).inserted else { return }
        findings.append(
            MigrationFinding(
                subject: reference.name + "." + byIndexOnly[0].name,
                diagnostic: Diagnostic(
                    .migrationCarryOverInDoubt,
                    "App Enum '\(appEnum.simpleName)' keeps \(byIndexOnly.count == 1 ? "case" : "cases") "
                        + byIndexOnly.map { "'\($0.name)'" }.joined(separator: ", ")
                        + " of enum '\(reference.name)' only by an integer raw value equal to the old index; how the "
                        + "system maps stored enum values is not documented (Xcode's conversion keeps each case's name, "
                        + "as a String raw value): check on a device that a configured widget keeps its choice",
                    at: appEnum.location,
                    notes: [
                        DiagnosticNote("enum '\(reference.name)' is declared here", at: enumDefinition.nameLocation)
                    ])))
    }

    /// IC245 when the App Entity replacing a custom type identifies values by a UUID or a number.
    private mutating func checkIdentifier(
        of parameter: Parameter, _ type: ResolvedType, _ index: AppIntentsSourceIndex, subject: String
    ) {
        guard case .object(let reference) = parameter.type, !reference.isSystem,
            index.conformances(of: type.qualifiedName).contains("AppEntity"),
            let id = index.declarations(of: type.qualifiedName).flatMap(\.properties).first(where: {
                $0.name == "id" && !$0.isStatic
            }),
            let idType = id.type.map({ SwiftTypeShape($0).base }), idType != "String",
            idType == "UUID" || SwiftTypeShape.carriers(of: .integer)!.contains(idType),
            reported.insert("id." + type.qualifiedName).inserted
        else { return }
        findings.append(
            MigrationFinding(
                subject: subject,
                diagnostic: Diagnostic(
                    .migrationEntityIdentifier,
                    "App Entity '\(type.shape.base)' replaces custom type '\(reference.name)' but identifies values by "
                        + "'\(idType)': a stored value keeps its old identifier string, which resolves only if it parses "
                        + "as '\(idType)'",
                    at: id.location)))
    }
}

/// A `@Parameter`'s type as written, with the type aliases of the sources followed and the
/// base type looked up as Swift does from the App Intent outward.
struct ResolvedType {
    /// The shape, through type aliases.
    var shape: SwiftTypeShape
    /// The qualified name of the base type when the sources declare it, else its simple name.
    var qualifiedName: String
    /// Whether the sources declare the base type.
    var isDeclared: Bool

    init(_ text: String, from context: String, in index: AppIntentsSourceIndex) {
        var shape = SwiftTypeShape(text)
        var qualified = index.resolve(shape.name, from: context)
        var followed = 0
        while !index.declaresType(qualified), let target = index.aliasTarget(of: shape.name), followed < 8 {
            let aliased = SwiftTypeShape(target)
            shape = SwiftTypeShape(name: aliased.name, isArray: shape.isArray || aliased.isArray)
            qualified = index.resolve(shape.name, from: context)
            followed += 1
        }
        self.shape = shape
        self.qualifiedName = qualified
        self.isDeclared = index.declaresType(qualified)
    }
}
