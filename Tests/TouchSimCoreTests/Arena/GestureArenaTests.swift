import Testing

@testable import TouchSimCore

/// The gesture arena alone, with scripted recognizers: a specification of docs/model.md §3.
/// Views: 0 the window, 1 inside it, 2 inside 1, 3 inside the window beside 1.
struct GestureArenaTests {
    private let views: [Int?] = [nil, 0, 1, 0]

    @Test("§3.2 §3.4 The deepest recognizer settles first; an interacting one still possible then fails")
    func deepestFirstThenExclusivity() {
        let h = harness(
            views,
            [member(on: 1, ScriptedMachine(onBegan: .recognize)), member(on: 2, ScriptedMachine(onBegan: .recognize))])
        h.handle(.init(began: [sample(0, on: 2)]))
        #expect(h.delegate.log == ["ask r1", "r1 recognized ownLogic", "r0 failed excludedBy(r1)", "take r1"])
    }

    @Test("§3.4 Recognizers that may recognize simultaneously both recognize")
    func simultaneousRecognizers() {
        let h = harness(
            views,
            [
                member(on: 1, ScriptedMachine(onBegan: .recognize), simultaneous: .all),
                member(on: 2, ScriptedMachine(onBegan: .recognize)),
            ])
        h.handle(.init(began: [sample(0, on: 2)]))
        #expect(
            h.delegate.log == [
                "ask r1", "r1 recognized ownLogic", "take r1", "ask r0", "r0 recognized ownLogic", "take r0",
            ])
    }

    @Test("§3.4 Recognizers on unrelated views never interact")
    func unrelatedViewsDoNotInteract() {
        let h = harness(
            views, [member(on: 2, ScriptedMachine(onMoved: .begin)), member(on: 3, ScriptedMachine(onMoved: .begin))])
        h.handle(.init(began: [sample(0, on: 2), sample(1, on: 3)]))
        h.handle(.init(moved: [sample(0, on: 2), sample(1, on: 3)]))
        #expect(h.delegate.log == ["ask r0", "r0 began ownLogic", "take r0", "ask r1", "r1 began ownLogic", "take r1"])
    }

    @Test("§3.3 A recognizer whose delegate says NO fails instead of leaving possible")
    func delegateRefuses() {
        let h = harness(views, [member(on: 1, ScriptedMachine(onBegan: .recognize))])
        h.delegate.refusesToBegin = [0]
        h.handle(.init(began: [sample(0, on: 2)]))
        #expect(h.delegate.log == ["ask r0", "r0 failed refusedToBegin"])
    }

    @Test("§3.5 A recognizer waits for the one it requires to fail, then recognizes when it gives up")
    func requireToFailWaits() {
        let h = harness(
            views,
            [
                member(on: 1, ScriptedMachine(onBegan: .recognize), requires: [1]),
                member(on: 1, ScriptedMachine(onTimer: .fail, wantsTimerAt: SimTime(milliseconds: 350))),
            ])
        h.handle(.init(began: [sample(0, on: 1)]))
        #expect(h.arena.state(of: RecognizerIndex(0)) == .possible)
        h.timerFired(RecognizerIndex(1), at: SimTime(milliseconds: 350))
        #expect(
            h.delegate.log == [
                "deadline r1 350", "r1 failed ownLogic", "ask r0", "r0 recognized requirementsFailed(r1)", "take r0",
            ])
    }

    @Test("§3.5 A recognizer fails when the one it requires to fail recognizes")
    func requirementRecognizes() {
        let h = harness(
            views,
            [
                member(on: 1, ScriptedMachine(onBegan: .recognize), requires: [1], simultaneous: .all),
                member(on: 1, ScriptedMachine(onEnded: .recognize)),
            ])
        h.handle(.init(began: [sample(0, on: 1)]))
        h.handle(.init(ended: [sample(0, on: 1)]))
        #expect(
            h.delegate.log == ["ask r1", "r1 recognized ownLogic", "r0 failed requirementSucceeded(r1)", "take r1"])
    }

    @Test("§3.5 A required recognizer that never saw the touch counts as failed")
    func unseenRequirementCountsAsFailed() {
        let h = harness(
            views,
            [member(on: 2, ScriptedMachine(onBegan: .recognize), requires: [1]), member(on: 3, ScriptedMachine())])
        h.handle(.init(began: [sample(0, on: 2)]))
        #expect(h.delegate.log == ["ask r0", "r0 recognized ownLogic", "take r0"])
    }

    @Test("§3.2 A disabled recognizer, or one whose delegate refuses the touch, never sees it")
    func disabledAndRefusedSeeNothing() {
        let h = harness(
            views,
            [
                member(on: 1, ScriptedMachine(onBegan: .recognize), enabled: false),
                member(on: 1, ScriptedMachine(onBegan: .recognize)),
            ])
        h.delegate.refusesTouches = [1]
        h.handle(.init(began: [sample(0, on: 2)]))
        #expect(h.delegate.log.isEmpty)
        #expect(h.arena.touches(of: RecognizerIndex(0)).isEmpty && h.arena.touches(of: RecognizerIndex(1)).isEmpty)
    }

    @Test("§3.2 A recognizer with a touch limit gets no further touch while it has that many down")
    func touchLimit() {
        let h = harness(views, [member(on: 1, ScriptedMachine(limit: 1))])
        h.handle(.init(began: [sample(0, on: 1), sample(1, on: 1)]))
        #expect(h.arena.touches(of: RecognizerIndex(0)) == [TouchIndex(0)])
    }

    @Test("§5.1 §5.2 The content delay's scroll view decides; its recognizing fails no other recognizer")
    func contentDelayDecides() {
        let h = harness(
            views,
            [
                member(
                    on: 1, ScriptedMachine(onEnded: .decide(atLift: true)), role: .contentDelay,
                    delaysTouchesBegan: true),
                member(on: 1, ScriptedMachine()),
            ])
        h.delegate.contentDelayRecognizes = true
        h.handle(.init(began: [sample(0, on: 1)]))
        #expect(h.arena.holdsBegan(TouchIndex(0)) == RecognizerIndex(0))
        h.handle(.init(ended: [sample(0, on: 1)]))
        #expect(h.delegate.log == ["decide r0", "r0 recognized contentDelayDecided(atLift)", "take r0"])
        #expect(h.arena.state(of: RecognizerIndex(1)) == .possible)
        #expect(h.arena.holdsBegan(TouchIndex(0)) == nil)
    }

    @Test("§2.5 A system cancel cancels a recognizer in progress and fails one still possible")
    func systemCancel() {
        let h = harness(
            views,
            [member(on: 1, ScriptedMachine(onBegan: .begin), simultaneous: .all), member(on: 1, ScriptedMachine())])
        h.handle(.init(began: [sample(0, on: 1)]))
        h.handle(.init(cancelled: [sample(0, on: 1)]))
        #expect(
            h.delegate.log == [
                "ask r0", "r0 began ownLogic", "take r0", "r0 cancelled systemCancel", "r1 failed systemCancel",
            ])
    }

    @Test("§3.1 A finished recognizer resets once all its touches have ended")
    func resetAfterTouchesEnd() {
        let h = harness(views, [member(on: 1, ScriptedMachine(onBegan: .recognize))])
        h.handle(.init(began: [sample(0, on: 1)]))
        h.arena.resetFinished()
        #expect(h.arena.state(of: RecognizerIndex(0)) == .recognized)
        h.handle(.init(ended: [sample(0, on: 1)]))
        h.arena.resetFinished()
        #expect(h.arena.state(of: RecognizerIndex(0)) == .possible && h.arena.touches(of: RecognizerIndex(0)).isEmpty)
        #expect(!h.arena.refers(to: TouchIndex(0)))
    }

    @Test("§9 A recognizer's wanted deadline is announced once, and withdrawn when it fails")
    func deadlines() {
        let h = harness(
            views, [member(on: 1, ScriptedMachine(onMoved: .fail, wantsTimerAt: SimTime(milliseconds: 750)))])
        h.handle(.init(began: [sample(0, on: 1)]))
        h.handle(.init(moved: [sample(0, on: 1)]))
        #expect(h.delegate.log == ["deadline r0 750", "r0 failed ownLogic", "deadline r0 none"])
    }
}
