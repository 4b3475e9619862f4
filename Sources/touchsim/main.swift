// touchsim's entry point: parse the arguments, run one command, exit with its status. All the
// work is in the libraries (Package.swift names their layers); this target only turns arguments,
// files and outcomes into bytes on the standard streams and an exit status (docs/format.md §4).
import Foundation
import TouchSimReplay

let status: ExitStatus
do {
    switch try Invocation.parse(Array(CommandLine.arguments.dropFirst())) {
    case .help(let topic):
        Console.output(Help.text(topic))
        status = .success
    case .version:
        Console.output(Help.version + "\n")
        status = .success
    case .replay(let options):
        status = ReplayCommand.run(options)
    case .expand(let options):
        status = ExpandCommand.run(options)
    case .render(let options):
        status = RenderCommand.run(options)
    case .why(let options):
        status = WhyCommand.run(options)
    case .importDump(let options):
        status = ImportCommand.run(options)
    case .new(let output):
        status = NewCommand.run(output: output)
    case .test(let options):
        status = TestCommand.run(options, environment: ProcessInfo.processInfo.environment)
    case .fix(let options):
        status = FixCommand.run(options)
    }
} catch {
    Console.error("touchsim: error: \(error.message)")
    Console.error("See 'touchsim --help'.")
    status = .invalid
}
exit(status.rawValue)
