import TouchSimFormat
import TouchSimOutput
import TouchSimReader
import TouchSimReplay

/// Why a command stopped without doing its work. Every command throws one of these, and `run`
/// alone turns it into text on standard error and exit status 2 (docs/format.md §4.5, §4.6).
enum CommandFailure: Error {
    /// The command line cannot be run: a missing, unknown or invalid argument.
    case usage(String)
    /// The input is invalid: a diagnostic that names its file, line and column.
    case invalidInput(Diagnostic)
    /// Something the command needs failed: a file it cannot read or write, a refused `--update`.
    case failed(String)

    /// The lines standard error gets.
    var rendered: String {
        switch self {
        case .usage(let message): return Self.error(message) + "\nSee 'touchsim --help'."
        case .invalidInput(let diagnostic): return diagnostic.rendered
        case .failed(let message): return Self.error(message)
        }
    }

    /// The one place that spells touchsim's own error line.
    private static func error(_ message: String) -> String { "touchsim: error: " + message }
}

extension UsageError {
    /// The failure a usage error stops a command with.
    var failure: CommandFailure { invalidInput.map { CommandFailure.invalidInput($0) } ?? .usage(message) }
}
