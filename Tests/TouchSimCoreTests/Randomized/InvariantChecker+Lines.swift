@testable import TouchSimCore

/// A control's tracking as its lines tell it.
struct ControlTrack {
    var tracking = false
    var inside = false
    /// Right after `touchDown`, where `touchDownRepeat` may follow.
    var justDown = false
    var highlighted = false
    var events: [ControlEvent] = []
    /// The touch being tracked, when the lines say which life it is.
    var life: Int?
}

/// (c) recognizer states, (d) control events and highlight, and the scroll lines that (e)
/// compares with the summary.
extension InvariantChecker {
    /// docs/model.md §3.1: discrete `recognized` | `failed`; continuous `began changed* (ended |
    /// cancelled)` or `failed`; after a terminal state a new sequence may start. A disabled
    /// recognizer (an inactive delay recognizer, §5.1) reports nothing, and so does one that no
    /// touch has reached yet: none went down on its view or inside it (§3.2).
    mutating func gestureLine(_ i: Int, _ gesture: String, _ view: String, _ state: GestureStateName) {
        gestureStates[gesture, default: []].append(state)
        guard let r = model.recognizer(gesture) else {
            fail(.gestures, "gesture.unknown", at: i, subject: gesture, "no recognizer \(gesture)")
            return
        }
        if r.view != view {
            fail(.gestures, "gesture.view", at: i, subject: gesture, "\(gesture) is attached to \(r.view)")
        }
        if !r.active {
            fail(
                .gestures, "gesture.disabled.\(state)", at: i, subject: gesture,
                "\(gesture) is disabled but reported \(state)")
        } else if !touchedViews.contains(r.view) {
            fail(
                .gestures, "gesture.untouched.\(state)", at: i, subject: gesture,
                "no touch went down in \(r.view), yet \(gesture) reported \(state)")
        }
        answerAsk(i, gesture, state)
        let active = gestureActive[gesture] ?? false
        let legal: Bool
        switch (r.continuous, active, state) {
        case (false, _, .recognized), (false, _, .failed): legal = true
        case (true, false, .began), (true, false, .failed): legal = true
        case (true, true, .changed), (true, true, .ended), (true, true, .cancelled): legal = true
        default: legal = false
        }
        if !legal {
            let phase = r.continuous ? (active ? "active" : "possible") : "discrete"
            fail(
                .gestures, "gesture.\(phase).\(state)", at: i, subject: gesture,
                "\(gesture) (\(phase)) reported \(state); states so far \(gestureStates[gesture]!)")
            return
        }
        gestureActive[gesture] = r.continuous && (state == .began || state == .changed)
        if r.spec == nil, r.continuous, state == .began { anyScrollPanBegan = true }
        if state == .ended || state == .cancelled { panEndedAt[gesture] = records[i].time }
    }

    /// docs/model.md §7: every tracking sequence starts with `touchDown` (`touchDownRepeat` may
    /// follow at once) and ends with `touchUpInside` (then `valueChanged` for a UISwitch),
    /// `touchUpOutside` or `touchCancel`; drag events only inside a sequence, enter/exit only
    /// when inside changes. A control reacts only to its own `touches…` call, just before, and
    /// a disabled control sends nothing.
    mutating func controlLine(_ i: Int, _ view: String, _ event: ControlEvent) {
        guard let v = model.view(view), v.isControl else {
            fail(.controls, "control.notControl", at: i, "\(view) is not a control")
            return
        }
        if !v.consumesTouches {
            fail(
                .controls, "control.disabled", at: i, subject: view,
                "\(view) is disabled or does not handle touches, yet sent \(event)")
        }
        var t = controlTracks[view] ?? ControlTrack()
        t.events.append(event)
        let cause: [TouchMethod]
        var legal = t.tracking
        switch event {
        case .touchDown:
            legal = !t.tracking
            t = ControlTrack(
                tracking: true, inside: true, justDown: true, highlighted: t.highlighted, events: t.events,
                life: pendingTrackedLife[view])
            cause = [.began]
        case .touchDownRepeat:
            legal = t.tracking && t.justDown
            cause = [.began]
        case .touchDragEnter:
            legal = t.tracking && !t.inside
            t.inside = true
            cause = [.moved, .ended]
        case .touchDragExit:
            legal = t.tracking && t.inside
            t.inside = false
            cause = [.moved, .ended]
        case .touchDragInside, .touchDragOutside:
            legal = t.tracking && t.inside == (event == .touchDragInside)
            cause = [.moved]
        case .touchUpInside, .touchUpOutside:
            legal = t.tracking && t.inside == (event == .touchUpInside)
            t.tracking = false
            cause = [.ended]
            if event == .touchUpInside, v.isSwitch {
                let next = records.indices.contains(i + 1) ? records[i + 1].event : nil
                var followed = false
                if case .control(view, .valueChanged, _)? = next { followed = true }
                if !followed {
                    fail(
                        .controls, "control.switchValue", at: i,
                        "UISwitch \(view): touchUpInside not followed by valueChanged")
                }
            }
        case .touchCancel:
            t.tracking = false
            cause = [.cancelled]
        case .valueChanged:
            switch v.value {
            case .toggle?, .segmented?, .page?:
                legal = t.events.dropLast().last == .touchUpInside && !t.tracking
                cause = [.ended]
            case .slider?, .stepper?:
                // §7.6: from any tracking call, or from a held stepper's repeat timer.
                controlTracks[view] = t
                return
            case nil:
                legal = false
                cause = [.ended]
            }
        }
        if event != .touchDown { t.justDown = false }
        if !legal {
            fail(
                .controls, "control.sequence.\(event)", at: i, subject: view,
                "\(view): \(event) out of sequence; events so far \(t.events)")
        }
        checkCause(i, view, cause, "\(event)")
        controlTracks[view] = t
    }

    /// `highlight` lines alternate true/false starting with true, for enabled controls only.
    mutating func highlightLine(_ i: Int, _ view: String, _ highlighted: Bool) {
        guard let v = model.view(view), v.isControl else {
            fail(.controls, "highlight.notControl", at: i, "\(view) is not a control")
            return
        }
        if !v.consumesTouches {
            fail(
                .controls, "highlight.disabled", at: i, subject: view,
                "\(view) is disabled or does not handle touches, yet highlighted")
        }
        var t = controlTracks[view] ?? ControlTrack()
        if t.highlighted == highlighted {
            fail(.controls, "highlight.repeat", at: i, "\(view): highlight \(highlighted) twice in a row")
        }
        t.highlighted = highlighted
        controlTracks[view] = t
        checkCause(i, view, highlighted ? [.began, .moved] : [.moved, .ended, .cancelled], "highlight \(highlighted)")
    }

    /// §7.1, §7.2: an enabled control that handles its touches reacts to its own calls: a
    /// `began` while it tracks nothing starts tracking (`touchDown`); a call for the tracked
    /// touch sends a drag event, `touchUp…` or `touchCancel`. Runs before the call is taken
    /// into the touch lives; calls whose finger id may belong to another life are skipped.
    mutating func controlReaction(_ i: Int, _ view: String, _ method: TouchMethod, _ ids: [Int]) {
        guard let v = model.view(view), v.isControl, v.consumesTouches, let first = ids.first else { return }
        let t = controlTracks[view] ?? ControlTrack()
        func tracked(_ accepts: (LifeState, Life) -> Bool) -> Bool {
            guard let life = t.life, t.tracking, ids.contains(lives[life].finger) else { return false }
            return lives(ofFinger: lives[life].finger, on: view, accepts) == [life]
        }
        let expected: [ControlEvent]
        switch method {
        case .began where !t.tracking:
            // §7.6: a slider tracks only a touch on its thumb, which the checker does not model.
            if case .slider? = v.value { return }
            let candidates = lives(ofFinger: first, on: view) { state, _ in state == .unstarted }
            pendingTrackedLife[view] = candidates.count == 1 ? candidates[0] : nil
            expected = [.touchDown]
        case .moved where tracked({ if case .open = $0 { return $1.end == nil } else { return false } }):
            expected = [.touchDragInside, .touchDragOutside]
        case .ended where tracked({ if case .open = $0 { return $1.end == .up } else { return false } }):
            expected = [.touchUpInside, .touchUpOutside]
        case .cancelled where tracked({ state, _ in if case .open = state { return true } else { return false } }):
            expected = [.touchCancel]
        default:
            return
        }
        var j = i + 1
        while records.indices.contains(j) {
            switch records[j].event {
            case .control(view, let e, _) where expected.contains(e): return
            case .control(view, _, _), .highlight(view, _): j += 1
            default: j = records.count
            }
        }
        let names = expected.map(\.rawValue).joined(separator: " or ")
        fail(
            .controls, "control.noReaction.\(method)", at: i, subject: view,
            "\(view) sent no \(names) for its touches\(method)")
    }

    private mutating func checkCause(_ i: Int, _ view: String, _ methods: [TouchMethod], _ what: String) {
        guard let call = lastTouchesCall, call.view == view, call.time == records[i].time, methods.contains(call.method)
        else {
            fail(
                .controls, "control.cause", at: i, subject: view,
                "\(view): \(what) does not follow its own touches \(methods) call")
            return
        }
    }

    /// Scroll lines only for scroll views that may scroll, with finite offsets; a view that does
    /// not bounce never moves further past an edge, and every animation but an interrupted one
    /// ends within the offset range on the axes it moved (docs/model.md §6.1-§6.3). The initial
    /// offset may lie outside the range, and an axis no animation moves may stay there.
    mutating func scrollLine(_ i: Int, _ view: String, _ offset: Point, _ reason: ScrollReason) {
        guard let v = model.view(view), let spec = v.scroll else {
            fail(.scrolling, "scroll.notScrollView", at: i, "\(view) is not a scroll view")
            return
        }
        if !spec.scrollEnabled { fail(.scrolling, "scroll.disabled", at: i, "\(view) has scrollEnabled == NO") }
        guard offset.x.isFinite, offset.y.isFinite else {
            fail(.scrolling, "scroll.notFinite", at: i, "\(view): offset \(offset)")
            return
        }
        // §5.6, §6: drag lines while the view's pan is active (or as it ends); a stop when a
        // touch goes down on it, or at the 10 s run-out (docs/format.md §1, a MODEL choice);
        // animations end only after the drag is over.
        let panActive = gestureActive[view + ".pan"] ?? false
        let panJustEnded = panEndedAt[view + ".pan"] == records[i].time
        switch reason {
        case .drag where !panActive && !panJustEnded:
            fail(
                .scrolling, "scroll.dragWithoutPan", at: i, subject: view,
                "\(view) follows a drag while its pan is not active")
        case .stop where !downsNow.contains(where: { model.isDescendant($0, of: view) }) && !isRunOut(records[i].time):
            fail(
                .scrolling, "scroll.stopWithoutDown", at: i, subject: view,
                "\(view) stopped though no touch went down in it")
        case .decelerate where panActive, .bounce where panActive, .page where panActive:
            fail(
                .scrolling, "scroll.animationWhileDragging", at: i, subject: view,
                "\(view) ends an animation while its pan is active")
        default:
            break
        }
        let previous = lastOffset[view] ?? spec.contentOffset
        lastOffset[view] = offset
        for axis in Axis.allCases {
            let range = model.offsetRange(v, axis)
            let past = { (x: Double) in max(range.lowerBound - x, x - range.upperBound, 0) }
            if reason != .drag && reason != .stop, offset[axis] != previous[axis], past(offset[axis]) > 1e-9 {
                fail(
                    .scrolling, "scroll.range.\(reason)", at: i, subject: view,
                    "\(view): animation ends past the edge, \(axis) offset \(offset[axis]) outside \(range)")
            } else if !spec.bounces, past(offset[axis]) > past(previous[axis]) + 1e-9 {
                fail(
                    .scrolling, "scroll.range.\(reason)", at: i, subject: view,
                    "\(view) does not bounce, yet its \(axis) offset \(offset[axis]) moved further outside \(range)")
            }
        }
    }

    /// The moment the simulation stops waiting: 10 s after the last event (docs/format.md §1).
    private func isRunOut(_ time: SimTime) -> Bool {
        guard let last = scenario.events.last else { return false }
        return time == last.time + Constants.runOutLimit
    }
}
