import Foundation
import TestSupport
import Testing

/// The compiler's answer to what Swift files declare: the program in `CompilerOracle/main.swift`
/// (which says why it reads the toolchain's SwiftParser rather than `swiftc -dump-parse`),
/// compiled once by `swiftc` into the package's `.build` folder and run on many files at a time.
enum CompilerOracle {
    /// One file's declarations as the compiler's parser reads them.
    struct FileAnswer: Decodable {
        var file: String
        var hasSyntaxErrors: Bool
        var types: [TypeAnswer]
        /// Each type alias as `[name, target]`, in file order.
        var typeAliases: [[String]]
    }

    /// A type or extension; the fields are those of ``ReaderOracleTests``' comparison.
    struct TypeAnswer: Decodable, Equatable {
        var kind: String
        var name: String
        var line: Int
        var inheritedTypes: [String]
        var properties: [String]
        var staticStrings: [String: String]
        var parameters: [String: String]
        var cases: [[String?]]
    }

    /// The toolchain's `lib/swift/host` beside the `swiftc` on `PATH`, when it holds SwiftParser.
    static let hostLibraries: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let swiftc = URL(fileURLWithPath: String(folder)).appending(path: "swiftc")
            guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
            let host = swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
                .appending(path: "../lib/swift/host").standardizedFileURL
            let parser = host.appending(path: "SwiftParser.swiftmodule").path
            return FileManager.default.fileExists(atPath: parser) ? host : nil
        }
        return nil
    }()

    /// The trait of the tests that ask the compiler: they run when the toolchain has its parser
    /// library, or in CI (where ``program`` then fails them); otherwise they are skipped, saying
    /// why. The fast loop (``FastLoop``) skips them too.
    static var availability: ConditionTrait {
        .enabled(
            if: !FastLoop.isOn && (hostLibraries != nil || CorpusLocator.isCI),
            Comment(
                rawValue: FastLoop.isOn
                    ? FastLoop.skipMessage
                    : "no swiftc on PATH with SwiftParser in its lib/swift/host: the compiler cannot be asked"))
    }

    /// The built oracle program, compiled on first use (or found from an earlier run of the
    /// same source).
    static let program: Result<String, ToolchainError> = {
        guard let host = hostLibraries else {
            return .failure(ToolchainError("no swiftc on PATH with SwiftParser in its lib/swift/host"))
        }
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(
            path: "CompilerOracle/main.swift")
        guard let bytes = FileManager.default.contents(atPath: source.path) else {
            return .failure(ToolchainError("cannot read \(source.path)"))
        }
        // FNV-1a of the source: a changed oracle is rebuilt, an unchanged one reused.
        let hash = bytes.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        let folder = PackagePaths.root.appending(path: ".build/compiler-oracle/\(String(hash, radix: 16))")
        let executable = folder.appending(path: "oracle").path
        if FileManager.default.isExecutableFile(atPath: executable) { return .success(executable) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let output = try SwiftToolchain.run(
                "swiftc",
                [
                    "-swift-version", "6", "-I", host.path, "-L", host.path, "-lSwiftParser", "-lSwiftSyntax",
                    "-Xlinker", "-rpath", "-Xlinker", host.path, source.path, "-o", executable + ".partial",
                ],
                in: folder)
            guard output.status == 0 else {
                return .failure(ToolchainError("the oracle did not build:\n\(output.text)"))
            }
            try FileManager.default.moveItem(atPath: executable + ".partial", toPath: executable)
            return .success(executable)
        } catch {
            return .failure(ToolchainError("the oracle did not build: \(error)"))
        }
    }()

    /// The answers for `paths`, keyed by path, from one run of the oracle.
    static func answers(for paths: [String]) throws -> [String: FileAnswer] {
        let run = try ProcessRunner.run(try program.get(), paths, environment: nil)
        guard run.status == 0 else { throw ToolchainError("the oracle failed (\(run.status)): \(run.error)") }
        let answers = try JSONDecoder().decode([FileAnswer].self, from: Data(run.output.utf8))
        return Dictionary(answers.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
