/// The strings a definition exports for translation, computed by Xcode's rule from the
/// definition's property-list tree.
///
/// Every dictionary entry `<K>ID` whose sibling `<K>` holds non-empty text is one string keyed by
/// the ID. A string whose placeholder names an enum parameter, or a Boolean parameter with true
/// and false display names, is exported once per value instead, keyed `<stringID>-<valueID>`,
/// with the value's display name written in (the first such placeholder decides). Intent strings
/// resolve placeholders against the intent's parameters, response strings against the
/// response's. The implicit `unknown` enum value (display name `unknown`) is skipped.
package enum ExportedStrings {
    /// The exported strings of the definition whose root dictionary is `root`, sorted by key; an
    /// ID used for several texts is exported once, with the text written first in the file.
    package static func of(_ root: PlistNode) -> [ExportedString] {
        let enums = enumValues(root)
        var strings: [ExportedString] = []
        for intent in root["INIntents"]?.items ?? [] {
            let response = intent["INIntentResponse"]
            let intentParameters = parameters(intent["INIntentParameters"], prefix: "INIntentParameter", enums: enums)
            let responseParameters = parameters(
                response?["INIntentResponseParameters"], prefix: "INIntentResponseParameter", enums: enums)
            let intentOnly = PlistNode(
                .dictionary(PlistDictionary(intent.entries?.filter { $0.key != "INIntentResponse" } ?? [])),
                at: intent.location)
            collect(intentOnly, expandingWith: intentParameters, into: &strings)
            if let response { collect(response, expandingWith: responseParameters, into: &strings) }
        }
        for key in ["INEnums", "INTypes"] {
            if let node = root[key] { collect(node, expandingWith: [:], into: &strings) }
        }
        var seen = Set<String>()
        return strings.sorted { ($0.key, $0.location) < ($1.key, $1.location) }.filter { seen.insert($0.key).inserted }
    }

    /// One value a compound key is made for: its display-name ID and text.
    struct Value {
        let id: String
        let displayName: String
    }

    private static func collect(
        _ node: PlistNode, expandingWith parameters: [String: [Value]], into strings: inout [ExportedString]
    ) {
        switch node.value {
        case .array(let items):
            for item in items { collect(item, expandingWith: parameters, into: &strings) }
        case .dictionary(let entries):
            if !isImplicitUnknownValue(node) {
                for entry in entries {
                    guard entry.key.hasSuffix("ID"), case .string(let id) = entry.value.value,
                        let textEntry = node.entry(String(entry.key.dropLast(2))),
                        case .string(let text) = textEntry.value.value, !text.isEmpty
                    else { continue }
                    strings += exported(id: id, text: text, at: textEntry.value.location, parameters: parameters)
                }
            }
            for entry in entries { collect(entry.value, expandingWith: parameters, into: &strings) }
        default:
            return
        }
    }

    private static func exported(
        id: String, text: String, at location: SourceLocation, parameters: [String: [Value]]
    ) -> [ExportedString] {
        let roots = FormatString(text: text, id: id, at: location).placeholderRoots
        guard let root = roots.first(where: { parameters[$0] != nil }), let values = parameters[root] else {
            return [ExportedString(key: id, text: text, at: location)]
        }
        return values.map { value in
            ExportedString(
                key: "\(id)-\(value.id)", text: text.replacingPlaceholder(root, with: value.displayName),
                at: location, resolvedPlaceholder: root, definitionText: text)
        }
    }

    /// The parameters whose placeholders make compound keys, by name, with their values.
    private static func parameters(
        _ list: PlistNode?, prefix: String, enums: [String: [Value]]
    ) -> [String: [Value]] {
        var result: [String: [Value]] = [:]
        for parameter in list?.items ?? [] {
            guard let name = parameter[prefix + "Name"]?.stringValue else { continue }
            switch parameter[prefix + "Type"]?.stringValue {
            case "Integer":
                if let enumName = parameter[prefix + "EnumType"]?.stringValue, let values = enums[enumName] {
                    result[name] = values
                }
            case "Boolean":
                let metadata = parameter[prefix + "Metadata"]
                let values = ["True", "False"].compactMap { which -> Value? in
                    guard let id = metadata?[prefix + "Metadata\(which)DisplayNameID"]?.stringValue,
                        let text = metadata?[prefix + "Metadata\(which)DisplayName"]?.stringValue
                    else { return nil }
                    return Value(id: id, displayName: text)
                }
                if !values.isEmpty { result[name] = values }
            default:
                continue
            }
        }
        return result
    }

    /// Each enum's exported values by enum name, in file order.
    private static func enumValues(_ root: PlistNode) -> [String: [Value]] {
        var result: [String: [Value]] = [:]
        for enumNode in root["INEnums"]?.items ?? [] {
            guard let name = enumNode["INEnumName"]?.stringValue else { continue }
            result[name] = (enumNode["INEnumValues"]?.items ?? []).compactMap { value in
                guard !isImplicitUnknownValue(value), let id = value["INEnumValueDisplayNameID"]?.stringValue,
                    let text = value["INEnumValueDisplayName"]?.stringValue
                else { return nil }
                return Value(id: id, displayName: text)
            }
        }
        return result
    }

    /// Whether `node` is an enum's implicit `unknown` value whose name nobody edited.
    private static func isImplicitUnknownValue(_ node: PlistNode) -> Bool {
        node["INEnumValueName"]?.stringValue == "unknown" && node["INEnumValueDisplayName"]?.stringValue == "unknown"
    }
}

extension PlistNode {
    /// The text when this is a string, else nil.
    fileprivate var stringValue: String? {
        if case .string(let text) = value { return text }
        return nil
    }
}

extension String {
    /// The text with every `${root}` or `${root.…}` placeholder replaced by `replacement`.
    func replacingPlaceholder(_ root: String, with replacement: String) -> String {
        var result = ""
        var rest = Substring(self)
        for placeholder in Placeholder.scan(self) where placeholder.root == root {
            let token = "${\(placeholder.name)}"
            guard let range = rest.firstOccurrence(of: token) else { continue }
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
