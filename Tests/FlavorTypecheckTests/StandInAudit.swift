import Foundation

/// Compares the Intents stand-in's declarations with Apple's Objective-C headers and Swift
/// overlay: every class, protocol, selector, property and enum the stand-in declares must be
/// declared the same way there. Each check returns its findings, one line each.
struct StandInAudit {
    var headers: ObjCHeaders
    var standIn: StandInDeclarations
    /// The Swift overlay's interface text.
    var overlay: String

    /// The members Foundation's protocols give every class that adopts them (these protocols
    /// are not declared in the Intents headers).
    static let foundationProtocolMembers: [String: Set<String>] = [
        "NSCopying": ["-copyWithZone:"],
        "NSCoding": ["-encodeWithCoder:", "-initWithCoder:"],
        "NSSecureCoding": ["-encodeWithCoder:", "-initWithCoder:", "+supportsSecureCoding"],
    ]

    /// Swift's names of Objective-C protocols whose names clash with a class.
    static let swiftProtocolNames = ["NSObjectProtocol": "NSObject"]

    /// Every `@objc` class is declared in the headers with the same superclass, and adopts
    /// (itself or through a superclass) every protocol the stand-in conforms it to; every `@objc`
    /// protocol is declared, refining the same protocols.
    func typeFindings() -> [String] {
        var findings: [String] = []
        for type in standIn.types where type.isObjC {
            let place = "\(type.file):\(type.line) \(type.name)"
            switch type.kind {
            case .class:
                guard let declared = headers.classes[type.name] else {
                    findings.append("\(place): no @interface \(type.name) in the headers")
                    continue
                }
                if declared.superclass != type.inherited.first {
                    findings.append("\(place): superclass \(type.inherited.first ?? "none"), headers say \(declared.superclass ?? "none")")
                }
                let adopted = headers.adoptedProtocols(of: type.name)
                for conformance in type.inherited.dropFirst() where !adopted.contains(Self.objCName(conformance)) {
                    findings.append("\(place): conforms to \(conformance), which the headers do not adopt")
                }
            case .protocol:
                guard let declared = headers.protocols[type.name] else {
                    findings.append("\(place): no @protocol \(type.name) in the headers")
                    continue
                }
                if Set(type.inherited.map(Self.objCName)) != Set(declared.protocols) {
                    findings.append("\(place): refines \(type.inherited), headers say \(declared.protocols)")
                }
            case .enum, .struct, .extension:
                continue
            }
        }
        return findings
    }

    /// Every `@objc` method and initializer names its selector, and the headers declare that
    /// selector for the type (or a superclass, category or adopted protocol), as a class method
    /// where the stand-in's is one, under the Swift name `NS_SWIFT_NAME` gives, with the `__`
    /// prefix where `NS_REFINED_FOR_SWIFT` asks for it, with the parameter and result types the
    /// importer gives the headers' types, optional (failable, for an initializer) exactly where
    /// the headers say `nullable`.
    func selectorFindings() -> [String] {
        var findings: [String] = []
        for type in standIn.types {
            for member in type.members
            where [.method, .initializer].contains(member.kind) && (member.isObjC || type.isObjC) && !member.isNonObjC {
                let place = "\(type.file):\(member.line) \(type.name).\(member.swiftName)"
                if member.swiftName == "init()" { continue }  // checked by initFindings()
                guard let selector = member.selector else {
                    if member.isObjC || type.kind == .protocol { findings.append("\(place): no explicit @objc(selector)") }
                    continue
                }
                let candidates = headers.lineage(of: type.name).flatMap(\.methods).filter { $0.selector == selector }
                guard !candidates.isEmpty else {
                    let kind = member.isClassMember ? "+" : "-"
                    let fromFoundation = headers.adoptedProtocols(of: type.name).contains {
                        Self.foundationProtocolMembers[$0]?.contains(kind + selector) == true
                    }
                    if !fromFoundation { findings.append("\(place): the headers declare no \(kind)\(selector) for \(type.name)") }
                    continue
                }
                let matching = candidates.filter { member.kind == .initializer || $0.isClassMethod == member.isClassMember }
                guard let method = matching.first else {
                    findings.append("\(place): \(selector) is a \(member.isClassMember ? "instance" : "class") method in the headers")
                    continue
                }
                if let swiftName = method.swiftName, swiftName != member.swiftName {
                    findings.append("\(place): NS_SWIFT_NAME says \(swiftName)")
                }
                if method.isRefinedForSwift != member.swiftName.hasPrefix("__") {
                    findings.append("\(place): NS_REFINED_FOR_SWIFT is \(method.isRefinedForSwift) in the headers")
                }
                if method.parameterNullability != member.parameterOptionality {
                    findings.append(
                        "\(place): parameters optional \(member.parameterOptionality), nullable in the headers \(method.parameterNullability)")
                }
                if method.returnsNullable != member.returnsOptional {
                    findings.append("\(place): result optional \(member.returnsOptional), nullable in the headers \(method.returnsNullable)")
                }
                let imported = method.parameterTypes.map(ObjCHeaders.swiftType)
                if imported != member.parameterTypes {
                    findings.append("\(place): parameter types \(member.parameterTypes), the headers give \(imported)")
                }
                if member.kind == .method, ObjCHeaders.swiftType(method.resultType) != member.resultType {
                    findings.append("\(place): result \(member.resultType), the headers give \(ObjCHeaders.swiftType(method.resultType))")
                }
            }
        }
        return findings
    }

    /// A class's `init()` is unavailable in the stand-in exactly where its header marks `init`
    /// `NS_UNAVAILABLE`.
    func initFindings() -> [String] {
        var findings: [String] = []
        for type in standIn.types where type.kind == .class && type.isObjC {
            for member in type.members where member.swiftName == "init()" {
                let declared = headers.classes[type.name]?.methods.first { $0.selector == "init" && !$0.isClassMethod }
                let unavailable = declared?.isUnavailable ?? false
                if unavailable != member.isUnavailable {
                    findings.append(
                        "\(type.file):\(member.line) \(type.name).init(): unavailable \(member.isUnavailable), headers say \(unavailable)")
                }
            }
        }
        return findings
    }

    /// Every `@objc` property is declared for the type (or its lineage) with the same type,
    /// nullability (`?`), mutability and class-ness.
    func propertyFindings() -> [String] {
        var findings: [String] = []
        for type in standIn.types {
            for member in type.members where member.kind == .property && member.isObjC {
                let place = "\(type.file):\(member.line) \(type.name).\(member.swiftName)"
                let lineage = headers.lineage(of: type.name).flatMap(\.properties)
                guard let property = lineage.first(where: { $0.name == member.swiftName || $0.getter == member.swiftName })
                else {
                    let fromFoundation = headers.adoptedProtocols(of: type.name).contains {
                        Self.foundationProtocolMembers[$0]?.contains("+" + member.swiftName) == true
                    }
                    if !fromFoundation { findings.append("\(place): no such property in the headers") }
                    continue
                }
                let isOptional = member.type?.hasSuffix("?") ?? false
                let imported = ObjCHeaders.swiftType(property.type)
                if imported != StandInDeclarations.nonOptional(member.type ?? "") {
                    findings.append("\(place): type \(member.type ?? "?"), the headers give \(imported)")
                }
                if property.isNullable != isOptional {
                    findings.append("\(place): nullable \(property.isNullable) in the headers, type \(member.type ?? "?")")
                }
                if property.isReadonly == member.isSettable {
                    findings.append("\(place): readonly \(property.isReadonly) in the headers")
                }
                if property.isClassProperty != member.isClassMember {
                    findings.append("\(place): class property \(property.isClassProperty) in the headers")
                }
            }
        }
        return findings
    }

    /// Every `@objc` enum has the constants of its `NS_ENUM`, in order.
    func enumFindings() -> [String] {
        standIn.types.filter { $0.kind == .enum && $0.isObjC }.compactMap { type in
            let expected = type.cases.map { type.name + $0.prefix(1).uppercased() + $0.dropFirst() }
            let declared = headers.enums[type.name] ?? []
            return expected == declared ? nil : "\(type.file):\(type.line) \(type.name): cases \(expected), headers \(declared)"
        }
    }

    /// Every Swift-only method (`@nonobjc`, or in a non-`@objc` extension or protocol) is in the
    /// Swift overlay, on the same type, with the same full name; so is every non-`@objc` protocol.
    func overlayFindings() -> [String] {
        let declared = SwiftInterface(text: overlay)
        var findings: [String] = []
        for type in standIn.types {
            if type.kind == .protocol, !type.isObjC, declared.types[type.name] != "protocol" {
                findings.append("\(type.file):\(type.line) protocol \(type.name) is not in the overlay")
            }
            for member in type.members where member.kind == .method && !member.isOverride && (member.isNonObjC || !member.isObjC)
                && !(type.isObjC && type.kind == .protocol)
            {
                if declared.members[type.name]?.contains(member.swiftName) != true {
                    findings.append("\(type.file):\(member.line) \(type.name).\(member.swiftName) is not in the overlay")
                }
            }
        }
        return findings
    }

    /// Classes are `open`, as imported Objective-C classes are; their methods and properties
    /// `open` and their initializers `public`.
    func accessFindings() -> [String] {
        var findings: [String] = []
        for type in standIn.types where type.kind == .class && type.isObjC {
            if type.access != "open" { findings.append("\(type.file):\(type.line) \(type.name) is \(type.access), not open") }
            for member in type.members where !member.isUnavailable && member.swiftName != "init()" {
                let expected = member.kind == .initializer ? "public" : "open"
                if member.access != expected {
                    findings.append("\(type.file):\(member.line) \(type.name).\(member.swiftName) is \(member.access), not \(expected)")
                }
            }
        }
        return findings
    }

    /// The Objective-C half of the stand-in (`Intents.h`): its classes exist in the headers with
    /// the same superclass and the same methods (kind and availability), its enums with the
    /// same constants.
    func objCStandInFindings(_ standInHeader: ObjCHeaders) -> [String] {
        var findings: [String] = []
        for (name, standInClass) in standInHeader.classes.sorted(by: { $0.key < $1.key }) {
            guard let declared = headers.classes[name] else {
                findings.append("Intents.h: no @interface \(name) in the headers")
                continue
            }
            if declared.superclass != standInClass.superclass {
                findings.append("Intents.h: \(name)'s superclass \(standInClass.superclass ?? "none"), headers say \(declared.superclass ?? "none")")
            }
            for method in standInClass.methods where !declared.methods.contains(where: {
                $0.selector == method.selector && $0.isClassMethod == method.isClassMethod && $0.isUnavailable == method.isUnavailable
            }) {
                findings.append("Intents.h: \(name) \(method.selector) differs from the headers")
            }
        }
        for (name, constants) in standInHeader.enums.sorted(by: { $0.key < $1.key }) where headers.enums[name] != constants {
            findings.append("Intents.h: \(name) constants \(constants), headers \(headers.enums[name] ?? [])")
        }
        return findings
    }

    private static func objCName(_ swiftName: String) -> String { swiftProtocolNames[swiftName] ?? swiftName }
}
