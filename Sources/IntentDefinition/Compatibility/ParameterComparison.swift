/// Intent parameters and custom-type properties: paired by tag, then by name, since stored
/// values are keyed by name and a tag is the identity Xcode keeps across a rename.
extension DefinitionComparison {
    /// The codes one kind of parameter list reports with.
    struct ParameterCodes {
        /// No counterpart in the new version.
        var removed: DiagnosticCode
        /// Same tag, another name.
        var renamed: DiagnosticCode
        /// Another type.
        var retyped: DiagnosticCode
        /// Single ↔ multiple values; nil reports it as `retyped`.
        var multiplicity: DiagnosticCode?
        /// No counterpart in the old version.
        var added: DiagnosticCode

        /// The codes of an intent's parameters.
        static let intentParameters = ParameterCodes(
            removed: .compatParameterRemoved, renamed: .compatParameterRenamed, retyped: .compatParameterRetyped,
            multiplicity: .compatParameterMultiplicityChanged, added: .compatParameterAdded)
        /// The codes of a custom type's user properties.
        static let typeProperties = ParameterCodes(
            removed: .compatPropertyRemoved, renamed: .compatPropertyRenamed, retyped: .compatPropertyRetyped,
            multiplicity: nil, added: .compatPropertyAdded)
    }

    /// An intent's parameters, and those no longer configurable.
    mutating func compareParameters(of before: Intent, _ after: Intent) {
        let matching = compare(
            before.parameters, after.parameters, owner: "intent '\(after.name)'",
            ownerLocation: after.nameLocation, codes: .intentParameters)
        for (oldParameter, newParameter) in matching.pairs
        where oldParameter.isConfigurable && !newParameter.isConfigurable {
            report(
                .compatParameterNoLongerConfigurable,
                "parameter '\(newParameter.name)' of intent '\(after.name)' is no longer configurable; "
                    + "widgets and shortcuts that set it lose the value",
                at: newParameter.nameLocation, note: "'\(oldParameter.name)' was configurable here",
                oldLocation: oldParameter.nameLocation)
        }
    }

    /// Where a parameter's type is written: the enum or custom type it names, else `…Type`.
    static func typePlace(of parameter: Parameter) -> SourceLocation {
        switch parameter.type {
        case .enumeration(let reference), .object(let reference): reference.location
        default: parameter.typeLocation
        }
    }

    /// Tag first, then name.
    static var parameterIdentities: [(Parameter) -> String?] {
        [{ $0.tag.map { "\($0.value)" } }, { $0.name }]
    }

    /// Reports what changed between the old and the new list of `owner` (`intent 'Order'`,
    /// `type 'Soup'`), with `codes`; a removed parameter is reported at `ownerLocation`, the
    /// holder's name in the new file. Returns how the lists paired up.
    @discardableResult
    mutating func compare(
        _ oldList: [Parameter], _ newList: [Parameter], owner: String, ownerLocation: SourceLocation,
        codes: ParameterCodes
    ) -> ElementMatching<Parameter> {
        let matching = ElementMatching(old: oldList, new: newList, identities: Self.parameterIdentities)
        for (before, after) in matching.pairs {
            let noun = before.role.noun
            if before.name != after.name {
                let tag = after.tag.map { " (tag \($0.value))" } ?? ""
                report(
                    codes.renamed,
                    "\(noun) '\(before.name)' of \(owner) was renamed to '\(after.name)'\(tag); "
                        + "values stored under '\(before.name)' are lost",
                    at: after.nameLocation, note: "'\(before.name)' was named here", oldLocation: before.nameLocation)
            }
            if !isSameType(before.type, after.type) {
                report(
                    codes.retyped,
                    "\(noun) '\(after.name)' of \(owner) changes type from "
                        + "\(ValueDescriptions.type(before.type)) to \(ValueDescriptions.type(after.type)); "
                        + "stored values no longer read",
                    at: Self.typePlace(of: after), note: "'\(before.name)' had its old type here",
                    oldLocation: Self.typePlace(of: before))
            } else if before.isArray != after.isArray {
                let change =
                    before.isArray
                    ? "from multiple values to a single value" : "from a single value to multiple values"
                report(
                    codes.multiplicity ?? codes.retyped,
                    "\(noun) '\(after.name)' of \(owner) changes \(change); stored values no longer read",
                    at: after.typeLocation, note: "'\(before.name)' was declared here",
                    oldLocation: before.typeLocation)
            }
        }
        for parameter in matching.removed {
            report(
                codes.removed,
                "\(parameter.role.noun) '\(parameter.name)' of \(owner) was removed; "
                    + "values stored for it are lost",
                at: ownerLocation, note: "'\(parameter.name)' was declared here",
                oldLocation: parameter.nameLocation)
        }
        for parameter in matching.added {
            report(
                codes.added, "\(parameter.role.noun) '\(parameter.name)' was added to \(owner)",
                at: parameter.nameLocation)
        }
        return matching
    }
}
