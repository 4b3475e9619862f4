import Testing

@testable import TouchSimCore

/// When a done recognizer resets (docs/model.md §3.1): `resetFinished()` looks only at those just
/// done, just disabled or whose last touch just lifted, so these pin down that one still waiting
/// for its touches is found again when it may reset, and reset once.
/// Views: 0 the window, 1 inside it.
struct ArenaResetTests {
    private let views: [Int?] = [nil, 0]

    /// r0 on view 1, failed at its touch 0's first move, the finger still down.
    private func failedWhileDown(onEnded: Intent = .none) -> Harness<RecordingDelegate> {
        let h = harness(views, [member(on: 1, ScriptedMachine(onMoved: .fail, onEnded: onEnded))])
        h.handle(.init(began: [sample(0, on: 1)]))
        h.handle(.init(moved: [sample(0, on: 1)]))
        return h
    }

    @Test("§3.1 One that failed with two fingers down waits for both to lift, steps in between")
    func waitsForEveryTouch() {
        let h = harness(views, [member(on: 1, ScriptedMachine(onMoved: .fail))])
        let r = RecognizerIndex(0)
        h.handle(.init(began: [sample(0, on: 1)]))
        h.handle(.init(began: [sample(1, on: 1)]))
        h.handle(.init(moved: [sample(0, on: 1)]))
        h.arena.resetFinished()
        for _ in 0..<3 {
            h.handle(.init(moved: [sample(1, on: 1)]))
            h.arena.resetFinished()
        }
        h.handle(.init(ended: [sample(0, on: 1)]))
        h.arena.resetFinished()
        #expect(h.arena.state(of: r) == .failed)
        h.handle(.init(ended: [sample(1, on: 1)]))
        h.arena.resetFinished()
        #expect(h.arena.state(of: r) == .possible && h.arena.touches(of: r).isEmpty)
        #expect(!h.arena.refers(to: TouchIndex(0)) && !h.arena.refers(to: TouchIndex(1)))
    }

    @Test("§3.1 §2.5 A cancelled last touch ends the wait as a lifted one does")
    func cancelledTouchEndsTheWait() {
        let h = failedWhileDown()
        h.arena.resetFinished()
        h.handle(.init(cancelled: [sample(0, on: 1)]))
        h.arena.resetFinished()
        #expect(h.arena.state(of: RecognizerIndex(0)) == .possible)
    }

    @Test("§3.1 §11.1 Disabled while it waits for its touches, it resets at the step's end")
    func disabledWhileWaiting() {
        let h = failedWhileDown()
        let r = RecognizerIndex(0)
        h.arena.resetFinished()
        h.apply(.enabled(false), to: r)
        h.arena.resetFinished()
        #expect(h.arena.state(of: r) == .possible && h.arena.touches(of: r).isEmpty)
        // Enabled again, it gets only touches that go down later; the old one lifting is nothing to it.
        h.apply(.enabled(true), to: r)
        h.handle(.init(ended: [sample(0, on: 1)]))
        h.arena.resetFinished()
        h.handle(.init(began: [sample(1, on: 1)]))
        #expect(h.arena.touches(of: r) == [TouchIndex(1)])
        // Read by position, the same list.
        #expect(h.arena.touchCount(of: r) == 1 && h.arena.touch(0, of: r) == TouchIndex(1))
        #expect(h.delegate.log == ["r0 failed ownLogic"])
    }

    @Test("§3.1 §11.1 Disabled and enabled again in one step, it goes on waiting for its touches")
    func disabledAndEnabledAgain() {
        let h = failedWhileDown()
        let r = RecognizerIndex(0)
        h.apply(.enabled(false), to: r)
        h.apply(.enabled(true), to: r)
        h.arena.resetFinished()
        #expect(h.arena.state(of: r) == .failed)
        h.handle(.init(ended: [sample(0, on: 1)]))
        h.arena.resetFinished()
        #expect(h.arena.state(of: r) == .possible)
    }

    @Test("§3.1 Listed twice in a step (disabled as its last touch lifts), it resets once and hears the next touch")
    func listedTwiceResetsOnce() {
        let h = failedWhileDown(onEnded: .recognize)
        let r = RecognizerIndex(0)
        h.arena.resetFinished()
        h.handle(.init(ended: [sample(0, on: 1)]))
        h.apply(.enabled(false), to: r)
        h.apply(.enabled(true), to: r)
        h.arena.resetFinished()
        #expect(h.arena.state(of: r) == .possible)
        h.handle(.init(began: [sample(1, on: 1)]))
        h.handle(.init(ended: [sample(1, on: 1)]))
        #expect(h.delegate.log == ["r0 failed ownLogic", "ask r0", "r0 recognized ownLogic", "take r0"])
    }
}
