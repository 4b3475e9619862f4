import TouchSimFormat

/// The commands that help write scenarios: `expand`.
extension Invocation {
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

/// The options of `touchsim expand`.
struct ExpandOptions {
    /// The scenario; `-` is standard input.
    var file: String
    /// Replaces the scenario's `sampleRate`.
    var sampleRate: Double?
}
