/// Presented sheets as one concept (docs/model.md §12): the dismissal pan UIKit installs on each,
/// what it decides about beginning, how the sheet follows it, and whether the release dismisses
/// the sheet or puts it back. It prints nothing: it returns `SheetEffect`s, which the engine
/// carries out in order.
struct Sheets {
    /// Every sheet's state, in tree order.
    private(set) var states = IndexedList<SheetIndex, SheetState>()
    /// The scroll views a sheet's drag holds at their top (§12.2): their own pans act on nothing
    /// until the drag is over (`releasePins()`).
    private(set) var pinned: [ScrollIndex] = []

    /// The sheets of `tree` with the dismissal pan built for each.
    init(tree: ViewTree, pans: IndexedList<SheetIndex, RecognizerIndex>) {
        for (position, entry) in tree.sheetSpecs.enumerated() {
            states.append(
                SheetState(
                    view: entry.view, spec: entry.spec, height: tree[entry.view].frame.size.height,
                    pan: pans[SheetIndex(position)]))
        }
    }

    subscript(k: SheetIndex) -> SheetState { states[k] }

    /// §12.5: the app sets `isModalInPresentation` on the sheet of `view`. A drag under way shows
    /// the sheet by the new rule from its next move, and its release decides by it.
    mutating func setModalInPresentation(_ modal: Bool, of view: ViewIndex) {
        guard let k = states.indices.first(where: { states[$0].view == view }) else { return }
        states[k].spec.modalInPresentation = modal
    }

    /// §12.1, §12.2: whether the dismissal pan may begin, the sheet's own `gestureRecognizerShouldBegin`:
    /// the drag points down, and no vertical scroll view under the finger inside the sheet
    /// (`contentScrollViews`) is away from its top or moving.
    static func verdict(motion: Point, contentScrollViews: [ScrollViewState]) -> SheetVerdict {
        guard PanDirection.down.matches(motion) else { return .notDownward }
        for scroll in contentScrollViews
        where scroll.motion != .idle || scroll.offset.y > scroll.geometry.minOffset(.vertical) {
            return .contentScrolled(scroll.view)
        }
        return .downward
    }

    /// The sheet's reaction to its dismissal pan entering `state` (§12.1, §12.3, §12.4); `pinning`
    /// are the scroll views under the finger that the drag holds at their top (§12.2).
    mutating func panDidChange(
        _ k: SheetIndex, to state: RecognizerState, report: PanReport, pinning: [ScrollIndex],
        effects: inout [SheetEffect]
    ) {
        let view = states[k].view
        let shown = states[k].shown(forTranslation: report.translation.y)
        switch state {
        case .began:
            pinned.append(contentsOf: pinning)
            states[k].phase = .dragging(shown: shown)
            effects.append(
                .line(.presentation(view: view, event: .dismissDrag(.began, shown: shown)), .sheetFollowsPan))
        case .changed:
            guard case .dragging(let before) = states[k].phase, before != shown else { return }
            states[k].phase = .dragging(shown: shown)
            effects.append(
                .line(.presentation(view: view, event: .dismissDrag(.changed, shown: shown)), .sheetFollowsPan))
        case .ended:
            guard case .dragging = states[k].phase else { return }
            effects.append(
                .line(.presentation(view: view, event: .dismissDrag(.ended, shown: shown)), .sheetFollowsPan))
            release(k, translation: report.translation.y, velocity: report.velocity.y, effects: &effects)
        case .cancelled, .failed:
            guard case .dragging = states[k].phase else { return }
            states[k].phase = .presented
            effects.append(.line(.presentation(view: view, event: .restored), .sheetDragCancelled))
        case .possible, .recognized:
            break
        }
    }

    /// §12.3, §12.4: the finger let go; the sheet leaves, or springs back where it rests.
    private mutating func release(
        _ k: SheetIndex, translation: Double, velocity: Double, effects: inout [SheetEffect]
    ) {
        let view = states[k].view
        let wouldDismiss = states[k].releaseDismisses(translation: max(0, translation), velocity: velocity)
        let modal = states[k].spec.modalInPresentation
        let cause = Cause.sheetReleased(wouldDismiss: wouldDismiss, modal: modal)
        if wouldDismiss && !modal {
            states[k].phase = .dismissed
            effects.append(.line(.presentation(view: view, event: .dismissed), cause))
            effects.append(.leaveWindow(view))
            return
        }
        states[k].phase = .presented
        if wouldDismiss { effects.append(.line(.presentation(view: view, event: .didAttemptToDismiss), cause)) }
        effects.append(.line(.presentation(view: view, event: .restored), cause))
    }

    /// The drags that are over let go of the scroll views they held (§12.2); called once the
    /// step's scroll views have acted, so that a pan ending with the sheet's stays held.
    mutating func releasePins() {
        guard !pinned.isEmpty else { return }
        if !states.elements.contains(where: { if case .dragging = $0.phase { return true } else { return false } }) {
            pinned.removeAll()
        }
    }

    /// The summary's entries, in tree order.
    func summary(tree: ViewTree) -> [Summary.PresentationEntry] {
        states.elements.map {
            .init(view: tree[$0.view].id, style: $0.spec.style, dismissed: $0.phase == .dismissed)
        }
    }
}

/// What a sheet asks the engine to do, in order.
enum SheetEffect: Equatable {
    /// A `presentation` line and its cause.
    case line(RecordEvent, Cause)
    /// The dismissed sheet leaves the window: later touches hit what it covered (§12.3).
    case leaveWindow(ViewIndex)
}
