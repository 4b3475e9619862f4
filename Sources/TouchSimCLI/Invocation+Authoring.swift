import TouchSimCore
import TouchSimFormat
import TouchSimOutput
import TouchSimReader
import TouchSimReplay

/// The commands that help write scenarios: `expand`, `import`, `new`.
extension Invocation {
    static func parseImport(_ arguments: ArgumentList) throws(UsageError) -> Invocation {
        var arguments = arguments
        var options = ImportOptions(file: "")
        var words: [String] = []
        while let argument = arguments.next() {
            switch argument {
            case .positional(let word):
                words.append(word)
            case .option("-o", let inline), .option("--output", let inline):
                options.output = try arguments.value(of: "-o", inline: inline)
            case .option("--ios", let inline):
                let value = try arguments.value(of: "--ios", inline: inline)
                let parts = value.split(separator: ".", omittingEmptySubsequences: false)
                guard parts.count == 2, let major = Int(parts[0]), let minor = Int(parts[1]),
                    parts.allSatisfy({ (1...3).contains($0.count) && $0.allSatisfy(\.isNumber) })
                else {
                    throw UsageError("invalid value '\(value)' for '--ios'; expected MAJOR.MINOR such as 8.0")
                }
                options.ios = IOSVersion(major, minor)
            case .option("--scene", let inline):
                options.scene = try arguments.value(of: "--scene", inline: inline)
            case .option("--list-scenes", let inline):
                try arguments.flag("--list-scenes", inline: inline)
                options.listScenes = true
            case .option("--dump", let inline):
                let value = try arguments.value(of: "--dump", inline: inline)
                guard let dump = Int(value), dump >= 1 else {
                    throw UsageError("invalid value '\(value)' for '--dump'; expected a whole number of at least 1")
                }
                options.dump = dump
            case .option("--help", let inline), .option("-h", let inline):
                try arguments.flag("--help", inline: inline)
                return .help(.importDump)
            case .option(let name, _):
                throw UsageError("unknown option '\(name)' for 'import'")
            }
        }
        guard let word = words.first else {
            throw UsageError("missing FORMAT for 'import'; expected 'recursive-description' or 'storyboard'")
        }
        guard let format = ImportOptions.Format(rawValue: word) else {
            throw UsageError("unknown format '\(word)' for 'import'; expected 'recursive-description' or 'storyboard'")
        }
        options.format = format
        let input = format == .storyboard ? "FILE" : "DUMP"
        guard words.count >= 2 else { throw UsageError("missing \(input) for 'import' ('-' reads standard input)") }
        guard words.count == 2 else {
            throw UsageError("unexpected argument '\(words[2])'; import takes one \(input)")
        }
        if format == .recursiveDescription, options.scene != nil || options.listScenes {
            throw UsageError(
                "'\(options.listScenes ? "--list-scenes" : "--scene")' is an option of 'import storyboard', not of 'import recursive-description'"
            )
        }
        options.file = words[1]
        return .importDump(options)
    }

    static func parseNew(_ arguments: ArgumentList) throws(UsageError) -> Invocation {
        var arguments = arguments
        var output: String?
        while let argument = arguments.next() {
            switch argument {
            case .positional(let word):
                throw UsageError("unexpected argument '\(word)'; new takes only -o FILE")
            case .option("-o", let inline), .option("--output", let inline):
                output = try arguments.value(of: "-o", inline: inline)
            case .option("--help", let inline), .option("-h", let inline):
                try arguments.flag("--help", inline: inline)
                return .help(.new)
            case .option(let name, _):
                throw UsageError("unknown option '\(name)' for 'new'")
            }
        }
        return .new(output: output)
    }

    /// `touchsim schema`: no arguments but `--help` (docs/format.md §4.17).
    static func parseSchema(_ arguments: ArgumentList) throws(UsageError) -> Invocation {
        var arguments = arguments
        while let argument = arguments.next() {
            switch argument {
            case .positional(let word):
                throw UsageError("unexpected argument '\(word)'; schema takes none")
            case .option("--help", let inline), .option("-h", let inline):
                try arguments.flag("--help", inline: inline)
                return .help(.schema)
            case .option(let name, _):
                throw UsageError("unknown option '\(name)' for 'schema'")
            }
        }
        return .schema
    }

    static func parseExpand(_ arguments: ArgumentList) throws(UsageError) -> Invocation {
        var arguments = arguments
        var options = ExpandOptions(file: "")
        var file: String?
        while let argument = arguments.next() {
            switch argument {
            case .positional(let word):
                guard file == nil else { throw UsageError("unexpected argument '\(word)'; expand takes one FILE") }
                file = word
            case .option("--sample-rate", let inline):
                options.sampleRate = try sampleRate(arguments.value(of: "--sample-rate", inline: inline))
            case .option("--help", let inline), .option("-h", let inline):
                try arguments.flag("--help", inline: inline)
                return .help(.expand)
            case .option(let name, _):
                throw UsageError("unknown option '\(name)' for 'expand'")
            }
        }
        guard let file else { throw UsageError("missing FILE for 'expand' ('-' reads standard input)") }
        options.file = file
        return .expand(options)
    }

    /// The value of `--sample-rate`: Hz, as the scenario's `sampleRate` takes it.
    static func sampleRate(_ text: String) throws(UsageError) -> Double {
        guard let value = Double(text), value >= 1, value <= 1000 else {
            throw UsageError("invalid value '\(text)' for '--sample-rate'; expected a rate from 1 to 1000 Hz")
        }
        return value
    }
}

/// The options of `touchsim import recursive-description` and `touchsim import storyboard`.
struct ImportOptions {
    /// What the input is.
    enum Format: String {
        case recursiveDescription = "recursive-description"
        case storyboard
    }

    /// The dump, storyboard or xib; `-` is standard input.
    var file: String
    var format = Format.recursiveDescription
    /// `--scene`: the storyboard scene to import; nil: the initial one.
    var scene: String?
    /// `--list-scenes`: print the scenes instead of importing one.
    var listScenes = false
    /// Where the scenario goes; nil: standard output.
    var output: String?
    /// Replaces the version the dump betrays.
    var ios: IOSVersion?
    /// Which dump of a file holding several to read (1-based); nil: the last.
    var dump: Int?
}

/// The options of `touchsim expand`.
struct ExpandOptions {
    /// The scenario; `-` is standard input.
    var file: String
    /// Replaces the scenario's `sampleRate`.
    var sampleRate: Double?
}
