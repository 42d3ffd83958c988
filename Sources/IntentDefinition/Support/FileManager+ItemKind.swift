#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension FileManager {
    /// Whether the item at `path` (following symbolic links) is a directory; nil when nothing is
    /// there.
    ///
    /// Apple's Foundation hands the flag back as an `ObjCBool`, the open-source one as a `Bool`.
    package func isDirectory(atPath path: String) -> Bool? {
        #if canImport(FoundationEssentials)
            var isDirectory = false
            guard fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
            return isDirectory
        #else
            var isDirectory: ObjCBool = false
            guard fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
            return isDirectory.boolValue
        #endif
    }
}
