/// An animated `contentOffset` as Core Animation draws it (docs/model.md §17.3): the model value
/// changed at once, and the lines follow the drawn offset, one a display frame
/// (`Constants.displayFramesPerSecond`), along the block's timing curve, until its end.
struct DrawnOffset {
    let scroll: ScrollIndex
    let from: Point
    let to: Point
    let startedAt: SimTime
    let endsAt: SimTime
    let curve: AnimationCurve
    /// How many display frames have been drawn since the start.
    var frames = 0
    /// When the next line is due: the next display frame, or the end.
    var nextFrame: SimTime
    /// The offset the last line printed, or `from`.
    var shown: Point

    /// The time of the display frame after `frames`, or the end when that is sooner: frame k
    /// falls k/60 s after the start, to the microsecond.
    func frameAfter(_ frames: Int) -> SimTime {
        let elapsed = (Double(frames + 1) * 1_000_000 / Constants.displayFramesPerSecond).rounded()
        return min(startedAt + Duration(microseconds: Int64(elapsed)), endsAt)
    }

    /// The offset drawn at `time`.
    func offset(at time: SimTime) -> Point {
        guard time < endsAt else { return to }
        let progress = curve.progress(at: (time - startedAt).milliseconds / (endsAt - startedAt).milliseconds)
        return from + (to - from) * progress
    }
}

extension Simulation {
    /// Starts drawing scroll view `s`'s offset from `from` to `to`, its model value now, over
    /// `duration` along `curve`. A new animation of the same offset replaces the one drawn
    /// before; one of no duration draws its end at once.
    func drawOffset(of s: ScrollIndex, from: Point, to: Point, duration: Duration, curve: AnimationCurve) {
        drawnOffsets.removeAll { $0.scroll == s }
        if from != to, duration.microseconds > 0 {
            var drawn = DrawnOffset(
                scroll: s, from: from, to: to, startedAt: now, endsAt: now + duration, curve: curve, nextFrame: now,
                shown: from)
            drawn.nextFrame = drawn.frameAfter(0)
            drawnOffsets.append(drawn)
        } else if from != to {
            emit(.scroll(view: scrollViews[s].view, offset: to, reason: .animation), because: .animatedOffset)
        }
        scheduleNextOffsetFrame()
    }

    /// The display frame due now: each drawn offset due prints where it is drawn, if that moved.
    /// One whose scroll view's offset something else changed since (a set, a drag, another
    /// animation) is drawn following that change instead, and prints no more [MODEL].
    func offsetFramesDue() {
        var i = 0
        while i < drawnOffsets.count {
            let drawn = drawnOffsets[i]
            guard drawn.nextFrame <= now else {
                i += 1
                continue
            }
            guard scrollViews.states.offset(of: drawn.scroll, at: now) == drawn.to else {
                drawnOffsets.remove(at: i)
                continue
            }
            let offset = drawn.offset(at: now)
            if offset != drawn.shown {
                emit(
                    .scroll(view: scrollViews[drawn.scroll].view, offset: offset, reason: .animation),
                    because: .animatedOffset)
            }
            guard now < drawn.endsAt else {
                drawnOffsets.remove(at: i)
                continue
            }
            drawnOffsets[i].shown = offset
            drawnOffsets[i].frames += 1
            drawnOffsets[i].nextFrame = drawn.frameAfter(drawn.frames + 1)
            i += 1
        }
        scheduleNextOffsetFrame()
    }

    /// Keeps the clock's slot at the earliest frame due among the drawn offsets.
    private func scheduleNextOffsetFrame() {
        let slot = slot(of: .offsetFrames)
        if let next = drawnOffsets.map(\.nextFrame).min() { clock.schedule(slot, at: next) } else { clock.cancel(slot) }
    }
}
