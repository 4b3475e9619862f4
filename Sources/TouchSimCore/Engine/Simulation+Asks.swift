/// The overridable methods UIKit consults, each reported as an `ask` line (docs/format.md §3):
/// `gestureRecognizerShouldBegin` (docs/model.md §3.3, §3.9), `touchesShouldBegin` (§5.2, §5.3)
/// and `touchesShouldCancelInContentView` (§5.4).
extension Simulation {
    /// Evaluates an override for `view`; `inherited` is what UIKit's own implementation returns.
    func evaluate(_ spec: OverrideSpec, for view: Int, inherited: Bool) -> Bool {
        switch spec {
        case .inherited:
            return inherited
        case .always(let answer):
            return answer
        case .rules(let rules):
            for rule in rules where matches(rule.matcher, view) {
                switch rule.answer {
                case .yes: return true
                case .no: return false
                case .callSuper: return inherited
                }
            }
            return inherited
        }
    }

    private func matches(_ matcher: OverrideRule.Matcher, _ view: Int) -> Bool {
        switch matcher {
        case .any: return true
        case .kindOf(let name): return tree.isKind(view, of: name)
        case .id(let id): return tree[view].id == id
        }
    }

    private func ask(_ view: Int, _ method: AskMethod, _ subject: String, _ result: Bool) -> Bool {
        emit(.ask(view: tree[view].id, method: method, subject: subject, result: result))
        return result
    }

    /// Whether a recognizer about to leave `possible` may: the touched control's veto (§3.9),
    /// then the recognizer's view (a scroll view's pan: §5.4), then its delegate (§3.3).
    func mayBegin(_ i: Int) -> Bool {
        let slot = slots[i]
        switch slot.role {
        case .declared(let kind):
            if let control = vetoingControl(for: i, kind) {
                return ask(control, .gestureRecognizerShouldBegin, slot.id, false)
            }
            return ask(slot.node, .gestureRecognizerShouldBegin, slot.id, slot.shouldBegin)
        case .scrollPan(let s):
            return ask(slot.node, .gestureRecognizerShouldBegin, slot.id, mayCancelContentTouches(s, i))
        case .contentDelay:
            return true
        }
    }

    /// §3.9: a single-finger single tap on an ancestor of a button, switch, stepper, segmented
    /// control or page control does not begin for a touch on that control.
    private func vetoingControl(for i: Int, _ kind: RecognizerKindSpec) -> Int? {
        guard kind == .tap(numberOfTapsRequired: 1, numberOfTouchesRequired: 1) else { return nil }
        for key in slots[i].touches {
            guard let hit = touches[key]?.hitView, hit != slots[i].node, tree.isDescendant(hit, of: slots[i].node)
            else { continue }
            if Self.controlsThatWinTaps.contains(where: { tree.isKind(hit, of: $0) }) { return hit }
        }
        return nil
    }

    private static let controlsThatWinTaps = [
        "UIButton", "UISwitch", "UIStepper", "UISegmentedControl", "UIPageControl",
    ]

    /// §5.4: when the pan is about to begin and content views already track its touches, it may
    /// only if `canCancelContentTouches` and `touchesShouldCancelInContentView` say so.
    private func mayCancelContentTouches(_ s: Int, _ i: Int) -> Bool {
        let scrollNode = scrolls[s].node
        var contentViews: [Int] = []
        for key in slots[i].touches {
            guard let t = touches[key], t.delivery.isTracking, let hit = t.hitView, hit != scrollNode,
                tree.isDescendant(hit, of: scrollNode), !contentViews.contains(hit)
            else { continue }
            contentViews.append(hit)
        }
        guard !contentViews.isEmpty else { return true }
        let spec = scrolls[s].geometry.spec
        guard spec.canCancelContentTouches else { return false }
        for view in contentViews {
            let inherited = !tree.isKind(view, of: "UIControl")
            let answer = evaluate(spec.touchesShouldCancelInContentView, for: view, inherited: inherited)
            if !ask(scrolls[s].node, .touchesShouldCancelInContentView, tree[view].id, answer) { return false }
        }
        return true
    }

    /// §5.2: the content delay is over (timer or lift). The scroll view asks
    /// `touchesShouldBegin` for the held touches' views: YES fails the delay recognizer and
    /// releases them; NO makes it recognize, and those touches never reach their views.
    func decideContentDelay(_ i: Int) {
        guard slots[i].state == .possible, case .contentDelay(let s) = slots[i].role else { return }
        let scrollNode = scrolls[s].node
        var asked: [Int] = []
        for key in slots[i].touches {
            guard let t = touches[key], case .awaitingBegan = t.delivery, let hit = t.hitView,
                hit != scrollNode, !asked.contains(hit)
            else { continue }
            asked.append(hit)
            if !shouldBegin(scrollIndex: s, content: hit) {
                transition(i, to: .recognized)
                didLeavePossible(i)
                return
            }
        }
        fail(i)
    }

    /// `touchesShouldBegin(_:with:in:)` of scroll view `s` for a content view (§5.2, §5.3).
    func shouldBegin(scrollIndex s: Int, content view: Int) -> Bool {
        let answer = evaluate(scrolls[s].geometry.spec.touchesShouldBegin, for: view, inherited: true)
        return ask(scrolls[s].node, .touchesShouldBegin, tree[view].id, answer)
    }
}
