import Testing

@testable import TouchSimCore

/// docs/model.md §1.1: hidden views are never hit, nor anything inside them. Thousands stacked
/// over the point must neither change where a down goes nor make each down visit them all when
/// nothing reads the notes (issue 13, `bench/hostile.py`'s "hidden views over the point").
@Suite("§1.1 Hidden siblings over the point")
struct HiddenSiblingsTests {
    /// A button at the back, under `hidden` hidden views that all cover (10, 10).
    private func scene(hidden: Int) -> SceneSpec {
        let button = view("buy", "UIButton", Rect(0, 0, 100, 100))
        let covers = (0..<hidden).map { i in view("h\(i)", "UIView", Rect(0, 0, 20, 20)) { $0.hidden = true } }
        return SceneSpec(root: window([button] + covers))
    }

    /// `taps` taps at (10, 10), 400 ms apart, replayed with or without hit-test notes.
    private func replay(_ scene: SceneSpec, taps: Int, notes: Bool) -> (records: [Record], names: NameTable) {
        var out: [Record] = []
        let sim = Simulation(scene: scene, hitTestNotes: notes) { _ in { out.append($0) } }
        for tap in 0..<taps {
            sim.handle([ev(Double(tap) * 400, 1, .down, 10, 10)])
            sim.handle([ev(Double(tap) * 400 + 16, 1, .up, 10, 10)])
        }
        sim.finish()
        return (out, sim.names)
    }

    @Test(
        "§1.1 Under 20,000 hidden siblings every one of 2,000 taps hits the button at the back and sends touchUpInside")
    func twentyThousandHiddenViews() {
        let (records, names) = replay(scene(hidden: 20_000), taps: 2_000, notes: false)
        var downsOnButton = 0
        var touchUpInside = 0
        for record in records {
            switch record.event {
            case .input(_, .down, _, let hit?) where names.view(hit) == "buy": downsOnButton += 1
            case .control(let v, .touchUpInside, _) where names.view(v) == "buy": touchUpInside += 1
            default: break
            }
        }
        #expect(downsOnButton == 2_000)
        #expect(touchUpInside == 2_000)
    }

    @Test(
        "§1.1 With notes, a down under 20,000 hidden siblings names every one, topmost first, and the lines are those of a replay without notes"
    )
    func notesNameEveryHiddenView() {
        let scene = scene(hidden: 20_000)
        let noted = replay(scene, taps: 3, notes: true)
        let plain = replay(scene, taps: 3, notes: false)
        #expect(noted.records.map(\.event) == plain.records.map(\.event))
        let expected = (0..<20_000).reversed().map { "h\($0) hidden" }
        for record in noted.records {
            guard case .hitTest(let skipped) = record.cause else { continue }
            #expect(skipped.map { "\(noted.names.view($0.view)) \($0.reason)" } == expected)
        }
        for record in plain.records {
            if case .hitTest(let skipped) = record.cause { #expect(skipped.isEmpty) }
        }
    }
}
