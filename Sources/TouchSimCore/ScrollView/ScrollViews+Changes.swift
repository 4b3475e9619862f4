/// A `set` event's change to a scroll view (docs/model.md §11.3).
extension ScrollViews {
    /// Sets one key of scroll view `s`. The switches of its own recognizers (`scrollEnabled`,
    /// `delaysContentTouches`) are the engine's to pass on to the arena, which owns them.
    mutating func apply(_ change: ScrollChange, to s: ScrollIndex, at now: SimTime, effects: inout [ScrollEffect]) {
        switch change {
        case .contentOffset(let offset): setContentOffset(s, offset, at: now, reason: .set, effects: &effects)
        case .scrollEnabled(let enabled): states[s].geometry.spec.scrollEnabled = enabled
        case .delaysContentTouches(let delays): states[s].geometry.spec.delaysContentTouches = delays
        case .canCancelContentTouches(let cancels): states[s].geometry.spec.canCancelContentTouches = cancels
        case .contentSize(let size): setContentSize(s, size, at: now, effects: &effects)
        case .zoomScale(let scale): setZoomScale(s, scale, at: now, effects: &effects)
        case .minimumZoomScale(let scale): states[s].geometry.spec.zoom.minimumZoomScale = scale
        case .maximumZoomScale(let scale): states[s].geometry.spec.zoom.maximumZoomScale = scale
        case .refreshControl(let on):
            // §13.4: a control taken away while refreshing takes its height with it.
            if !on { endRefreshing(s, at: now, effects: &effects, line: false) }
            states[s].geometry.spec.refreshControl = on
        case .refreshing(true): beginRefreshing(s, effects: &effects)
        case .refreshing(false): endRefreshing(s, at: now, effects: &effects, line: true)
        }
    }

    /// `setZoomScale(_:animated: false)` (§16.6): the content scales about the middle of the
    /// bounds, the offset then kept within the content's edges at the new scale, and a running
    /// animation stops as `setContentOffset` stops it (§11.3). One `scroll` line, reason `set`,
    /// with the `zoom`.
    private mutating func setZoomScale(
        _ s: ScrollIndex, _ scale: Double, at now: SimTime, effects: inout [ScrollEffect]
    ) {
        let shown = states.offset(of: s, at: now)
        let before = states[s].geometry.spec.zoom.zoomScale
        let half = Point(states[s].geometry.boundsSize.width / 2, states[s].geometry.boundsSize.height / 2)
        let k = scale / before
        states[s].geometry.spec.zoom.zoomScale = scale
        let offset = states[s].geometry.clamped(Point((shown.x + half.x) * k, (shown.y + half.y) * k) - half)
        let stopped = move(s, to: offset, from: shown, effects: &effects)
        guard stopped || scale != before || offset != shown else { return }
        effects.append(.line(.zoom(view: states[s].view, offset: offset, scale: scale, reason: .set), .setZoom))
    }

    /// `setContentOffset(_:animated: false)`: a running deceleration, bounce or page turn stops
    /// where it was told to be [COMM: rdar://16724593; facebook/pop#100: only the non-animated
    /// call cancels the scroll view's animation]; a drag goes on from the new offset, the
    /// finger's later motion added to it [WWDC11-104: a scroll view recentred while the user
    /// drags it keeps following the finger]; the scroll view shows the new offset at once and
    /// new touches hit-test with it (§1.3). One `scroll` line, reason `set`, when the offset
    /// changed or an animation stopped.
    private mutating func setContentOffset(
        _ s: ScrollIndex, _ offset: Point, at now: SimTime, reason: ScrollReason?, effects: inout [ScrollEffect]
    ) {
        let shown = states.offset(of: s, at: now)
        let stopped = move(s, to: offset, from: shown, effects: &effects)
        guard let reason, stopped || offset != shown else { return }
        effects.append(.line(.scroll(view: states[s].view, offset: offset, reason: reason), .setOffset))
    }

    /// `beginRefreshing()` (§13.4): the control refreshes without sending `valueChanged`, its
    /// height joining the top inset at once, or at the release of a drag under way (§13.3); the
    /// offset stays. Nothing when it refreshes already.
    private mutating func beginRefreshing(_ s: ScrollIndex, effects: inout [ScrollEffect]) {
        guard states[s].refresh == .idle else { return }
        if case .dragging = states[s].motion {
            states[s].refresh = .pending
        } else {
            states[s].geometry.spec.contentInset.top += Constants.refreshControlHeight
            states[s].refresh = .refreshing
        }
        effects.append(.line(.refresh(view: states[s].view, event: .beginRefreshing), .setRefreshing))
    }

    /// `endRefreshing()` (§13.4), with its `refresh` line when `line`: the control's height
    /// leaves the top inset, and content resting above the new top returns to it at once, the
    /// model value of UIKit's animation (§17.1), with a `scroll` line, reason `bounce`. A drag
    /// under way goes on against the new top. Nothing when it does not refresh.
    private mutating func endRefreshing(_ s: ScrollIndex, at now: SimTime, effects: inout [ScrollEffect], line: Bool) {
        let was = states[s].refresh
        guard was != .idle else { return }
        states[s].refresh = .idle
        if line { effects.append(.line(.refresh(view: states[s].view, event: .endRefreshing), .setRefreshing)) }
        guard was == .refreshing else { return }
        states[s].geometry.spec.contentInset.top -= Constants.refreshControlHeight
        if case .dragging = states[s].motion { return }
        let shown = states.offset(of: s, at: now)
        let offset = states[s].geometry.clamped(shown)
        let stopped = move(s, to: offset, from: shown, effects: &effects)
        guard stopped || offset != shown else { return }
        effects.append(.line(.scroll(view: states[s].view, offset: offset, reason: .bounce), .setRefreshing))
    }

    /// Puts scroll view `s`, showing `shown`, at `offset`: a running animation stops (true then),
    /// a drag goes on from the new offset (§11.3).
    private mutating func move(_ s: ScrollIndex, to offset: Point, from shown: Point, effects: inout [ScrollEffect])
        -> Bool
    {
        var stopped = false
        switch states[s].motion {
        case .animating:
            effects.append(.cancelAnimationTimer(s))
            states[s].motion = .idle
            stopped = true
        case .dragging(let rawStart, let pageStart, let locked):
            let geometry = states[s].geometry
            var start = rawStart
            for axis in Axis.allCases {
                start[axis] += geometry.raw(displayed: offset[axis], axis) - geometry.raw(displayed: shown[axis], axis)
            }
            states[s].motion = .dragging(rawStart: start, pageStart: pageStart + (offset - shown), lockedAxis: locked)
        case .idle, .caught:
            break
        }
        states[s].offset = offset
        return stopped
    }

    /// A UIView animation of the offset (docs/model.md §17.3): its model value, the bounds origin
    /// hit-testing reads (§1.3), is the new offset at once, so it acts as
    /// `setContentOffset(_:animated: false)` does (§11.3), without a line: the lines are those of
    /// the offset Core Animation draws (`Simulation.drawOffset`). The scroll view has no animation
    /// of its own for a touch to catch (§5.6) [MODEL]. The answer is the offset shown before,
    /// where the drawing starts.
    mutating func animateContentOffset(
        _ s: ScrollIndex, to offset: Point, at now: SimTime, effects: inout [ScrollEffect]
    ) -> Point {
        let shown = states.offset(of: s, at: now)
        setContentOffset(s, offset, at: now, reason: nil, effects: &effects)
        return shown
    }
}
