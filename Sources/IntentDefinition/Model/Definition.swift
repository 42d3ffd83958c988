/// A decoded `.intentdefinition` file: everything the format can say, typed and located.
///
/// The model knows nothing of Swift; translators turn it into code. Every value keeps the
/// location it was read from so that validation and naming can point at it.
public struct Definition: Hashable, Sendable, Codable {
    /// The path the file was read from.
    public var path: String
    /// The root `<dict>`.
    public var location: SourceLocation
    /// `INIntentDefinitionModelVersion` (`1.0`, `1.1`, `1.2`); nil in the new-file template.
    public var modelVersion: Located<String>?
    /// `INIntentDefinitionNamespace`, the token that local `…Namespace` keys name.
    public var namespace: Located<String>?
    /// `INIntentDefinitionToolsVersion`, the Xcode version that wrote the file.
    public var toolsVersion: String?
    /// `INIntentDefinitionToolsBuildVersion`.
    public var toolsBuildVersion: String?
    /// `INIntentDefinitionSystemVersion`.
    public var systemVersion: String?
    /// `INIntents`, in file order.
    public var intents: [Intent]
    /// `INEnums`, in file order.
    public var enums: [EnumDefinition] { didSet { enumIndexes = Self.firstIndexes(of: enums.map(\.name)) } }
    /// `INTypes`, in file order.
    public var types: [CustomType] { didSet { typeIndexes = Self.firstIndexes(of: types.map(\.name)) } }
    /// Each enum name's first index in `enums`, kept with the array so that resolving a
    /// reference costs one lookup, not a scan: every pass resolves a reference per parameter.
    private var enumIndexes: [String: Int]
    /// Each custom-type name's first index in `types`.
    private var typeIndexes: [String: Int]

    /// Creates a definition.
    public init(
        path: String, location: SourceLocation, modelVersion: Located<String>? = nil,
        namespace: Located<String>? = nil, toolsVersion: String? = nil,
        toolsBuildVersion: String? = nil, systemVersion: String? = nil,
        intents: [Intent] = [], enums: [EnumDefinition] = [], types: [CustomType] = []
    ) {
        self.path = path
        self.location = location
        self.modelVersion = modelVersion
        self.namespace = namespace
        self.toolsVersion = toolsVersion
        self.toolsBuildVersion = toolsBuildVersion
        self.systemVersion = systemVersion
        self.intents = intents
        self.enums = enums
        self.types = types
        enumIndexes = Self.firstIndexes(of: enums.map(\.name))
        typeIndexes = Self.firstIndexes(of: types.map(\.name))
    }

    /// The stored properties a definition is encoded from: the indexes are derived.
    private enum CodingKeys: String, CodingKey {
        case path, location, modelVersion, namespace, toolsVersion, toolsBuildVersion, systemVersion, intents
        case enums, types
    }

    /// Decodes the stored properties and rebuilds the indexes from them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            path: try container.decode(String.self, forKey: .path),
            location: try container.decode(SourceLocation.self, forKey: .location),
            modelVersion: try container.decodeIfPresent(Located<String>.self, forKey: .modelVersion),
            namespace: try container.decodeIfPresent(Located<String>.self, forKey: .namespace),
            toolsVersion: try container.decodeIfPresent(String.self, forKey: .toolsVersion),
            toolsBuildVersion: try container.decodeIfPresent(String.self, forKey: .toolsBuildVersion),
            systemVersion: try container.decodeIfPresent(String.self, forKey: .systemVersion),
            intents: try container.decode([Intent].self, forKey: .intents),
            enums: try container.decode([EnumDefinition].self, forKey: .enums),
            types: try container.decode([CustomType].self, forKey: .types))
    }

    /// Each name's first position in `names`.
    private static func firstIndexes(of names: [String]) -> [String: Int] {
        var indexes: [String: Int] = [:]
        for (index, name) in names.enumerated() where indexes[name] == nil {
            indexes[name] = index
        }
        return indexes
    }

    /// The enum a local reference names, if the file defines it.
    public func enumDefinition(named name: String) -> EnumDefinition? {
        enumIndex(named: name).map { enums[$0] }
    }

    /// The custom type a local reference names, if the file defines it.
    public func customType(named name: String) -> CustomType? {
        customTypeIndex(named: name).map { types[$0] }
    }

    /// The index in `enums` of the enum a local reference names (the first, when names repeat).
    public func enumIndex(named name: String) -> Int? {
        enumIndexes[name]
    }

    /// The index in `types` of the custom type a local reference names (the first, when names
    /// repeat).
    public func customTypeIndex(named name: String) -> Int? {
        typeIndexes[name]
    }
}

/// A value with the place it was read from.
///
/// `Value` carries no requirements; `Located` is hashable, sendable and codable when its value
/// is, so it can hold any value a model field has.
public struct Located<Value> {
    /// The value.
    public var value: Value
    /// Where its element starts.
    public var location: SourceLocation

    /// Creates a located value.
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
extension Located: Sendable where Value: Sendable {}
extension Located: Encodable where Value: Encodable {}
extension Located: Decodable where Value: Decodable {}

/// A user-visible string and its localization ID (`…ID` sibling key).
///
/// Either part may be missing: IDs often exist without their text, and the text is never
/// inferred from the ID.
public struct LocalizedText: Hashable, Sendable, Codable {
    /// The text as written in the file.
    public var text: String?
    /// The localization key (`…ID`), used by `.strings` files.
    public var id: String?
    /// Where the text (or, without text, the ID) was read.
    public var location: SourceLocation

    /// Creates a localized text.
    public init(text: String?, id: String?, at location: SourceLocation) {
        self.text = text
        self.id = id
        self.location = location
    }
}
