/// One entry of `INIntents`.
public struct Intent: Hashable, Sendable, Codable {
    /// Whether the intent is the app's own or a customised system intent.
    public enum Kind: Hashable, Sendable, Codable {
        /// `INIntentType = Custom`: code is generated.
        case custom
        /// `INIntentType = System`: a customised SDK intent; decoded, but nothing is generated.
        case system
        /// Any other value, kept as written.
        case other(String)
    }

    /// Every property, behind one reference: intents are copied into and out of arrays and
    /// checks, and copying some thirty fields retained each string, array and location one by
    /// one. A copy is one retain; a mutation copies the fields first when they are shared.
    /// Mutate only through the properties, which do that; they are inlinable so that other
    /// modules read a field in place.
    @usableFromInline var storage: CopyOnWriteBox<IntentFields>

    /// `INIntentName`, used verbatim (`Intent` and `FooIntent` occur).
    public var name: String {
        @inlinable _read { yield storage.fields.name }
        @inlinable _modify { yield &uniqueFields.name }
    }
    /// Where the name was read (or the intent's dict when the name is missing).
    public var nameLocation: SourceLocation {
        @inlinable _read { yield storage.fields.nameLocation }
        @inlinable _modify { yield &uniqueFields.nameLocation }
    }
    /// The intent's `<dict>`.
    public var location: SourceLocation {
        @inlinable _read { yield storage.fields.location }
        @inlinable _modify { yield &uniqueFields.location }
    }
    /// `INIntentType`; `.custom` when the key is missing.
    public var kind: Kind {
        @inlinable _read { yield storage.fields.kind }
        @inlinable _modify { yield &uniqueFields.kind }
    }
    /// `INIntentCategory`, an open set (`generic`, `information`, …).
    public var category: String? {
        @inlinable _read { yield storage.fields.category }
        @inlinable _modify { yield &uniqueFields.category }
    }
    /// `INIntentVerb`, an open set (`Do`, `View`, …).
    public var verb: String? {
        @inlinable _read { yield storage.fields.verb }
        @inlinable _modify { yield &uniqueFields.verb }
    }
    /// `INIntentTitle` and its ID.
    public var title: LocalizedText? {
        @inlinable _read { yield storage.fields.title }
        @inlinable _modify { yield &uniqueFields.title }
    }
    /// `INIntentDescription` and its ID.
    public var description: LocalizedText? {
        @inlinable _read { yield storage.fields.description }
        @inlinable _modify { yield &uniqueFields.description }
    }
    /// `INIntentParameters`, in UI order.
    public var parameters: [Parameter] {
        @inlinable _read { yield storage.fields.parameters }
        @inlinable _modify { yield &uniqueFields.parameters }
    }
    /// `INIntentLastParameterTag`.
    public var lastParameterTag: Located<Int>? {
        @inlinable _read { yield storage.fields.lastParameterTag }
        @inlinable _modify { yield &uniqueFields.lastParameterTag }
    }
    /// `INIntentResponse`; nil on system intents.
    public var response: Response? {
        @inlinable _read { yield storage.fields.response }
        @inlinable _modify { yield &uniqueFields.response }
    }
    /// `INIntentParameterCombinations` (the legacy, editable summaries), sorted by key.
    public var parameterCombinations: [ParameterCombination] {
        @inlinable _read { yield storage.fields.parameterCombinations }
        @inlinable _modify { yield &uniqueFields.parameterCombinations }
    }
    /// `INIntentManagedParameterCombinations` (managed by Xcode), sorted by key.
    public var managedParameterCombinations: [ParameterCombination] {
        @inlinable _read { yield storage.fields.managedParameterCombinations }
        @inlinable _modify { yield &uniqueFields.managedParameterCombinations }
    }
    /// `INIntentConfigurable`: configurable in Shortcuts.
    public var isConfigurable: Bool {
        @inlinable _read { yield storage.fields.isConfigurable }
        @inlinable _modify { yield &uniqueFields.isConfigurable }
    }
    /// `INIntentEligibleForWidgets`: the intent can configure a widget.
    public var isEligibleForWidgets: Bool {
        @inlinable _read { yield storage.fields.isEligibleForWidgets }
        @inlinable _modify { yield &uniqueFields.isEligibleForWidgets }
    }
    /// `INIntentIneligibleForSuggestions`: opted out of Siri Suggestions.
    public var isIneligibleForSuggestions: Bool {
        @inlinable _read { yield storage.fields.isIneligibleForSuggestions }
        @inlinable _modify { yield &uniqueFields.isIneligibleForSuggestions }
    }
    /// `INIntentUserConfirmationRequired`.
    public var requiresUserConfirmation: Bool {
        @inlinable _read { yield storage.fields.requiresUserConfirmation }
        @inlinable _modify { yield &uniqueFields.requiresUserConfirmation }
    }
    /// `INIntentInput`: the parameter that receives Shortcuts input.
    public var inputParameterName: Located<String>? {
        @inlinable _read { yield storage.fields.inputParameterName }
        @inlinable _modify { yield &uniqueFields.inputParameterName }
    }
    /// `INIntentKeyParameter`.
    public var keyParameterName: Located<String>? {
        @inlinable _read { yield storage.fields.keyParameterName }
        @inlinable _modify { yield &uniqueFields.keyParameterName }
    }
    /// `INIntentClassPrefix`.
    public var classPrefix: String? {
        @inlinable _read { yield storage.fields.classPrefix }
        @inlinable _modify { yield &uniqueFields.classPrefix }
    }
    /// `INIntentClassName`, overriding the generated class name.
    public var className: Located<String>? {
        @inlinable _read { yield storage.fields.className }
        @inlinable _modify { yield &uniqueFields.className }
    }
    /// `INIntentRestrictions` (meaning unverified; kept as written).
    public var restrictions: Int? {
        @inlinable _read { yield storage.fields.restrictions }
        @inlinable _modify { yield &uniqueFields.restrictions }
    }
    /// `INIntentDefaultImageName`.
    public var defaultImageName: String? {
        @inlinable _read { yield storage.fields.defaultImageName }
        @inlinable _modify { yield &uniqueFields.defaultImageName }
    }
    /// `INIntentDomain` (system intents).
    public var domain: String? {
        @inlinable _read { yield storage.fields.domain }
        @inlinable _modify { yield &uniqueFields.domain }
    }
    /// `INIntentCustomizable` (system intents).
    public var isCustomizable: Bool {
        @inlinable _read { yield storage.fields.isCustomizable }
        @inlinable _modify { yield &uniqueFields.isCustomizable }
    }

    /// Creates an intent; everything but the name and locations has an empty default.
    public init(
        name: String, nameLocation: SourceLocation, location: SourceLocation,
        kind: Kind = .custom, category: String? = nil, verb: String? = nil,
        title: LocalizedText? = nil, description: LocalizedText? = nil,
        parameters: [Parameter] = [], lastParameterTag: Located<Int>? = nil,
        response: Response? = nil, parameterCombinations: [ParameterCombination] = [],
        managedParameterCombinations: [ParameterCombination] = [], isConfigurable: Bool = false,
        isEligibleForWidgets: Bool = false, isIneligibleForSuggestions: Bool = false,
        requiresUserConfirmation: Bool = false, inputParameterName: Located<String>? = nil,
        keyParameterName: Located<String>? = nil, classPrefix: String? = nil,
        className: Located<String>? = nil, restrictions: Int? = nil,
        defaultImageName: String? = nil, domain: String? = nil, isCustomizable: Bool = false
    ) {
        storage = CopyOnWriteBox(
            IntentFields(
                name: name, nameLocation: nameLocation, location: location, kind: kind, category: category, verb: verb,
                title: title, description: description, parameters: parameters, lastParameterTag: lastParameterTag,
                response: response, parameterCombinations: parameterCombinations,
                managedParameterCombinations: managedParameterCombinations, isConfigurable: isConfigurable,
                isEligibleForWidgets: isEligibleForWidgets, isIneligibleForSuggestions: isIneligibleForSuggestions,
                requiresUserConfirmation: requiresUserConfirmation, inputParameterName: inputParameterName,
                keyParameterName: keyParameterName, classPrefix: classPrefix, className: className,
                restrictions: restrictions, defaultImageName: defaultImageName, domain: domain,
                isCustomizable: isCustomizable))
    }

    /// The fields, made this intent's own first when other copies share them: every
    /// property's `_modify` goes through here.
    @inlinable var uniqueFields: IntentFields {
        _read { yield storage.fields }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = CopyOnWriteBox(storage.fields) }
            yield &storage.fields
        }
    }

    /// Whether code is generated for this intent (custom intents only).
    public var generatesCode: Bool { kind == .custom }

    /// The parameter with this name, if any.
    public func parameter(named name: String) -> Parameter? {
        parameters.first { $0.name == name }
    }
}

/// One entry of `INIntentParameterCombinations` or `INIntentManagedParameterCombinations`.
public struct ParameterCombination: Hashable, Sendable, Codable {
    /// The dictionary key as written, e.g. `door,address` or `""`: the combination's identity.
    public var key: String
    /// The key split on `,`: a set of parameter names, not in parameter order.
    public var parameterNames: [String]
    /// Where the key was read.
    public var keyLocation: SourceLocation
    /// `…Title`, a summary with `${parameter}` placeholders.
    public var title: FormatString?
    /// `…Subtitle`.
    public var subtitle: FormatString?
    /// `…SupportsBackgroundExecution`.
    public var supportsBackgroundExecution: Bool
    /// `…IsPrimary` (legacy combinations).
    public var isPrimary: Bool
    /// `…IsLinked` (legacy combinations).
    public var isLinked: Bool
    /// `…UpdatesLinked` (managed combinations).
    public var updatesLinked: Bool

    /// Creates a combination.
    public init(
        key: String, keyLocation: SourceLocation, title: FormatString? = nil,
        subtitle: FormatString? = nil, supportsBackgroundExecution: Bool = false,
        isPrimary: Bool = false, isLinked: Bool = false, updatesLinked: Bool = false
    ) {
        self.key = key
        self.parameterNames = Self.parameterNames(in: key)
        self.keyLocation = keyLocation
        self.title = title
        self.subtitle = subtitle
        self.supportsBackgroundExecution = supportsBackgroundExecution
        self.isPrimary = isPrimary
        self.isLinked = isLinked
        self.updatesLinked = updatesLinked
    }

    /// The comma-separated names of `key`. An ASCII key (every real one) is split on its bytes:
    /// no ASCII character joins a neighbour into one `Character`, so that is the same split as
    /// on characters, without the cost of finding character boundaries. Another key is split
    /// on characters, where a comma followed by a combining mark is not a comma.
    private static func parameterNames(in key: String) -> [String] {
        guard !key.isEmpty else { return [] }
        var key = key
        let asASCII = key.withUTF8 { bytes -> [String]? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            // Split by index, not with `split`: its array of slices cost every run 199 k
            // instructions of first-use metadata instantiation (callgrind, lint of a 47 KB file).
            var names: [String] = []
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: ",") {
                names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = index + 1
            }
            return names
        }
        return asASCII ?? key.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
}
