import Foundation
import Testing
import TestSupport

/// The WidgetKit stand-in (this branch's files) declares only what WidgetKit's interface
/// declares, on the same types, and its protocols require everything the real ones require.
@Suite(ReferenceMaterial.availability)
struct WidgetKitInterfaceTests {
    /// The files checked; `AppIntentWidgets.swift` belongs to the App Intents flavor.
    static let files = ["Configurations.swift", "IntentWidgets.swift", "Timeline.swift", "WidgetEnvironment.swift"]

    static func load() throws -> (interface: SwiftInterface, standIn: StandInDeclarations) {
        try ReferenceMaterial.require()
        let interface = SwiftInterface(
            text: try String(
                contentsOf: ReferenceMaterial.appleSDK.appending(path: "WidgetKit-iOS17.0.swiftinterface"), encoding: .utf8))
        var standIn = StandInDeclarations()
        let folder = PackagePaths.root.appending(path: "Tests/StandIns/WidgetKit")
        for file in files {
            standIn.read(try String(contentsOf: folder.appending(path: file), encoding: .utf8), file: file)
        }
        return (interface, standIn)
    }

    @Test func everyPublicDeclarationIsInTheInterface() throws {
        let (interface, standIn) = try Self.load()
        #expect(standIn.types.count >= 15, "\(standIn.types.map(\.name))")
        var findings: [String] = []
        for type in standIn.types where ["public", "open"].contains(type.access) || type.kind == .extension {
            if type.kind != .extension, interface.types[type.name] != type.kind.rawValue {
                findings.append("\(type.file):\(type.line) \(type.kind) \(type.name) is not in the interface")
            }
            for member in type.members where ["public", "open"].contains(member.access) || type.kind == .protocol {
                if interface.members[type.name]?.contains(member.swiftName) != true {
                    findings.append("\(type.file):\(member.line) \(type.name).\(member.swiftName) is not in the interface")
                }
            }
            for name in type.cases where interface.members[type.name]?.contains(name) != true {
                findings.append("\(type.file):\(type.line) \(type.name).\(name) is not in the interface")
            }
        }
        #expect(findings.isEmpty, "\(findings.joined(separator: "\n"))")
    }

    /// A stand-in protocol missing a requirement would accept conformers the real one rejects.
    @Test func protocolsRequireWhatTheRealOnesRequire() throws {
        let (interface, standIn) = try Self.load()
        let protocols = standIn.types.filter { $0.kind == .protocol }
        #expect(Set(protocols.map(\.name)) == ["IntentTimelineProvider", "TimelineEntry", "TimelineProvider"])
        for type in protocols {
            #expect(Set(type.members.map(\.swiftName)) == interface.members[type.name], "\(type.name)")
        }
    }

    @Test func widgetFamilyCasesInOrder() throws {
        let (interface, standIn) = try Self.load()
        let family = try #require(standIn.types.first { $0.name == "WidgetFamily" })
        let text = try String(
            contentsOf: ReferenceMaterial.appleSDK.appending(path: "WidgetKit-iOS17.0.swiftinterface"), encoding: .utf8)
        let declared = text.matches(of: /\n\s+case (\w+)\n/).map { String($0.1) }.filter {
            interface.members["WidgetFamily"]?.contains($0) == true
        }
        #expect(family.cases == declared)
    }
}
