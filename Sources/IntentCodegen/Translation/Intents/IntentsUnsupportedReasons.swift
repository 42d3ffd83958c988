import IntentDefinition

/// Per-parameter unsupported reasons (XcodeGeneratedClasses.md, 'Unsupported reasons'):
/// `<N><P>UnsupportedReason` and `<N><P>ResolutionResult` with `unsupported(forReason:)`, which
/// `resolve<P>` then answers.
extension IntentsTranslator {
    /// The numeric reasons Xcode gives every resolved integer or decimal parameter.
    private static let numericReasons = [
        "negativeNumbersNotSupported", "greaterThanMaximumValue", "lessThanMinimumValue",
    ]

    /// The reason codes of a parameter, in file order. A resolved integer or decimal parameter
    /// whose file lists none of the numeric reasons gets them first, as Xcode gives them even
    /// to a file that lists no reasons at all (inventario-casa's `unidades`).
    static func reasonCodes(of parameter: Parameter) -> [String] {
        var seen = Set<String>()
        let listed = parameter.unsupportedReasons.map(\.code).filter { seen.insert($0).inserted }
        guard parameter.supportsResolution, !listed.contains(where: numericReasons.contains) else {
            return listed
        }
        switch parameter.type {
        case .integer, .decimal: return numericReasons + listed
        default: return listed
        }
    }

    /// The result class `resolve<P>` answers for one value.
    func resolutionResult(of member: IntentsMember) -> SwiftType {
        Self.reasonCodes(of: member.plan.parameter).isEmpty
            ? member.type.resolutionResult : .named(reasonTypeNames(member).result)
    }

    /// The reasons enum and the result class of one member; nothing when it has no reasons.
    func unsupportedReasonDeclarations(_ member: IntentsMember) -> [SwiftDeclaration] {
        let reasons = Self.reasonCodes(of: member.plan.parameter)
        guard !reasons.isEmpty else { return [] }
        let (reasonType, resultType) = reasonTypeNames(member)
        let cases = reasons.enumerated().map { index, code in
            SwiftDeclaration.enumCase(
                SwiftEnumCase(
                    name: NameSanitizer.sanitize(code, position: .member, reserved: IntentsNaming.scheme.enumMembers)
                        .spelled,
                    rawValue: String(index + 1)))
        }
        let unsupported = SwiftFunction(
            documentation: "The value is not supported, for `reason`.",
            attributes: [.objc("unsupportedForReason:")], modifiers: classModifiers, name: "unsupported",
            parameters: [SwiftParameter(label: "forReason", name: "reason", type: .named(reasonType))],
            returnType: .contextual(IntentsContextualType.selfType),
            body: [.return(.call("__unsupported", [SwiftArgument("withReason", .member(.atom("reason"), "rawValue"))]))]
        )
        return [
            .nominal(
                SwiftNominalType(
                    documentation: "Why a value of `\(member.plan.parameter.name)` is not supported.",
                    attributes: [IntentsAvailability.iOS13], modifiers: [.objc, access], kind: .enum,
                    name: reasonType, inheritance: [.swift(.int)], memberGroups: [cases])),
            .nominal(
                SwiftNominalType(
                    documentation: "A resolution of `\(member.plan.parameter.name)` that can name its reason.",
                    attributes: [IntentsAvailability.iOS13, .objc("\(resultType)")],
                    modifiers: classDeclarationModifiers, kind: .class,
                    name: resultType, inheritance: [member.type.resolutionResult],
                    memberGroups: [[.function(unsupported)]])),
        ]
    }

    /// `<INIntentName><P>UnsupportedReason` and `<INIntentName><P>ResolutionResult` (no class
    /// prefix, no `Intent`), as ``DefinitionNames`` named and claimed them: the scheme's
    /// parameter types, declared for every parameter with reasons.
    private func reasonTypeNames(_ member: IntentsMember) -> (reason: String, result: String) {
        let types = member.plan.methods.types.map(\.spelled)
        return (types.first ?? "", types.last ?? "")
    }
}
