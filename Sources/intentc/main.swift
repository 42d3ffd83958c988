import Foundation

let status = Intentc.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
    standardErrorIsTerminal: isatty(STDERR_FILENO) == 1, console: .standard)
exit(status.rawValue)
