/// The cascades of §3.4 and §3.5: a recognizer that fails lets those waiting for it proceed
/// (`fail`), and one that leaves `possible` fails those it excludes and those that require it
/// to fail (`didLeavePossible`). Each of those may start another cascade, to any depth: a chain
/// of 100,000 requirements settles one link after the other.
///
/// The work still to do is a stack on the heap, `agenda`, not the call stack, which such a chain
/// would overflow. Each entry is the rest of a loop; the entries a loop's step pushes run before
/// the loop goes on, so the order is that of the loops written as recursive calls.
extension GestureArena {
    /// The rest of one loop of a cascade.
    enum Settling {
        /// `fail`'s loop: the recognizers waiting for `failed`, from its `next`-th dependent.
        case releaseWaiting(failed: RecognizerIndex, next: Int)
        /// §3.4: the recognizers `winner` excludes, `scratch.excluded[next..<count]`; the list
        /// began at `start`, where it ends when done (the lists of the excludes above it on the
        /// agenda, pushed later, ended before it comes up again).
        case exclude(winner: RecognizerIndex, start: Int, next: Int)
        /// §3.5: the recognizers that require `winner` to fail, from its `next`-th dependent.
        case failRequirers(winner: RecognizerIndex, next: Int)
        /// The winner's touches leave their views, after the others settled.
        case takeTouches(RecognizerIndex)
    }

    /// Fails a recognizer still possible (cancels one in progress), then lets the recognizers
    /// that were waiting for it proceed (§3.5).
    func fail(_ r: RecognizerIndex, because cause: ArenaCause, _ delegate: some ArenaDelegate<Machines>) {
        guard !members[r].state.isTerminal else { return }
        members[r].pending = nil
        transition(r, to: members[r].state.isActive ? .cancelled : .failed, because: cause, delegate)
        // Most recognizers have no dependents: nothing waits for this one, nothing to settle.
        guard !dependents[r].isEmpty else { return }
        agenda.append(.releaseWaiting(failed: r, next: 0))
        settle(delegate)
    }

    /// §3.4 and §3.5 after a recognizer began or recognized, then its effect on the views.
    func didLeavePossible(_ r: RecognizerIndex, _ delegate: some ArenaDelegate<Machines>) {
        agenda.append(.takeTouches(r))
        // Most recognizers are nobody's requirement: no loop to push and pop.
        if !dependents[r].isEmpty { agenda.append(.failRequirers(winner: r, next: 0)) }
        // §3.4: a recognizer with a touch in common fails unless they may recognize
        // simultaneously; one that may with all fails none.
        if members[r].settings.role != .contentDelay && members[r].settings.simultaneity != .all {
            let start = scratch.excluded.count
            collectSharingATouch(with: r)
            agenda.append(.exclude(winner: r, start: start, next: start))
        }
        settle(delegate)
    }

    /// Runs the agenda until it is empty, unless an outer call already does.
    private func settle(_ delegate: some ArenaDelegate<Machines>) {
        guard !isSettling else { return }
        isSettling = true
        while let work = agenda.popLast() { perform(work, delegate) }
        isSettling = false
    }

    /// One step of a loop: the next recognizer it acts on, if any, after pushing the loop's rest.
    private func perform(_ work: Settling, _ delegate: some ArenaDelegate<Machines>) {
        switch work {
        case .releaseWaiting(let failed, let next):
            guard
                let (q, rest) = firstMatch(
                    in: dependents[failed], from: next,
                    where: { q in
                        members[q].pending != nil && members[q].unresolvedRequirements == 0
                    })
            else { return }
            agenda.append(.releaseWaiting(failed: failed, next: rest))
            // §9.3: one still to see its own touches of this UIEvent proceeds after them.
            if hasTurnToCome(q) {
                releaseLater(q, failed: failed)
                return
            }
            proceed(q, members[q].pending!, because: .requirementsFailed(failed), delegate)
        case .exclude(let winner, let start, var next):
            while next < scratch.excluded.count {
                let q = scratch.excluded[next]
                next += 1
                guard q != winner && members[q].state == .possible && !simultaneous(q, winner) else { continue }
                // Both §3.4 and §3.5 fail a recognizer that requires this one; the requirement is
                // the one the app asked for, so it is the cause its line gives.
                let cause = requires(q, winner) ? ArenaCause.requirementSucceeded(winner) : .excludedBy(winner)
                // One that nothing requires to fail settles nothing: the loop goes on in place,
                // not through the agenda (a tap's hundred recognizers fail here, one after the other).
                if dependents[q].isEmpty {
                    fail(q, because: cause, delegate)
                    continue
                }
                agenda.append(.exclude(winner: winner, start: start, next: next))
                fail(q, because: cause, delegate)
                return
            }
            scratch.excluded.removeLast(scratch.excluded.count - start)
        case .failRequirers(let winner, let next):
            // §3.5: it fails, if it is in the sequence at all.
            guard
                let (q, rest) = firstMatch(
                    in: dependents[winner], from: next,
                    where: { q in
                        members[q].state == .possible && !members[q].touches.isEmpty
                    })
            else { return }
            agenda.append(.failRequirers(winner: winner, next: rest))
            fail(q, because: .requirementSucceeded(winner), delegate)
        case .takeTouches(let r):
            delegate.arena(self, decided: .takeTouches(r))
        }
    }

    /// Whether `q` requires `r` to fail (`dependents` are in tree order).
    private func requires(_ q: RecognizerIndex, _ r: RecognizerIndex) -> Bool { dependents[r].sortedContains(q) }

    /// The first of `list` from `start` on that satisfies `condition`, and the position after it.
    private func firstMatch(
        in list: [RecognizerIndex], from start: Int, where condition: (RecognizerIndex) -> Bool
    ) -> (RecognizerIndex, Int)? {
        var i = start
        while i < list.count {
            let q = list[i]
            i += 1
            if condition(q) { return (q, i) }
        }
        return nil
    }
}
