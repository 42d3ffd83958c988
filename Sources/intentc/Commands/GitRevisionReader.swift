import IntentDefinition

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads a file as it was at a revision of the git repository it lives in (`intentc compat
/// --against git:<rev>`).
enum GitRevisionReader {
    /// A file's contents at a revision.
    struct Version {
        /// The bytes.
        var bytes: [UInt8]
        /// How diagnostics name it: `<rev>:<path from the repository root>`.
        var displayPath: String
    }

    /// The contents of `path` at `revision`, with the note that a symbolic link was followed
    /// (IC228), or nil with the error saying why they cannot be read: git cannot run or the file
    /// is outside a work tree (IC225), the revision names no commit (IC226), or the file does not
    /// exist there (IC227). A symbolic link is followed: git stores a link as the path it holds,
    /// so the target's own path is read at `revision`.
    static func read(_ path: String, at revision: String) -> (version: Version?, diagnostics: [Diagnostic]) {
        let target = linkTarget(of: path)
        let file = URL(fileURLWithPath: target ?? path)
        var directory = file.deletingLastPathComponent().path
        var name = file.lastPathComponent
        // A deleted file's folder may be gone too (`migrate --check git:<rev>:<path>`): git runs
        // in the nearest folder that exists, and the rest of the path follows the revision.
        while FileManager.default.isDirectory(atPath: directory) == nil, directory.count > 1 {
            let folder = URL(fileURLWithPath: directory)
            name = folder.lastPathComponent + "/" + name
            directory = folder.deletingLastPathComponent().path
        }
        guard let prefix = GitProcess.run(["rev-parse", "--show-prefix"], in: directory) else {
            return failure(.compatGitUnavailable, "cannot run 'git' to read '\(path)' at '\(revision)'")
        }
        guard prefix.status == 0 else {
            return failure(
                .compatGitUnavailable,
                "cannot read '\(path)' at '\(revision)': '\(directory)' is not in a git work tree "
                    + "(\(prefix.firstErrorLine))")
        }
        let prefixLine = String(decoding: prefix.output, as: UTF8.self)
        let pathInRepository =
            String(prefixLine.drop(while: \.isNewline).reversed().drop(while: \.isNewline).reversed()) + name
        let displayPath = revision + ":" + pathInRepository
        let commit = GitProcess.run(
            ["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"], in: directory)
        guard commit?.status == 0 else {
            let shallow = GitProcess.run(["rev-parse", "--is-shallow-repository"], in: directory)
            let isShallow = shallow.map { String(decoding: $0.output, as: UTF8.self).hasPrefix("true") } ?? false
            return failure(
                .compatUnknownRevision,
                "'\(revision)' names no commit of the repository that holds '\(path)'"
                    + (isShallow
                        ? "; this clone is shallow and holds only recent history: fetch the rest "
                            + "('git fetch --unshallow --tags', or 'fetch-depth: 0' in actions/checkout)" : ""))
        }
        guard let blob = GitProcess.run(["cat-file", "blob", revision + ":./" + name], in: directory),
            blob.status == 0
        else {
            return failure(
                .compatFileAbsentAtRevision, "'\(pathInRepository)' does not exist at revision '\(revision)'")
        }
        let followed = target.map {
            Diagnostic(
                .compatFollowedSymbolicLink,
                "'\(path)' is a symbolic link; comparing with its target '\($0)' as it was at '\(revision)' "
                    + "('\(pathInRepository)')", at: nil)
        }
        return (Version(bytes: blob.output, displayPath: displayPath), followed.map { [$0] } ?? [])
    }

    /// The path `path`'s symbolic links lead to, when `path` itself is a link; nil otherwise.
    private static func linkTarget(of path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK, let resolved = realpath(path, nil) else {
            return nil
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func failure(_ code: DiagnosticCode, _ message: String) -> (Version?, [Diagnostic]) {
        (nil, [Diagnostic(code, message, at: nil)])
    }
}

/// Runs the `git` executable (found through `PATH` by `/usr/bin/env`) and captures its output.
private enum GitProcess {
    /// What one git command produced.
    struct Outcome {
        /// The exit status.
        var status: Int32
        /// Standard output, as bytes (file contents are not necessarily text).
        var output: [UInt8]
        /// Standard error's first line, for messages.
        var firstErrorLine: String
    }

    /// The status `env` exits with when it finds no `git` to run.
    private static let commandNotFound: Int32 = 127

    /// Runs `git -C <directory> <arguments>`; nil when git cannot be started at all.
    static func run(_ arguments: [String], in directory: String) -> Outcome? {
        var outputPipe: [Int32] = [-1, -1]
        var errorPipe: [Int32] = [-1, -1]
        guard pipe(&outputPipe) == 0 else { return nil }
        guard pipe(&errorPipe) == 0 else {
            for descriptor in outputPipe { close(descriptor) }
            return nil
        }
        // An opaque pointer on Darwin, a structure on Linux.
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        for descriptor in outputPipe + errorPipe { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let argv = (["/usr/bin/env", "git", "-C", directory] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, "/usr/bin/env", &actions, nil, argv, environ)
        _ = close(outputPipe[1])
        _ = close(errorPipe[1])
        defer {
            _ = close(outputPipe[0])
            _ = close(errorPipe[0])
        }
        guard spawned == 0 else { return nil }
        // Standard output may be large (a whole file); git's messages are short.
        let output = readToEnd(outputPipe[0])
        let errorText = String(decoding: readToEnd(errorPipe[0]), as: UTF8.self)
        var waitStatus: Int32 = 0
        while waitpid(child, &waitStatus, 0) < 0, errno == EINTR {}
        // The exit status of a normal exit; 128 + the signal number otherwise, as shells report it.
        let status = waitStatus & 0x7f == 0 ? (waitStatus >> 8) & 0xff : 128 + waitStatus & 0x7f
        guard status != commandNotFound else { return nil }
        return Outcome(
            status: status, output: output,
            firstErrorLine: errorText.split(separator: "\n").first.map(String.init) ?? "")
    }

    /// Everything readable from `descriptor` until end of file.
    private static func readToEnd(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return bytes }
            bytes += chunk[..<count]
        }
    }
}
