#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Only the variables intentc reads. Copying the whole environment into a dictionary
// (`ProcessInfo.environment`) was nine tenths of what intentc itself ran at start-up.
var environment: [String: String] = [:]
for name in TerminalStyle.environmentVariables {
    if let value = getenv(name) { environment[name] = String(cString: value) }
}

let status = Intentc.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: environment,
    standardErrorIsTerminal: isatty(STDERR_FILENO) == 1, console: .standard)
exit(status.rawValue)
