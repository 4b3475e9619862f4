/// What a scroll view decides about its content's touches: the content delay (docs/model.md
/// §5.2, §5.3), cancelling content touches (§5.4) and catching a moving scroll view (§5.6).
/// Each `ask` it makes is an effect, in order.
extension ScrollViews {
    /// §5.2: the content delay is over (timer or lift). The scroll view asks
    /// `touchesShouldBegin` for the held touches' views: YES for all fails the delay recognizer
    /// and releases them; one NO makes it recognize, and those touches never reach their views.
    /// `held` are the hit views of the touches the delay still holds, in order; `atLift` when a
    /// held finger lifting ended the delay before its timer.
    func contentDelayRecognizes(
        _ s: ScrollIndex, held: [ViewIndex], atLift: Bool, effects: inout [ScrollEffect]
    ) -> Bool {
        let scrollView = states[s].view
        // Each view once, where it first comes: looked for among the earlier ones, no list made.
        for (i, view) in held.enumerated() where view != scrollView && !held[..<i].contains(view) {
            let cause = Cause.contentDelayEnded(atLift: atLift)
            if !touchesShouldBegin(s, content: view, cause, effects: &effects) { return true }
        }
        return false
    }

    /// §5.2, §5.3: at `down`, each scroll view on the touch's path whose delay does not hold the
    /// touch asks `touchesShouldBegin` at once, deepest first, every one of them even after a NO
    /// ("every scroll view on the hit view's path asks"); one NO and the view never hears of it.
    func allowsContentAtDown(
        _ hit: ViewIndex, heldByDelay: (RecognizerIndex) -> Bool, effects: inout [ScrollEffect]
    ) -> Bool {
        var allowed = true
        for view in tree.scrollViews(above: hit) {
            guard let s = tree[view].scrollIndex, !heldByDelay(states[s].contentDelay) else { continue }
            allowed = touchesShouldBegin(s, content: hit, .contentAtDown, effects: &effects) && allowed
        }
        return allowed
    }

    /// `touchesShouldBegin(_:with:in:)` for a content view (§5.2, §5.3).
    private func touchesShouldBegin(
        _ s: ScrollIndex, content view: ViewIndex, _ cause: Cause, effects: inout [ScrollEffect]
    ) -> Bool {
        let answer = tree.evaluate(states[s].geometry.spec.touchesShouldBegin, for: view, inherited: true)
        return ask(s, .touchesShouldBegin, about: view, answer, cause, effects: &effects)
    }

    /// §5.4: whether the pan may begin. When content views already track its touches it may
    /// only if `canCancelContentTouches` and `touchesShouldCancelInContentView` say so for each;
    /// the scroll view's `gestureRecognizerShouldBegin` reports the result. `tracking` are the
    /// hit views of the pan's touches that their views track, in order.
    /// `own` is the subclass's answer (docs/format.md §2.8), which comes first: only a YES goes
    /// on to §5.4.
    func panMayBegin(_ s: ScrollIndex, own: Verdict, tracking: [ViewIndex], effects: inout [ScrollEffect]) -> Bool {
        let contentTracks = tracking.contains { isContent($0, of: s) }
        let answer = own.answer && mayCancelContentTouches(s, tracking: tracking, effects: &effects)
        effects.append(
            .line(
                .ask(
                    view: states[s].view, method: .gestureRecognizerShouldBegin, subject: .recognizer(states[s].pan),
                    result: answer, rule: own.rule),
                .scrollPanWantsToBegin(contentTracks: contentTracks)))
        return answer
    }

    /// The content views are asked each once, where it first comes: looked for among the earlier
    /// ones, no list made; the spec's two fields are read where they lie (docs/performance.md).
    private func mayCancelContentTouches(_ s: ScrollIndex, tracking: [ViewIndex], effects: inout [ScrollEffect])
        -> Bool
    {
        guard tracking.contains(where: { isContent($0, of: s) }) else { return true }
        guard states[s].geometry.spec.canCancelContentTouches else { return false }
        for (i, view) in tracking.enumerated() where isContent(view, of: s) && !tracking[..<i].contains(view) {
            let inherited = UIKitObjectModel.scrollViewCancelsTouches(in: view, of: tree)
            let answer = tree.evaluate(
                states[s].geometry.spec.touchesShouldCancelInContentView, for: view, inherited: inherited)
            if !ask(s, .touchesShouldCancelInContentView, about: view, answer, .panTakesContent, effects: &effects) {
                return false
            }
        }
        return true
    }

    /// Whether `view` is content of scroll view `s`: inside it, not the scroll view itself (§5.4).
    private func isContent(_ view: ViewIndex, of s: ScrollIndex) -> Bool {
        view != states[s].view && tree.isDescendant(view, of: states[s].view)
    }

    private func ask(
        _ s: ScrollIndex, _ method: AskMethod, about view: ViewIndex, _ verdict: Verdict, _ cause: Cause,
        effects: inout [ScrollEffect]
    ) -> Bool {
        effects.append(
            .line(
                .ask(
                    view: states[s].view, method: method, subject: .view(view), result: verdict.answer,
                    rule: verdict.rule),
                cause))
        return verdict.answer
    }

    /// §5.6: a finger that goes down on a scroll view that is decelerating, bouncing or paging
    /// stops it where it is. Returns whether it caught one: its content then never hears of
    /// that touch.
    mutating func catchAnimations(under hit: ViewIndex, at now: SimTime, effects: inout [ScrollEffect]) -> Bool {
        var caught = false
        // Up the path one link at a time, each read from the tree, not by an iterator over the
        // list of links (docs/performance.md).
        var next = tree[hit].scrollIndex != nil ? hit : tree.links.scrollViews.nearest(above: hit)
        while let view = next {
            next = tree.links.scrollViews.nearest(above: view)
            guard let s = tree[view].scrollIndex, case .animating = states[s].motion else { continue }
            stopAnimation(s, at: now, then: .caught, .animationCaught, effects: &effects)
            caught = true
        }
        return caught
    }

    /// The run-out limit stops animations still running, like a touch would (§5.6), so that
    /// every offset the summary reports was printed by a `scroll` line [MODEL].
    mutating func stopAnimations(at now: SimTime, effects: inout [ScrollEffect]) {
        for s in states.indices {
            guard case .animating = states[s].motion else { continue }
            stopAnimation(s, at: now, then: .idle, .replayEnded, effects: &effects)
        }
    }

    /// Stops a running animation where it is at `now`, with one `scroll … stop` line.
    private mutating func stopAnimation(
        _ s: ScrollIndex, at now: SimTime, then motion: ScrollViewState.Motion, _ cause: Cause,
        effects: inout [ScrollEffect]
    ) {
        let offset = states.offset(of: s, at: now)
        effects.append(.cancelAnimationTimer(s))
        states[s].offset = offset
        states[s].motion = motion
        effects.append(.line(.scroll(view: states[s].view, offset: offset, reason: .stop), cause))
    }
}
