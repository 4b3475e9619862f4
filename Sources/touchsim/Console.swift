import Foundation
import TouchSimFormat
import TouchSimOutput
import TouchSimReader

/// The process's standard streams.
enum Console {
    /// Writes `text` to standard output as it is.
    static func output(_ text: String) {
        write(text, to: 1)
    }

    /// Writes `line` and a newline to standard error.
    static func error(_ line: String) {
        write(line + "\n", to: 2)
    }

    /// Everything on standard input, for `touchsim replay -`.
    static func readStandardInput() -> [UInt8] {
        [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    }

    private static func write(_ text: String, to fd: Int32) {
        let sink = ByteSink.fileDescriptor(fd)
        sink.append(text)
        sink.flush()
    }
}

/// How `touchsim` exits (docs/format.md §4).
enum ExitStatus: Int32 {
    case success = 0
    /// A golden mismatch, from `test` or `replay --expect`.
    case mismatch = 1
    /// A usage error or invalid input.
    case invalid = 2
}
