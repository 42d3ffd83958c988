/// Missing and invalid names, and names shared between intents, enums and custom types.
enum NameChecks {
    /// Whether `name` is an identifier as Xcode's editor enforces: Swift's identifier rule
    /// restricted to ASCII, `[A-Za-z_][A-Za-z0-9_]*`.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, SwiftIdentifierCharacters.isASCIIHead(first) else { return false }
        return SwiftIdentifierCharacters.isAllASCIIBody(name)
    }

    /// Reports a missing or non-identifier name.
    ///
    /// - Parameters:
    ///   - noun: what the element is (`parameter`, `enum`, `case`, …).
    ///   - owner: what holds it (`intent 'BrewCoffee'`), nil for top-level elements.
    static func check(
        _ name: String, at location: SourceLocation, noun: String, owner: @autoclosure () -> String?,
        into diagnostics: inout [Diagnostic]
    ) {
        var ofOwner: String { owner().map { " of \($0)" } ?? "" }
        if name.isEmpty {
            diagnostics.append(
                Diagnostic(.missingName, "\(article(noun)) \(noun)\(ofOwner) has no name", at: location))
        } else if !isIdentifier(name) {
            diagnostics.append(
                Diagnostic(
                    .invalidName,
                    "\(noun) name '\(name)'\(ofOwner) is not an identifier (letters, digits and underscores, not starting with a digit)",
                    at: location))
        }
    }

    /// Reports intents that share a name, enums and custom types that share a name, and intents
    /// named like an enum or custom type.
    static func checkTopLevel(_ definition: Definition, into diagnostics: inout [Diagnostic]) {
        for (duplicate, first) in Duplicates.pairs(in: definition.intents, key: nonEmptyName(\.name)) {
            diagnostics.append(
                Diagnostic(
                    .duplicateIntentName, "intent '\(duplicate.name)' is defined twice",
                    at: duplicate.nameLocation,
                    notes: [DiagnosticNote("intent '\(first.name)' is first defined here", at: first.nameLocation)]))
        }
        let declarations =
            definition.enums.map { Declaration(noun: "enum", name: $0.name, location: $0.nameLocation) }
            + definition.types.map { Declaration(noun: "type", name: $0.name, location: $0.nameLocation) }
        let declarationOrder = declarations.sorted { $0.location < $1.location }
        for (duplicate, first) in Duplicates.pairs(in: declarationOrder, key: nonEmptyName(\.name)) {
            diagnostics.append(
                Diagnostic(
                    .duplicateTypeName,
                    duplicate.noun == first.noun
                        ? "\(duplicate.noun) '\(duplicate.name)' is defined twice, first at line \(first.location.line)"
                        : "\(duplicate.noun) '\(duplicate.name)' has the same name as \(first.noun) '\(first.name)' "
                            + "at line \(first.location.line)",
                    at: duplicate.location,
                    notes: [DiagnosticNote("\(first.noun) '\(first.name)' is defined here", at: first.location)]))
        }
        let firstDeclarations = Duplicates.firsts(in: declarationOrder, key: \.name)
        for intent in definition.intents where !intent.name.isEmpty {
            guard let declaration = firstDeclarations[intent.name] else { continue }
            diagnostics.append(
                Diagnostic(
                    .intentSharesTypeName,
                    "intent '\(intent.name)' has the same name as \(declaration.noun) '\(declaration.name)' "
                        + "at line \(declaration.location.line)",
                    at: intent.nameLocation,
                    notes: [
                        DiagnosticNote(
                            "\(declaration.noun) '\(declaration.name)' is defined here", at: declaration.location)
                    ]))
        }
    }

    /// A key function for ``Duplicates`` that leaves out missing names (reported on their own).
    static func nonEmptyName<Element>(_ name: KeyPath<Element, String>) -> (Element) -> String? {
        { element in
            let value = element[keyPath: name]
            return value.isEmpty ? nil : value
        }
    }

    /// `a` or `an` for a noun.
    private static func article(_ noun: String) -> String {
        noun.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }

    /// An enum or custom type, for the shared-name check.
    private struct Declaration {
        let noun: String
        let name: String
        let location: SourceLocation
    }
}
