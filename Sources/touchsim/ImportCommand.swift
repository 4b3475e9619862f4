import Foundation
import TouchSimFormat

/// `touchsim import recursive-description`: a dump of a view hierarchy to a scenario.
enum ImportCommand {
    static func run(_ options: ImportOptions) -> ExitStatus {
        let bytes: [UInt8]
        if options.file == "-" {
            bytes = Console.readStandardInput()
        } else {
            guard let data = FileManager.default.contents(atPath: options.file) else {
                Console.error("touchsim: error: cannot read the dump '\(options.file)'")
                return .invalid
            }
            bytes = [UInt8](data)
        }
        let name = options.file == "-" ? "<stdin>" : options.file
        let result: RecursiveDescriptionImport.Result
        do {
            result = try RecursiveDescriptionImport.run(
                String(decoding: bytes, as: UTF8.self), file: name, ios: options.ios, dump: options.dump)
        } catch {
            Console.error(error.rendered)
            return .invalid
        }
        for warning in result.warnings { Console.error(warning.rendered) }
        return OutputFile.write(result.scenario, to: options.output, replacing: true)
    }
}

/// `touchsim new`: the starter scenario.
enum NewCommand {
    static func run(output: String?) -> ExitStatus {
        OutputFile.write(StarterScenario.text, to: output, replacing: false)
    }
}

/// Where the authoring commands put what they make: a file (`-o`), or standard output.
enum OutputFile {
    /// Writes `text` to `path` atomically, or to standard output when `path` is nil. Without
    /// `replacing`, an existing file is an error: it may hold a person's edits.
    static func write(_ text: String, to path: String?, replacing: Bool) -> ExitStatus {
        guard let path else {
            Console.output(text)
            return .success
        }
        if !replacing && FileManager.default.fileExists(atPath: path) {
            Console.error("touchsim: error: '\(path)' already exists; choose another name or remove it first")
            return .invalid
        }
        do {
            try AtomicFile.write(Array(text.utf8), to: path)
        } catch {
            Console.error(
                "touchsim: error: cannot write '\(path)': \((error as? AtomicFile.Failure)?.message ?? "\(error)")")
            return .invalid
        }
        return .success
    }
}
