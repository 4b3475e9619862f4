import _TouchSimStorage

/// The coordinator as the arena's delegate: it answers for the recognizers' delegates, the
/// controls (docs/model.md §3.9) and the scroll views (§5.2, §5.4), each answer an `ask` line,
/// and carries out the arena's decisions in order.
extension Simulation: ArenaDelegate {
    func arena(
        _ arena: RecognizerArena, shouldReceive touch: TouchSample, on view: ViewIndex, recognizer r: RecognizerIndex
    )
        -> Bool
    {
        shouldReceiveVerdict(r, touch: touch, hit: view).answer
    }

    func arena(_ arena: RecognizerArena, refusalToBegin r: RecognizerIndex) -> ArenaCause.Refusal? {
        // Field by field (docs/performance.md).
        switch recognizers[r].owner {
        case .declared(let kind):
            if let refusal = vetoingControl(for: r, kind), let control = refusal.control {
                emit(
                    .ask(
                        view: control, method: .gestureRecognizerShouldBegin, subject: .recognizer(r), result: false,
                        rule: nil),
                    because: .controlRefuses(r, refusal))
                return refusal
            }
            let verdict = shouldBeginVerdict(r)
            emit(
                .ask(
                    view: recognizers[r].view, method: .gestureRecognizerShouldBegin, subject: .recognizer(r),
                    result: verdict.answer, rule: verdict.rule),
                because: .aboutToBegin(r))
            return verdict.answer ? nil : .delegate
        case .scrollView(let s, .pan):
            let own = shouldBeginVerdict(r)
            let answer = withHitViews(
                of: r, where: { $0.delivery.isTracking },
                then: { tracking in scrollEffects { $0.panMayBegin(s, own: own, tracking: tracking, effects: &$1) } })
            return answer ? nil : .contentKeepsTouches
        case .scrollView(_, .delayedTouchesBegan):
            return nil
        case .sheet(let k):
            let verdict = Sheets.verdict(
                motion: arena.panReport(of: r)?.rawTranslation ?? .zero,
                contentScrollViews: contentScrollViews(under: r, in: k).map { scrollViews.states[$0] })
            emit(
                .ask(
                    view: recognizers[r].view, method: .gestureRecognizerShouldBegin, subject: .recognizer(r),
                    result: verdict.allows, rule: nil),
                because: .sheetDecides(verdict))
            return verdict.allows ? nil : .delegate
        case .zoom:
            return nil
        case .contextMenu:
            // The interaction's delegate gives a configuration: touchsim models a menu for every
            // press (§15.1).
            return nil
        case .swipeActions(let k, .pan):
            let hit = arena.touchCount(of: r) > 0 ? touches.live[arena.touch(0, of: r)]?.hitView : nil
            let verdict = swipeActions.verdict(
                k, hit: hit, velocityX: arena.panReport(of: r)?.velocity.x ?? 0, tree: tree)
            emit(
                .ask(
                    view: recognizers[r].view, method: .gestureRecognizerShouldBegin, subject: .recognizer(r),
                    result: verdict.allows, rule: nil),
                because: .swipeActionsDecide(verdict))
            return verdict.allows ? nil : .delegate
        case .swipeActions(_, .dismissal):
            // §14.4: enabled only while a row is open, it dismisses it for a touch anywhere in the table.
            emit(
                .ask(
                    view: recognizers[r].view, method: .gestureRecognizerShouldBegin, subject: .recognizer(r),
                    result: true, rule: nil),
                because: .swipeRowOpen)
            return nil
        }
    }

    /// §12.2: the scroll views that can scroll vertically between the hit views of the dismissal
    /// pan's touches and sheet `k`, nearest first, each once.
    func contentScrollViews(under r: RecognizerIndex, in k: SheetIndex) -> [ScrollIndex] {
        let sheet = sheets[k].view
        var found: [ScrollIndex] = []
        for i in 0..<arena.touchCount(of: r) {
            guard let hit = touches.live[arena.touch(i, of: r)]?.hitView else { continue }
            var path = tree[hit].scrollIndex.map { [$0] } ?? []
            for view in tree.scrollViews(above: hit) { if let s = tree[view].scrollIndex { path.append(s) } }
            for s in path where !found.contains(s) && tree.isDescendant(scrollViews.states[s].view, of: sheet) {
                if scrollViews.states[s].geometry.scrolls(.vertical) { found.append(s) }
            }
        }
        return found
    }

    /// The control under one of the recognizer's touches that refuses it, if any: the touch's
    /// hit view, inside the recognizer's view, answers NO in its `gestureRecognizerShouldBegin`
    /// (§3.9, §3.10). A recognizer on the control itself is never refused.
    private func vetoingControl(for r: RecognizerIndex, _ kind: RecognizerKindSpec) -> ArenaCause.Refusal? {
        let view = recognizers[r].view
        // By position (docs/performance.md).
        for i in 0..<arena.touchCount(of: r) {
            guard let touch = touches.live[arena.touch(i, of: r)], let hit = touch.hitView, hit != view,
                tree.isDescendant(hit, of: view)
            else { continue }
            if refuses(hit, kind, r, touch) {
                if case .tap = kind { return .controlWinsTap(hit) }
                return .controlWinsParallel(hit)
            }
        }
        return nil
    }

    /// The controls' rules, by recognizer kind.
    private func refuses(_ control: ViewIndex, _ kind: RecognizerKindSpec, _ r: RecognizerIndex, _ touch: LiveTouch)
        -> Bool
    {
        let isKind = { (classes: [String]) in classes.contains { self.tree.isKind(control, of: $0) } }
        switch kind {
        case .tap(numberOfTapsRequired: 1, numberOfTouchesRequired: 1):
            // §3.9: controls win over an ancestor's single-finger single tap.
            return isKind(UIKitObjectModel.controlsThatWinTaps)
        case .pan:
            // §3.10: a switch wins over an ancestor's pan whose motion so far is parallel to it.
            guard isKind(UIKitObjectModel.controlsThatWinParallelPans),
                let motion = arena.panReport(of: r)?.rawTranslation
            else { return false }
            return isParallel(motion, to: control)
        case .swipe(let direction, _):
            // §3.10: a slider wins over an ancestor's parallel swipe that starts on its thumb.
            guard isKind(UIKitObjectModel.controlsThatWinParallelSwipesOnThumb) else { return false }
            return isParallel(direction.unitVector, to: control)
                && controls.startedOnThumb(touch, of: control, boundsOrigin: boundsOrigin)
        default:
            return false
        }
    }

    /// §3.10: motion is parallel to a control when it goes at least as far along the control's
    /// long axis (horizontal for a control at least as wide as tall) as across it [MODEL].
    private func isParallel(_ motion: Point, to control: ViewIndex) -> Bool {
        let size = tree[control].frame.size
        let horizontal = size.width >= size.height
        let (along, across) = horizontal ? (motion.x, motion.y) : (motion.y, motion.x)
        return abs(along) >= abs(across)
    }

    func arena(_ arena: RecognizerArena, contentDelayRecognizes r: RecognizerIndex) -> Bool {
        scrollViewRefusesHeldContent(r)
    }

    /// §5.2: a content delay that another recognizer ended (§3.4) is over all the same, and its
    /// scroll view asks `touchesShouldBegin` about the touches it still held; one NO and they
    /// never reach their views. A winner that takes its touches from the content (a pan that
    /// began, `cancelsTouchesInView`) leaves nothing to ask about: the held touch is dropped.
    func askAboutDelaysEndedByOthers() {
        for (r, winner) in delaysEndedByOthers {
            _ = scrollViewRefusesHeldContent(r, includingRefused: !arena.settings(of: winner).takesUnheardTouches)
        }
        delaysEndedByOthers.removeAll(keepingCapacity: true)
    }

    /// Whether the scroll view of content delay `r` refuses (`touchesShouldBegin` says NO for
    /// one of them) the touches the delay held, which then never reach their views (§5.2). It
    /// asks also about those another scroll view on their path refused (`includingRefused`):
    /// every scroll view on the path asks when its own delay ends.
    private func scrollViewRefusesHeldContent(_ r: RecognizerIndex, includingRefused: Bool = true) -> Bool {
        guard case .scrollView(let s, _) = recognizers[r].owner else { return false }
        var atLift = false
        let refuses = withHitViews(
            of: r,
            where: { t in
                switch t.delivery {
                case .awaitingBegan(_, let lifted): atLift = atLift || lifted
                case .refused where includingRefused: atLift = atLift || !t.isDown
                default: return false
                }
                return true
            },
            then: { held in
                scrollEffects { $0.contentDelayRecognizes(s, held: held, atLift: atLift, effects: &$1) }
            })
        guard refuses else { return false }
        for i in 0..<arena.touchCount(of: r) {
            let key = arena.touch(i, of: r)
            if case .awaitingBegan = touches.live[key]?.delivery { touches.refuse(key) }
        }
        return true
    }

    /// Runs `body` on the hit views of the recognizer's touches that are live, have a hit view
    /// and satisfy `include`, in order, listed in `scratch.hitViews`, which keeps its storage
    /// (docs/performance.md).
    private func withHitViews<Result>(
        of r: RecognizerIndex, where include: (LiveTouch) -> Bool, then body: ([ViewIndex]) -> Result
    ) -> Result {
        inPlace(&scratch.hitViews) { views in
            defer { views.empty() }
            for i in 0..<arena.touchCount(of: r) {
                guard let t = touches.live[arena.touch(i, of: r)], let hit = t.hitView, include(t) else { continue }
                views.append(hit)
            }
            return body(views)
        }
    }

    func arena(_ arena: RecognizerArena, decided decision: ArenaDecision) {
        switch decision {
        case .transition(let r, let state, let cause):
            if let name = state.reportedName { emit(.gesture(r, state: name), because: .arena(cause)) }
            if case .scrollView(let s, .pan) = recognizers[r].owner { scrollActions.append((s, state)) }
            if case .sheet(let k) = recognizers[r].owner { sheetActions.append((k, state)) }
            if case .zoom(let s) = recognizers[r].owner { zoomActions.append((s, state)) }
            if state.reportedName == .recognized, textInput.isTextTap(r) { textTapActions.append(r) }
            if case .contextMenu(let m) = recognizers[r].owner {
                for (event, cause) in contextMenus.pressDidChange(m, to: state) { emit(event, because: cause) }
            }
            if case .swipeActions(let k, let kind) = recognizers[r].owner { swipeTableActions.append((k, kind, state)) }
            if case .excludedBy(let winner) = cause, case .scrollView(_, .delayedTouchesBegan) = recognizers[r].owner {
                delaysEndedByOthers.append((r, winner))
            }
        case .takeTouches(let r):
            let settings = arena.settings(of: r)
            touches.take(
                arena.touches(of: r), by: r, cancelsTouchesInView: settings.cancelsTouchesInView,
                takesUnheard: settings.takesUnheardTouches)
        case .deadline(let r, let deadline):
            let slot = slot(of: .recognizer(r))
            if let deadline { clock.schedule(slot, at: deadline) } else { clock.cancel(slot) }
        }
    }
}
