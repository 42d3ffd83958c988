/// The fields of an ``Intent``, shared by its copies until one of them is mutated (see
/// `Intent.storage` and ``ParameterStorage``, which explains the unchecked attributes).
@usableFromInline final class IntentStorage: @unchecked Sendable {
    @exclusivity(unchecked) @usableFromInline var name: String
    @exclusivity(unchecked) @usableFromInline var nameLocation: SourceLocation
    @exclusivity(unchecked) @usableFromInline var location: SourceLocation
    @exclusivity(unchecked) @usableFromInline var kind: Intent.Kind
    @exclusivity(unchecked) @usableFromInline var category: String?
    @exclusivity(unchecked) @usableFromInline var verb: String?
    @exclusivity(unchecked) @usableFromInline var title: LocalizedText?
    @exclusivity(unchecked) @usableFromInline var description: LocalizedText?
    @exclusivity(unchecked) @usableFromInline var parameters: [Parameter]
    @exclusivity(unchecked) @usableFromInline var lastParameterTag: Located<Int>?
    @exclusivity(unchecked) @usableFromInline var response: Response?
    @exclusivity(unchecked) @usableFromInline var parameterCombinations: [ParameterCombination]
    @exclusivity(unchecked) @usableFromInline var managedParameterCombinations: [ParameterCombination]
    @exclusivity(unchecked) @usableFromInline var isConfigurable: Bool
    @exclusivity(unchecked) @usableFromInline var isEligibleForWidgets: Bool
    @exclusivity(unchecked) @usableFromInline var isIneligibleForSuggestions: Bool
    @exclusivity(unchecked) @usableFromInline var requiresUserConfirmation: Bool
    @exclusivity(unchecked) @usableFromInline var inputParameterName: Located<String>?
    @exclusivity(unchecked) @usableFromInline var keyParameterName: Located<String>?
    @exclusivity(unchecked) @usableFromInline var classPrefix: String?
    @exclusivity(unchecked) @usableFromInline var className: Located<String>?
    @exclusivity(unchecked) @usableFromInline var restrictions: Int?
    @exclusivity(unchecked) @usableFromInline var defaultImageName: String?
    @exclusivity(unchecked) @usableFromInline var domain: String?
    @exclusivity(unchecked) @usableFromInline var isCustomizable: Bool

    @usableFromInline init(
        name: String,
        nameLocation: SourceLocation,
        location: SourceLocation,
        kind: Intent.Kind,
        category: String?,
        verb: String?,
        title: LocalizedText?,
        description: LocalizedText?,
        parameters: [Parameter],
        lastParameterTag: Located<Int>?,
        response: Response?,
        parameterCombinations: [ParameterCombination],
        managedParameterCombinations: [ParameterCombination],
        isConfigurable: Bool,
        isEligibleForWidgets: Bool,
        isIneligibleForSuggestions: Bool,
        requiresUserConfirmation: Bool,
        inputParameterName: Located<String>?,
        keyParameterName: Located<String>?,
        classPrefix: String?,
        className: Located<String>?,
        restrictions: Int?,
        defaultImageName: String?,
        domain: String?,
        isCustomizable: Bool
    ) {
        self.name = name
        self.nameLocation = nameLocation
        self.location = location
        self.kind = kind
        self.category = category
        self.verb = verb
        self.title = title
        self.description = description
        self.parameters = parameters
        self.lastParameterTag = lastParameterTag
        self.response = response
        self.parameterCombinations = parameterCombinations
        self.managedParameterCombinations = managedParameterCombinations
        self.isConfigurable = isConfigurable
        self.isEligibleForWidgets = isEligibleForWidgets
        self.isIneligibleForSuggestions = isIneligibleForSuggestions
        self.requiresUserConfirmation = requiresUserConfirmation
        self.inputParameterName = inputParameterName
        self.keyParameterName = keyParameterName
        self.classPrefix = classPrefix
        self.className = className
        self.restrictions = restrictions
        self.defaultImageName = defaultImageName
        self.domain = domain
        self.isCustomizable = isCustomizable
    }

    /// A storage holding the same fields.
    @usableFromInline func copy() -> IntentStorage {
        IntentStorage(
            name: name, nameLocation: nameLocation, location: location, kind: kind, category: category,
            verb: verb, title: title, description: description, parameters: parameters,
            lastParameterTag: lastParameterTag, response: response,
            parameterCombinations: parameterCombinations,
            managedParameterCombinations: managedParameterCombinations, isConfigurable: isConfigurable,
            isEligibleForWidgets: isEligibleForWidgets, isIneligibleForSuggestions: isIneligibleForSuggestions,
            requiresUserConfirmation: requiresUserConfirmation, inputParameterName: inputParameterName,
            keyParameterName: keyParameterName, classPrefix: classPrefix, className: className,
            restrictions: restrictions, defaultImageName: defaultImageName, domain: domain,
            isCustomizable: isCustomizable)
    }
}

/// Equality, hashing and coding as the compiler synthesizes them for a struct of these fields,
/// in declaration order: boxing the fields changes none of them.
extension Intent {
    public static func == (lhs: Intent, rhs: Intent) -> Bool {
        lhs.storage.hasEqualFields(to: rhs.storage)
    }

    public func hash(into hasher: inout Hasher) {
        storage.hash(into: &hasher)
    }

    public func encode(to encoder: any Encoder) throws {
        try storage.encode(to: encoder)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: IntentStorage.CodingKeys.self)
        self.init(
            name: try container.decode(String.self, forKey: .name),
            nameLocation: try container.decode(SourceLocation.self, forKey: .nameLocation),
            location: try container.decode(SourceLocation.self, forKey: .location),
            kind: try container.decode(Kind.self, forKey: .kind),
            category: try container.decodeIfPresent(String.self, forKey: .category),
            verb: try container.decodeIfPresent(String.self, forKey: .verb),
            title: try container.decodeIfPresent(LocalizedText.self, forKey: .title),
            description: try container.decodeIfPresent(LocalizedText.self, forKey: .description),
            parameters: try container.decode([Parameter].self, forKey: .parameters),
            lastParameterTag: try container.decodeIfPresent(Located<Int>.self, forKey: .lastParameterTag),
            response: try container.decodeIfPresent(Response.self, forKey: .response),
            parameterCombinations:
                try container.decode([ParameterCombination].self, forKey: .parameterCombinations),
            managedParameterCombinations:
                try container.decode([ParameterCombination].self, forKey: .managedParameterCombinations),
            isConfigurable: try container.decode(Bool.self, forKey: .isConfigurable),
            isEligibleForWidgets: try container.decode(Bool.self, forKey: .isEligibleForWidgets),
            isIneligibleForSuggestions: try container.decode(Bool.self, forKey: .isIneligibleForSuggestions),
            requiresUserConfirmation: try container.decode(Bool.self, forKey: .requiresUserConfirmation),
            inputParameterName: try container.decodeIfPresent(Located<String>.self, forKey: .inputParameterName),
            keyParameterName: try container.decodeIfPresent(Located<String>.self, forKey: .keyParameterName),
            classPrefix: try container.decodeIfPresent(String.self, forKey: .classPrefix),
            className: try container.decodeIfPresent(Located<String>.self, forKey: .className),
            restrictions: try container.decodeIfPresent(Int.self, forKey: .restrictions),
            defaultImageName: try container.decodeIfPresent(String.self, forKey: .defaultImageName),
            domain: try container.decodeIfPresent(String.self, forKey: .domain),
            isCustomizable: try container.decode(Bool.self, forKey: .isCustomizable))
    }
}

extension IntentStorage {
    enum CodingKeys: String, CodingKey {
        case name, nameLocation, location, kind, category, verb, title, description, parameters
        case lastParameterTag, response, parameterCombinations, managedParameterCombinations, isConfigurable
        case isEligibleForWidgets, isIneligibleForSuggestions, requiresUserConfirmation, inputParameterName
        case keyParameterName, classPrefix, className, restrictions, defaultImageName, domain, isCustomizable
    }

    func hasEqualFields(to rhs: IntentStorage) -> Bool {
        let lhs = self
        return lhs.name == rhs.name &&
            lhs.nameLocation == rhs.nameLocation &&
            lhs.location == rhs.location &&
            lhs.kind == rhs.kind &&
            lhs.category == rhs.category &&
            lhs.verb == rhs.verb &&
            lhs.title == rhs.title &&
            lhs.description == rhs.description &&
            lhs.parameters == rhs.parameters &&
            lhs.lastParameterTag == rhs.lastParameterTag &&
            lhs.response == rhs.response &&
            lhs.parameterCombinations == rhs.parameterCombinations &&
            lhs.managedParameterCombinations == rhs.managedParameterCombinations &&
            lhs.isConfigurable == rhs.isConfigurable &&
            lhs.isEligibleForWidgets == rhs.isEligibleForWidgets &&
            lhs.isIneligibleForSuggestions == rhs.isIneligibleForSuggestions &&
            lhs.requiresUserConfirmation == rhs.requiresUserConfirmation &&
            lhs.inputParameterName == rhs.inputParameterName &&
            lhs.keyParameterName == rhs.keyParameterName &&
            lhs.classPrefix == rhs.classPrefix &&
            lhs.className == rhs.className &&
            lhs.restrictions == rhs.restrictions &&
            lhs.defaultImageName == rhs.defaultImageName &&
            lhs.domain == rhs.domain &&
            lhs.isCustomizable == rhs.isCustomizable
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(nameLocation)
        hasher.combine(location)
        hasher.combine(kind)
        hasher.combine(category)
        hasher.combine(verb)
        hasher.combine(title)
        hasher.combine(description)
        hasher.combine(parameters)
        hasher.combine(lastParameterTag)
        hasher.combine(response)
        hasher.combine(parameterCombinations)
        hasher.combine(managedParameterCombinations)
        hasher.combine(isConfigurable)
        hasher.combine(isEligibleForWidgets)
        hasher.combine(isIneligibleForSuggestions)
        hasher.combine(requiresUserConfirmation)
        hasher.combine(inputParameterName)
        hasher.combine(keyParameterName)
        hasher.combine(classPrefix)
        hasher.combine(className)
        hasher.combine(restrictions)
        hasher.combine(defaultImageName)
        hasher.combine(domain)
        hasher.combine(isCustomizable)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(nameLocation, forKey: .nameLocation)
        try container.encode(location, forKey: .location)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(category, forKey: .category)
        try container.encodeIfPresent(verb, forKey: .verb)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(description, forKey: .description)
        try container.encode(parameters, forKey: .parameters)
        try container.encodeIfPresent(lastParameterTag, forKey: .lastParameterTag)
        try container.encodeIfPresent(response, forKey: .response)
        try container.encode(parameterCombinations, forKey: .parameterCombinations)
        try container.encode(managedParameterCombinations, forKey: .managedParameterCombinations)
        try container.encode(isConfigurable, forKey: .isConfigurable)
        try container.encode(isEligibleForWidgets, forKey: .isEligibleForWidgets)
        try container.encode(isIneligibleForSuggestions, forKey: .isIneligibleForSuggestions)
        try container.encode(requiresUserConfirmation, forKey: .requiresUserConfirmation)
        try container.encodeIfPresent(inputParameterName, forKey: .inputParameterName)
        try container.encodeIfPresent(keyParameterName, forKey: .keyParameterName)
        try container.encodeIfPresent(classPrefix, forKey: .classPrefix)
        try container.encodeIfPresent(className, forKey: .className)
        try container.encodeIfPresent(restrictions, forKey: .restrictions)
        try container.encodeIfPresent(defaultImageName, forKey: .defaultImageName)
        try container.encodeIfPresent(domain, forKey: .domain)
        try container.encode(isCustomizable, forKey: .isCustomizable)
    }
}
