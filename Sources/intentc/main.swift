#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

let process = ProcessInfo.processInfo
let status = Intentc.run(
    arguments: Array(process.arguments.dropFirst()), environment: process.environment,
    standardErrorIsTerminal: isatty(STDERR_FILENO) == 1, console: .standard)
exit(status.rawValue)
