import Foundation
import Testing
import TouchSimCore

@testable import TouchSimFormat
@testable import TouchSimOutput
@testable import TouchSimReader
@testable import TouchSimReplay

/// Keeps the records a replay emits.
private final class Collector: RecordWriter {
    var records: [Record] = []
    func write(_ record: Record, names: NameTable) { records.append(record) }
}

@Suite("Scene layout: the lanes of the pictures of a replay (docs/format.md §3.7)")
struct SceneLayoutTests {
    @Test(
        "On every golden trace the layout lists the scroll views, recognizers and controls the summary lists, in its order"
    )
    func lanesFollowTheSummary() throws {
        for path in try goldenScenarios() {
            let scenario = try ScenarioFile.load(path: path, readStandardInput: { [] })
            let collector = Collector()
            try ReplayPipeline(schedule: .inline).replay(scenario, notingPassedOverViews: false, into: collector)
            guard case .summary(let summary) = collector.records.last?.event else {
                Issue.record("\(path): no summary")
                continue
            }
            let layout = SceneLayout(scene: scenario.scene)
            var scrollViews: [String] = []
            var recognizers: [String] = []
            for lane in layout.lanes {
                switch lane.subject {
                case .scrollView(let id): scrollViews.append(id)
                case .recognizer(let id, _): recognizers.append(id)
                case .view, .finger: break
                }
            }
            #expect(scrollViews == summary.scrollViews.map(\.view), "\(path)")
            #expect(recognizers == summary.gestures.map(\.gesture), "\(path)")
            #expect(layout.views.filter(\.isControl).map(\.id) == summary.controls.map(\.view), "\(path)")
        }
    }
}
