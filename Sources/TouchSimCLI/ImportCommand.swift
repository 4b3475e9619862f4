import Foundation
import TouchSimFormat
import TouchSimOutput
import TouchSimReader
import TouchSimReplay
import TouchSimStoryboard

/// `touchsim import recursive-description` and `touchsim import storyboard`: a dump of a view
/// hierarchy, or a scene of a storyboard or xib, to a scenario.
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
        let text: String  // a scenario, or the list of scenes
        let warnings: [Diagnostic]
        do throws(Diagnostic) {
            switch options.format {
            case .recursiveDescription:
                let result = try RecursiveDescriptionImport.run(
                    String(decoding: bytes, as: UTF8.self), file: name, ios: options.ios, dump: options.dump)
                (text, warnings) = (result.scenario, result.warnings)
            case .storyboard where options.listScenes:
                text = try StoryboardImport.listScenes(bytes, file: name).map { $0 + "\n" }.joined()
                warnings = []
            case .storyboard:
                let result = try StoryboardImport.run(bytes, file: name, scene: options.scene, ios: options.ios)
                (text, warnings) = (result.scenario, result.warnings)
            }
        } catch {
            throw .invalidInput(error)
        }
        for warning in warnings { terminal.printError(warning.rendered) }
        return try OutputFile.write(text, to: options.output, replacing: true, on: terminal)
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
            throw .failed((error as? AtomicFile.Failure)?.message ?? "\(error)")
        }
        return .success
    }
}
