import Foundation

/// Where the package's own folders are, found from this file's path.
public enum PackagePaths {
    /// The package root (the folder holding Package.swift).
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()
}
