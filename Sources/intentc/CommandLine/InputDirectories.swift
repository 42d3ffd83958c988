import IntentDefinition

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The directories among `lint`'s and `generate`'s inputs, replaced by the definitions below
/// them: every `*.intentdefinition` file at any depth, in path order (bytewise, so the same tree
/// gives the same order everywhere). Folders whose name starts with `.` (`.git`, `.build` with
/// its checked-out dependencies) are skipped, and symbolic links to folders are not followed
/// (a link to a definition is read like the definition). A definition in `Base.lproj` is found
/// there and its translations beside it, as when it is named.
enum InputDirectories {
    /// The definition files' extension.
    static let definitionExtension = ".intentdefinition"

    /// `inputs` with each directory replaced by the definitions below it, each path once (a
    /// definition also named on its own, or below two named folders, keeps its first place),
    /// and an error, with the folder it concerns, for each directory that holds none or cannot
    /// be listed.
    static func expand(_ inputs: [String]) -> (inputs: [String], problems: [(folder: String, diagnostic: Diagnostic)]) {
        var expanded: [String] = []
        var seen: Set<String> = []
        var problems: [(folder: String, diagnostic: Diagnostic)] = []
        for input in inputs {
            guard fileType(of: input, followingLinks: true) == S_IFDIR else {
                if seen.insert(input).inserted { expanded.append(input) }
                continue
            }
            var found: [String] = []
            let earlierProblems = problems.count
            collect(in: input, into: &found, problems: &problems)
            if found.isEmpty && problems.count == earlierProblems {
                let message = "'\(input)' holds no \(definitionExtension) file (folders named '.…' are skipped)"
                problems.append((input, Diagnostic(.inputDirectoryWithoutDefinitions, message, at: nil)))
            }
            for path in found.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) })
            where seen.insert(path).inserted {
                expanded.append(path)
            }
        }
        return (expanded, problems)
    }

    /// The `S_IFMT` bits of the file at `path` (of a symbolic link itself, unless following it).
    private static func fileType(of path: String, followingLinks: Bool) -> mode_t? {
        var status = stat()
        guard (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    /// Adds the definitions below `folder` to `found`, and an error to `problems` for each folder
    /// that cannot be listed.
    private static func collect(
        in folder: String, into found: inout [String], problems: inout [(folder: String, diagnostic: Diagnostic)]
    ) {
        guard let stream = opendir(folder) else {
            let message = "cannot list the folder '\(folder)': \(String(cString: strerror(errno)))"
            problems.append((folder, Diagnostic(.inputDirectoryWithoutDefinitions, message, at: nil)))
            return
        }
        defer { closedir(stream) }
        // The current folder, named `.` or `./`, adds no prefix: `lint .` prints `A.intentdefinition`,
        // as `lint A.intentdefinition` does, not `./A.intentdefinition`.
        let prefix = folder == "." || folder == "./" ? "" : folder.hasSuffix("/") ? folder : folder + "/"
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix(".") else { continue }
            let path = prefix + name
            if fileType(of: path, followingLinks: false) == S_IFDIR {
                collect(in: path, into: &found, problems: &problems)
            } else if name.hasSuffix(definitionExtension), fileType(of: path, followingLinks: true) == S_IFREG {
                found.append(path)
            }
        }
    }
}
