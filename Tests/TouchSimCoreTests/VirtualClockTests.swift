import Testing

@testable import TouchSimCore

/// docs/model.md §9: the virtual clock alone, then timers seen through whole replays.
@Suite("§9 Time")
struct VirtualClockTests {
    private func ms(_ t: Double) -> SimTime { SimTime(milliseconds: t) }

    /// Pops every timer due at or before `limit`, returning their owners in firing order.
    private func drain(_ clock: VirtualClock<String>, notAfter limit: Double) -> [String] {
        var fired: [String] = []
        while let timer = clock.popDue(notAfter: ms(limit)) { fired.append(timer.owner) }
        return fired
    }

    /// A clock whose slots belong to `owners`, in order.
    private func clock(_ owners: [String]) -> VirtualClock<String> { VirtualClock(owners: owners) }

    // MARK: the clock

    @Test("§9.2 Timers fire by deadline; those due at the same time in the order they were scheduled")
    func sameDeadlineInSchedulingOrder() {
        let clock = clock(["late", "a", "b", "early", "c"])
        for (slot, t) in [200.0, 100, 100, 50, 100].enumerated() { clock.schedule(slot, at: ms(t)) }
        #expect(drain(clock, notAfter: 1000) == ["early", "a", "b", "c", "late"])
        #expect(clock.isEmpty)
    }

    @Test("§9.1 A timer is due at its exact deadline, not a microsecond before")
    func dueAtExactDeadline() {
        let clock = clock(["delay"])
        clock.schedule(0, at: SimTime(microseconds: 150_000))
        #expect(clock.popDue(notAfter: SimTime(microseconds: 149_999)) == nil)
        #expect(clock.popDue(notAfter: SimTime(microseconds: 150_000))?.owner == "delay")
        #expect(clock.isEmpty)
    }

    @Test("§9.1 A cancelled timer never fires; cancelling a slot without a timer does nothing")
    func cancel() {
        let clock = clock(["a", "b", "c"])
        clock.schedule(0, at: ms(100))
        clock.schedule(1, at: ms(100))
        clock.schedule(2, at: ms(300))
        clock.cancel(0)
        #expect(clock.deadline(of: 0) == nil)
        #expect(drain(clock, notAfter: 200) == ["b"])
        clock.cancel(1)
        #expect(clock.deadline(of: 2) == ms(300))
        #expect(drain(clock, notAfter: 1000) == ["c"])
        #expect(clock.isEmpty)
    }

    @Test("§9.1 Cancelling the earliest timer makes the next one due at its own deadline, not before")
    func cancelEarliest() {
        let clock = clock(["a", "b", "c", "d"])
        clock.schedule(0, at: ms(100))
        clock.schedule(1, at: ms(200))
        clock.schedule(2, at: ms(150))
        clock.schedule(3, at: ms(120))
        clock.cancel(3)
        #expect(drain(clock, notAfter: 99).isEmpty)
        clock.cancel(0)
        #expect(drain(clock, notAfter: 149).isEmpty)
        #expect(drain(clock, notAfter: 150) == ["c"])
        #expect(drain(clock, notAfter: 199).isEmpty)
        #expect(drain(clock, notAfter: 200) == ["b"])
        #expect(clock.isEmpty)
    }

    @Test("§9.2 Scheduling a slot again replaces its timer, which then fires after those already waiting")
    func rescheduleReplaces() {
        let clock = clock(["a", "b", "c"])
        clock.schedule(0, at: ms(100))
        clock.schedule(1, at: ms(100))
        clock.schedule(2, at: ms(300))
        clock.schedule(0, at: ms(100))
        clock.schedule(2, at: ms(50))
        #expect(drain(clock, notAfter: 1000) == ["c", "b", "a"])
    }

    @Test("§9.2 A timer scheduled later for the same deadline fires after those already waiting, even after a pop")
    func schedulingOrderAcrossPops() {
        let clock = clock(["first", "early", "second", "between"])
        clock.schedule(0, at: ms(100))
        clock.schedule(1, at: ms(50))
        #expect(drain(clock, notAfter: 50) == ["early"])
        clock.schedule(2, at: ms(100))
        clock.schedule(3, at: ms(75))
        #expect(drain(clock, notAfter: 100) == ["between", "first", "second"])
    }

    @Test("§9.2 100,000 timers, half of them cancelled and a quarter moved, fire by deadline then scheduling order")
    func manyTimers() {
        // 100,000 recognizers each wanting a timer once cost a scan of every waiting timer.
        let clock = VirtualClock<Int>(owners: Array(0..<100_000))
        var kept: [(deadline: Int, sequence: Int, owner: Int)] = []
        for owner in 0..<100_000 {
            clock.schedule(owner, at: ms(Double((owner * 7_919) % 1_000)))
            if owner % 2 == 0 { clock.cancel(owner) }
        }
        for owner in 0..<100_000 where owner % 4 == 1 { clock.schedule(owner, at: ms(Double((owner * 31) % 1_000))) }
        for owner in 0..<100_000 where owner % 2 == 1 {
            let moved = owner % 4 == 1
            kept.append(
                (moved ? (owner * 31) % 1_000 : (owner * 7_919) % 1_000, moved ? 100_000 + owner : owner, owner))
        }
        var fired: [Int] = []
        while let timer = clock.popDue(notAfter: ms(1_000)) { fired.append(timer.owner) }
        #expect(fired == kept.sorted { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) }.map(\.owner))
        #expect(clock.isEmpty)
    }

    @Test("§9.2 Timers of six fixed delays, some kind always pending, fire by deadline then scheduling order")
    func manyKindsOfDelay() {
        // More kinds than the clock has lanes, and lanes that never run dry: every entry is
        // taken from a lane's front or from the heap in the order of a sort.
        let delays = [150, 350, 500, 150, 800, 60]
        let clock = VirtualClock<Int>(owners: Array(0..<600))
        var kept: [(deadline: Int, sequence: Int, owner: Int)] = []
        var fired: [Int] = []
        var sequence = 0
        for step in 0..<100 {
            let now = step * 16
            while let timer = clock.popDue(notAfter: ms(Double(now))) { fired.append(timer.owner) }
            for (kind, delay) in delays.enumerated() {
                let owner = step * delays.count + kind
                clock.schedule(owner, at: ms(Double(now + delay)))
                sequence += 1
                // A third are cancelled, as a tap's long press is when it lifts.
                if owner % 3 == 0 { clock.cancel(owner) } else { kept.append((now + delay, sequence, owner)) }
            }
        }
        while let timer = clock.popDue(notAfter: ms(10_000)) { fired.append(timer.owner) }
        #expect(fired == kept.sorted { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) }.map(\.owner))
        #expect(clock.isEmpty)
    }

    // MARK: timers in a replay

    @Test("§9.1 A timer fires at its exact virtual time between trace events: a long press begins at 500 ms")
    func timerBetweenEvents() {
        let root = window([
            view("v", "UIView", Rect(0, 0, 200, 200)) { $0.gestureRecognizers = [longPressGesture("press")] }
        ])
        let events = [
            ev(0, 1, .down, 50, 50), ev(300, 1, .move, 52, 50), ev(700, 1, .move, 53, 50), ev(900, 1, .up, 53, 50),
        ]
        #expect(
            replay(root, events, keepInput: true) == [
                "0 input 1 down v",
                "0 v.began[1] -> window,windowScene,application,appDelegate",
                "300 input 1 move",
                "300 v.moved[1] -> window,windowScene,application,appDelegate",
                "500 ask v.gestureRecognizerShouldBegin(press)=true",
                "500 press began",
                "500 v.cancelled[1] -> window,windowScene,application,appDelegate",
                "700 input 1 move",
                "700 press changed",
                "900 input 1 up",
                "900 press ended",
            ])
    }

    @Test("§9.2 A timer due at the same t as a trace event fires first: a tap lifted at 750 ms has already failed")
    func timerBeforeEventAtSameTime() {
        let root = window([view("v", "UIView", Rect(0, 0, 200, 200)) { $0.gestureRecognizers = [tapGesture("tap")] }])
        #expect(
            replay(root, tap(50, 50, holding: 750), keepInput: true) == [
                "0 input 1 down v",
                "0 v.began[1] -> window,windowScene,application,appDelegate",
                "750 tap failed",
                "750 input 1 up",
                "750 v.ended[1] -> window,windowScene,application,appDelegate",
            ])
    }

    @Test("§9.2 The same tap lifted 1 ms earlier, before its timer, recognizes")
    func eventBeforeLaterTimer() {
        let root = window([view("v", "UIView", Rect(0, 0, 200, 200)) { $0.gestureRecognizers = [tapGesture("tap")] }])
        #expect(
            replay(root, tap(50, 50, holding: 749), keepInput: true) == [
                "0 input 1 down v",
                "0 v.began[1] -> window,windowScene,application,appDelegate",
                "749 input 1 up",
                "749 ask v.gestureRecognizerShouldBegin(tap)=true",
                "749 tap recognized",
                "749 v.cancelled[1] -> window,windowScene,application,appDelegate",
            ])
    }

    @Test("§9.2 §5.2 The content delay due at the lift's t fires first: the button begins, then the lift ends it")
    func contentDelayBeforeLiftAtSameTime() {
        #expect(
            replay(feed(), tap(60, 120, holding: 150), keepInput: true) == [
                "0 input 1 down buy",
                "150 ask feed.touchesShouldBegin(buy)=true",
                "150 feed.delayedTouchesBegan failed",
                "150 buy.began[1]",
                "150 buy highlight true",
                "150 buy touchDown",
                "150 input 1 up",
                "150 feed.pan failed",
                "150 buy.ended[1]",
                "150 buy highlight false",
                "150 buy touchUpInside",
            ])
    }

    @Test("§9.2 Timers due together fire in scheduling order, not tree order")
    func replayTimersInSchedulingOrder() {
        // b's press is scheduled at 0 for 600 ms, a's at 100 for 500 ms: both are due at 600.
        let root = window([
            view("a", "UIView", Rect(0, 0, 100, 100)) {
                $0.gestureRecognizers = [longPressGesture("pressA", seconds: 0.5)]
            },
            view("b", "UIView", Rect(200, 0, 100, 100)) {
                $0.gestureRecognizers = [longPressGesture("pressB", seconds: 0.6)]
            },
        ])
        #expect(
            replay(root, [ev(0, 1, .down, 250, 50), ev(100, 2, .down, 50, 50)], keepInput: true) == [
                "0 input 1 down b",
                "0 b.began[1] -> window,windowScene,application,appDelegate",
                "100 input 2 down a",
                "100 a.began[2] -> window,windowScene,application,appDelegate",
                "600 ask b.gestureRecognizerShouldBegin(pressB)=true",
                "600 pressB began",
                "600 b.cancelled[1] -> window,windowScene,application,appDelegate",
                "600 ask a.gestureRecognizerShouldBegin(pressA)=true",
                "600 pressA began",
                "600 a.cancelled[2] -> window,windowScene,application,appDelegate",
            ])
    }

    @Test("§9.1 After the last event the simulation runs on until no timer is pending; the summary is at that time")
    func runsOnAfterLastEvent() {
        let root = window([
            view("v", "UIView", Rect(0, 0, 200, 200)) { $0.gestureRecognizers = [longPressGesture("press")] }
        ])
        let events = [ev(0, 1, .down, 50, 50)]
        #expect(
            replay(root, events) == [
                "0 v.began[1] -> window,windowScene,application,appDelegate",
                "500 ask v.gestureRecognizerShouldBegin(press)=true",
                "500 press began",
                "500 v.cancelled[1] -> window,windowScene,application,appDelegate",
            ])
        #expect(summaryRecord(root, events)?.time == SimTime(milliseconds: 500))
    }
}
