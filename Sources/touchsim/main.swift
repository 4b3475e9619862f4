// touchsim's entry point: the command line runs in TouchSimCLI, on the process's streams.
import Foundation
import TouchSimCLI

let status = TouchSimCLI.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
    stdin: .fileDescriptor(0), stdout: .fileDescriptor(1), stderr: .fileDescriptor(2))
exit(status.rawValue)
