import IntentDefinition

/// Checks that an app's App Intents migrate the intents of the definition they replace
/// (`intentc migrate --check`): per intent, the App Intent whose `intentClassName` is its class
/// name; per parameter, a `@Parameter` of exactly its name and a type its values map to; per
/// enum, the cases; per custom type, the App Entity's identifier type.
public enum MigrationChecker {
    /// How to check.
    public struct Options: Sendable {
        /// The class prefix the shipped intent classes had when the definition names none
        /// (`--shipped-class-prefix`).
        public var shippedClassPrefix: String?
        /// `--partial`: intents without an App Intent are left to SiriKit (notes, not errors).
        public var partial: Bool

        /// Creates options.
        public init(shippedClassPrefix: String? = nil, partial: Bool = false) {
            self.shippedClassPrefix = shippedClassPrefix
            self.partial = partial
        }
    }

    /// The findings for `definition` against the App Intents of `index` and of `built` (read
    /// from built products' `extract.actionsdata`, whose parameters have no types).
    public static func check(
        _ definition: Definition, sources index: AppIntentsSourceIndex, built: [MigratingAppIntent] = [],
        options: Options = Options()
    ) -> [Diagnostic] {
        let declared = index.migratingAppIntents
        let migrating = declared + built
        let intents = definition.intents.filter { $0.kind == .custom }
        let classNames = intents.map {
            $0.className?.value ?? $0.composedClassName(projectPrefix: options.shippedClassPrefix ?? "")
        }
        var findings: [Diagnostic] = []
        var reportedCases: Set<String> = []
        for (intent, className) in zip(intents, classNames) {
            let matches = migrating.filter { $0.className == className }
            if matches.isEmpty {
                findings.append(missing(intent, className, among: migrating, known: Set(classNames), options))
            }
            for appIntent in matches {
                let types = declared.contains(appIntent) ? index : nil
                findings += parameterFindings(intent, appIntent, definition, types, reportedCases: &reportedCases)
            }
        }
        findings += unmatched(migrating, classNames: Set(classNames))
        return findings
    }

    private static func missing(
        _ intent: Intent, _ className: String, among migrating: [MigratingAppIntent], known: Set<String>,
        _ options: Options
    ) -> Diagnostic {
        let unclaimed = migrating.compactMap(\.className).filter { !known.contains($0) }
        let near =
            unclaimed.first { $0.hasSuffix(intent.name + "Intent") || className.hasSuffix($0) }
            ?? NameSuggestion.closest(to: className, among: unclaimed)
        let notes = migrating.filter { $0.className != nil && $0.className == near }.map {
            DiagnosticNote(
                "'\($0.typeName)' declares intentClassName '\($0.className!)'; the class name of '\(intent.name)' is '\(className)'",
                at: $0.location)
        }
        if options.partial {
            return Diagnostic(
                .migrationMissingPartial,
                "intent '\(intent.name)' (class '\(className)') is not migrated yet; with --partial it stays served by SiriKit",
                at: intent.nameLocation, notes: notes)
        }
        return Diagnostic(
            .migrationMissing,
            "no App Intent migrates intent '\(intent.name)': no type conforming to CustomIntentMigratedAppIntent has "
                + "intentClassName '\(className)', so its configured widgets and shortcuts will be lost",
            at: intent.nameLocation, notes: notes)
    }

    /// IC246 for App Intents whose class name is not literal or names no intent; IC249 for a
    /// class name two types declare.
    private static func unmatched(_ migrating: [MigratingAppIntent], classNames: Set<String>) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var firstByClass: [String: MigratingAppIntent] = [:]
        for appIntent in migrating {
            guard let className = appIntent.className else {
                findings.append(
                    Diagnostic(
                        .migrationUnknownClassName,
                        "'\(appIntent.typeName)' conforms to CustomIntentMigratedAppIntent but its intentClassName is not "
                            + "a string literal this check can read; it is not matched to any intent",
                        at: appIntent.location))
                continue
            }
            if !classNames.contains(className) {
                findings.append(
                    Diagnostic(
                        .migrationUnknownClassName,
                        "'\(appIntent.typeName)' migrates '\(className)', which is the class of no intent of the definition",
                        at: appIntent.location))
            }
            if let first = firstByClass[className] {
                if first.typeName != appIntent.typeName {
                    findings.append(
                        Diagnostic(
                            .migrationDuplicate,
                            "'\(appIntent.typeName)' and '\(first.typeName)' both declare intentClassName '\(className)'",
                            at: appIntent.location,
                            notes: [DiagnosticNote("'\(first.typeName)' is here", at: first.location)]))
                }
            } else {
                firstByClass[className] = appIntent
            }
        }
        return findings
    }

    private static func parameterFindings(
        _ intent: Intent, _ appIntent: MigratingAppIntent, _ definition: Definition, _ index: AppIntentsSourceIndex?,
        reportedCases: inout Set<String>
    ) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let names = appIntent.parameters.map(\.name)
        let claimed = Set(intent.parameters.map(\.name))
        for parameter in intent.parameters
        where parameter.role == .intentParameter && canBeMigrated(parameter, definition) {
            guard let migrated = appIntent.parameters.first(where: { $0.name == parameter.name }) else {
                let unclaimed = names.filter { !claimed.contains($0) }
                let near =
                    unclaimed.first { $0.lowercased() == parameter.name.lowercased() }
                    ?? NameSuggestion.closest(to: parameter.name, among: unclaimed)
                var notes = [DiagnosticNote("the parameter is declared here", at: parameter.nameLocation)]
                if let near, let property = appIntent.parameters.first(where: { $0.name == near }) {
                    notes.insert(
                        DiagnosticNote("renamed to '\(near)'? values are carried by exact name", at: property.location),
                        at: 0)
                }
                findings.append(
                    Diagnostic(
                        .migrationParameterLost,
                        "'\(appIntent.typeName)' has no @Parameter named '\(parameter.name)': the values of parameter "
                            + "'\(parameter.name)' of intent '\(intent.name)' stored in widgets and shortcuts are lost",
                        at: appIntent.location, notes: notes))
                continue
            }
            guard let index, let typeText = migrated.type else { continue }
            let shape = SwiftTypeShape(typeText)
            if let problem = typeProblem(parameter, shape, index) {
                findings.append(
                    Diagnostic(
                        .migrationParameterRetyped,
                        "parameter '\(parameter.name)' of intent '\(intent.name)' was \(describe(parameter)) and is now "
                            + "'\(typeText)' in '\(appIntent.typeName)': \(problem)",
                        at: migrated.location,
                        notes: [DiagnosticNote("the parameter is declared here", at: parameter.typeLocation)]))
                continue
            }
            if let unchecked = undeclaredType(parameter, shape, intent, appIntent, index) {
                findings.append(unchecked)
                continue
            }
            findings += enumFindings(parameter, shape, definition, index, &reportedCases)
            findings += entityFindings(parameter, shape, index, &reportedCases)
        }
        return findings
    }

    /// IC250 when an enum or custom-type parameter's App Enum or App Entity is declared in none of
    /// the sources: whether its stored values survive cannot be told (a deleted file, or a type
    /// from a module not given to the check).
    private static func undeclaredType(
        _ parameter: Parameter, _ shape: SwiftTypeShape, _ intent: Intent, _ appIntent: MigratingAppIntent,
        _ index: AppIntentsSourceIndex
    ) -> Diagnostic? {
        let kind: String
        switch parameter.type {
        case .enumeration(let reference) where !reference.isSystem: kind = "cases"
        case .object(let reference) where !reference.isSystem: kind = "identifiers"
        default: return nil
        }
        guard !SwiftTypeShape.knownCarriers.contains(shape.base), !index.declaresType(shape.base),
            let migrated = appIntent.parameters.first(where: { $0.name == parameter.name })
        else { return nil }
        return Diagnostic(
            .migrationTypeNotFound,
            "'\(shape.base)', the type of @Parameter '\(parameter.name)' in '\(appIntent.typeName)', is declared in none "
                + "of the sources, so whether its \(kind) keep the values of parameter '\(parameter.name)' of intent "
                + "'\(intent.name)' was not checked; give the file that declares it to --check",
            at: migrated.location, notes: [DiagnosticNote("the parameter is declared here", at: parameter.nameLocation)]
        )
    }

    /// Whether an App Intent could hold the parameter's values at all: not for objects of types
    /// the file does not define or of Apple's (`System`) types, untyped objects, enums without
    /// cases, or unknown types (the appintents flavor leaves these out with IC153).
    private static func canBeMigrated(_ parameter: Parameter, _ definition: Definition) -> Bool {
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

    private static func describe(_ parameter: Parameter) -> String {
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

    /// Why values of `parameter` cannot be carried into a property of type `shape`; nil when
    /// they can or when it cannot be told from declarations.
    private static func typeProblem(_ parameter: Parameter, _ shape: SwiftTypeShape, _ index: AppIntentsSourceIndex)
        -> String?
    {
        if parameter.isArray != shape.isArray {
            return parameter.isArray ? "one value cannot hold the stored list" : "a list cannot hold the stored value"
        }
        if let carriers = SwiftTypeShape.carriers(of: parameter.type) {
            guard SwiftTypeShape.knownCarriers.contains(shape.base), !carriers.contains(shape.base) else { return nil }
            return "old values cannot map to '\(shape.base)'"
        }
        let conformances = index.conformances(of: shape.base)
        switch parameter.type {
        case .enumeration:
            if SwiftTypeShape.knownCarriers.contains(shape.base) {
                return "an enum's values cannot map to '\(shape.base)'"
            }
            if conformances.contains("AppEntity") { return "an enum's values cannot map to an App Entity" }
        case .object(let reference) where !reference.isSystem:
            if SwiftTypeShape.knownCarriers.contains(shape.base) {
                return "a custom type's values cannot map to '\(shape.base)'"
            }
            if conformances.contains("AppEnum") { return "a custom type's values cannot map to an App Enum" }
        default:
            break
        }
        return nil
    }

    /// IC244 for each case of the definition's enum that the App Enum lacks (by case name or
    /// string raw value), once per enum and case.
    private static func enumFindings(
        _ parameter: Parameter, _ shape: SwiftTypeShape, _ definition: Definition, _ index: AppIntentsSourceIndex,
        _ reported: inout Set<String>
    ) -> [Diagnostic] {
        guard case .enumeration(let reference) = parameter.type, !reference.isSystem,
            let enumDefinition = definition.enums.first(where: { $0.name == reference.name }),
            let appEnum = index.enumDeclaration(named: shape.base)
        else { return [] }
        let definitionNames = Set(enumDefinition.cases.map(\.name))
        let swiftNames = appEnum.cases.map(\.name).filter { !definitionNames.contains($0) }
        var findings: [Diagnostic] = []
        for enumCase in enumDefinition.cases where enumCase.rawValue != 0 {
            // By name, by a string raw value that is the name, or by an integer raw value that is
            // the old case's index (apps that keep the stored integers).
            let matches = appEnum.cases.contains {
                $0.name == enumCase.name || $0.rawValue == "\"\(enumCase.name)\""
                    || $0.rawValue == String(enumCase.rawValue)
            }
            guard !matches, reported.insert(appEnum.name + "." + enumCase.name).inserted else { continue }
            var notes = [DiagnosticNote("the case is declared here", at: enumCase.nameLocation)]
            if let near = NameSuggestion.closest(to: enumCase.name, among: swiftNames),
                let swiftCase = appEnum.cases.first(where: { $0.name == near })
            {
                notes.insert(DiagnosticNote("renamed to '\(near)'?", at: swiftCase.location), at: 0)
            }
            findings.append(
                Diagnostic(
                    .migrationEnumCaseLost,
                    "App Enum '\(appEnum.simpleName)' has no case '\(enumCase.name)' of enum '\(reference.name)': stored "
                        + "values of that case do not carry over",
                    at: appEnum.location, notes: notes))
        }
        return findings
    }

    /// IC245 when the App Entity replacing a custom type identifies values by a UUID or a number.
    private static func entityFindings(
        _ parameter: Parameter, _ shape: SwiftTypeShape, _ index: AppIntentsSourceIndex, _ reported: inout Set<String>
    ) -> [Diagnostic] {
        guard case .object(let reference) = parameter.type, !reference.isSystem,
            index.conformances(of: shape.base).contains("AppEntity"),
            let id = index.declarations(of: shape.base).flatMap(\.properties).first(where: {
                $0.name == "id" && !$0.isStatic
            }),
            let idType = id.type.map({ SwiftTypeShape($0).base }), idType != "String",
            idType == "UUID" || SwiftTypeShape.carriers(of: .integer)!.contains(idType),
            reported.insert("id." + shape.base).inserted
        else { return [] }
        return [
            Diagnostic(
                .migrationEntityIdentifier,
                "App Entity '\(shape.base)' replaces custom type '\(reference.name)' but identifies values by '\(idType)': "
                    + "a stored value keeps its old identifier string, which resolves only if it parses as '\(idType)'",
                at: id.location)
        ]
    }
}
