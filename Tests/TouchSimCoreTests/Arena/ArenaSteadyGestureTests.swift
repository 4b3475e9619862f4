import Testing

@testable import TouchSimCore

/// A long drag as the arena sees it (docs/model.md §3.1, §4.3): the recognizer in progress reports
/// `changed` at every move, and those done with the sequence while the finger stays down are
/// passed over, their machines never called again, until the finger lifts and they reset.
/// Views: 0 the window, 1 inside it.
struct ArenaSteadyGestureTests {
    private let views: [Int?] = [nil, 0]

    /// r0 begins at the first move and r1 fails there; r0 is then set to change at every move.
    private func dragging() -> Harness<RecordingDelegate> {
        let h = harness(
            views,
            [
                member(on: 1, ScriptedMachine(onMoved: .begin, onEnded: .end(afterChange: false))),
                member(on: 1, ScriptedMachine(onMoved: .fail), simultaneous: .all),
            ])
        h.handle(.init(began: [sample(0, on: 1)]))
        h.handle(.init(moved: [sample(0, on: 1)]))
        h.arena.machines.machines[0].onMoved = .change
        return h
    }

    @Test("§4.3 A steady drag reports changed at every move, and its summary counts each")
    func changedAtEveryMove() {
        let h = dragging()
        h.delegate.log.removeAll()
        for _ in 0..<3 { h.handle(.init(moved: [sample(0, on: 1)])) }
        #expect(h.delegate.log == Array(repeating: "r0 changed ownLogic", count: 3))
        #expect(h.arena.state(of: RecognizerIndex(0)) == .changed)
        #expect(Array(h.arena.reported(by: RecognizerIndex(0))) == [.began, .changed, .changed, .changed])
    }

    @Test("§3.1 One that failed while the finger stays down is never called again until it resets")
    func failedOneIsPassedOver() {
        let h = dragging()
        for _ in 0..<5 { h.handle(.init(moved: [sample(0, on: 1)])) }
        // Its `down` and the move that failed it.
        #expect(h.arena.machines.machines[1].calls == 2)
        h.handle(.init(ended: [sample(0, on: 1)]))
        h.arena.resetFinished()
        #expect(h.arena.machines.machines[1].calls == 2)
        #expect(h.arena.state(of: RecognizerIndex(1)) == .possible)
        #expect(Array(h.arena.reported(by: RecognizerIndex(0))).suffix(1) == [.ended])
    }

    @Test("§9 A recognizer that begins keeps the timer its machine asked for in the same call")
    func deadlineAfterSettling() {
        let wantsTimer = ScriptedMachine(onBegan: .begin, wantsTimerAt: SimTime(milliseconds: 500))
        let h = harness(views, [member(on: 1, wantsTimer)])
        h.handle(.init(began: [sample(0, on: 1)]))
        #expect(h.delegate.log == ["ask r0", "r0 began ownLogic", "take r0", "deadline r0 500"])
    }
}
