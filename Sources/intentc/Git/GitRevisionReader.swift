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
import IntentDefinition

/// Reads a file as it was at a revision of the git repository it lives in (`intentc compat
/// --against git:<rev>`).
enum GitRevisionReader {
    /// A file's contents at a revision.
    struct Version {
        /// The bytes.
        var bytes: [UInt8]
        /// How diagnostics name it: `<rev>:<path from the repository root>`.
        var displayPath: String
        /// The note saying that the path named a symbolic link and its target was read (IC228);
        /// nil for a plain file.
        var followedLink: Diagnostic?
    }

    /// Why a version cannot be read, as the diagnostic that says so.
    struct Failure: Error {
        /// IC225, IC226 or IC227, naming the file and revision.
        var diagnostic: Diagnostic
    }

    /// The contents of `path` at `revision`, or the diagnostic saying why they cannot be read:
    /// git cannot run or the file is outside a work tree (IC225), the revision names no commit
    /// (IC226), or the file does not exist there (IC227). A symbolic link is followed: git
    /// stores a link as the path it holds, so the target's own path is read at `revision`.
    static func read(_ path: String, at revision: String) -> Result<Version, Failure> {
        let target = linkTarget(of: path)
        let file = URL(fileURLWithPath: target ?? path)
        let directory = file.deletingLastPathComponent().path
        let name = file.lastPathComponent
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
        let pathInRepository = String(prefixLine.drop(while: \.isNewline).reversed().drop(while: \.isNewline).reversed()) + name
        let displayPath = revision + ":" + pathInRepository
        let commit = GitProcess.run(
            ["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"], in: directory)
        guard commit?.status == 0 else {
            return failure(
                .compatUnknownRevision, "'\(revision)' names no commit of the repository that holds '\(path)'")
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
        return .success(Version(bytes: blob.output, displayPath: displayPath, followedLink: followed))
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

    private static func failure(_ code: DiagnosticCode, _ message: String) -> Result<Version, Failure> {
        .failure(Failure(diagnostic: Diagnostic(code, message, at: nil)))
    }
}
