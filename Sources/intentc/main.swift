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

// Read from `argv`: before Swift 6, the standard library declares `CommandLine.arguments` a
// mutable global, which strict concurrency refuses to read here.
let arguments = (1..<Int(CommandLine.argc)).map { String(cString: CommandLine.unsafeArgv[$0]!) }
let status = Intentc.run(
    arguments: arguments, environment: environment,
    standardErrorIsTerminal: isatty(STDERR_FILENO) == 1, console: .standard)
exit(status.rawValue)
