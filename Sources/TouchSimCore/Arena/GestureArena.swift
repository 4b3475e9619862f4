/// The gesture arena of docs/model.md §3: the window's recognizers, the touches each was given,
/// failure requirements (§3.5), exclusivity and simultaneity (§3.4), and the settling that
/// follows a recognizer's wish to begin, recognize or fail.
///
/// Verbs: `handle(_:)` for one UIEvent's touches, `timerFired(_:at:)`, `resetFinished()`.
/// Questions it cannot answer go to its delegate, and so do its decisions, in order.
final class GestureArena {
    /// The touches of one UIEvent by phase, in trace order, as the recognizers see them.
    struct Step {
        var began: [TouchSample] = []
        var moved: [TouchSample] = []
        var ended: [TouchSample] = []
        var cancelled: [TouchSample] = []
    }

    /// Every recognizer, in tree order; written only by the arena's own files.
    var members: IndexedList<RecognizerIndex, ArenaMember>
    /// The recognizers attached to each view, in the order UIKit added them.
    private let attached: IndexedList<ViewIndex, [RecognizerIndex]>
    let ancestry: ViewAncestry
    /// Touches whose finger is down, in order of `down`.
    private var down: [TouchIndex] = []
    /// Answers questions and carries out decisions; set before the first step.
    ///
    /// `unowned`, not `weak`: a weak reference gives the delegate (the `Simulation`) a side
    /// table, and then every retain and release of it takes the runtime's slow path, ~7 % of a
    /// replay. The delegate owns the arena, so it always outlives it.
    unowned var delegate: (any ArenaDelegate)?

    /// An arena of `members`, attached to the views of `ancestry`.
    init(members: IndexedList<RecognizerIndex, ArenaMember>, ancestry: ViewAncestry) {
        self.members = members
        self.ancestry = ancestry
        var attached = IndexedList<ViewIndex, [RecognizerIndex]>(Array(repeating: [], count: ancestry.count))
        for r in members.indices { attached[members[r].settings.view].append(r) }
        self.attached = attached
    }

    // MARK: Questions about the arena

    /// The recognizer's current state.
    func state(of r: RecognizerIndex) -> RecognizerState { members[r].state }

    /// The touches the recognizer was given since its last reset, in order.
    func touches(of r: RecognizerIndex) -> [TouchIndex] { members[r].touches }

    /// How the recognizer takes part.
    func settings(of r: RecognizerIndex) -> ArenaMember.Settings { members[r].settings }

    /// The motion a pan hands its owner (§4.3, §4.4), nil for other recognizers.
    func panReport(of r: RecognizerIndex) -> PanReport? { members[r].machine.panReport }

    /// Every state the recognizer reported, in order.
    func reported(by r: RecognizerIndex) -> RunList<GestureStateName> { members[r].reported }

    /// Whether a recognizer still `possible` holds the touch's `touchesBegan` (§3.7).
    func holdsBegan(_ touch: TouchIndex) -> Bool {
        members.elements.contains {
            $0.settings.delaysTouchesBegan && $0.state == .possible && $0.touches.contains(touch)
        }
    }

    /// Whether a recognizer still `possible` holds the touch's `touchesEnded` (§3.8).
    func holdsEnded(_ touch: TouchIndex) -> Bool {
        members.elements.contains {
            $0.settings.delaysTouchesEnded && $0.state == .possible && $0.touches.contains(touch)
        }
    }

    /// Whether any recognizer still counts the touch in its sequence.
    func refers(to touch: TouchIndex) -> Bool {
        members.elements.contains { $0.touches.contains(touch) }
    }

    // MARK: Verbs

    /// One UIEvent: new touches go to the recognizers on their path (§3.2), then each recognizer
    /// in turn sees its new, moved and lifted touches, settling what it asks for before the
    /// next one looks (so the deepest begins first).
    func handle(_ step: Step) {
        for sample in step.began { down.append(sample.touch) }
        down.removeAll { touch in
            step.ended.contains { $0.touch == touch } || step.cancelled.contains { $0.touch == touch }
        }
        for sample in step.began { assign(sample) }
        for r in order(for: step) {
            if members[r].touches.contains(where: { touch in step.cancelled.contains { $0.touch == touch } }) {
                // §2.5: a system cancel cancels or fails everything tracking the touch.
                fail(r, because: .systemCancel)
                continue
            }
            offer(step.began, .down, to: r)
            offer(step.moved, .move, to: r)
            offer(step.ended, .up, to: r)
        }
    }

    /// Hands a recognizer not yet done its touches among `samples`, all in `phase`, and settles
    /// what it asks for.
    private func offer(_ samples: [TouchSample], _ phase: TouchPhase, to r: RecognizerIndex) {
        guard !members[r].state.isTerminal,
            samples.contains(where: { members[r].touches.contains($0.touch) })
        else { return }
        let mine = samples.filter { members[r].touches.contains($0.touch) }
        let intent: Intent
        switch phase {
        case .down: intent = members[r].machine.touchesBegan(mine)
        case .move: intent = members[r].machine.touchesMoved(mine)
        default: intent = members[r].machine.touchesEnded(mine)
        }
        apply(intent, to: r)
        announceDeadline(r)
    }

    /// The recognizer's timer is due (docs/model.md §9).
    func timerFired(_ r: RecognizerIndex, at now: SimTime) {
        members[r].announcedDeadline = nil
        let intent = members[r].machine.timerFired(at: now)
        apply(intent, to: r)
        announceDeadline(r)
    }

    /// §3.1: a recognizer in a terminal state resets once all its touches have ended; a disabled
    /// one at once, forgetting the touches still down, so that enabling it again gives it only
    /// touches that go down later (§11.1).
    func resetFinished() {
        for r in members.indices where members[r].state.isTerminal {
            guard !members[r].settings.enabled || !members[r].touches.contains(where: down.contains) else { continue }
            members[r].state = .possible
            members[r].touches = []
            members[r].machine.reset()
            announceDeadline(r)
        }
    }

    // MARK: Touches to recognizers

    /// §3.2: every enabled recognizer on the hit view or an ancestor, deepest view first, in the
    /// order added, that is not done with its sequence, has room for another touch and whose
    /// delegate accepts the touch.
    private func assign(_ sample: TouchSample) {
        guard let hit = sample.hitView else { return }
        ancestry.forEachOnPath(from: hit) { view in
            for r in attached[view] where accepts(r, sample, on: hit) {
                members[r].touches.append(sample.touch)
            }
        }
    }

    private func accepts(_ r: RecognizerIndex, _ sample: TouchSample, on hit: ViewIndex) -> Bool {
        // Field by field: copying the whole member would copy its machine's existential box.
        guard members[r].settings.enabled, !members[r].state.isTerminal, members[r].pending == nil else {
            return false
        }
        if let limit = members[r].machine.touchLimit, members[r].touches.count(where: down.contains) >= limit {
            return false
        }
        return delegate!.arena(self, shouldReceive: sample, on: hit, recognizer: r)
    }

    /// The recognizers of the event's touches: per touch in trace order (began, moved, ended,
    /// cancelled), deepest view first.
    private func order(for step: Step) -> [RecognizerIndex] {
        var order: [RecognizerIndex] = []
        for samples in [step.began, step.moved, step.ended, step.cancelled] {
            for sample in samples {
                guard let hit = sample.hitView else { continue }
                ancestry.forEachOnPath(from: hit) { view in
                    for r in attached[view] where members[r].touches.contains(sample.touch) && !order.contains(r) {
                        order.append(r)
                    }
                }
            }
        }
        return order
    }

    /// Keeps the delegate informed of the deadline the recognizer wants.
    func announceDeadline(_ r: RecognizerIndex) {
        let wanted = members[r].state.isTerminal ? nil : members[r].machine.deadline
        guard wanted != members[r].announcedDeadline else { return }
        members[r].announcedDeadline = wanted
        delegate!.arena(self, decided: .deadline(r, wanted))
    }
}
