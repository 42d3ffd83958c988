/// One entry of `INEnums`.
public struct EnumDefinition: Hashable, Sendable, Codable {
    /// `INEnumName`, used verbatim (`Enum` occurs).
    public var name: String
    /// Where the name was read (or the dict when it is missing).
    public var nameLocation: SourceLocation
    /// The enum's `<dict>`.
    public var location: SourceLocation
    /// `INEnumType`: `Regular` in every real file; `State` and `Options` exist in the runtime.
    public var kind: String?
    /// `INEnumDisplayName` and ID (absent in model 1.0).
    public var displayName: LocalizedText?
    /// `INEnumGeneratesHeader`.
    public var generatesHeader: Bool
    /// `INEnumClassName` (never seen; honoured when present), where it was read.
    public var className: Located<String>?
    /// `INEnumClassPrefix` (never seen).
    public var classPrefix: String?
    /// `INEnumValues`, in file order. A leading implicit `unknown` case is included.
    public var cases: [EnumCase]

    /// Creates an enum.
    public init(
        name: String, nameLocation: SourceLocation, location: SourceLocation,
        kind: String? = nil, displayName: LocalizedText? = nil, generatesHeader: Bool = false,
        className: Located<String>? = nil, classPrefix: String? = nil, cases: [EnumCase] = []
    ) {
        self.name = name
        self.nameLocation = nameLocation
        self.location = location
        self.kind = kind
        self.displayName = displayName
        self.generatesHeader = generatesHeader
        self.className = className
        self.classPrefix = classPrefix
        self.cases = cases
    }

    /// The case with raw value 0 (`unknown`), which makes a non-optional property possible.
    public var unknownCase: EnumCase? { cases.first { $0.rawValue == 0 } }

    /// The case with this name, if any.
    public func enumCase(named name: String) -> EnumCase? { cases.first { $0.name == name } }
}

/// One entry of `INEnumValues`.
public struct EnumCase: Hashable, Sendable, Codable {
    /// `INEnumValueName`, used verbatim.
    public var name: String
    /// Where the name was read (or the dict when it is missing).
    public var nameLocation: SourceLocation
    /// The case's `<dict>`.
    public var location: SourceLocation
    /// `INEnumValueDisplayName` and ID.
    public var displayName: LocalizedText?
    /// The raw value: `INEnumValueIndex`, or 0 for a leading `unknown` case without one, or -1
    /// for any other case without one (`hasExplicitIndex` is then false; validation reports it).
    public var rawValue: Int
    /// Whether `INEnumValueIndex` was written (false for the implicit `unknown`).
    public var hasExplicitIndex: Bool
    /// `INEnumValueSynonyms`: other words for the case, each a localizable text with its key
    /// (`INEnumValueSynonymSynonym` and `…ID`), in file order.
    public var synonyms: [LocalizedText]

    /// Creates a case.
    public init(
        name: String, nameLocation: SourceLocation, location: SourceLocation,
        displayName: LocalizedText? = nil, rawValue: Int, hasExplicitIndex: Bool,
        synonyms: [LocalizedText] = []
    ) {
        self.name = name
        self.nameLocation = nameLocation
        self.location = location
        self.displayName = displayName
        self.rawValue = rawValue
        self.hasExplicitIndex = hasExplicitIndex
        self.synonyms = synonyms
    }
}
