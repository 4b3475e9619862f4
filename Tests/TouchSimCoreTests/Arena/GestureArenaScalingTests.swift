import Testing

@testable import TouchSimCore

/// Inputs that once made the arena quadratic (docs/format.md §4.9): each is large enough that a
/// scan of every recognizer per touch, per step or per settled requirement would not finish,
/// and checks what the arena decided, not how long it took.
struct GestureArenaScalingTests {
    /// The window (0) and one view inside it (1).
    private let views: [Int?] = [nil, 0]

    @Test("§3.2 §3.4 1,000 recognizers on one view share 40 taps: the first recognizes each, the rest fail")
    func manyRecognizersOnOneView() {
        let count = 1_000
        let h = tallied(views, (0..<count).map { _ in member(on: 1, ScriptedMachine(onEnded: .recognize)) })
        for tap in 0..<40 {
            h.handle(.init(began: [sample(tap, on: 1)]))
            h.handle(.init(ended: [sample(tap, on: 1)]))
            h.arena.resetFinished()
        }
        #expect(h.delegate.count(.recognized) == 40)
        #expect(h.delegate.count(.failed) == 40 * (count - 1))
        #expect(h.delegate.causes[count - 1] == .excludedBy(RecognizerIndex(0)))
        #expect(!h.arena.refers(to: TouchIndex(39)))
    }

    @Test("§3.4 5,000 recognizers that recognize simultaneously with all begin together")
    func manySimultaneousRecognizers() {
        let count = 5_000
        let h = tallied(
            views, (0..<count).map { _ in member(on: 1, ScriptedMachine(onMoved: .begin), simultaneous: .all) })
        h.handle(.init(began: [sample(0, on: 1)]))
        h.handle(.init(moved: [sample(0, on: 1)]))
        #expect(h.delegate.count(.began) == count)
        #expect(h.delegate.count(.failed) == 0)
    }

    @Test("§3.5 A requireToFail chain of 10,000 settles link by link: every other one recognizes")
    func requireToFailChain() {
        // r0 recognizes; r1 requires r0 and fails; r2 requires r1, which failed, so it recognizes…
        let count = 10_000
        let h = tallied(
            views,
            (0..<count).map { i in
                member(on: 1, ScriptedMachine(onEnded: .recognize), requires: i == 0 ? [] : [i - 1], simultaneous: .all)
            })
        h.handle(.init(began: [sample(0, on: 1)]))
        h.handle(.init(ended: [sample(0, on: 1)]))
        #expect(h.delegate.count(.recognized) == count / 2)
        #expect(h.delegate.count(.failed) == count / 2)
        #expect(h.delegate.causes[count - 1] == .requirementSucceeded(RecognizerIndex(count - 2)))
    }

    @Test("§3.5 One recognizer that requires 50,000 others, each listed twice, waits for the last to fail")
    func longRequireToFailList() {
        let count = 50_000
        let others = Array(1...count)
        let h = tallied(
            views,
            [member(on: 1, ScriptedMachine(onEnded: .recognize), requires: others + others)]
                + others.map { _ in member(on: 1, ScriptedMachine(onEnded: .fail)) })
        h.handle(.init(began: [sample(0, on: 1)]))
        h.handle(.init(ended: [sample(0, on: 1)]))
        #expect(h.delegate.count(.failed) == count)
        #expect(h.delegate.count(.recognized) == 1)
        #expect(h.delegate.causes[0] == .requirementsFailed(RecognizerIndex(count)))
        #expect(h.arena.settings(of: RecognizerIndex(0)).requirements.count == count)
    }

    @Test(
        "§3.1 §3.2 §3.7 One finger held on a recognizer while 10,000 others tap beside it: each leaves it once over"
    )
    func heldFingerWhileOthersTap() {
        let h = tallied(
            views,
            [
                member(on: 0, ScriptedMachine(onMoved: .begin)),
                member(on: 1, ScriptedMachine(onEnded: .recognize), simultaneous: .all, delaysTouchesBegan: true),
            ])
        let held = RecognizerIndex(0)
        h.handle(.init(began: [sample(0, on: 0)]))
        h.handle(.init(moved: [sample(0, on: 0)]))
        // Taps the delaying recognizer did not hold, or after which the held one kept more than
        // its first finger and the one down.
        var astray = 0
        for finger in 1...10_000 {
            h.handle(.init(began: [sample(finger, on: 1)]))
            if h.arena.holdsBegan(TouchIndex(finger)) != RecognizerIndex(1) { astray += 1 }
            if h.arena.touches(of: held) != [TouchIndex(0), TouchIndex(finger)] { astray += 1 }
            h.handle(.init(ended: [sample(finger, on: 1)]))
            h.arena.resetFinished()
            h.arena.touchIsOver(TouchIndex(finger))
            if h.arena.refers(to: TouchIndex(finger)) { astray += 1 }
        }
        #expect(astray == 0)
        #expect(h.arena.touches(of: held) == [TouchIndex(0)])
        #expect(h.arena.state(of: held) == .began)
        #expect(h.delegate.count(.recognized) == 10_000)
    }
}

/// A delegate that only tallies the arena's decisions, for arenas too large for a log.
final class TallyingDelegate: ArenaDelegate {
    /// Transitions into each state.
    private var tally: [(state: RecognizerState, count: Int)] = []
    /// The cause of each recognizer's last transition.
    private(set) var causes: [ArenaCause?]

    init(recognizers: Int) { causes = Array(repeating: nil, count: recognizers) }

    func count(_ state: RecognizerState) -> Int { tally.first { $0.state == state }?.count ?? 0 }

    func arena(
        _ arena: ScriptedArena, shouldReceive touch: TouchSample, on view: ViewIndex, recognizer: RecognizerIndex
    )
        -> Bool
    { true }

    func arena(_ arena: ScriptedArena, refusalToBegin recognizer: RecognizerIndex) -> ArenaCause.Refusal? { nil }

    func arena(_ arena: ScriptedArena, contentDelayRecognizes recognizer: RecognizerIndex) -> Bool { false }

    func arena(_ arena: ScriptedArena, decided decision: ArenaDecision) {
        guard case .transition(let r, let state, let cause) = decision else { return }
        if let i = tally.firstIndex(where: { $0.state == state }) {
            tally[i].count += 1
        } else {
            tally.append((state, 1))
        }
        causes[r.position] = cause
    }
}

/// An arena with a `TallyingDelegate`.
private func tallied(_ parents: [Int?], _ members: [ScriptedMember]) -> Harness<TallyingDelegate> {
    Harness(arena: ScriptedArena(parents, members), delegate: TallyingDelegate(recognizers: members.count))
}
