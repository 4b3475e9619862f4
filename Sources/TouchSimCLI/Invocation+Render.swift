import TouchSimFormat
import TouchSimOutput
import TouchSimReader
import TouchSimReplay

/// The command that draws a replay: `render`.
extension Invocation {
    static func parseRender(_ arguments: ArgumentList) throws(UsageError) -> Invocation {
        var arguments = arguments
        var file: String?
        var output: String?
        var overrides: [KeyOverride] = []
        while let argument = arguments.next() {
            switch argument {
            case .positional(let word):
                guard file == nil else { throw UsageError("unexpected argument '\(word)'; render takes one FILE") }
                file = word
            case .option("-o", let inline), .option("--output", let inline):
                output = try arguments.value(of: "-o", inline: inline)
            case .option("--set", let inline):
                overrides.append(try override(arguments.value(of: "--set", inline: inline)))
            case .option("--help", let inline), .option("-h", let inline):
                try arguments.flag("--help", inline: inline)
                return .help(.render)
            case .option(let name, _):
                throw UsageError("unknown option '\(name)' for 'render'")
            }
        }
        guard let file else { throw UsageError("missing FILE for 'render' ('-' reads standard input)") }
        guard let output, !output.isEmpty else {
            throw UsageError("missing '-o FILE' for 'render': where to write the HTML page ('-' for standard output)")
        }
        return .render(RenderOptions(file: file, output: output, overrides: overrides))
    }
}

/// The options of `touchsim render`.
struct RenderOptions {
    /// The scenario; `-` is standard input.
    var file: String
    /// The HTML file to write; `-` is standard output.
    var output: String
    var overrides: [KeyOverride]
}
