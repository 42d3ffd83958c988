import IntentDefinition

/// Checks that an app's App Intents migrate the intents of the definition they replace
/// (`intentc migrate --check`): per intent, the App Intent whose `intentClassName` is its class
/// name; per parameter, a `@Parameter` of exactly its name and a type its values map to; per
/// enum, the cases; per custom type, the App Entity's identifier type. Losses the sources accept
/// by name (``LossAcceptance``) are reported as notes.
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

    /// What a check found and what it covered.
    public struct Report: Sendable {
        /// The findings, accepted losses as IC251 notes.
        public var diagnostics: [Diagnostic]
        /// The definition's custom intents checked.
        public var intents: Int
        /// Their parameters an App Intent can hold, checked.
        public var parameters: Int
        /// The enums those parameters take, checked case by case.
        public var enums: Int
        /// The errors an `intentc:accept-loss` comment accepted.
        public var acceptedLosses: Int
        /// With `--partial`, the intents left to SiriKit.
        public var leftToSiriKit: Int

        /// The line a run prints when nothing is an error:
        /// `checked 3 intents, 7 parameters, 1 enum: every one migrates`.
        public var summary: String {
            func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
            var text =
                "checked \(count(intents, "intent")), \(count(parameters, "parameter")), \(count(enums, "enum")): "
            var exceptions: [String] = []
            if leftToSiriKit > 0 { exceptions.append("\(leftToSiriKit) left to SiriKit") }
            if acceptedLosses > 0 {
                exceptions.append(acceptedLosses == 1 ? "1 accepted loss" : "\(acceptedLosses) accepted losses")
            }
            text += "every one migrates" + (exceptions.isEmpty ? "" : " but " + exceptions.joined(separator: ", "))
            return text
        }
    }

    /// Checks `definition` against the App Intents of `index` and of `built` (read from built
    /// products' `extract.actionsdata`, whose parameters have no types).
    public static func check(
        _ definition: Definition, sources index: AppIntentsSourceIndex, built: [MigratingAppIntent] = [],
        options: Options = Options()
    ) -> Report {
        let declared = index.migratingAppIntents
        let migrating = declared + built
        let intents = definition.intents.filter { $0.kind == .custom }
        let classNames = intents.map {
            $0.className?.value ?? $0.composedClassName(projectPrefix: options.shippedClassPrefix ?? "")
        }
        var findings: [MigrationFinding] = []
        var parameterCheck = ParameterCheck(definition: definition)
        var leftToSiriKit = 0
        // Looked up once: each type's conformances are followed to find them.
        let unconforming = index.unconformingClassNameDeclarers
        for (intent, className) in zip(intents, classNames) {
            let matches = migrating.filter { $0.className == className }
            if matches.isEmpty {
                let finding = missing(
                    intent, className, among: migrating, unconforming: unconforming, known: Set(classNames), options)
                if finding.diagnostic.code == .migrationMissingPartial { leftToSiriKit += 1 }
                findings.append(finding)
            }
            for appIntent in matches {
                parameterCheck.check(intent, against: appIntent, types: declared.contains(appIntent) ? index : nil)
            }
        }
        findings += parameterCheck.findings
        findings += unmatched(migrating, classNames: Set(classNames)).map { MigrationFinding(diagnostic: $0) }
        let (diagnostics, accepted) = LossAcceptance.apply(index.annotations, to: findings)
        let checkable = intents.flatMap(\.parameters).filter {
            $0.role == .intentParameter && ParameterCheck.canBeMigrated($0, definition)
        }
        let enums = Set(
            checkable.compactMap { parameter -> String? in
                guard case .enumeration(let reference) = parameter.type else { return nil }
                return reference.name
            })
        return Report(
            diagnostics: diagnostics, intents: intents.count, parameters: checkable.count, enums: enums.count,
            acceptedLosses: accepted, leftToSiriKit: leftToSiriKit)
    }

    /// IC240 (IC241 with `--partial`) for an intent no App Intent migrates: at the type that
    /// declares its class name without the conformance when there is one, else at the intent.
    private static func missing(
        _ intent: Intent, _ className: String, among migrating: [MigratingAppIntent],
        unconforming: [MigratingAppIntent], known: Set<String>, _ options: Options
    ) -> MigrationFinding {
        if let unconforming = unconforming.first(where: { $0.className == className }) {
            return MigrationFinding(
                subject: intent.name,
                diagnostic: Diagnostic(
                    .migrationMissing,
                    "'\(unconforming.typeName)' declares intentClassName '\(className)' but does not conform to "
                        + "CustomIntentMigratedAppIntent, so nothing migrates intent '\(intent.name)': its configured "
                        + "widgets and shortcuts will be lost",
                    at: unconforming.typeLocation,
                    notes: [DiagnosticNote("intent '\(intent.name)' is declared here", at: intent.nameLocation)]))
        }
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
            return MigrationFinding(
                subject: intent.name,
                diagnostic: Diagnostic(
                    .migrationMissingPartial,
                    "intent '\(intent.name)' (class '\(className)') is not migrated yet; with --partial it stays served by SiriKit",
                    at: intent.nameLocation, notes: notes))
        }
        return MigrationFinding(
            subject: intent.name,
            diagnostic: Diagnostic(
                .migrationMissing,
                "no App Intent migrates intent '\(intent.name)': no type conforming to CustomIntentMigratedAppIntent has "
                    + "intentClassName '\(className)', so its configured widgets and shortcuts will be lost",
                at: intent.nameLocation, notes: notes))
    }

    /// IC246 for App Intents that declare no class name, one that is not literal, or one that
    /// names no intent; IC249 for a class name two types declare.
    private static func unmatched(_ migrating: [MigratingAppIntent], classNames: Set<String>) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var firstByClass: [String: MigratingAppIntent] = [:]
        for appIntent in migrating {
            guard let className = appIntent.className else {
                let message =
                    appIntent.classNameDeclaration == nil
                    ? "'\(appIntent.typeName)' conforms to CustomIntentMigratedAppIntent but declares no intentClassName, "
                        + "so it migrates no intent"
                    : "'\(appIntent.typeName)' conforms to CustomIntentMigratedAppIntent but its intentClassName is not "
                        + "a string literal this check can read; it is not matched to any intent"
                findings.append(Diagnostic(.migrationUnknownClassName, message, at: appIntent.location))
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
}
