#if canImport(XcodeProjectPlugin)
    import Foundation
    import PackagePlugin
    import XcodeProjectPlugin

    /// The command in an Xcode project (File ▸ Packages ▸ or the project's context menu): the same
    /// options; a target's folder is the one ``GenerationPlan/xcodeTargetFolder(named:in:fileManager:)``
    /// finds (the project's folder when there is none), and its Swift sources are its input files. Without `--target` (Xcode passes the
    /// targets the user ticked as `--target`), every target with a definition among its inputs.
    extension GenerateIntentCode: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            let options = try CommandOptions(arguments)
            let intentc = try context.tool(named: "intentc")
            let project = context.xcodeProject
            let named = Set(options.targetNames)
            let targets = project.targets.filter { target in
                named.isEmpty
                    ? target.inputFiles.contains { $0.url.pathExtension == GenerationPlan.definitionExtension }
                    : named.contains(target.displayName)
            }
            if let unknown = options.targetNames.first(where: { name in !targets.contains { $0.displayName == name } })
            {
                throw CommandFailure("the project has no target '\(unknown)'")
            }
            var problems: [String] = []
            for target in targets {
                let folder = GenerationPlan.xcodeTargetFolder(named: target.displayName, in: project.directoryURL)
                problems += try run(
                    intentc.url, for: target.displayName, in: folder ?? project.directoryURL,
                    searchRoot: project.directoryURL, sources: target.inputFiles.map(\.url), options: options,
                    shownFrom: project.directoryURL)
            }
            try fail(on: problems, check: options.check)
        }
    }
#endif
