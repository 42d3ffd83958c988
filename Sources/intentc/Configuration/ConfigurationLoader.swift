import IntentCodegen
import IntentDefinition

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads `intentc.json` into a ``Configuration``, reporting every problem at the key or value
/// where it is.
enum ConfigurationLoader {
    /// The keys a `files` entry may hold (the top level also takes `version` and `files`).
    static let settingKeys = [
        "accessLevel", "classPrefix", "embedTranslations", "flavor", "imports", "shippedClassPrefix",
    ]

    /// Reads and decodes the file at `path`. Returns nil with at least one error on failure.
    static func load(contentsOf path: String, diagnostics: inout [Diagnostic]) -> Configuration? {
        guard let data = FileManager.default.contents(atPath: path) else {
            diagnostics.append(
                Diagnostic(.configurationUnreadable, "cannot read configuration file '\(path)'", at: nil))
            return nil
        }
        return decode(Array(data), path: path, diagnostics: &diagnostics)
    }

    /// Decodes `bytes`, the contents of the configuration file `path`.
    static func decode(_ bytes: [UInt8], path: String, diagnostics: inout [Diagnostic]) -> Configuration? {
        let root: LocatedJSON
        do {
            root = try LocatedJSONParser.parse(bytes, file: path)
        } catch {
            diagnostics.append(Diagnostic(.configurationMalformedJSON, error.message, at: error.location))
            return nil
        }
        var decoder = Decoder()
        let configuration = decoder.decodeTopLevel(root)
        diagnostics += decoder.diagnostics
        return decoder.diagnostics.containsErrors ? nil : configuration
    }

    /// Walks the located JSON tree, collecting every problem rather than stopping at the first.
    struct Decoder {
        var diagnostics: [Diagnostic] = []

        mutating func decodeTopLevel(_ root: LocatedJSON) -> Configuration {
            var configuration = Configuration(settings: GenerationSettings(), fileEntries: [])
            guard let members = object(root, what: "the configuration") else { return configuration }
            var version: LocatedJSON?
            var flavors: LocatedJSON.Member?
            for member in members {
                switch member.key {
                case "version": version = member.value
                case "files": configuration.fileEntries = decodeFiles(member.value)
                case "compat": configuration.compatibility = decodeCompatibility(member.value)
                case "flavors": flavors = member
                default:
                    decodeSetting(
                        member, into: &configuration.settings, allowedKeys: ["compat", "files", "flavors", "version"])
                }
            }
            checkVersion(version, objectLocation: root.location)
            if let flavors {
                configuration.flavors = decodeFlavors(flavors, alongside: members.first { $0.key == "flavor" })
                configuration.settings.flavor = configuration.flavors.first ?? configuration.settings.flavor
            }
            return configuration
        }

        /// `"compat"`: a level (`error`, `warning`, `note`, `off`) for each category of `intentc compat`
        /// findings, keyed by ``CompatibilityCategory``'s names; unknown ones reported at their place.
        private mutating func decodeCompatibility(_ value: LocatedJSON) -> CompatibilityPolicy {
            var policy = CompatibilityPolicy()
            for member in object(value, what: "\"compat\"") ?? [] {
                guard let category = CompatibilityCategory(rawValue: member.key) else {
                    let known = CompatibilityCategory.allCases.map(\.rawValue).sorted().joined(separator: ", ")
                    let message = "unknown compat category '\(member.key)' (known categories: \(known))"
                    report(.configurationUnknownKey, message, at: member.keyLocation)
                    continue
                }
                policy.levels[category] = enumValue(member.value, key: member.key)
            }
            return policy
        }

        /// `flavors`: a non-empty list of distinct flavors that can share one module, and no
        /// `flavor` beside it. The `intents` flavor's classes carry the default flavor's type
        /// names, so the two are refused together (each needs a target of its own).
        private mutating func decodeFlavors(_ member: LocatedJSON.Member, alongside flavor: LocatedJSON.Member?)
            -> [GenerationOptions.Flavor]
        {
            if let flavor {
                let message = "\"flavor\" and \"flavors\" cannot both be given; list every flavor in \"flavors\""
                report(.configurationInvalidValue, message, at: flavor.keyLocation)
            }
            guard case .array(let elements) = member.value.value else {
                wrongType(member.value, expected: "an array of flavors", key: member.key)
                return []
            }
            if elements.isEmpty { invalid(member.value, "\"flavors\" lists no flavor") }
            var flavors: [GenerationOptions.Flavor] = []
            for element in elements {
                guard let value: GenerationOptions.Flavor = enumValue(element, key: member.key) else { continue }
                if flavors.contains(value) {
                    invalid(element, "\"flavors\" lists \"\(value.rawValue)\" twice")
                } else if let clash = Self.moduleClash(value, flavors) {
                    invalid(element, clash)
                } else {
                    flavors.append(value)
                }
            }
            return flavors
        }

        /// Why `flavor` cannot join `earlier` in one module, or nil when it can.
        static func moduleClash(_ flavor: GenerationOptions.Flavor, _ earlier: [GenerationOptions.Flavor]) -> String? {
            let pair: Set<GenerationOptions.Flavor> = [.default, .intents]
            guard pair.contains(flavor), let other = earlier.first(where: { pair.contains($0) && $0 != flavor }) else {
                return nil
            }
            return
                "\"\(flavor.rawValue)\" cannot share a target with \"\(other.rawValue)\": the intents flavor's classes "
                + "carry the default flavor's type names; generate the intents flavor in a target of its own"
        }

        private mutating func checkVersion(_ version: LocatedJSON?, objectLocation: SourceLocation) {
            guard let version else {
                let message = "configuration has no \"version\" (add \"version\": \(Configuration.supportedVersion))"
                report(.configurationMissingVersion, message, at: objectLocation)
                return
            }
            guard case .number(let number) = version.value else {
                wrongType(version, expected: "a number", key: "version")
                return
            }
            if number != Double(Configuration.supportedVersion) {
                report(
                    .configurationUnsupportedVersion,
                    "configuration version \(WholeNumber.text(number)) is not supported "
                        + "(this intentc reads version \(Configuration.supportedVersion))", at: version.location)
            }
        }

        private mutating func decodeFiles(_ value: LocatedJSON) -> [Configuration.FileEntry] {
            guard let members = object(value, what: "\"files\"") else { return [] }
            var entries: [Configuration.FileEntry] = []
            var firstKeyLocations: [[String]: (key: String, location: SourceLocation)] = [:]
            for member in members {
                let components = Configuration.pathComponents(of: member.key)
                guard !components.isEmpty else {
                    let message = "\"files\" key '\(member.key)' names no file"
                    report(.configurationInvalidValue, message, at: member.keyLocation)
                    continue
                }
                if let first = firstKeyLocations[components] {
                    duplicate(member, first: first)
                    continue
                }
                firstKeyLocations[components] = (member.key, member.keyLocation)
                var settings = GenerationSettings()
                for setting in object(member.value, what: "\"files\" entry '\(member.key)'") ?? [] {
                    decodeSetting(setting, into: &settings, allowedKeys: [])
                }
                entries.append(
                    Configuration.FileEntry(
                        key: member.key, keyLocation: member.keyLocation, pathComponents: components,
                        settings: settings))
            }
            return entries
        }

        /// The members of `value`, or nil after reporting that it is no object; duplicate keys are
        /// reported and dropped.
        mutating func object(_ value: LocatedJSON, what: String) -> [LocatedJSON.Member]? {
            guard case .object(let members) = value.value else {
                report(.configurationWrongType, "\(what) must be an object, not \(value.typeName)", at: value.location)
                return nil
            }
            var firstLocations: [String: SourceLocation] = [:]
            return members.filter { member in
                if let first = firstLocations[member.key] {
                    duplicate(member, first: (member.key, first))
                    return false
                }
                firstLocations[member.key] = member.keyLocation
                return true
            }
        }

        private mutating func duplicate(
            _ member: LocatedJSON.Member, first: (key: String, location: SourceLocation)
        ) {
            diagnostics.append(
                Diagnostic(
                    .configurationDuplicateKey, "key '\(member.key)' appears twice in the same object",
                    at: member.keyLocation,
                    notes: [DiagnosticNote("'\(first.key)' was first given here", at: first.location)]))
        }

        private mutating func decodeSetting(
            _ member: LocatedJSON.Member, into settings: inout GenerationSettings, allowedKeys: [String]
        ) {
            switch member.key {
            case "accessLevel": settings.accessLevel = enumValue(member.value, key: member.key)
            case "flavor": settings.flavor = enumValue(member.value, key: member.key)
            case "classPrefix", "shippedClassPrefix":
                guard let prefix = string(member.value, key: member.key) else { return }
                if let problem = GenerationSettings.problem(withClassPrefix: prefix) {
                    invalid(member.value, problem)
                } else if member.key == "classPrefix" {
                    settings.classPrefix = prefix
                } else {
                    settings.shippedClassPrefix = prefix
                }
            case "embedTranslations":
                guard case .bool(let embed) = member.value.value else {
                    wrongType(member.value, expected: "true or false", key: member.key)
                    return
                }
                settings.embedTranslations = embed
            case "imports":
                guard case .array(let elements) = member.value.value else {
                    wrongType(member.value, expected: "an array of strings", key: member.key)
                    return
                }
                var imports: [String] = []
                for element in elements {
                    guard let name = string(element, key: "imports") else { continue }
                    if let problem = GenerationSettings.problem(withImport: name) {
                        invalid(element, problem)
                    } else {
                        imports.append(name)
                    }
                }
                settings.imports = imports
            default:
                let known = (settingKeys + allowedKeys).sorted().joined(separator: ", ")
                let message = "unknown configuration key '\(member.key)' (known keys here: \(known))"
                report(.configurationUnknownKey, message, at: member.keyLocation)
            }
        }

        mutating func enumValue<Value: RawRepresentable<String> & CaseIterable>(_ value: LocatedJSON, key: String)
            -> Value?
        {
            guard let raw = string(value, key: key) else { return nil }
            if let choice = Value(rawValue: raw) { return choice }
            let allowed = Value.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            invalid(value, "\"\(key)\" must be one of \(allowed), not \"\(raw)\"")
            return nil
        }

        private mutating func string(_ value: LocatedJSON, key: String) -> String? {
            guard case .string(let string) = value.value else {
                wrongType(value, expected: "a string", key: key)
                return nil
            }
            return string
        }

        private mutating func wrongType(_ value: LocatedJSON, expected: String, key: String) {
            report(.configurationWrongType, "\"\(key)\" must be \(expected), not \(value.typeName)", at: value.location)
        }

        private mutating func invalid(_ value: LocatedJSON, _ message: String) {
            report(.configurationInvalidValue, message, at: value.location)
        }

        mutating func report(_ code: DiagnosticCode, _ message: String, at location: SourceLocation) {
            diagnostics.append(Diagnostic(code, message, at: location))
        }
    }
}
