/// A scroll view following its pan (docs/model.md §6.1, §6.4) and animating after the release
/// (§6.2, §6.3, §6.5).
extension Simulation {
    /// The pan's actions of this step, in order. UIKit sends a recognizer's actions after the
    /// views got their calls, so a drag that starts on content cancels the content's touch
    /// first and then scrolls (§5.4: "the view gets touchesCancelled and the scroll view scrolls").
    func performScrollActions() {
        let actions = scrollActions
        scrollActions = []
        for (s, state) in actions { scrollPanDidChange(s, to: state) }
    }

    /// The scroll view's reaction to its own pan's state.
    private func scrollPanDidChange(_ s: Int, to state: RecognizerState) {
        switch state {
        case .began:
            startDrag(s)
        case .changed:
            followFinger(s)
        case .ended:
            followFinger(s)
            let velocity = panMachine(s)?.releaseVelocity ?? .zero
            release(s, contentVelocity: Point(-velocity.x, -velocity.y))
        case .cancelled, .failed:
            // A caught animation lifted without a drag is released like a drag with zero
            // velocity (§5.6); so is a drag cut short by a system cancel.
            if case .caught = scrolls[s].motion { release(s, contentVelocity: .zero) }
            if case .dragging = scrolls[s].motion { release(s, contentVelocity: .zero) }
        default:
            break
        }
    }

    private func panMachine(_ s: Int) -> PanMachine? {
        slots[scrolls[s].panSlot].machine as? PanMachine
    }

    private func startDrag(_ s: Int) {
        let geometry = scrolls[s].geometry
        let shown = scrolls[s].offset
        var rawStart = shown
        for axis in Axis.allCases { rawStart[axis] = geometry.raw(displayed: shown[axis], axis) }
        var locked: Axis?
        if geometry.spec.directionalLockEnabled, geometry.scrollableAxes.count == 2,
            let raw = panMachine(s)?.rawTranslation
        {
            // §6.4: one axis's motion at least twice the other's locks the drag to it.
            if abs(raw.x) >= Constants.directionalLockRatio * abs(raw.y) {
                locked = .horizontal
            } else if abs(raw.y) >= Constants.directionalLockRatio * abs(raw.x) {
                locked = .vertical
            }
        }
        scrolls[s].motion = .dragging(rawStart: rawStart, pageStart: shown, lockedAxis: locked)
        followFinger(s)
    }

    /// The axes the current drag moves.
    private func dragAxes(_ s: Int) -> [Axis] {
        let axes = scrolls[s].geometry.scrollableAxes
        if case .dragging(_, _, let locked?) = scrolls[s].motion { return axes.filter { $0 == locked } }
        return axes
    }

    /// §6.1: offset = start − translation along the axes it can scroll, rubber-banded past an
    /// edge; one `scroll` line when it changes.
    private func followFinger(_ s: Int) {
        guard case .dragging(let rawStart, _, _) = scrolls[s].motion, let pan = panMachine(s) else { return }
        let geometry = scrolls[s].geometry
        var offset = scrolls[s].offset
        for axis in dragAxes(s) {
            offset[axis] = geometry.displayed(raw: rawStart[axis] - pan.translation[axis], axis)
        }
        guard offset != scrolls[s].offset else { return }
        scrolls[s].offset = offset
        emit(.scroll(view: scrolls[s].id, offset: offset, reason: .drag))
    }

    /// §6.2, §6.3: bounce, page or decelerate from the current offset.
    private func release(_ s: Int, contentVelocity: Point) {
        var velocity = Point.zero
        for axis in dragAxes(s) { velocity[axis] = contentVelocity[axis] }
        var pageStart = scrolls[s].offset
        if case .dragging(_, let start, _) = scrolls[s].motion { pageStart = start }
        scrolls[s].motion = .idle
        guard
            let animation = scrolls[s].geometry.release(
                offset: scrolls[s].offset, velocity: velocity, pageStart: pageStart, at: now)
        else {
            return
        }
        let timer = clock.schedule(at: animation.endsAt, for: .animation(s))
        scrolls[s].motion = .animating(animation, timer: timer)
    }

    /// An animation reached its end: one `scroll` line with the resting offset (§6.5).
    func finishAnimation(_ s: Int, sequence: Int) {
        guard case .animating(let animation, let timer) = scrolls[s].motion, timer == sequence else { return }
        scrolls[s].offset = animation.to
        scrolls[s].motion = .idle
        emit(.scroll(view: scrolls[s].id, offset: animation.to, reason: animation.endReason))
    }

    /// The run-out limit stops animations still running, like a touch would (§5.6), so that
    /// every offset the summary reports was printed by a `scroll` line [MODEL].
    func stopAnimationsAtRunOut() {
        for s in scrolls.indices {
            guard case .animating(_, let timer) = scrolls[s].motion else { continue }
            let offset = scrolls[s].offset(at: now)
            clock.cancel(timer)
            scrolls[s].offset = offset
            scrolls[s].motion = .idle
            emit(.scroll(view: scrolls[s].id, offset: offset, reason: .stop))
        }
    }
}
