import Foundation
import TouchSimFormat
import TouchSimOutput
import TouchSimReader
import TouchSimReplay

/// `touchsim import recursive-description`: a dump of a view hierarchy to a scenario.
enum ImportCommand {
    static func run(_ options: ImportOptions, on terminal: Terminal) throws(CommandFailure) -> ExitStatus {
        let bytes: [UInt8]
        if options.file == "-" {
            bytes = terminal.readInput()
        } else {
            do throws(Diagnostic) {
                bytes = try FileBytes.read(options.file)
            } catch {
                throw .invalidInput(error)
            }
        }
        let name = options.file == "-" ? "<stdin>" : options.file
        let result: RecursiveDescriptionImport.Result
        do throws(Diagnostic) {
            result = try RecursiveDescriptionImport.run(
                String(decoding: bytes, as: UTF8.self), file: name, ios: options.ios, dump: options.dump)
        } catch {
            throw .invalidInput(error)
        }
        for warning in result.warnings { terminal.printError(warning.rendered) }
        return try OutputFile.write(result.scenario, to: options.output, replacing: true, on: terminal)
    }
}

/// `touchsim new`: the starter scenario.
enum NewCommand {
    static func run(output: String?, on terminal: Terminal) throws(CommandFailure) -> ExitStatus {
        try OutputFile.write(StarterScenario.text, to: output, replacing: false, on: terminal)
    }
}

/// Where the authoring commands put what they make: a file (`-o`), or standard output.
enum OutputFile {
    /// Writes `text` to `path` atomically, or to standard output when `path` is nil. Without
    /// `replacing`, an existing file is an error: it may hold a person's edits.
    static func write(_ text: String, to path: String?, replacing: Bool, on terminal: Terminal) throws(CommandFailure)
        -> ExitStatus
    {
        guard let path else {
            terminal.print(text)
            return .success
        }
        if !replacing && FileManager.default.fileExists(atPath: path) {
            throw .failed("'\(path)' already exists; choose another name or remove it first")
        }
        do {
            try AtomicFile.write(Array(text.utf8), to: path)
        } catch {
            throw .failed("cannot write '\(path)': \((error as? AtomicFile.Failure)?.message ?? "\(error)")")
        }
        return .success
    }
}
