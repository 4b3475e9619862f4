import Foundation
import TouchSimFormat
import TouchSimOutput
import TouchSimReader
import TouchSimReplay

/// Every golden scenario under `traces/`, as absolute paths in sorted order.
func goldenScenarios() throws -> [String] {
    try ScenarioDiscovery.cases(in: [Touchsim.repositoryRoot.appendingPathComponent("traces").path]).compactMap {
        guard case .scenario(let path) = $0 else { return nil }
        return path
    }
}

/// The bytes `format` writes for the replay of the scenario at `path`, explained or not.
func replayOutput(_ path: String, format: OutputFormat, explain: Bool = false) throws -> [UInt8] {
    let scenario = try ScenarioFile.load(path: path, readStandardInput: { [] })
    return try ReplayPipeline(schedule: .inline).replay(
        scenario, ReplayRequest(format: format, explain: explain), to: .memory)
}
