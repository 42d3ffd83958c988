import IntentDefinition

/// An intent's response: its parameters, its code enum's cases, and its factories.
struct ResponsePlan {
    /// One case of the response code enum.
    struct CodeCase {
        /// The case's Swift name.
        var name: SwiftName
        /// Xcode's numbering: the built-in codes 0–6, then custom codes from 100 in file order.
        var rawValue: Int
        /// The code as the definition declares it; nil for a built-in code the file omits.
        var code: ResponseCode?
    }

    /// A static factory named after a code whose dialogs have placeholders (XCODE-OUTPUT.md §6).
    struct Factory {
        /// The code it creates a response with.
        var code: ResponseCode
        /// That code's case (and the factory's) name.
        var caseName: SwiftName
        /// Its arguments: one per distinct placeholder root naming a response parameter, full
        /// dialog first, as indices into ``ResponsePlan/parameters``.
        var arguments: [Int]
        /// The first argument has no label: the code's name ends with that parameter's name,
        /// first letter upper-cased (`successWithCount(_ count:)`).
        var omitsFirstLabel: Bool
    }

    /// The first raw value of custom codes.
    static let firstCustomRawValue = 100

    /// The response as decoded.
    var response: Response
    /// Its parameters, in file order (those whose type cannot be generated left out).
    var parameters: [MemberPlan]
    /// The code enum's cases: every built-in code, then the custom codes.
    var codeCases: [CodeCase]
    /// The factories, in code order, one per case name.
    var factories: [Factory]

    init(_ response: Response, parameters: [MemberPlan], customCodeNames: [SwiftName]) {
        self.response = response
        self.parameters = parameters
        let builtIns = ResponseCode.builtInNames.enumerated().map { index, name in
            CodeCase(
                name: SwiftName(bare: name, spelled: name), rawValue: index,
                code: response.codes.first { $0.name == name })
        }
        let custom = zip(response.customCodes, customCodeNames).enumerated().map { index, pair in
            CodeCase(name: pair.1, rawValue: Self.firstCustomRawValue + index, code: pair.0)
        }
        codeCases = builtIns + custom
        var seen = Set<String>()
        factories = response.codes.compactMap { code in
            let caseName = ResponseCode.builtInNames.contains(code.name)
                ? SwiftName(bare: code.name, spelled: code.name)
                : customCodeNames[response.customCodes.firstIndex(of: code) ?? 0]
            let arguments = code.placeholderRoots.compactMap { root in
                parameters.firstIndex { $0.parameter.name == root }
            }
            guard let first = arguments.first, seen.insert(caseName.spelled).inserted else { return nil }
            return Factory(
                code: code, caseName: caseName, arguments: arguments,
                omitsFirstLabel: DefinitionNames.omitsFirstFactoryLabel(
                    codeName: code.name, parameterName: parameters[first].parameter.name))
        }
    }
}
