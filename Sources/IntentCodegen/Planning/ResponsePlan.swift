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

    /// A static factory named after a code whose dialogs have placeholders
    /// (XcodeGeneratedClasses.md, 'Factories').
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

    /// Plans `response`, whose custom codes (`Response.customCodes`) are named `customCodeNames`.
    ///
    /// One pass over the codes sorts them into built-in and custom ones and names each code's
    /// case; only codes whose dialogs have placeholders are looked at again, for factories.
    /// Codes are read in place and copied only into the plan.
    init(_ response: Response, parameters: [MemberPlan], customCodeNames: [SwiftName]) {
        self.response = response
        self.parameters = parameters
        let codes = response.codes
        let builtInNames = ResponseCode.builtInNames
        // The cases are built in place: the built-in ones first, each given the first code of
        // its name, then the custom ones. Separate arrays for the built-in codes found and the
        // custom cases, joined at the end, copied every case once more.
        var codeCases: [CodeCase] = []
        codeCases.reserveCapacity(builtInNames.count + customCodeNames.count)
        for builtIn in builtInNames.indices {
            let name = builtInNames[builtIn]
            codeCases.append(CodeCase(name: SwiftName(bare: name, spelled: name), rawValue: builtIn, code: nil))
        }
        // Bit `i` is set once built-in code `i` has its code: comparing the optional code with
        // nil would go through `ResponseCode`'s `==`, copying codes to compare them.
        var builtInsFound: UInt64 = 0
        var customCount = 0
        var caseNames: [SwiftName?] = []
        caseNames.reserveCapacity(codes.count)
        for index in codes.indices {
            let name = codes[index].name
            if let builtIn = builtInNames.firstIndex(of: name) {
                if builtInsFound & (1 << builtIn) == 0 {
                    builtInsFound |= 1 << builtIn
                    codeCases[builtIn].code = codes[index]
                }
                caseNames.append(SwiftName(bare: name, spelled: name))
            } else if customCount < customCodeNames.count {
                let caseName = customCodeNames[customCount]
                codeCases.append(
                    CodeCase(name: caseName, rawValue: Self.firstCustomRawValue + customCount, code: codes[index]))
                customCount += 1
                caseNames.append(caseName)
            } else {
                caseNames.append(nil)
            }
        }
        self.codeCases = codeCases
        // A response has a few factories: a scan of those found so far keeps their names unique
        // without making and hashing into a set per response.
        var factories: [Factory] = []
        for index in codes.indices {
            guard let caseName = caseNames[index] else { continue }
            let arguments = Self.arguments(
                full: codes[index].formatString?.placeholders ?? [],
                concise: codes[index].conciseFormatString?.placeholders ?? [], among: parameters)
            // By index: a predicate over the elements would copy each factory's code.
            guard let first = arguments.first,
                !factories.indices.contains(where: { factories[$0].caseName.spelled == caseName.spelled })
            else { continue }
            factories.append(
                Factory(
                    code: codes[index], caseName: caseName, arguments: arguments,
                    omitsFirstLabel: DefinitionNames.omitsFirstFactoryLabel(
                        codeName: codes[index].name, parameterName: parameters[first].parameter.name)))
        }
        self.factories = factories
    }

    /// The parameters a code's dialogs name (by the first component of a placeholder), full
    /// dialog first, each once, as indices into `parameters`. A dialog names a few parameters,
    /// so a scan of those found so far keeps them unique without hashing.
    private static func arguments(
        full: [Placeholder], concise: [Placeholder], among parameters: [MemberPlan]
    ) -> [Int] {
        var arguments: [Int] = []
        func add(_ placeholders: [Placeholder]) {
            for placeholder in placeholders {
                // By index: a predicate over the elements would copy each member it looks at.
                guard
                    let index = parameters.indices.first(where: { parameters[$0].parameter.name == placeholder.root }),
                    !arguments.contains(index)
                else { continue }
                arguments.append(index)
            }
        }
        add(full)
        add(concise)
        return arguments
    }
}
