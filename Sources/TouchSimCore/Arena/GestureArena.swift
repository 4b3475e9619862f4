import _TouchSimStorage

/// The gesture arena of docs/model.md §3: the window's recognizers, the touches each was given,
/// failure requirements (§3.5), exclusivity and simultaneity (§3.4), and the settling that
/// follows a recognizer's wish to begin, recognize or fail.
///
/// Verbs: `handle(_:)` for one UIEvent's touches, `timerFired(_:at:)`, `resetFinished()`,
/// `touchIsOver(_:)`.
/// Questions it cannot answer go to its delegate, and so do its decisions, in order. Each verb
/// takes the delegate and hands it down rather than storing it (docs/performance.md).
///
/// Generic over where its recognizers' machines are, so that they are stored concretely: the
/// engine's arena is a `RecognizerArena` (`RecognizerMachines`); the arena's tests script theirs.
final class GestureArena<Machines: MachineStore>: DeliveryHolds {
    typealias Step = ArenaStep

    /// Every recognizer, in tree order, changed in place; written only by the arena's own files.
    let members: SlotStore<ArenaMember>
    /// Every recognizer's logic, changed in place; written only by the arena's own files.
    let machines: Machines
    /// The recognizers attached to each view, in the order UIKit added them.
    private let attached: IndexedList<ViewIndex, [RecognizerIndex]>
    let ancestry: ViewAncestry
    /// Touches whose finger is down, in order of `down`; at most the fingers' limit.
    private var down = ScratchList<TouchIndex>()
    /// Who holds each touch; written only by the arena's own files.
    var holders = TouchHolders()
    /// The recognizers that require each one to fail (§3.5), in tree order.
    let dependents: IndexedList<RecognizerIndex, [RecognizerIndex]>
    /// Recognizers in progress (`began`, `changed`) that do not recognize simultaneously with
    /// all: the only ones that can keep another from beginning (§3.4). Written by `update(_:)`.
    var inProgress = ScratchList<RecognizerIndex>()
    /// Recognizers in a terminal state that may reset at the step's end (§3.1): those that just
    /// entered it (`update(_:)`), those whose last touch just lifted (`handle(_:delegate:)`) and
    /// those just disabled (`apply(_:to:delegate:)`). One still waiting for its touches leaves the
    /// list until one of those lists it again: a long drag's failed recognizers are not looked at
    /// at every step.
    var finished = ScratchList<RecognizerIndex>()
    /// Recognizers that left `possible` since `takeTouchesLetGo()` last asked.
    var leftPossible = ScratchList<RecognizerIndex>()

    // The step under way: what it still has to do. Empty (nil, false) between steps.

    /// The cascades still to settle, innermost last (`GestureArena+Cascade.swift`).
    var agenda: [Settling] = []
    var isSettling = false
    /// §9.3: the offer under way in the step, so that a recognizer whose requirements fail before
    /// its own turn of the step proceeds after it: the holder at `position` of the step's one
    /// `touch`, or (`touch` nil) the turn at `position`.
    private var offering: (touch: TouchIndex?, position: Int)?
    /// Recognizers a failed requirement let go before their turn, with that requirement.
    private var releasedLater: [(recognizer: RecognizerIndex, failed: RecognizerIndex)] = []

    /// The lists a step works out and reads, kept for their storage.
    var scratch: ArenaScratch

    /// An arena of `members`, whose logic is `machines`, attached to the views of `ancestry`.
    init(members: IndexedList<RecognizerIndex, ArenaMember>, machines: Machines, ancestry: ViewAncestry) {
        var members = members
        self.ancestry = ancestry
        var attached = IndexedList<ViewIndex, [RecognizerIndex]>(Array(repeating: [], count: ancestry.count))
        for r in members.indices {
            attached[members[r].settings.view].append(r)
            members[r].settings.simultaneity = members[r].settings.simultaneity.sorted
            members[r].touchLimit = machines.touchLimit(of: r) ?? Int.max
        }
        self.attached = attached
        scratch = ArenaScratch(recognizers: members.count)
        dependents = Self.dependents(of: &members)
        var list = members.elements
        self.members = SlotStore(taking: &list)
        self.machines = machines
    }

    // MARK: Questions about the arena

    /// The recognizer's current state.
    func state(of r: RecognizerIndex) -> RecognizerState { members[r].state }

    /// The recognizer's touches, in order: the first of its sequence, then those still in play.
    func touches(of r: RecognizerIndex) -> [TouchIndex] { members[r].touches }

    /// How many touches the recognizer has (`touches(of:)`).
    func touchCount(of r: RecognizerIndex) -> Int { members[r].touches.count }

    /// The recognizer's `i`-th touch (`touches(of:)`), for loops by position
    /// (docs/performance.md).
    func touch(_ i: Int, of r: RecognizerIndex) -> TouchIndex { members[r].touches[i] }

    /// How the recognizer takes part.
    func settings(of r: RecognizerIndex) -> ArenaSettings { members[r].settings }

    /// The motion a pan hands its owner (§4.3, §4.4), nil for other recognizers.
    func panReport(of r: RecognizerIndex) -> PanReport? { machines.panReport(of: r) }

    /// Every state the recognizer reported, in order.
    func reported(by r: RecognizerIndex) -> RunList<GestureStateName> { members[r].reported }

    /// The first recognizer still `possible` that holds the touch's `touchesBegan` (§3.7).
    func holdsBegan(_ touch: TouchIndex) -> RecognizerIndex? {
        firstHolder(of: touch) { members[$0].settings.delaysTouchesBegan && members[$0].state == .possible }
    }

    /// The first recognizer still `possible` that holds the touch's `touchesEnded` (§3.8).
    func holdsEnded(_ touch: TouchIndex) -> RecognizerIndex? {
        firstHolder(of: touch) { members[$0].settings.delaysTouchesEnded && members[$0].state == .possible }
    }

    /// The touches of the recognizers that left `possible` since the last call, each once, in
    /// order of `down`: only their holds of §3.7 and §3.8 can have ended. Valid until the next
    /// call.
    func takeTouchesLetGo() -> ListView<TouchIndex> {
        leftPossible.isEmpty ? ListView() : collectTouchesLetGo()
    }

    /// `takeTouchesLetGo()` when some recognizer left `possible`.
    private func collectTouchesLetGo() -> ListView<TouchIndex> {
        scratch.letGo.empty()
        // A recognizer listed twice adds its touches twice: `sortUnique` keeps each once.
        var last: TouchIndex?
        for i in 0..<leftPossible.count {
            let r = leftPossible[i]
            // Recognizers that leave `possible` together mostly share their touches: a touch
            // just added is not added again. By position, not over the list (docs/performance.md).
            let count = members[r].touches.count
            for i in 0..<count {
                let touch = members[r].touches[i]
                guard touch != last else { continue }
                scratch.letGo.append(touch)
                last = touch
            }
        }
        leftPossible.empty()
        scratch.letGo.sortUnique()
        return scratch.letGo.elements
    }

    /// Whether any recognizer still counts the touch in its sequence.
    func refers(to touch: TouchIndex) -> Bool { holders.isReferred(touch) }

    // MARK: Verbs

    /// One UIEvent: new touches go to the recognizers on their path (§3.2), then each recognizer
    /// in turn sees its new, moved and lifted touches, settling what it asks for before the
    /// next one looks (so the deepest begins first).
    func handle(_ step: Step, delegate: some ArenaDelegate<Machines>) {
        // Most steps move a finger that is down already: none goes down or lifts.
        if !step.began.isEmpty || !step.ended.isEmpty || !step.cancelled.isEmpty { fingersChanged(step, delegate) }
        if let touch = step.onlyTouch {
            // A step of one touch, by far the most common: each recognizer that holds the touch
            // has the whole step as its share, and the turns are the touch's holders in the order
            // it was handed out, as `collectTurns` would list them: read where they lie, no turns
            // collected (docs/performance.md).
            let list = holders[touch]
            for position in list.indices where holds(list[position]) {
                takeTurn(list[position].recognizer, step, at: (touch, position), delegate)
            }
        } else {
            collectTurns(for: step)
            for i in 0..<scratch.turnCount {
                let turn = scratch.turns[i]
                takeTurn(turn.recognizer, turn.share, at: (nil, i), delegate)
            }
        }
        // The step's offers are over: recognizers let go whose turn never came proceed, in order.
        offering = nil
        while let first = releasedLater.first { proceedReleased(first.recognizer, delegate) }
    }

    /// The step's new fingers join `down` and go to their recognizers (§3.2); those lifted or
    /// cancelled leave it, and their recognizers count them no more (§3.1).
    private func fingersChanged(_ step: Step, _ delegate: some ArenaDelegate<Machines>) {
        for sample in step.began { down.append(sample.touch) }
        if !step.ended.isEmpty || !step.cancelled.isEmpty {
            var i = 0
            while i < down.count {
                let touch = down[i]
                guard
                    step.ended.contains(where: { $0.touch == touch })
                        || step.cancelled.contains(where: { $0.touch == touch })
                else {
                    i += 1
                    continue
                }
                forEachHolder(of: touch) { liftedOne(from: $0) }
                down.remove(at: i)
            }
        }
        for sample in step.began { assign(sample, delegate) }
    }

    /// `r`'s turn of the step, the offer `position` (as `offering`), `share` being its touches
    /// among the step's: a system cancel fails it or cancels it (§2.5); otherwise it sees its
    /// new, moved and lifted touches, in that order. Then, if a failed requirement let it go
    /// before its turn, it proceeds (§9.3).
    private func takeTurn(
        _ r: RecognizerIndex, _ share: Step, at position: (touch: TouchIndex?, position: Int),
        _ delegate: some ArenaDelegate<Machines>
    ) {
        // Done with its sequence, it has nothing to do: a long drag's failed tap, long press and
        // content delay hold its touch at every move.
        guard !members[r].state.isTerminal else { return }
        offering = position
        if !share.cancelled.isEmpty {
            fail(r, because: .systemCancel, delegate)
        } else {
            if !share.began.isEmpty { offer(.touchesBegan(share.began), to: r, delegate) }
            if !share.moved.isEmpty { offer(.touchesMoved(share.moved), to: r, delegate) }
            if !share.ended.isEmpty { offer(.touchesEnded(share.ended), to: r, delegate) }
        }
        if !releasedLater.isEmpty { proceedReleased(r, delegate) }
    }

    /// §9.3: whether `q` has its turn of the step still to come. The recognizers get a UIEvent's
    /// touches before its failure requirements settle: one let go now proceeds after its turn,
    /// having seen its own touches (a pinch whose finger lifts in this UIEvent fails, §4.6).
    func hasTurnToCome(_ q: RecognizerIndex) -> Bool {
        guard let offering else { return false }
        guard let touch = offering.touch else {
            return scratch.turns[(offering.position + 1)..<scratch.turnCount].contains { $0.recognizer == q }
        }
        let list = holders[touch]
        return list[(offering.position + 1)...].contains { $0.recognizer == q && holds($0) }
    }

    /// Keeps `q`, let go by the failure of `failed`, until its turn of the step is over.
    func releaseLater(_ q: RecognizerIndex, failed: RecognizerIndex) { releasedLater.append((q, failed)) }

    /// After `r`'s turn: if a failed requirement let it go before, it proceeds now, unless its
    /// turn settled it.
    private func proceedReleased(_ r: RecognizerIndex, _ delegate: some ArenaDelegate<Machines>) {
        guard let k = releasedLater.firstIndex(where: { $0.recognizer == r }) else { return }
        let failed = releasedLater.remove(at: k).failed
        guard let pending = members[r].pending, members[r].unresolvedRequirements == 0 else { return }
        proceed(r, pending, because: .requirementsFailed(failed), delegate)
    }

    /// Makes `call`, with the recognizer's touches of the step, on a recognizer not yet done, and
    /// settles what it asks for.
    private func offer(_ call: MachineCall, to r: RecognizerIndex, _ delegate: some ArenaDelegate<Machines>) {
        guard !members[r].state.isTerminal else { return }
        let answer = machines.make(call, on: r)
        // Most calls ask for nothing (a tap's hundred recognizers at its `down`): no call to
        // apply, and the recognizer, not terminal, wants the deadline its machine answered.
        guard answer.intent == .none else {
            apply(answer.intent, to: r, delegate)
            // Settling changes no machine (only `make` and `reset` do): the deadline answered
            // still holds, unless the recognizer is now done.
            announce(members[r].state.isTerminal ? nil : answer.deadline, for: r, delegate)
            return
        }
        announce(answer.deadline, for: r, delegate)
    }

    /// The recognizer's timer is due (docs/model.md §9).
    func timerFired(_ r: RecognizerIndex, at now: SimTime, delegate: some ArenaDelegate<Machines>) {
        members[r].announcedDeadline = nil
        apply(machines.make(.timerFired(now), on: r).intent, to: r, delegate)
        announceDeadline(r, delegate)
    }

    /// §3.1: a recognizer in a terminal state resets once all its touches have ended; a disabled
    /// one at once, forgetting the touches still down, so that enabling it again gives it only
    /// touches that go down later (§11.1).
    func resetFinished() {
        if !finished.isEmpty { resetListed() }
    }

    /// `resetFinished()` when some recognizer is listed.
    private func resetListed() {
        // In the order they were listed, unsorted: a reset changes only its own member, its
        // machine and counts that add up the same in any order, and announces nothing (a tap's
        // hundred recognizers finish winner first, and sorting them cost more than resetting).
        // One listed twice (its last touch lifted as it was disabled) is `possible` the second
        // time; one still waiting is listed again when its last touch lifts.
        for i in 0..<finished.count {
            let r = finished[i]
            guard members[r].state.isTerminal, !members[r].settings.enabled || members[r].touchesDown == 0 else {
                continue
            }
            reset(r)
        }
        finished.empty()
        // Once for all: the recognizers of a tap reset together and share its touch.
        holders.releaseQueued()
    }

    /// One of the recognizer's touches lifted or was cancelled; if that was its last and it is
    /// done, it resets at the step's end (§3.1).
    private func liftedOne(from r: RecognizerIndex) {
        members[r].touchesDown -= 1
        if members[r].touchesDown == 0 && members[r].state.isTerminal { finished.append(r) }
    }

    // MARK: Touches to recognizers

    /// §3.2: every enabled recognizer on the hit view or an ancestor, deepest view first, in the
    /// order added, that is not done with its sequence, has room for another touch and whose
    /// delegate accepts the touch.
    private func assign(_ sample: TouchSample, _ delegate: some ArenaDelegate<Machines>) {
        guard let hit = sample.hitView else { return }
        let isDown = down.elements.contains(sample.touch)
        scratch.handedOut.empty()
        ancestry.forEachOnPath(from: hit) { view in
            // By position, not over the list (docs/performance.md).
            for i in 0..<attached[view].count {
                let r = attached[view][i]
                guard accepts(r, sample, on: hit, delegate) else { continue }
                add(sample.touch, to: r, isDown: isDown)
                scratch.handedOut.append(.init(recognizer: r, generation: members[r].generation))
            }
        }
        holders.add(scratch.handedOut.elements, to: sample.touch)
    }

    private func accepts(
        _ r: RecognizerIndex, _ sample: TouchSample, on hit: ViewIndex, _ delegate: some ArenaDelegate<Machines>
    ) -> Bool {
        // Field by field: copying the whole member would copy its lists.
        guard members[r].settings.enabled, !members[r].state.isTerminal, members[r].pending == nil else {
            return false
        }
        if members[r].touchesDown >= members[r].touchLimit { return false }
        return delegate.arena(self, shouldReceive: sample, on: hit, recognizer: r)
    }

    /// Fills `scratch.turns[0..<turnCount]` with the recognizers of the event's touches, each
    /// once: per touch in trace order (began, moved, ended, cancelled), deepest view first, in
    /// the order added (the order `assign` handed the touch out).
    private func collectTurns(for step: Step) {
        scratch.turnCount = 0
        let stepMark = scratch.nextMark()
        share(step.began, stepMark) { $0.began.append($1) }
        share(step.moved, stepMark) { $0.moved.append($1) }
        share(step.ended, stepMark) { $0.ended.append($1) }
        share(step.cancelled, stepMark) { $0.cancelled.append($1) }
    }

    /// Adds each of `samples` to the shares of the recognizers that hold its touch.
    private func share(_ samples: [TouchSample], _ stepMark: UInt32, _ add: (inout Step, TouchSample) -> Void) {
        for sample in samples {
            forEachHolder(of: sample.touch) { r in
                if scratch.markOnce(r, with: stepMark) {
                    scratch.slots[r] = scratch.turnCount
                    if scratch.turnCount == scratch.turns.count {
                        scratch.turns.append(ArenaScratch.Turn(recognizer: r))
                    } else {
                        scratch.turns[scratch.turnCount].restart(for: r)
                    }
                    scratch.turnCount += 1
                }
                add(&scratch.turns[scratch.slots[r]].share, sample)
            }
        }
    }

    /// Keeps the delegate informed of the deadline the recognizer wants.
    func announceDeadline(_ r: RecognizerIndex, _ delegate: some ArenaDelegate<Machines>) {
        announce(members[r].state.isTerminal ? nil : machines.deadline(of: r), for: r, delegate)
    }

    /// Tells the delegate that the recognizer wants a timer at `wanted` (none: nil), unless that
    /// is what it last announced.
    func announce(_ wanted: SimTime?, for r: RecognizerIndex, _ delegate: some ArenaDelegate<Machines>) {
        guard wanted != members[r].announcedDeadline else { return }
        members[r].announcedDeadline = wanted
        delegate.arena(self, decided: .deadline(r, wanted))
    }
}

/// The arena of the engine, over every recognizer class's machine.
typealias RecognizerArena = GestureArena<RecognizerMachines>
