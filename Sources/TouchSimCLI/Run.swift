import TouchSimFormat
import TouchSimOutput
import TouchSimReader
import TouchSimReplay

/// Runs the command line `touchsim arguments…` (docs/format.md §4): parses it, runs one
/// command, and returns how the process should exit. Everything it reads and writes goes
/// through `stdin`, `stdout` and `stderr`, so a test runs it in-process as a shell would run
/// the binary; `environment` stands for the process's (`CI`, Bazel's variables).
public func run(
    arguments: [String], environment: [String: String], stdin: StandardInput, stdout: ByteDestination,
    stderr: ByteDestination
) -> ExitStatus {
    let terminal = Terminal(input: stdin, output: stdout, errors: stderr, environment: environment)
    do throws(CommandFailure) {
        return try run(arguments, on: terminal)
    } catch {
        terminal.printError(error.rendered)
        return .invalid
    }
}

/// Parses `arguments` and runs the command they name.
private func run(_ arguments: [String], on terminal: Terminal) throws(CommandFailure) -> ExitStatus {
    let invocation: Invocation
    do throws(UsageError) {
        invocation = try Invocation.parse(arguments)
    } catch {
        throw error.failure
    }
    switch invocation {
    case .help(let topic):
        terminal.print(Help.text(topic))
        return .success
    case .version:
        terminal.print(Help.version + "\n")
        return .success
    case .replay(let options): return try ReplayCommand.run(options, on: terminal)
    case .expand(let options): return try ExpandCommand.run(options, on: terminal)
    case .render(let options): return try RenderCommand.run(options, on: terminal)
    case .why(let options): return try WhyCommand.run(options, on: terminal)
    case .importDump(let options): return try ImportCommand.run(options, on: terminal)
    case .new(let output): return try NewCommand.run(output: output, on: terminal)
    case .test(let options): return try TestCommand.run(options, on: terminal)
    case .fix(let options): return try FixCommand.run(options, on: terminal)
    case .completions(let shell):
        terminal.print(Completions.script(for: shell) ?? "")
        return .success
    case .completionIDs(let file):
        let scenario = try ScenarioOutput.load(path: file, on: terminal)
        terminal.print(Completions.ids(of: scenario.scene))
        return .success
    case .schema:
        terminal.print(ScenarioSchema.text)
        return .success
    case .manPage:
        terminal.print(ManPage.text)
        return .success
    }
}
