/// Random valid `.intentdefinition` files, the same bytes for the same seed: enums with and
/// without `unknown` (indices in any order), custom types that reference each other and
/// themselves, intents for Shortcuts, widgets or both with parameters of every type (single and
/// multiple values, defaults and bounds, prompts, unsupported reasons, relationships of every
/// predicate, widget array sizes), both kinds of combinations, responses with custom codes and
/// dialogs with placeholders, and customized system intents; every name and text drawn from
/// ``HostileVocabulary``. Written as Xcode writes files (``PlistValue``).
public struct DefinitionGenerator {
    /// The shapes of real files the reader learns to accept later than the rest; each is
    /// generated only when switched on.
    public struct Shapes: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// A cleared bound, `<data></data>`, as a minimum or maximum.
        public static let clearedBounds = Shapes(rawValue: 1)
        /// `<true/>` as the value of a `BooleanHasExactValue` relationship.
        public static let booleanPredicateValues = Shapes(rawValue: 2)
        /// Enum-case synonyms as dictionaries of a text and its localization ID.
        public static let synonymDictionaries = Shapes(rawValue: 4)
        /// An `INIntentHash` above `Int64.max`.
        public static let unsignedHash = Shapes(rawValue: 8)
    }

    /// What a generated definition declares, to compare with what is read from it.
    public struct Summary: Sendable, Hashable {
        /// Intent name → its parameters' names and type strings, in file order.
        public var intents: [String: [String]] = [:]
        /// Enum name → its cases as `name=index`, in file order.
        public var enums: [String: [String]] = [:]
        /// Custom-type name → its properties' names (the built-in ones first), in file order.
        public var types: [String: [String]] = [:]

        /// An empty summary.
        public init() {}
    }

    /// One generated definition.
    public struct Output: Sendable {
        /// The file's text.
        public var xml: String
        /// What it declares.
        public var summary: Summary
    }

    /// The definition for `seed`.
    public static func definition(seed: UInt64, shapes: Shapes = []) -> Output {
        var generator = DefinitionGenerator(seed: seed, shapes: shapes)
        let root = generator.root()
        return Output(xml: root.plistFile(), summary: generator.summary)
    }

    private var random: SeededGenerator
    private let shapes: Shapes
    private var summary = Summary()
    private var namespace: String
    private var enums: [(name: String, cases: [String])] = []
    private var types: [String] = []
    /// Names taken by intents, enums and types (sharing one is an error or a warning).
    private var topLevelNames: Set<String> = []

    private init(seed: UInt64, shapes: Shapes) {
        random = SeededGenerator(seed: seed)
        self.shapes = shapes
        namespace = ""
        namespace = token()
    }

    // MARK: - Randomness

    private mutating func chance(_ probability: Double) -> Bool {
        Double(random.next() >> 11) / Double(1 << 53) < probability
    }

    private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    private mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    /// A localization ID: six random letters and digits.
    private mutating func token() -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        return String((0..<6).map { _ in pick(alphabet) })
    }

    /// `count` distinct names from `pool` (not in `taken`), sometimes plain ones.
    private mutating func names(_ count: Int, from pool: [String], avoiding taken: Set<String> = []) -> [String] {
        var chosen: [String] = []
        var used = taken
        while chosen.count < count {
            let name = chance(0.7) ? pick(pool) : pick(pool) + String(int(1...99))
            // Names that differ only in case would meet after a generator changes a first letter.
            guard !used.contains(where: { $0.lowercased() == name.lowercased() }) else { continue }
            used.insert(name)
            chosen.append(name)
        }
        return chosen
    }

    private mutating func text() -> String { pick(HostileVocabulary.texts) }

    /// A text and its ID under `key` (`…ID`), the text sometimes absent.
    private mutating func localized(_ key: String, into entries: inout [String: PlistValue], textChance: Double = 0.9) {
        if chance(textChance) { entries[key] = .string(text()) }
        entries[key + "ID"] = .string(token())
    }

    // MARK: - The file

    private mutating func root() -> PlistValue {
        let enumNames = names(int(0...3), from: HostileVocabulary.typeNames)
        topLevelNames.formUnion(enumNames)
        let typeNames = names(int(0...3), from: HostileVocabulary.typeNames, avoiding: topLevelNames)
        topLevelNames.formUnion(typeNames)
        types = typeNames
        let enumValues = enumNames.map { enumeration(named: $0) }
        let typeValues = typeNames.map { customType(named: $0) }
        let intentNames = names(int(1...4), from: HostileVocabulary.typeNames, avoiding: topLevelNames)
        var intents = intentNames.map { intent(named: $0) }
        if chance(0.25) { intents.append(systemIntent()) }
        return .dictionary([
            "INEnums": .array(enumValues),
            "INIntentDefinitionModelVersion": .string("1.2"),
            "INIntentDefinitionNamespace": .string(namespace),
            "INIntentDefinitionSystemVersion": .string("23A344"),
            "INIntentDefinitionToolsBuildVersion": .string("15A240d"),
            "INIntentDefinitionToolsVersion": .string("15.0"),
            "INIntents": .array(intents),
            "INTypes": .array(typeValues),
        ])
    }

    // MARK: - Enums

    private mutating func enumeration(named name: String) -> PlistValue {
        let withUnknown = chance(0.7)
        let caseNames = names(int(1...5), from: HostileVocabulary.memberNames, avoiding: ["unknown"])
        // Indices from 1 (after `unknown`, which has none) or from 0, listed in any order.
        let firstIndex = withUnknown ? 1 : int(0...1)
        var indices = Array(firstIndex..<(firstIndex + caseNames.count))
        if chance(0.3) { indices.shuffle(using: &random) }
        var cases: [PlistValue] = []
        var facts: [String] = []
        if withUnknown {
            var entries: [String: PlistValue] = ["INEnumValueName": .string("unknown")]
            entries["INEnumValueDisplayName"] = .string(pick(["unknown", "Unknown", "None", text()]))
            entries["INEnumValueDisplayNameID"] = .string(token())
            cases.append(.dictionary(entries))
            facts.append("unknown=0")
        }
        for (caseName, index) in zip(caseNames, indices) {
            var entries: [String: PlistValue] = [
                "INEnumValueName": .string(caseName), "INEnumValueIndex": .integer(index),
            ]
            localized("INEnumValueDisplayName", into: &entries, textChance: 1)
            if shapes.contains(.synonymDictionaries), chance(0.3) {
                entries["INEnumValueSynonyms"] = .array(
                    (0..<int(1...2)).map { _ in
                        .dictionary([
                            "INEnumValueSynonymSynonym": .string(text()),
                            "INEnumValueSynonymSynonymID": .string(token()),
                        ])
                    })
            }
            cases.append(.dictionary(entries))
            facts.append("\(caseName)=\(index)")
        }
        enums.append((name, caseNames))
        summary.enums[name] = facts
        var entries: [String: PlistValue] = [
            "INEnumName": .string(name), "INEnumType": .string("Regular"),
            "INEnumGeneratesHeader": .bool(true), "INEnumValues": .array(cases),
        ]
        localized("INEnumDisplayName", into: &entries, textChance: 1)
        return .dictionary(entries)
    }

    // MARK: - Custom types

    private mutating func customType(named name: String) -> PlistValue {
        let prefix = "INTypeProperty"
        var properties: [PlistValue] = []
        let builtIns: [(String, String, Bool)] = [
            ("identifier", "String", false), ("displayString", "String", false),
            ("pronunciationHint", "String", false), ("alternativeSpeakableMatches", "SpeakableString", true),
        ]
        for (position, (propertyName, type, multiple)) in builtIns.enumerated() {
            var entries: [String: PlistValue] = [
                prefix + "Default": .bool(true), prefix + "DisplayPriority": .integer(position + 1),
                prefix + "Name": .string(propertyName), prefix + "Tag": .integer(position + 1),
                prefix + "Type": .string(type),
            ]
            if multiple { entries[prefix + "SupportsMultipleValues"] = .bool(true) }
            properties.append(.dictionary(entries))
        }
        let userNames = names(
            int(0...4), from: HostileVocabulary.memberNames, avoiding: HostileVocabulary.builtInPropertyNames)
        var lastTag = 99
        for propertyName in userNames {
            lastTag += int(1...2)
            let kinds = ["String", "Integer", "Decimal", "Boolean", "DateComponents", "URL", "TimeInterval", "Object"]
            var entries = parameter(
                prefix: prefix, name: propertyName, tag: lastTag, position: properties.count + 1,
                kind: pick(kinds), allowEnums: false)
            if chance(0.8) { localized(prefix + "DisplayName", into: &entries, textChance: 1) }
            properties.append(.dictionary(entries))
        }
        summary.types[name] = builtIns.map(\.0) + userNames
        var entries: [String: PlistValue] = [
            "INTypeName": .string(name), "INTypeProperties": .array(properties),
            "INTypeLastPropertyTag": .integer(lastTag + int(0...2)),
        ]
        localized("INTypeDisplayName", into: &entries, textChance: 1)
        return .dictionary(entries)
    }

    // MARK: - Parameters of every kind

    /// Type strings of intent and response parameters (`Enum` and `Object` refer to the file's
    /// enums and types; `GenericObject` is `Object` without a type).
    private static let parameterKinds = [
        "String", "Integer", "Decimal", "Boolean", "DateComponents", "TimeInterval", "URL", "File",
        "Placemark", "Person", "SpeakableString", "CurrencyAmount", "Enum", "Object", "GenericObject",
        "Enum", "Object", "String", "Integer", "Boolean", "PaymentMethod", "Distance", "Temperature",
        "Mass", "Volume", "Speed", "Energy",
    ]

    /// The keys every parameter, response parameter and property has, its type and its
    /// metadata (defaults and bounds only for intent parameters of a single value).
    private mutating func parameter(
        prefix: String, name: String, tag: Int, position: Int, kind requested: String, allowEnums: Bool,
        multiple: Bool? = nil, intentParameter: Bool = false
    ) -> [String: PlistValue] {
        var kind = requested
        if kind == "Enum", !allowEnums || enums.isEmpty { kind = "String" }
        if kind == "Object", types.isEmpty { kind = "String" }
        var entries: [String: PlistValue] = [
            prefix + "Name": .string(name), prefix + "Tag": .integer(tag),
            prefix + "DisplayPriority": .integer(position),
        ]
        let isArray = multiple ?? chance(0.25)
        if isArray { entries[prefix + "SupportsMultipleValues"] = .bool(true) }
        var metadata: [String: PlistValue] = [:]
        let meta = prefix + "Metadata"
        let withDefault = intentParameter && !isArray && chance(0.5)
        switch kind {
        case "Enum":
            let enumeration = pick(enums)
            entries[prefix + "Type"] = .string("Integer")
            entries[prefix + "EnumType"] = .string(enumeration.name)
            entries[prefix + "EnumTypeNamespace"] = .string(namespace)
            if withDefault, let first = enumeration.cases.first {
                metadata[meta + "DefaultValue"] = .string(chance(0.5) ? first : pick(enumeration.cases))
            }
        case "Object":
            entries[prefix + "Type"] = .string("Object")
            entries[prefix + "ObjectType"] = .string(pick(types))
            entries[prefix + "ObjectTypeNamespace"] = .string(namespace)
        case "GenericObject":
            entries[prefix + "Type"] = .string("Object")
        case "String":
            entries[prefix + "Type"] = .string("String")
            if chance(0.5) { metadata[meta + "Capitalization"] = .string(pick(["Sentences", "None", "Words"])) }
            if chance(0.2) { metadata[meta + "Multiline"] = .bool(true) }
            if chance(0.2) { metadata[meta + "DisableAutocorrect"] = .bool(true) }
            if chance(0.1) { metadata[meta + "KeyboardType"] = .string("ASCIICapable") }
            if withDefault { localized(meta + "DefaultValue", into: &metadata, textChance: 0.8) }
        case "Integer":
            entries[prefix + "Type"] = .string("Integer")
            metadata[meta + "Type"] = .string(pick(["Field", "Stepper"]))
            let (low, high) = bounds(meta, into: &metadata, whole: true)
            if withDefault { metadata[meta + "DefaultValue"] = .integer(int(low...high)) }
        case "Decimal":
            entries[prefix + "Type"] = .string("Decimal")
            metadata[meta + "Type"] = .string(pick(["Field", "Slider", "Stepper"]))
            let (low, high) = bounds(meta, into: &metadata, whole: false)
            if withDefault { metadata[meta + "DefaultValue"] = .real(Double(int(low * 4...high * 4)) / 4) }
        case "Boolean":
            entries[prefix + "Type"] = .string("Boolean")
            if withDefault, chance(0.7) { metadata[meta + "DefaultValue"] = .bool(true) }
            if chance(0.5) {
                localized(meta + "TrueDisplayName", into: &metadata, textChance: 1)
                localized(meta + "FalseDisplayName", into: &metadata, textChance: 1)
            }
        case "DateComponents":
            entries[prefix + "Type"] = .string("DateComponents")
            metadata[meta + "Type"] = .string(pick(["Date", "DateTime", "Time"]))
            switch int(0...2) {
            case 0:
                metadata[meta + "Format"] = .string("Style")
                metadata[meta + "DateStyle"] = .string(pick(["Full", "Medium", "Short"]))
                metadata[meta + "TimeStyle"] = .string(pick(["Full", "Medium", "Short"]))
            case 1: metadata[meta + "Format"] = .string("Relative")
            default:
                metadata[meta + "Format"] = .string("Template")
                metadata[meta + "Template"] = .string("MMM d, y")
                metadata[meta + "TemplateID"] = .string(token())
            }
        case "TimeInterval":
            entries[prefix + "Type"] = .string("TimeInterval")
            metadata[meta + "Unit"] = .string("Multiple")
            metadata[meta + "DefaultUnit"] = .string(pick(["Seconds", "Minutes", "Hours", "Days"]))
            if withDefault { metadata[meta + "DefaultValue"] = .real(Double(int(1...60))) }
        case "File":
            entries[prefix + "Type"] = .string("File")
            let fileType = pick(["Custom", "PlainText", "Image"])
            metadata[meta + "Type"] = .string(fileType)
            if fileType == "Custom" {
                metadata[meta + "CustomUTIs"] = .array(
                    [
                        PlistValue.dictionary([
                            "UTI": .string(pick(["public.item", "public.folder", "public.python-script"]))
                        ])
                    ])
            }
        case "Placemark":
            entries[prefix + "Type"] = .string("Placemark")
            metadata[meta + "Type"] = .string(pick(["Name", "City"]))
        case "Person":
            entries[prefix + "Type"] = .string("Person")
            metadata[meta + "Type"] = .string("Contact")
        default:
            entries[prefix + "Type"] = .string(kind)
        }
        if !metadata.isEmpty { entries[meta] = .dictionary(metadata) }
        return entries
    }

    /// Writes a minimum and a maximum (each present, absent or cleared) and returns the range a
    /// default may take.
    private mutating func bounds(_ meta: String, into metadata: inout [String: PlistValue], whole: Bool)
        -> (Int, Int)
    {
        let low = int(-20...5)
        let high = low + int(0...200)
        for (key, value) in [("MinimumValue", low), ("MaximumValue", high)] {
            switch int(0...2) {
            case 0: metadata[meta + key] = whole ? .integer(value) : .real(Double(value))
            case 1 where shapes.contains(.clearedBounds): metadata[meta + key] = .emptyData
            default: break
            }
        }
        // A default must lie inside whichever bounds are written.
        return (low, high)
    }

    // MARK: - Intents

    private enum Use { case shortcuts, widgets, both }

    private mutating func intent(named name: String) -> PlistValue {
        let use: Use = pick([.shortcuts, .widgets, .both])
        let categories: [(String, [String])] = [
            ("generic", ["Do", "Run"]), ("information", ["View", "Open"]), ("download", ["Get"]),
            ("share", ["Send", "Post"]), ("set", ["Set"]), ("start", ["Start"]), ("request", ["Request"]),
            ("create", ["Add"]), ("search", ["Search"]), ("order", ["Order"]),
        ]
        let category = pick(categories)
        var entries: [String: PlistValue] = [
            "INIntentName": .string(name), "INIntentType": .string("Custom"),
            "INIntentCategory": .string(category.0), "INIntentVerb": .string(pick(category.1)),
        ]
        localized("INIntentTitle", into: &entries, textChance: 1)
        localized("INIntentDescription", into: &entries, textChance: 0.8)
        switch use {
        case .shortcuts:
            entries["INIntentConfigurable"] = .bool(true)
        case .widgets:
            entries["INIntentEligibleForWidgets"] = .bool(true)
            entries["INIntentIneligibleForSuggestions"] = .bool(true)
        case .both:
            entries["INIntentConfigurable"] = .bool(true)
            entries["INIntentEligibleForWidgets"] = .bool(true)
        }
        if chance(0.15) { entries["INIntentUserConfirmationRequired"] = .bool(true) }
        if shapes.contains(.unsignedHash), chance(0.3) {
            entries["INIntentHash"] = .unsignedInteger(UInt64(Int64.max) + UInt64(int(1...1_000_000)))
        }

        // Parameters.
        let parameterNames = names(int(0...5), from: HostileVocabulary.memberNames)
        var parameters: [[String: PlistValue]] = []
        var kinds: [String] = []
        var tag = 0
        for (position, parameterName) in parameterNames.enumerated() {
            tag += int(1...3)
            let prefix = "INIntentParameter"
            var kind = pick(Self.parameterKinds)
            if kind == "Enum", enums.isEmpty { kind = "String" }
            if kind == "Object", types.isEmpty { kind = "String" }
            var parameter = parameter(
                prefix: prefix, name: parameterName, tag: tag, position: position + 1, kind: kind,
                allowEnums: true, intentParameter: true)
            localized(prefix + "DisplayName", into: &parameter, textChance: 1)
            if use != .widgets || chance(0.9) { parameter[prefix + "Configurable"] = .bool(true) }
            if chance(0.5) { parameter[prefix + "SupportsResolution"] = .bool(true) }
            if kind == "Object" || kind == "String" || kind == "Integer", chance(0.4) {
                parameter[prefix + "SupportsDynamicEnumeration"] = .bool(true)
                if chance(0.4) { parameter[prefix + "SupportsSearch"] = .bool(true) }
            }
            if chance(0.3) { parameter[prefix + "CustomDisambiguation"] = .bool(true) }
            parameter[prefix + "PromptDialogs"] = .array(promptDialogs(for: parameterName))
            if kind == "Integer" || kind == "Decimal", parameter[prefix + "SupportsResolution"] != nil {
                parameter[prefix + "UnsupportedReasons"] = .array(unsupportedReasons())
            }
            if use != .shortcuts, parameter[prefix + "SupportsMultipleValues"] != nil, chance(0.5) {
                parameter[prefix + "FixedSizeArray"] = .integer(1)
                let classes = [
                    "Small", "Medium", "Large", "ExtraLarge", "AccessoryInline", "AccessoryCircular",
                    "AccessoryRectangular",
                ]
                parameter[prefix + "ArraySizes"] = .array(
                    classes.prefix(chance(0.5) ? 3 : classes.count).map {
                        .dictionary([
                            "\(prefix)ArraySizeSizeClass": .string($0), "\(prefix)ArraySizeSize": .integer(int(1...8)),
                        ])
                    })
            }
            if let relationship = relationship(parents: Array(zip(parameters, kinds))) {
                parameter[prefix + "Relationship"] = relationship
            }
            parameters.append(parameter)
            kinds.append(kind)
        }
        summary.intents[name] = zip(parameterNames, parameters).map { parameterName, parameter in
            guard case .string(let type) = parameter["INIntentParameterType"] else { return parameterName }
            return "\(parameterName): \(type)"
        }
        if !parameters.isEmpty {
            entries["INIntentParameters"] = .array(parameters.map(PlistValue.dictionary))
            entries["INIntentLastParameterTag"] = .integer(tag + int(0...2))
            if chance(0.4) { entries["INIntentInput"] = .string(pick(parameterNames)) }
            if chance(0.4) { entries["INIntentKeyParameter"] = .string(pick(parameterNames)) }
        }
        if use != .widgets {
            entries["INIntentManagedParameterCombinations"] = combinations(of: parameterNames, legacy: false)
            if chance(0.6) { entries["INIntentParameterCombinations"] = combinations(of: parameterNames, legacy: true) }
        }
        entries["INIntentResponse"] = response()
        return .dictionary(entries)
    }

    private mutating func promptDialogs(for name: String) -> [PlistValue] {
        let prefix = "INIntentParameterPromptDialog"
        let shapes: [(String, String)] = [
            ("Configuration", text()), ("Primary", "Which ${\(name)}? " + text()),
            ("Confirmation", "Just to confirm, ${\(name)}?"),
            ("DisambiguationIntroduction", "There are ${count} options matching ‘${\(name)}’."),
            ("DisambiguationSelection", text() + " ${\(name)}"),
        ]
        return shapes.compactMap { type, format in
            guard chance(0.6) else { return nil }
            var entries: [String: PlistValue] = [prefix + "Type": .string(type), prefix + "Custom": .bool(true)]
            if chance(0.6) {
                entries[prefix + "FormatString"] = .string(format)
                entries[prefix + "FormatStringID"] = .string(token())
            }
            return .dictionary(entries)
        }
    }

    private mutating func unsupportedReasons() -> [PlistValue] {
        let prefix = "INIntentParameterUnsupportedReason"
        var reasons: [PlistValue] = [
            ("negativeNumbersNotSupported", "${displayName} can’t be negative."),
            ("greaterThanMaximumValue", "Use a value below ${maximumValue}."),
            ("lessThanMinimumValue", "Use a value above ${minimumValue}."),
        ].map { code, format in
            .dictionary([
                prefix + "Code": .string(code), prefix + "Default": .bool(true),
                prefix + "FormatString": .string(format), prefix + "FormatStringID": .string(token()),
            ])
        }
        for code in names(
            int(0...2), from: HostileVocabulary.memberNames,
            avoiding: [
                "negativeNumbersNotSupported", "greaterThanMaximumValue", "lessThanMinimumValue",
            ])
        {
            reasons.append(
                .dictionary([
                    prefix + "Code": .string(code), prefix + "Custom": .bool(true),
                    prefix + "FormatString": .string(text()), prefix + "FormatStringID": .string(token()),
                ]))
        }
        return reasons
    }

    /// A relationship to one of the earlier parameters, by the parent's kind.
    private mutating func relationship(parents: [([String: PlistValue], String)]) -> PlistValue? {
        guard !parents.isEmpty, chance(0.35) else { return nil }
        let (parent, kind) = pick(parents)
        guard case .string(let parentName) = parent["INIntentParameterName"] else { return nil }
        let prefix = "INIntentParameterRelationship"
        var entries: [String: PlistValue] = [prefix + "ParentName": .string(parentName)]
        switch kind {
        case "Object", "GenericObject":
            entries[prefix + "PredicateName"] = .string("HasAnyValue")
        case "Enum":
            guard case .string(let enumName) = parent["INIntentParameterEnumType"],
                let enumeration = enums.first(where: { $0.name == enumName }), !enumeration.cases.isEmpty
            else { return nil }
            entries[prefix + "PredicateName"] = .string("EnumHasExactValue")
            entries[prefix + "PredicateValue"] = .string(pick(enumeration.cases))
        case "Boolean":
            entries[prefix + "PredicateName"] = .string("BooleanHasExactValue")
            // Absent means "when false"; `<true/>` "when true".
            if shapes.contains(.booleanPredicateValues), chance(0.5) {
                entries[prefix + "PredicateValue"] = .bool(true)
            }
        default:
            return nil
        }
        return .dictionary(entries)
    }

    /// Combinations over subsets of `names` (the empty one included), keys in any order, titles
    /// using names of their key.
    private mutating func combinations(of names: [String], legacy: Bool) -> PlistValue {
        var combinations: [String: PlistValue] = [:]
        var seen: Set<Set<String>> = []
        for index in 0..<int(1...3) {
            var subset = names.filter { _ in chance(0.5) }
            guard seen.insert(Set(subset)).inserted else { continue }
            subset.shuffle(using: &random)
            let prefix = "INIntentParameterCombination"
            let title =
                subset.isEmpty
                ? text() : subset.map { "${\($0)}" }.joined(separator: chance(0.5) ? " " : "") + " " + text()
            var entries: [String: PlistValue] = [
                prefix + "Title": .string(title), prefix + "TitleID": .string(token()),
                prefix + "SupportsBackgroundExecution": .bool(chance(0.7)),
            ]
            if legacy {
                if index == 0 { entries[prefix + "IsPrimary"] = .bool(true) }
                if chance(0.4) { localized(prefix + "Subtitle", into: &entries) }
            } else if chance(0.7) {
                entries[prefix + "UpdatesLinked"] = .bool(true)
            }
            combinations[subset.joined(separator: ",")] = .dictionary(entries)
        }
        return .dictionary(combinations)
    }

    // MARK: - Responses

    private mutating func response() -> PlistValue {
        let prefix = "INIntentResponseParameter"
        let parameterNames = names(int(0...3), from: HostileVocabulary.memberNames)
        var tag = 0
        let parameters: [PlistValue] = parameterNames.enumerated().map { position, name in
            tag += int(1...2)
            var kind = pick(Self.parameterKinds)
            if kind == "Person" || kind == "SpeakableString" || kind == "CurrencyAmount" { kind = "String" }
            var entries = parameter(
                prefix: prefix, name: name, tag: tag, position: position + 1, kind: kind, allowEnums: true)
            localized(prefix + "DisplayName", into: &entries, textChance: 1)
            return .dictionary(entries)
        }
        let codeNames =
            ["success", "failure"]
            + names(
                int(0...3), from: HostileVocabulary.memberNames, avoiding: HostileVocabulary.builtInResponseCodeNames)
        let codes: [PlistValue] = codeNames.enumerated().map { position, name in
            var entries: [String: PlistValue] = ["INIntentResponseCodeName": .string(name)]
            if position == 0 || (position > 1 && chance(0.5)) { entries["INIntentResponseCodeSuccess"] = .bool(true) }
            if chance(0.7) {
                let used = parameterNames.filter { _ in chance(0.6) }
                let format = used.map { "${\($0)}" }.joined(separator: " " + text() + " ") + " " + text()
                entries["INIntentResponseCodeFormatString"] = .string(format)
                entries["INIntentResponseCodeFormatStringID"] = .string(token())
                if chance(0.5) {
                    entries["INIntentResponseCodeConciseFormatString"] = .string(
                        parameterNames.filter { _ in chance(0.5) }.map { "${\($0)}" }.joined(separator: ", "))
                    entries["INIntentResponseCodeConciseFormatStringID"] = .string(token())
                }
            }
            return .dictionary(entries)
        }
        var entries: [String: PlistValue] = ["INIntentResponseCodes": .array(codes)]
        if !parameters.isEmpty {
            entries["INIntentResponseParameters"] = .array(parameters)
            entries["INIntentResponseLastParameterTag"] = .integer(tag)
            if chance(0.5) { entries["INIntentResponseOutput"] = .string(pick(parameterNames)) }
        }
        return .dictionary(entries)
    }

    // MARK: - System intents

    /// A customized `INSendMessageIntent`, with `System` types the file does not define.
    private mutating func systemIntent() -> PlistValue {
        let prefix = "INIntentParameter"
        func parameter(_ name: String, _ tag: Int, _ position: Int, _ extra: [String: PlistValue]) -> PlistValue {
            .dictionary(
                [
                    prefix + "Name": .string(name), prefix + "Tag": .integer(tag),
                    prefix + "DisplayPriority": .integer(position), prefix + "DisplayName": .string(name),
                    prefix + "DisplayNameID": .string("SendMessage-\(name)"),
                ].merging(extra) { $1 })
        }
        return .dictionary([
            "INIntentName": .string("SendMessage"), "INIntentType": .string("System"),
            "INIntentCategory": .string("system"), "INIntentClassPrefix": .string("IN"),
            "INIntentClassName": .string("INSendMessageIntent"), "INIntentDomain": .string("Messaging"),
            "INIntentCustomizable": .bool(true), "INIntentTitle": .string("Send Message"),
            "INIntentTitleID": .string(token()), "INIntentLastParameterTag": .integer(17),
            "INIntentKeyParameter": .string("recipients"),
            "INIntentParameters": .array([
                parameter(
                    "recipients", 2, 1,
                    [
                        prefix + "Type": .string("Person"), prefix + "SupportsMultipleValues": .bool(true),
                        prefix + "SupportsResolution": .bool(true),
                    ]),
                parameter("content", 1, 2, [prefix + "Type": .string("String")]),
                parameter(
                    "outgoingMessageType", 15, 3,
                    [
                        prefix + "Type": .string("Integer"), prefix + "EnumType": .string("OutgoingMessageType"),
                        prefix + "EnumTypeNamespace": .string("System"),
                    ]),
                parameter(
                    "attachments", 17, 4,
                    [
                        prefix + "Type": .string("Object"), prefix + "ObjectType": .string("MessageAttachment"),
                        prefix + "ObjectTypeNamespace": .string("System"),
                        prefix + "SupportsMultipleValues": .bool(true),
                    ]),
            ]),
        ])
    }
}
