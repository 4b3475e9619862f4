/// Settling (docs/model.md §3.3–§3.5): what happens when a recognizer's logic asks to begin,
/// recognize, change, end or fail, and what that does to the others.
extension GestureArena {
    /// Carries out what a recognizer's logic asks for.
    func apply(_ intent: Intent, to r: RecognizerIndex) {
        switch intent {
        case .none:
            break
        case .fail:
            fail(r, because: .ownLogic)
        case .begin:
            attempt(r, .began)
        case .recognize:
            attempt(r, .recognized)
        case .change:
            if members[r].state.isActive { transition(r, to: .changed, because: .ownLogic) }
        case .end(let afterChange):
            guard members[r].state.isActive else {
                fail(r, because: .ownLogic)
                return
            }
            if afterChange { transition(r, to: .changed, because: .ownLogic) }
            transition(r, to: .ended, because: .ownLogic)
        case .decide:
            decideContentDelay(r)
        }
    }

    /// Leaves `possible` if the failure requirements (§3.5), the recognizers already in progress
    /// (§3.4) and the delegate (§3.3) allow.
    private func attempt(_ r: RecognizerIndex, _ target: RecognizerState) {
        guard members[r].state == .possible else { return }
        let requirements = members[r].settings.requirements
        // A requirement that began or recognized fails it; one that failed lets it go.
        if let q = requirements.first(where: { members[$0].state != .possible && members[$0].state != .failed }) {
            fail(r, because: .requirementSucceeded(q))
            return
        }
        if requirements.contains(where: isUnresolved) {
            members[r].pending = target
            return
        }
        proceed(r, target, because: .ownLogic)
    }

    /// A required recognizer that has seen the touches and not yet failed. One that never saw
    /// them counts as failed (§3.5).
    private func isUnresolved(_ q: RecognizerIndex) -> Bool {
        members[q].state == .possible && !members[q].touches.isEmpty
    }

    private func proceed(_ r: RecognizerIndex, _ target: RecognizerState, because cause: ArenaCause) {
        members[r].pending = nil
        // [MODEL] A recognizer already in progress prevents an interacting one from beginning.
        if let q = members.indices.first(where: {
            $0 != r && members[$0].state.isActive && interact($0, r) && !simultaneous($0, r)
        }) {
            fail(r, because: .excludedBy(q))
            return
        }
        if let refusal = delegate!.arena(self, refusalToBegin: r) {
            fail(r, because: .refusedToBegin(refusal))
            return
        }
        transition(r, to: target, because: cause)
        didLeavePossible(r)
    }

    /// §5.2: the content delay is over; its scroll view says whether it recognizes (the
    /// content never hears of the held touches) or fails (they are released).
    private func decideContentDelay(_ r: RecognizerIndex) {
        guard members[r].state == .possible, members[r].settings.role == .contentDelay else { return }
        if delegate!.arena(self, contentDelayRecognizes: r) {
            transition(r, to: .recognized, because: .contentDelayDecided)
            didLeavePossible(r)
        } else {
            fail(r, because: .contentDelayDecided)
        }
    }

    /// §3.4 and §3.5 after a recognizer began or recognized, then its effect on the views.
    private func didLeavePossible(_ r: RecognizerIndex) {
        if members[r].settings.role != .contentDelay {
            for q in members.indices
            where q != r && members[q].state == .possible && interact(q, r) && !simultaneous(q, r) {
                // Both §3.4 and §3.5 fail a recognizer that requires this one; the requirement is
                // the one the app asked for, so it is the cause its line gives.
                fail(
                    q, because: members[q].settings.requirements.contains(r) ? .requirementSucceeded(r) : .excludedBy(r)
                )
            }
        }
        // §3.5: a recognizer that requires this one to fail fails, if it is in the sequence at all.
        for q in members.indices
        where members[q].state == .possible && members[q].settings.requirements.contains(r)
            && !members[q].touches.isEmpty
        {
            fail(q, because: .requirementSucceeded(r))
        }
        delegate!.arena(self, decided: .takeTouches(r))
    }

    /// §3.4: same view or one contains the other, and a touch in common.
    private func interact(_ a: RecognizerIndex, _ b: RecognizerIndex) -> Bool {
        let va = members[a].settings.view
        let vb = members[b].settings.view
        guard va == vb || ancestry.isDescendant(va, of: vb) || ancestry.isDescendant(vb, of: va) else { return false }
        return members[a].touches.contains(where: members[b].touches.contains)
    }

    private func simultaneous(_ a: RecognizerIndex, _ b: RecognizerIndex) -> Bool {
        members[a].settings.simultaneity.allows(b) || members[b].settings.simultaneity.allows(a)
    }

    /// Fails a recognizer still possible (cancels one in progress), then lets the recognizers
    /// that were waiting for it proceed (§3.5).
    func fail(_ r: RecognizerIndex, because cause: ArenaCause) {
        guard !members[r].state.isTerminal else { return }
        members[r].pending = nil
        transition(r, to: members[r].state.isActive ? .cancelled : .failed, because: cause)
        for q in members.indices where members[q].pending != nil && members[q].settings.requirements.contains(r) {
            guard let target = members[q].pending, !members[q].settings.requirements.contains(where: isUnresolved)
            else { continue }
            proceed(q, target, because: .requirementsFailed(r))
        }
    }

    /// Moves a recognizer to `state` and tells the delegate.
    private func transition(_ r: RecognizerIndex, to state: RecognizerState, because cause: ArenaCause) {
        members[r].state.transition(to: state)
        if let name = state.reportedName { members[r].reported.append(name) }
        delegate!.arena(self, decided: .transition(r, state, because: cause))
        if state.isTerminal { announceDeadline(r) }
    }
}
