import IntentDefinition

extension DefinitionNames {
    /// Names the methods generated for `parameters` (named `parameterNames`) from the scheme's
    /// patterns, and reports two parameters whose methods would share a name (names that
    /// differ only in their first letter's case: `item` and `Item`). The methods of one
    /// parameter are reported once.
    func methodNames(
        _ parameters: [Parameter], _ parameterNames: [SwiftName], owner: NameSource.Declaration
    ) -> (names: [ParameterMethodNames], diagnostics: [Diagnostic]) {
        // By index, reading the few fields needed rather than copying each parameter.
        func resolves(_ index: Int) -> Bool { parameters[index].supportsResolution && scheme.resolveMethod != nil }
        func hasMethods(_ index: Int) -> Bool { parameters[index].supportsDynamicOptions || resolves(index) }
        // Only two parameters' methods can collide: the methods of one parameter share its
        // written name, which the scope never reports. Most intents have one such parameter
        // or none, and then claim nothing.
        let claimsMethods = parameters.indices.filter(hasMethods).count > 1
        // Room for every method name (three at most per parameter) when any are claimed.
        var scope = NameScope()
        let result = zip(parameters.indices, parameterNames).map { index, parameterName in
            // Most parameters get no method: their names are not built.
            guard hasMethods(index) else { return ParameterMethodNames() }
            let stem = parameterName.upperFirst
            let options =
                parameters[index].supportsDynamicOptions
                ? OptionsMethodNames(
                    provideOptions: method(scheme.optionsMethod, stem), defaultValue: method(scheme.defaultMethod, stem)
                )
                : nil
            let methods = ParameterMethodNames(
                options: options, resolve: resolves(index) ? scheme.resolveMethod.map { method($0, stem) } : nil)
            guard claimsMethods else { return methods }
            let written = parameters[index].name
            let source = NameSource(
                role: "the options methods", "parameter", written, of: owner,
                location: parameters[index].nameLocation, writtenName: written)
            for name in [methods.options?.provideOptions, methods.options?.defaultValue, methods.resolve].compactMap(
                \.self)
            {
                guard scope.claim(name, for: source) else { break }
            }
            return methods
        }
        return (result, scope.diagnostics)
    }

    /// `<prefix><Stem><suffix>`. The stem is an identifier and the pattern adds identifier
    /// characters, so sanitizing only adds backticks where the result is a keyword.
    private func method(_ pattern: MethodNamePattern, _ stem: String) -> SwiftName {
        NameSanitizer.sanitize(pattern.prefix + stem + pattern.suffix, position: .member)
    }

    /// Whether a response factory's first argument goes unlabeled: Xcode leaves it out when
    /// the code's name ends with the parameter's name, first letter upper-cased
    /// (`successWithCount(_:)`). Compared on the names as the definition writes them.
    static func omitsFirstFactoryLabel(codeName: String, parameterName: String) -> Bool {
        codeName.hasSuffix(SwiftName.upperFirst(parameterName))
    }
}
