import Foundation
import TouchSimCore
import TouchSimFormat
import TouchSimOutput
import TouchSimReader
import TouchSimReplay

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The text of a file of the repository.
func repositoryFile(_ relative: String) throws -> String {
    try String(contentsOf: repositoryRoot.appendingPathComponent(relative), encoding: .utf8)
}

/// Imports `dump`, named `file`.
func imported(_ dump: String, file: String = "dump.txt", ios: IOSVersion? = nil) throws
    -> RecursiveDescriptionImport.Result
{
    try RecursiveDescriptionImport.run(dump, file: file, ios: ios)
}

/// The imported tree as the reader sees it.
func importedRoot(_ dump: String, ios: IOSVersion? = nil) throws -> (scene: SceneSpec, warnings: [String]) {
    let result = try imported(dump, ios: ios)
    let file = try ScenarioFile.load(path: "-", readStandardInput: { Array(result.scenario.utf8) })
    return (file.scene, result.warnings.map(\.rendered))
}

/// Every view of `view`'s tree, depth first.
func allViews(_ view: ViewSpec) -> [ViewSpec] { [view] + view.subviews.flatMap(allViews) }

/// The text output of replaying `scenario` with `events` (JSON text) in place of its empty trace
/// and the `--set` overrides `set`.
func replayImported(_ scenario: String, events: String, set overrides: [String] = []) throws -> String {
    let json = scenario.replacingOccurrences(of: "\"events\": []", with: "\"events\": " + events)
    let file = try ScenarioFile.load(
        path: "-", overrides: overrides.map { try KeyOverride.parse($0) }, readStandardInput: { Array(json.utf8) })
    let bytes = try ReplayPipeline(schedule: .inline).replay(file, ReplayRequest(), to: .memory)
    return String(decoding: bytes, as: UTF8.self)
}
