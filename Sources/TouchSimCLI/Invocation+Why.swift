import TouchSimFormat
import TouchSimOutput
import TouchSimReader
import TouchSimReplay

/// The command that explains one view or recognizer: `why`.
extension Invocation {
    static func parseWhy(_ arguments: ArgumentList) throws(UsageError) -> Invocation {
        var arguments = arguments
        var positionals: [String] = []
        var overrides: [KeyOverride] = []
        while let argument = arguments.next() {
            switch argument {
            case .positional(let word):
                guard positionals.count < 2 else {
                    throw UsageError("unexpected argument '\(word)'; why takes one FILE and one ID")
                }
                positionals.append(word)
            case .option("--set", let inline):
                overrides.append(try override(arguments.value(of: "--set", inline: inline)))
            case .option("--help", let inline), .option("-h", let inline):
                try arguments.flag("--help", inline: inline)
                return .help(.why)
            case .option(let name, _):
                throw UsageError("unknown option '\(name)' for 'why'")
            }
        }
        guard let file = positionals.first else {
            throw UsageError("missing FILE for 'why' ('-' reads standard input)")
        }
        guard positionals.count == 2, !positionals[1].isEmpty else {
            throw UsageError("missing ID for 'why': the id of a view, scroll view, control or recognizer")
        }
        return .why(WhyOptions(file: file, id: positionals[1], overrides: overrides))
    }
}

/// The options of `touchsim why`.
struct WhyOptions {
    /// The scenario; `-` is standard input.
    var file: String
    /// The view or recognizer to explain.
    var id: String
    var overrides: [KeyOverride]
}
