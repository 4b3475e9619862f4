/// The coordinator as the arena's delegate: it answers for the recognizers' delegates, the
/// controls (docs/model.md §3.9) and the scroll views (§5.2, §5.4), each answer an `ask` line,
/// and carries out the arena's decisions in order.
extension Simulation: ArenaDelegate {
    func arena(_ arena: GestureArena, shouldReceiveTouchOn view: ViewIndex, recognizer r: RecognizerIndex) -> Bool {
        tree.evaluate(recognizers[r].shouldReceiveTouch, for: view, inherited: true)
    }

    func arena(_ arena: GestureArena, shouldBegin r: RecognizerIndex) -> Bool {
        let entry = recognizers[r]
        switch entry.owner {
        case .declared(let kind):
            if let control = vetoingControl(for: r, kind) {
                emit(
                    .ask(
                        view: tree[control].id, method: .gestureRecognizerShouldBegin, subject: entry.id, result: false)
                )
                return false
            }
            emit(
                .ask(
                    view: tree[entry.view].id, method: .gestureRecognizerShouldBegin, subject: entry.id,
                    result: entry.shouldBegin))
            return entry.shouldBegin
        case .scrollView(let s, .pan):
            let tracking = arena.touches(of: r).compactMap { key -> ViewIndex? in
                guard let t = touches[key], t.delivery.isTracking else { return nil }
                return t.hitView
            }
            var effects: [ScrollEffect] = []
            let answer = scrollViews.panMayBegin(s, tracking: tracking, effects: &effects)
            perform(effects)
            return answer
        case .scrollView(_, .delayedTouchesBegan):
            return true
        }
    }

    /// §3.9: a single-finger single tap on an ancestor of a button, switch, stepper, segmented
    /// control or page control does not begin for a touch on that control.
    private func vetoingControl(for r: RecognizerIndex, _ kind: RecognizerKindSpec) -> ViewIndex? {
        guard kind == .tap(numberOfTapsRequired: 1, numberOfTouchesRequired: 1) else { return nil }
        let view = recognizers[r].view
        for key in arena.touches(of: r) {
            guard let hit = touches[key]?.hitView, hit != view, tree.isDescendant(hit, of: view) else { continue }
            if UIKitObjectModel.controlsThatWinTaps.contains(where: { tree.isKind(hit, of: $0) }) { return hit }
        }
        return nil
    }

    func arena(_ arena: GestureArena, contentDelayRecognizes r: RecognizerIndex) -> Bool {
        guard case .scrollView(let s, _) = recognizers[r].owner else { return false }
        let held = arena.touches(of: r).compactMap { key -> ViewIndex? in
            guard let t = touches[key], case .awaitingBegan = t.delivery else { return nil }
            return t.hitView
        }
        var effects: [ScrollEffect] = []
        let recognizes = scrollViews.contentDelayRecognizes(s, held: held, effects: &effects)
        perform(effects)
        return recognizes
    }

    func arena(_ arena: GestureArena, decided decision: ArenaDecision) {
        switch decision {
        case .transition(let r, let state, _):
            let entry = recognizers[r]
            if let name = state.reportedName {
                emit(.gesture(gesture: entry.id, view: tree[entry.view].id, state: name))
            }
            if case .scrollView(let s, .pan) = entry.owner { scrollActions.append((s, state)) }
        case .takeTouches(let r):
            let settings = arena.settings(of: r)
            touches.take(
                arena.touches(of: r), cancelsTouchesInView: settings.cancelsTouchesInView,
                delaysTouchesBegan: settings.delaysTouchesBegan)
        case .deadline(let r, let deadline):
            if let old = recognizerTimers[r] { clock.cancel(old) }
            recognizerTimers[r] = deadline.map { clock.schedule(at: $0, for: .recognizer(r)) }
        }
    }
}
