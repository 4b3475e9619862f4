import Foundation
import TouchSimCore
import TouchSimFormat
import TouchSimOutput
import TouchSimReader
import TouchSimReplay

/// A scroll view `feed` with a button `buy` (centre (100, 122) in the window), and a second
/// window-level view `pad` at (0, 600).
let gestureTree = """
    {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
      {"id": "feed", "class": "UIScrollView", "frame": [0, 0, 390, 500], "contentSize": [390, 3000],
       "subviews": [{"id": "buy", "class": "UIButton", "frame": [20, 100, 160, 44]}]},
      {"id": "pad", "frame": [0, 600, 390, 244]}]}
    """

/// The text output of replaying `json` (read as standard input), with `sampleRate` in place of the
/// scenario's.
func replayText(_ json: String, sampleRate: Double? = nil) throws -> String {
    let file = try ScenarioFile.load(path: "-", sampleRate: sampleRate, readStandardInput: { Array(json.utf8) })
    let bytes = try ReplayPipeline(schedule: .inline).replay(file, ReplayRequest(), to: .memory)
    return String(decoding: bytes, as: UTF8.self)
}

/// What `touchsim expand` prints for `json`.
func expandedText(_ json: String, sampleRate: Double? = nil) throws -> String {
    let file = try ScenarioFile.load(path: "-", sampleRate: sampleRate, readStandardInput: { Array(json.utf8) })
    var bytes: [UInt8] = []
    let sink = ByteSink { bytes += $0 }
    try file.writeExpanded(to: sink)
    sink.flush()
    return String(decoding: bytes, as: UTF8.self)
}

/// Every event of `json` after expansion, flattened.
func expandedEvents(_ json: String, sampleRate: Double? = nil) throws -> [TouchEvent] {
    let file = try ScenarioFile.load(path: "-", sampleRate: sampleRate, readStandardInput: { Array(json.utf8) })
    return try groups(file).flatMap { $0 }
}

/// An event, for comparisons.
func ev(_ t: Double, _ touch: Int, _ phase: TouchPhase, _ x: Double, _ y: Double) -> TouchEvent {
    TouchEvent(time: SimTime(milliseconds: t), touch: touch, phase: phase, location: Point(x, y))
}
