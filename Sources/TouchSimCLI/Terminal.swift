import Foundation
import TouchSimFormat
import TouchSimOutput
import TouchSimReader
import TouchSimReplay

/// Where a run of the command line reads and writes: the process's standard streams for the
/// `touchsim` binary, memory for a test that runs it in-process.
struct Terminal {
    let input: StandardInput
    let output: ByteDestination
    let errors: ByteDestination
    let environment: [String: String]

    /// Writes `text` to standard output as it is.
    func print(_ text: String) { output.write(text) }

    /// Writes `bytes` to standard output as they are.
    func print(_ bytes: [UInt8]) { output.write(bytes) }

    /// Writes `line` and a newline to standard error.
    func printError(_ line: String) { errors.write(line + "\n") }

    /// Everything on standard input, for `touchsim replay -`.
    func readInput() -> [UInt8] { input.read() }

    /// Whether a person watches standard error, to whom progress may be shown.
    var errorsGoToTerminal: Bool {
        guard case .fileDescriptor(let fd) = errors else { return false }
        return isatty(fd) != 0
    }
}

/// What a run reads as standard input.
public enum StandardInput: Sendable {
    /// An open file descriptor, read to its end when asked.
    case fileDescriptor(Int32)
    /// These bytes.
    case bytes([UInt8])

    /// Everything there is.
    func read() -> [UInt8] {
        switch self {
        case .fileDescriptor(let fd):
            return [UInt8](FileHandle(fileDescriptor: fd, closeOnDealloc: false).readDataToEndOfFile())
        case .bytes(let bytes): return bytes
        }
    }
}

/// How `touchsim` exits (docs/format.md §4.5).
public enum ExitStatus: Int32, Sendable {
    case success = 0
    /// A golden mismatch, from `test` or `replay --expect`; no fix, from `fix`.
    case mismatch = 1
    /// A usage error or invalid input.
    case invalid = 2
}
