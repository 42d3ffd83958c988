import TestSupport

/// `swiftc` and `swift-format` on generated code; shared by every test target, so it lives in
/// TestSupport.
typealias SwiftToolchain = TestSupport.SwiftToolchain
