import _TouchSimStorage

/// What the arena keeps indexed so that each step costs in proportion to the recognizers of its
/// touches, and §3.5 in proportion to the requirements involved: who holds each touch
/// (`TouchHolders`), who requires whom (`dependents`), who is in progress and who waits to
/// reset. Every change of a member's state or touches goes through `update(_:_:)`.
extension GestureArena {
    /// Removes repeated ids from each `requireToFail` list (the first stays, so §3.5's answers
    /// are unchanged) and returns, for each recognizer, the ones that require it, in tree order.
    static func dependents(
        of members: inout IndexedList<RecognizerIndex, ArenaMember>
    ) -> IndexedList<RecognizerIndex, [RecognizerIndex]> {
        var dependents = IndexedList<RecognizerIndex, [RecognizerIndex]>(Array(repeating: [], count: members.count))
        // `listedBy[q] == r` when r's list named q already.
        var listedBy = IndexedList<RecognizerIndex, RecognizerIndex?>(Array(repeating: nil, count: members.count))
        for r in members.indices where !members[r].settings.requirements.isEmpty {
            members[r].settings.requirements = members[r].settings.requirements.filter { q in
                guard listedBy[q] != r else { return false }
                listedBy[q] = r
                dependents[q].append(r)
                return true
            }
        }
        return dependents
    }

    /// The recognizers that still count the touch in their sequence, in the order they got it.
    /// `body` may release touches, never hand one out (`TouchHolders.add` moves the holders).
    func forEachHolder(of touch: TouchIndex, _ body: (RecognizerIndex) -> Void) {
        for holder in holders[touch] where holds(holder) { body(holder.recognizer) }
    }

    /// Whether the holder is current: its recognizer has not reset since it got the touch.
    func holds(_ holder: TouchHolders.Holder) -> Bool {
        members[holder.recognizer].generation == holder.generation
    }

    /// The first recognizer in tree order that holds the touch and satisfies `condition`.
    func firstHolder(of touch: TouchIndex, where condition: (RecognizerIndex) -> Bool) -> RecognizerIndex? {
        var first: RecognizerIndex?
        forEachHolder(of: touch) { r in
            if r < first ?? RecognizerIndex(members.count), condition(r) { first = r }
        }
        return first
    }

    /// Whether `r` holds the touch.
    private func holds(_ r: RecognizerIndex, _ touch: TouchIndex) -> Bool {
        holders[touch].contains { $0.recognizer == r && holds($0) }
    }

    /// §3.4: whether two recognizers have a touch in common. A touch goes only to recognizers on
    /// its hit view's path, so two that share one are on the same view or one contains the other.
    func shareATouch(_ a: RecognizerIndex, _ b: RecognizerIndex) -> Bool {
        let (few, many) = members[a].touches.count <= members[b].touches.count ? (a, b) : (b, a)
        return members[few].touches.contains { holds(many, $0) }
    }

    /// Appends to `scratch.excluded` the recognizers with a touch in common with `r`, `r`
    /// included, in tree order.
    func collectSharingATouch(with r: RecognizerIndex) {
        let start = scratch.excluded.count
        // The holders of one touch are distinct: only several touches need marks to list each once.
        let single = members[r].touches.count == 1
        let collected = single ? 0 : scratch.nextMark()
        var sorted = true
        // By position, not over the list (docs/performance.md).
        for i in 0..<members[r].touches.count {
            forEachHolder(of: members[r].touches[i]) { q in
                guard single || scratch.markOnce(q, with: collected) else { return }
                if let last = scratch.excluded.last, scratch.excluded.count > start, q < last { sorted = false }
                scratch.excluded.append(q)
            }
        }
        // Recognizers on one view got the touch in tree order already: a tap's hundred need no sort.
        if !sorted { scratch.excluded.sort(from: start) }
    }

    /// Changes a member's state or touches and keeps the indexes in step: the counts of its
    /// dependents (§3.5), the recognizers in progress, the ones waiting to reset.
    func update(_ r: RecognizerIndex, _ change: (inout ArenaMember) -> Void) {
        let (state, hadTouches) = (members[r].state, !members[r].touches.isEmpty)
        change(&members[r])
        // Most changes keep both: a second touch, a moved one.
        guard members[r].state != state || members[r].touches.isEmpty == hadTouches else { return }
        let before = MemberStanding(state: state, hasTouches: hadTouches)
        let after = MemberStanding(state: members[r].state, hasTouches: !members[r].touches.isEmpty)
        let changed = before.symmetricDifference(after)
        if changed.contains(.unresolved) {
            let delta = after.contains(.unresolved) ? 1 : -1
            for d in dependents[r] { members[d].unresolvedRequirements += delta }
        }
        if changed.contains(.succeeded) {
            let delta = after.contains(.succeeded) ? 1 : -1
            for d in dependents[r] { members[d].succeededRequirements += delta }
        }
        if changed.contains(.active), members[r].settings.simultaneity != .all {
            if after.contains(.active) {
                inProgress.append(r)
            } else if let i = inProgress.elements.firstIndex(of: r) {
                inProgress.remove(at: i)
            }
        }
        if changed.contains(.terminal) && after.contains(.terminal) { finished.append(r) }
    }

    /// §3.2: the recognizer gets the touch (`assign`). Not through `update`: of the facts it
    /// keeps indexed only `unresolved` can change, when the first touch makes a `possible`
    /// recognizer part of a sequence (§3.5). A tap's hundred recognizers each get its touch.
    func add(_ touch: TouchIndex, to r: RecognizerIndex, isDown: Bool) {
        let first = members[r].touches.isEmpty
        members[r].touches.append(touch)
        if isDown { members[r].touchesDown += 1 }
        if first && members[r].state == .possible { startedSequence(r) }
    }

    /// §3.5: `r`, `possible`, got the first touch of a sequence: it is unresolved now, for the
    /// recognizers that require it to fail.
    private func startedSequence(_ r: RecognizerIndex) {
        for d in dependents[r] { members[d].unresolvedRequirements += 1 }
    }

    /// §3.1, §3.2: a touch that is over (lifted or cancelled, its view having heard all it will)
    /// no longer belongs to its recognizers. Each keeps the first touch of its sequence until it
    /// resets: §3.3's rules look at where that one went down, and §3.5 at whether it is in a
    /// sequence at all.
    func touchIsOver(_ touch: TouchIndex) {
        forEachHolder(of: touch) { r in
            guard members[r].touches.first != touch, let i = members[r].touches.firstIndex(of: touch) else { return }
            update(r) { _ = $0.touches.remove(at: i) }
            holders.release(touch)
        }
    }

    /// §3.1: a recognizer in a terminal state (one of `finished`) goes back to `possible` with no
    /// touches, ready for the next sequence. Its touches are released from `holders` at the
    /// caller's `holders.releaseQueued()`. There is no deadline to announce: entering its
    /// terminal state withdrew the last one, and a machine that resets wants no timer
    /// (`GestureMachine.reset()`).
    func reset(_ r: RecognizerIndex) {
        // Newest first: each leaves the end of the holders' sorted table, so forgetting the
        // thousands of touches a long sequence held back shifts nothing. By position, not over
        // the list (docs/performance.md).
        var i = members[r].touches.count
        while i > 0 {
            i -= 1
            holders.queueRelease(members[r].touches[i])
        }
        // Not through `update`: from a terminal state to `possible` with no touches, of the
        // facts it keeps indexed only `succeeded` can change (the member is neither unresolved
        // nor active before or after, and the caller takes it out of `finished`). A tap's
        // hundred recognizers reset at every tap.
        if members[r].state.hasSucceeded {
            for d in dependents[r] { members[d].succeededRequirements -= 1 }
        }
        members[r].state = .possible
        members[r].touches.empty()
        members[r].touchesDown = 0
        members[r].generation &+= 1
        machines.reset(r)
    }
}
