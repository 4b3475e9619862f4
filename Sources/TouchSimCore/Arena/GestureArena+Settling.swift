/// Settling (docs/model.md §3.3–§3.5): what happens when a recognizer's logic asks to begin,
/// recognize, change, end or fail, and what that does to the others.
extension GestureArena {
    /// Carries out what a recognizer's logic asks for. A steady pan's every move, `changed`
    /// again, changes nothing the arena keeps indexed, only the report.
    func apply(_ intent: Intent, to r: RecognizerIndex, _ delegate: some ArenaDelegate<Machines>) {
        if intent == .change && members[r].state == .changed {
            report(r, .changed, because: .ownLogic, delegate)
        } else {
            applyAny(intent, to: r, delegate)
        }
    }

    /// `apply(_:to:_:)` for any intent.
    private func applyAny(_ intent: Intent, to r: RecognizerIndex, _ delegate: some ArenaDelegate<Machines>) {
        switch intent {
        case .none:
            break
        case .fail:
            fail(r, because: .ownLogic, delegate)
        case .failUnlessBegun:
            if !members[r].state.isActive { fail(r, because: .ownLogic, delegate) }
        case .begin:
            attempt(r, .began, delegate)
        case .recognize:
            attempt(r, .recognized, delegate)
        case .change:
            switch members[r].state {
            case .began: transition(r, to: .changed, because: .ownLogic, delegate)
            case .changed: report(r, .changed, because: .ownLogic, delegate)
            case .possible, .ended, .cancelled, .failed, .recognized: break
            }
        case .end(let afterChange):
            guard members[r].state.isActive else {
                fail(r, because: .ownLogic, delegate)
                return
            }
            if afterChange { transition(r, to: .changed, because: .ownLogic, delegate) }
            transition(r, to: .ended, because: .ownLogic, delegate)
        case .decide(let atLift):
            decideContentDelay(r, atLift: atLift, delegate)
        }
    }

    /// Leaves `possible` if the failure requirements (§3.5), the recognizers already in progress
    /// (§3.4) and the delegate (§3.3) allow.
    private func attempt(_ r: RecognizerIndex, _ target: RecognizerState, _ delegate: some ArenaDelegate<Machines>) {
        guard members[r].state == .possible else { return }
        // A requirement that began or recognized fails it; one that failed lets it go. The
        // counts answer without walking the list, except to name the first that succeeded.
        if members[r].succeededRequirements > 0,
            let q = members[r].settings.requirements.first(where: { members[$0].state.hasSucceeded })
        {
            fail(r, because: .requirementSucceeded(q), delegate)
            return
        }
        if members[r].unresolvedRequirements > 0 {
            members[r].pending = target
            return
        }
        proceed(r, target, because: .ownLogic, delegate)
    }

    func proceed(
        _ r: RecognizerIndex, _ target: RecognizerState, because cause: ArenaCause,
        _ delegate: some ArenaDelegate<Machines>
    ) {
        members[r].pending = nil
        // [MODEL] A recognizer already in progress prevents an interacting one from beginning.
        if let q = excluder(of: r) {
            fail(r, because: .excludedBy(q), delegate)
            return
        }
        if let refusal = delegate.arena(self, refusalToBegin: r) {
            fail(r, because: .refusedToBegin(refusal), delegate)
            return
        }
        transition(r, to: target, because: cause, delegate)
        didLeavePossible(r, delegate)
    }

    /// The first recognizer in progress, in tree order, that keeps `r` from beginning (§3.4):
    /// one with a touch in common that may not recognize simultaneously with it. Those that
    /// recognize simultaneously with all never do, so only `inProgress` is looked at.
    private func excluder(of r: RecognizerIndex) -> RecognizerIndex? {
        guard members[r].settings.simultaneity != .all else { return nil }
        var first: RecognizerIndex?
        for q in inProgress.elements where q != r && q < first ?? RecognizerIndex(members.count) {
            if shareATouch(q, r) && !simultaneous(q, r) { first = q }
        }
        return first
    }

    /// §5.2: the content delay is over, or (`atLift`) a finger lifted first; its scroll view
    /// says whether it recognizes (the content never hears of the held touches) or fails (they
    /// are released).
    private func decideContentDelay(_ r: RecognizerIndex, atLift: Bool, _ delegate: some ArenaDelegate<Machines>) {
        guard members[r].state == .possible, members[r].settings.role == .contentDelay else { return }
        let cause = ArenaCause.contentDelayDecided(atLift: atLift)
        if delegate.arena(self, contentDelayRecognizes: r) {
            transition(r, to: .recognized, because: cause, delegate)
            didLeavePossible(r, delegate)
        } else {
            fail(r, because: cause, delegate)
        }
    }

    /// §3.4: whether either may recognize simultaneously with the other.
    func simultaneous(_ a: RecognizerIndex, _ b: RecognizerIndex) -> Bool {
        members[a].settings.simultaneity.allows(b) || members[b].settings.simultaneity.allows(a)
    }

    /// Moves a recognizer to `state` and tells the delegate.
    func transition(
        _ r: RecognizerIndex, to state: RecognizerState, because cause: ArenaCause,
        _ delegate: some ArenaDelegate<Machines>
    ) {
        if members[r].state == .possible { leftPossible.append(r) }
        update(r) { $0.state.transition(to: state) }
        report(r, state, because: cause, delegate)
        if state.isTerminal { announceDeadline(r, delegate) }
    }

    /// Records the state the recognizer entered (or, `changed`, entered again) and tells the
    /// delegate.
    private func report(
        _ r: RecognizerIndex, _ state: RecognizerState, because cause: ArenaCause,
        _ delegate: some ArenaDelegate<Machines>
    ) {
        if let name = state.reportedName { members[r].reported.append(name) }
        delegate.arena(self, decided: .transition(r, state, because: cause))
    }
}
