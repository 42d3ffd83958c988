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

// A global, so that it is never destroyed: `exit` frees nothing, and the last result goes with
// the process (see ResultKeptUntilExit).
let keptResult = ResultKeptUntilExit()
let status = Intentc.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: environment,
    standardErrorIsTerminal: isatty(STDERR_FILENO) == 1, console: .standard, keptResult: keptResult)
exit(status.rawValue)
