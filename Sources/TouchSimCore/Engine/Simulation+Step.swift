import _TouchSimStorage

/// One step of the coordinator: taking in the trace's events (hit-testing at `down`,
/// docs/model.md §1.4; catching a moving scroll view, §5.6), then the views' calls and the scroll
/// views' actions after the arena has settled.
/// The hot reads go through the one field they need (`touches.live[…]`, `tree.nodes[…]`;
/// docs/performance.md).
extension Simulation {
    /// Every scroll view's content offset now, the bounds origins of hit-testing (§1.3): read
    /// from the one field.
    var boundsOrigin: ScrollOffsets { ScrollOffsets(states: scrollViews.states, time: now) }

    /// Takes in one UIEvent's trace events, in order, and puts its touches into `step` (empty
    /// before) as the recognizers see them.
    func ingest(_ events: Span<TouchEvent>, into step: inout GestureArena.Step) {
        for i in events.indices {
            let event = events[i]
            switch event.phase {
            case .down:
                // §15.3: a context menu on screen takes the touch in its own window and closes.
                if let menu = contextMenus.dismissForNewTouch() {
                    emit(
                        .input(touch: event.touch, phase: .down, location: event.location, hitView: nil),
                        because: menu.line.1)
                    emit(menu.line.0, because: menu.line.1)
                    let touch = touches.down(event, on: nil, at: now)
                    step.began.append(TouchSample(touch: touch, location: event.location, time: now, hitView: nil))
                    continue
                }
                var skipped: [HitTestSkip]? = notesHitTest ? [] : nil
                let origins = boundsOrigin
                // In place, not on a copy of the tree (docs/performance.md).
                let hit = inPlace(&tree) {
                    $0.hitTest(windowPoint: event.location, boundsOrigin: origins, skipped: &skipped)
                }
                emit(
                    .input(touch: event.touch, phase: .down, location: event.location, hitView: hit),
                    because: .hitTest(skipped: skipped ?? []))
                let touch = touches.down(event, on: hit, at: now)
                step.began.append(TouchSample(touch: touch, location: event.location, time: now, hitView: hit))
            case .move, .up, .cancel:
                emit(
                    .input(touch: event.touch, phase: event.phase, location: event.location, hitView: nil),
                    because: .traceEvent)
                guard let sample = touches.change(event, at: now) else { continue }
                switch event.phase {
                case .move: step.moved.append(sample)
                case .up: step.ended.append(sample)
                default: step.cancelled.append(sample)
                }
            }
        }
        if events.count > 1 {
            // A finger that changed again later in the same UIEvent is seen where it ended up.
            // Rewritten in place, the lists keep their storage.
            for i in step.began.indices { step.began[i] = sample(step.began[i].touch) }
            for i in step.moved.indices { step.moved[i] = sample(step.moved[i].touch) }
            for i in step.ended.indices { step.ended[i] = sample(step.ended[i].touch) }
            for i in step.cancelled.indices { step.cancelled[i] = sample(step.cancelled[i].touch) }
        }
        for began in step.began {
            guard let hit = began.hitView else { continue }
            if scrollEffects({ $0.catchAnimations(under: hit, at: now, effects: &$1) }) {
                touches.withhold(began.touch)
            }
        }
    }

    /// The touch as the recognizers see it now.
    private func sample(_ touch: TouchIndex) -> TouchSample {
        let live = touches.live[touch]!
        return TouchSample(touch: touch, location: live.location, time: now, hitView: live.hitView)
    }

    /// The views' half of a step: scroll views without a content delay decide at `down` (§5.3),
    /// the touches' calls are delivered as the recognizers allow, controls track them and tables
    /// select cells (§10), then the scroll views act on their pans. A timer's step has no touches.
    func deliverToViews(_ step: GestureArena.Step = .init()) {
        for sample in step.began {
            guard let t = touches.live[sample.touch], case .awaitingBegan = t.delivery, let hit = t.hitView else {
                continue
            }
            let allowed = scrollEffects {
                $0.allowsContentAtDown(
                    hit, heldByDelay: { self.arena.touches(of: $0).contains(sample.touch) }, effects: &$1)
            }
            if !allowed { touches.refuse(sample.touch) }
        }
        if !delaysEndedByOthers.isEmpty { askAboutDelaysEndedByOthers() }
        touches.deliver(moved: step.moved, ended: step.ended, holds: arena)
        // §3.7, §3.8: a hold is decided at `down` and ends only when its recognizer leaves
        // `possible`, so only the new touches and those recognizers' touches are looked at. Most
        // steps have neither: checked here, as the list of touches let go (even the empty one)
        // was released after the call at every step.
        if !arena.leftPossible.isEmpty || !step.began.isEmpty {
            touches.recheck(
                letGo: arena.takeTouchesLetGo(), began: step.began, atLift: !step.ended.isEmpty, holds: arena)
        }
        // Most steps have no call to batch, nor one left from the last.
        if !touches.queued.isEmpty || !touches.calls.isEmpty { touches.batchCalls() }
        // By position (docs/performance.md).
        for i in touches.calls.indices {
            let call = touches.calls[i]
            // A closure that reads `controls` when asked: `controls.consumesTouches` copied it at once.
            // The call's first touch is its oldest: a control consumes the call if it handles that one.
            let oldest = touches.batchedTouches[call.touches.lowerBound]
            let consumer = tree.consumer(of: call.view, consumes: { self.controls.consumesTouches($0, oldest) })
            emit(
                .touches(view: call.view, method: call.method, touches: call.fingers, consumer: consumer),
                because: call.cause)
            let tracked = CallTouches(
                positions: call.touches, batched: touches.batchedTouches.elements, live: touches.live.view)
            let lines = controls.call(
                call.method, on: call.view, touches: tracked, at: now, boundsOrigin: boundsOrigin)
            for line in lines { emit(line.event, because: line.cause) }
            if let c = tree[call.view].controlIndex { syncControlTimer(c) }
            let selected = selections.call(
                call.method, on: call.view, consumer: consumer, touches: tracked, boundsOrigin: boundsOrigin)
            for line in selected { emit(line, because: .tableTracking(call.method)) }
        }
        if !textTapActions.isEmpty { actOnTextTaps() }
        if !sheetActions.isEmpty { actOnSheets() }
        if !zoomActions.isEmpty { actOnPinches() }
        if !swipeTableActions.isEmpty { actOnSwipeActions() }
        // Read where they lie and emptied after, the list keeping its storage: carrying them out
        // adds none (only the arena's decisions do).
        var next = 0
        while next < scrollActions.count {
            let (s, state) = scrollActions[next]
            next += 1
            // §12.2: a sheet's drag holds this scroll view at its top; its pan moves nothing.
            if !sheets.pinned.isEmpty, sheets.pinned.contains(s) { continue }
            // Through `states`: `scrollViews[s]` copied the whole `ScrollViews` first.
            var report = arena.panReport(of: scrollViews.states[s].pan)!
            if !scrollViews.handoffs.isEmpty {
                if state == .began { scrollViews.pagerBegan(s) }
                report = scrollViews.handedOver(report, to: s)
            }
            // §16.2: while the pinch zooms, it moves the content; the pan only keeps up.
            if scrollViews.states[s].pinch != nil, state == .began || state == .changed {
                if state == .began { scrollViews.states[s].startDrag(rawTranslation: report.rawTranslation) }
                continue
            }
            // A scroll view with a refresh control takes the path that may begin refreshing (§13.2).
            if state == .changed, !scrollViews.states[s].geometry.spec.refreshControl {
                // Most steps of a drag: the line printed at once, without the list of effects.
                if let line = scrollViews.panChanged(s, report: report) { emit(line.event, because: line.cause) }
                continue
            }
            if state == .began {
                for line in selections.scrollBegan(scrollViews.states[s].view) {
                    emit(line, because: .tableScrollBegan)
                }
            }
            if textInput.firstResponder != nil { dismissKeyboard(s, panState: state) }
            scrollEffects { $0.panDidChange(s, to: state, report: report, at: now, effects: &$1) }
        }
        scrollActions.empty()
        sheets.releasePins()
    }

    /// §19.3: a drag that begins on an `onDrag` scroll view, or ends in the keyboard on an
    /// `interactive` one, resigns the first responder.
    private func dismissKeyboard(_ s: ScrollIndex, panState: RecognizerState) {
        let view = scrollViews.states[s].view
        let mode = scrollViews.states[s].geometry.spec.keyboardDismissMode
        switch (mode, panState) {
        case (.onDrag, .began): break
        case (.interactive, .ended):
            let pan = recognizers.ofScrollViews[s].pan
            guard arena.touchCount(of: pan) > 0, let finger = touches.live[arena.touch(0, of: pan)] else { return }
            var window = view
            while let parent = tree[window].parent { window = parent }
            guard finger.location.y >= tree[window].frame.size.height - Constants.keyboardHeight else { return }
        default: return
        }
        for line in textInput.dismissKeyboard(by: view, mode: mode) { emit(line.event, because: line.cause) }
    }

    /// §19.1: the text taps' actions, after the views' calls as every recognizer's.
    private func actOnTextTaps() {
        for r in textTapActions {
            for line in textInput.tapped(r) { emit(line.event, because: line.cause) }
        }
        textTapActions.removeAll(keepingCapacity: true)
    }

    /// The sheets' reactions to their dismissal pans (§12), before the scroll views act.
    private func actOnSheets() {
        var effects: [SheetEffect] = []
        for (k, state) in sheetActions {
            let pan = sheets[k].pan
            let pinning = state == .began ? contentScrollViews(under: pan, in: k) : []
            sheets.panDidChange(k, to: state, report: arena.panReport(of: pan)!, pinning: pinning, effects: &effects)
        }
        sheetActions.removeAll(keepingCapacity: true)
        for effect in effects {
            switch effect {
            case .line(let event, let cause): emit(event, because: cause)
            case .leaveWindow(let view): tree.apply(.hidden(true), to: view)
            }
        }
    }

    /// The zooming scroll views' reactions to their pinches (§16), before the pans act: the
    /// pinch's two fingers give the scale and the midpoint it zooms about.
    private func actOnPinches() {
        for (s, state) in zoomActions {
            let pinch = recognizers.ofZooms[s]!
            var points: [Point] = []
            for i in 0..<arena.touchCount(of: pinch) {
                if let t = touches.live[arena.touch(i, of: pinch)] { points.append(t.location) }
            }
            guard points.count >= 2 else { continue }
            let middle = Point((points[0].x + points[1].x) / 2, (points[0].y + points[1].y) / 2)
            let view = scrollViews.states[s].view
            let midpoint = inPlace(&tree) { [boundsOrigin] in $0.convert(windowPoint: middle, to: view, boundsOrigin) }
            scrollEffects {
                $0.pinchDidChange(
                    s, to: state, distance: points[0].distance(to: points[1]), midpoint: midpoint, effects: &$1)
            }
            let geometry = scrollViews.states[s].geometry
            arena.machines.setBeginAxes(Axis.allCases.filter(geometry.canScroll), ofPan: scrollViews.states[s].pan)
            // §16.4: a finger still dragging goes on from where the zoom left the content.
            if state == .ended || state == .cancelled, let report = arena.panReport(of: scrollViews.states[s].pan) {
                scrollViews.states[s].continueDrag(translation: report.translation)
            }
        }
        zoomActions.removeAll(keepingCapacity: true)
    }

    /// The tables' reactions to their swipe-action recognizers (§14), before the scroll views act.
    private func actOnSwipeActions() {
        var effects: [SwipeEffect] = []
        for (k, recognizer, state) in swipeTableActions {
            switch recognizer {
            case .pan:
                let pan = swipeActions[k].pan
                swipeActions.panDidChange(
                    k, to: state, report: arena.panReport(of: pan)!, tree: tree, effects: &effects)
            case .dismissal:
                if state == .recognized { swipeActions.dismissalRecognized(k, effects: &effects) }
            }
        }
        swipeTableActions.removeAll(keepingCapacity: true)
        for effect in effects {
            switch effect {
            case .line(let event, let cause): emit(event, because: cause)
            case .enable(let r, let enabled): arena.apply(.enabled(enabled), to: r, delegate: self)
            }
        }
    }

    /// Resets finished recognizers, takes the touches that are over from their recognizers and
    /// forgets those nothing refers to any more (§3.1).
    func endStep() {
        arena.resetFinished()
        // Most steps settle no touch and retain none.
        guard !touches.settled.isEmpty || !touches.retained.isEmpty else { return }
        touches.forget(referredBy: arena)
    }
}
