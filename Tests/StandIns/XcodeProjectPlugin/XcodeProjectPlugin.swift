// A declarations-only stand-in for Xcode's XcodeProjectPlugin module, which ships inside Xcode and
// in no SDK. Names and signatures follow Apple's published interface (the module's
// .swiftinterface and the current documentation for the URL-based members); the bodies exist
// only so that it compiles. Built as a module named XcodeProjectPlugin by
// Tests/PluginPlanningTests/XcodeConformanceTests.swift so that the plugins'
// `#if canImport(XcodeProjectPlugin)` code is really typechecked against the real PackagePlugin.
import Foundation
import PackagePlugin

public struct XcodeProject {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    public let directory: Path
    public let directoryURL: URL
    public let filePaths: PathList
    public let targets: [XcodeTarget]
}

public struct XcodeTarget {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    public let product: XcodeProduct?
    public let inputFiles: FileList
}

public struct XcodeProduct {
    public typealias ID = String
    public let id: ID
    public let name: String
    public let kind: Kind

    public enum Kind {
        case application
        case executable
        case framework
        case library
        case other(String)
    }
}

public struct XcodePluginContext {
    public let xcodeProject: XcodeProject
    public let pluginWorkDirectory: Path
    public let pluginWorkDirectoryURL: URL
    let tools: [String: PluginContext.Tool]

    public func tool(named name: String) throws -> PluginContext.Tool {
        guard let tool = tools[name] else { throw PluginContextError.toolNotFound(name: name) }
        return tool
    }
}

public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

public protocol XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}
