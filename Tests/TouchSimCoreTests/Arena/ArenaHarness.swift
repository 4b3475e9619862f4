@testable import TouchSimCore

/// An arena of scripted recognizers.
typealias ScriptedArena = GestureArena<ScriptedMachines>

/// The scripted machines of an arena under test, by recognizer.
final class ScriptedMachines: MachineStore {
    var machines: [ScriptedMachine]

    init(machines: [ScriptedMachine]) { self.machines = machines }

    func touchLimit(of r: RecognizerIndex) -> Int? { machines[r.position].touchLimit }
    func deadline(of r: RecognizerIndex) -> SimTime? { machines[r.position].deadline }
    func panReport(of r: RecognizerIndex) -> PanReport? { nil }
    func make(_ call: MachineCall, on r: RecognizerIndex) -> MachineAnswer {
        call.answer(from: &machines[r.position])
    }
    func reset(_ r: RecognizerIndex) { machines[r.position].reset() }
}

/// One recognizer for an arena under test and its script.
struct ScriptedMember {
    let member: ArenaMember
    let machine: ScriptedMachine
}

extension GestureArena where Machines == ScriptedMachines {
    /// An arena of `members` over the views `parents` describes (view i's superview, nil for the root).
    convenience init(_ parents: [Int?], _ members: [ScriptedMember]) {
        self.init(
            members: IndexedList(members.map(\.member)), machines: ScriptedMachines(machines: members.map(\.machine)),
            ancestry: ViewAncestry(parents: parents.map { $0.map { ViewIndex($0) } }))
    }
}

/// A recognizer whose logic is a script: what it asks for at each phase.
struct ScriptedMachine: GestureMachine {
    var onBegan = Intent.none
    var onMoved = Intent.none
    var onEnded = Intent.none
    var onTimer = Intent.none
    var wantsTimerAt: SimTime?
    var limit: Int?
    /// How many touch calls it was made.
    var calls = 0

    var touchLimit: Int? { limit }
    var deadline: SimTime? { wantsTimerAt }
    mutating func touchesBegan(_ touches: [TouchSample]) -> Intent {
        calls += 1
        return onBegan
    }
    mutating func touchesMoved(_ touches: [TouchSample]) -> Intent {
        calls += 1
        return onMoved
    }
    mutating func touchesEnded(_ touches: [TouchSample]) -> Intent {
        calls += 1
        return onEnded
    }
    mutating func timerFired(at now: SimTime) -> Intent {
        wantsTimerAt = nil
        return onTimer
    }
    mutating func reset() { wantsTimerAt = nil }
}

/// A delegate that answers from sets and writes every decision as one line:
/// `r0 began`, `r1 failed excludedBy(r0)`, `take r0`, `deadline r0 150`.
final class RecordingDelegate: ArenaDelegate {
    var refusesToBegin: Set<Int> = []
    var refusesTouches: Set<Int> = []
    var contentDelayRecognizes = false
    var questions: [String] = []
    var log: [String] = []

    func arena(
        _ arena: ScriptedArena, shouldReceive touch: TouchSample, on view: ViewIndex, recognizer: RecognizerIndex
    )
        -> Bool
    {
        !refusesTouches.contains(recognizer.position)
    }

    func arena(_ arena: ScriptedArena, refusalToBegin recognizer: RecognizerIndex) -> ArenaCause.Refusal? {
        log.append("ask r\(recognizer.raw)")
        return refusesToBegin.contains(recognizer.position) ? .delegate : nil
    }

    func arena(_ arena: ScriptedArena, contentDelayRecognizes recognizer: RecognizerIndex) -> Bool {
        log.append("decide r\(recognizer.raw)")
        return contentDelayRecognizes
    }

    func arena(_ arena: ScriptedArena, decided decision: ArenaDecision) {
        switch decision {
        case .transition(let r, let state, let cause):
            log.append("r\(r.raw) \(state) \(describe(cause))")
        case .takeTouches(let r):
            log.append("take r\(r.raw)")
        case .deadline(let r, let t):
            log.append("deadline r\(r.raw) \(t.map { String(Int($0.milliseconds)) } ?? "none")")
        }
    }

    private func describe(_ cause: ArenaCause) -> String {
        switch cause {
        case .ownLogic: return "ownLogic"
        case .requirementsFailed(let q): return "requirementsFailed(r\(q.raw))"
        case .requirementSucceeded(let q): return "requirementSucceeded(r\(q.raw))"
        case .excludedBy(let q): return "excludedBy(r\(q.raw))"
        case .refusedToBegin: return "refusedToBegin"
        case .systemCancel: return "systemCancel"
        case .contentDelayDecided(let atLift): return atLift ? "contentDelayDecided(atLift)" : "contentDelayDecided"
        case .disabled: return "disabled"
        }
    }
}

/// One recognizer for an arena under test.
func member(
    on view: Int, _ machine: ScriptedMachine, requires: [Int] = [],
    simultaneous: ArenaSettings.Simultaneity = .some([]),
    enabled: Bool = true, role: ArenaSettings.Role = .ordinary, delaysTouchesBegan: Bool = false
) -> ScriptedMember {
    ScriptedMember(
        member: ArenaMember(
            settings: .init(
                view: ViewIndex(view), role: role, enabled: enabled, cancelsTouchesInView: true,
                delaysTouchesBegan: delaysTouchesBegan, delaysTouchesEnded: true,
                requirements: requires.map { RecognizerIndex($0) }, simultaneity: simultaneous)),
        machine: machine)
}

/// An arena and the delegate its verbs are handed.
struct Harness<Delegate: ArenaDelegate<ScriptedMachines>> {
    let arena: ScriptedArena
    let delegate: Delegate

    /// `GestureArena.handle(_:delegate:)`.
    func handle(_ step: ArenaStep) { arena.handle(step, delegate: delegate) }

    /// `GestureArena.timerFired(_:at:delegate:)`.
    func timerFired(_ r: RecognizerIndex, at now: SimTime) { arena.timerFired(r, at: now, delegate: delegate) }

    /// `GestureArena.apply(_:to:delegate:)`.
    func apply(_ change: RecognizerChange, to r: RecognizerIndex) { arena.apply(change, to: r, delegate: delegate) }
}

/// An arena over the views `parents` describes (view i's superview, nil for the root).
func harness(_ parents: [Int?], _ members: [ScriptedMember]) -> Harness<RecordingDelegate> {
    Harness(arena: ScriptedArena(parents, members), delegate: RecordingDelegate())
}

/// Touch `touch` on view `view` at `ms`.
func sample(_ touch: Int, on view: Int?, at ms: Double = 0) -> TouchSample {
    TouchSample(
        touch: TouchIndex(touch), location: .zero, time: SimTime(milliseconds: ms), hitView: view.map { ViewIndex($0) })
}
