import Foundation
import TouchSimFormat
import TouchSimReader
import TouchSimStoryboard

/// `touchsim import recursive-description` and `touchsim import storyboard`: a dump of a view
/// hierarchy, or a scene of a storyboard or xib, to a scenario.
enum ImportCommand {
    static func run(_ options: ImportOptions) -> ExitStatus {
        let bytes: [UInt8]
        if options.file == "-" {
            bytes = Console.readStandardInput()
        } else {
            guard let data = FileManager.default.contents(atPath: options.file) else {
                let what = options.format == .storyboard ? "storyboard or xib" : "dump"
                Console.error("touchsim: error: cannot read the \(what) '\(options.file)'")
                return .invalid
            }
            bytes = [UInt8](data)
        }
        let name = options.file == "-" ? "<stdin>" : options.file
        let scenario: String
        let warnings: [Diagnostic]
        do throws(Diagnostic) {
            switch options.format {
            case .recursiveDescription:
                let result = try RecursiveDescriptionImport.run(
                    String(decoding: bytes, as: UTF8.self), file: name, ios: options.ios, dump: options.dump)
                (scenario, warnings) = (result.scenario, result.warnings)
            case .storyboard where options.listScenes:
                let lines = try StoryboardImport.listScenes(bytes, file: name)
                return OutputFile.write(lines.map { $0 + "\n" }.joined(), to: options.output, replacing: true)
            case .storyboard:
                let result = try StoryboardImport.run(bytes, file: name, scene: options.scene, ios: options.ios)
                (scenario, warnings) = (result.scenario, result.warnings)
            }
        } catch {
            Console.error(error.rendered)
            return .invalid
        }
        for warning in warnings { Console.error(warning.rendered) }
        return OutputFile.write(scenario, to: options.output, replacing: true)
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
