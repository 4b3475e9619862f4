/// What a recognizer delegate's rules look at (docs/format.md §2.5, docs/model.md §3.2, §3.3):
/// the touch's hit view, where the first touch went down, and for a pan which way it moved,
/// at the moment UIKit asks.
extension Simulation {
    /// `gestureRecognizerShouldBegin` of `r`'s delegate, `super` being YES; rules match the hit
    /// view of its first touch.
    func shouldBeginVerdict(_ r: RecognizerIndex) -> Verdict {
        // Most delegates have no rules: answered without the first touch and the tree's
        // evaluation.
        if let verdict = recognizers[r].shouldBegin.verdictWithoutRules(inherited: true) { return verdict }
        let first = arena.touchCount(of: r) > 0 ? touches[arena.touch(0, of: r)] : nil
        let view = first?.hitView ?? recognizers[r].view
        return tree.evaluate(recognizers[r].shouldBegin, for: view, inherited: true) { condition in
            if case .direction(let direction) = condition {
                // [MODEL] `translation(in:)` at the question: the movement since the first touch
                // went down, the hysteresis included.
                guard let motion = arena.panReport(of: r)?.rawTranslation else { return false }
                return direction.matches(motion)
            }
            guard let start = first?.downLocation else { return false }
            return startHolds(condition, start, recognizerView: recognizers[r].view)
        }
    }

    /// `gestureRecognizer(_:shouldReceive:)` of `r`'s delegate for a touch that just went down;
    /// rules match its hit view. Nothing has moved yet.
    func shouldReceiveVerdict(_ r: RecognizerIndex, touch: TouchSample, hit: ViewIndex) -> Verdict {
        // Asked for every recognizer on a new touch's path, most of which have no rules.
        if let verdict = recognizers[r].shouldReceiveTouch.verdictWithoutRules(inherited: true) { return verdict }
        return tree.evaluate(recognizers[r].shouldReceiveTouch, for: hit, inherited: true) { condition in
            startHolds(condition, touch.location, recognizerView: recognizers[r].view)
        }
    }

    /// A condition on where the first touch went down (`start`, window coordinates), with the
    /// views where they are now.
    private func startHolds(_ condition: GestureCondition, _ start: Point, recognizerView: ViewIndex) -> Bool {
        switch condition {
        case .direction:
            return false
        case .startsIn(let id):
            guard let view = tree.viewByID[id] else { return false }
            return tree.bounds(view, boundsOrigin).contains(tree.convert(windowPoint: start, to: view, boundsOrigin))
        case .startsAtEdge(let edge, let within):
            let p = tree.convert(windowPoint: start, to: recognizerView, boundsOrigin)
            let bounds = tree.bounds(recognizerView, boundsOrigin)
            let inset: Double
            switch edge {
            case .left: inset = p.x - bounds.minX
            case .right: inset = bounds.maxX - p.x
            case .top: inset = p.y - bounds.minY
            case .bottom: inset = bounds.maxY - p.y
            }
            return inset >= 0 && inset <= within
        }
    }
}

extension OverrideSpec {
    /// The verdict of a spec that has no rules (`ViewTree.evaluate` gives the same), nil for
    /// rules: no view, touch or tree to look at.
    fileprivate func verdictWithoutRules(inherited: Bool) -> Verdict? {
        switch self {
        case .inherited: Verdict(answer: inherited, rule: nil)
        case .always(let answer): Verdict(answer: answer, rule: nil)
        case .rules: nil
        }
    }
}
