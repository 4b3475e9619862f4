@testable import TouchSimCore

/// Greedy reduction of a failing scenario: drop events, subtrees and recognizers, then reset
/// properties to their defaults, keeping each change only while the failure persists.
struct ScenarioShrinker {
    /// Whether a candidate still shows the failure being reduced.
    let stillFails: (RandomScenario) -> Bool
    /// The most candidates to replay.
    var budget = 4000

    func shrink(_ scenario: RandomScenario) -> RandomScenario {
        var current = scenario
        var tries = 0
        var progress = true
        func attempt(_ candidate: RandomScenario) -> Bool {
            guard tries < budget else { return false }
            tries += 1
            if stillFails(candidate) {
                current = candidate
                return true
            }
            return false
        }
        while progress, tries < budget {
            progress = false
            // Events, in halving chunks down to single events.
            var chunk = max(1, current.events.count / 2)
            while chunk >= 1 {
                var start = 0
                while start < current.events.count {
                    var c = current
                    c.events.removeSubrange(start..<min(start + chunk, c.events.count))
                    c.events = repairedTrace(c.events)
                    if c.events.count < current.events.count, attempt(c) { progress = true } else { start += chunk }
                }
                chunk /= 2
            }
            // Subtrees, then recognizers, deepest and last first so that paths stay valid.
            for path in Self.paths(current.root).reversed() where !path.isEmpty {
                var c = current
                Self.edit(&c.root, at: path.dropLast()) { $0.subviews.remove(at: path.last!) }
                if attempt(Self.cleaned(c)) { progress = true }
            }
            for path in Self.paths(current.root).reversed() {
                for r in Self.subview(current.root, at: path).gestureRecognizers.indices.reversed() {
                    var c = current
                    Self.edit(&c.root, at: path[...]) { $0.gestureRecognizers.remove(at: r) }
                    if attempt(Self.cleaned(c)) { progress = true }
                }
            }
            // Defaults, one property at a time.
            if current.ios != .default {
                var c = current
                c.ios = .default
                if attempt(c) { progress = true }
            }
            for path in Self.paths(current.root) {
                for reset in Self.resets(Self.subview(current.root, at: path)) {
                    var c = current
                    Self.edit(&c.root, at: path[...], reset)
                    if c.swiftSource != current.swiftSource, attempt(c) { progress = true }
                }
            }
        }
        return current
    }

    // MARK: Tree editing

    static func paths(_ root: ViewSpec) -> [[Int]] {
        var out: [[Int]] = [[]]
        for (i, sub) in root.subviews.enumerated() { out += paths(sub).map { [i] + $0 } }
        return out
    }

    static func subview(_ root: ViewSpec, at path: [Int]) -> ViewSpec {
        path.reduce(root) { $0.subviews[$1] }
    }

    static func edit(_ root: inout ViewSpec, at path: ArraySlice<Int>, _ body: (inout ViewSpec) -> Void) {
        guard let first = path.first else { return body(&root) }
        edit(&root.subviews[first], at: path.dropFirst(), body)
    }

    /// Every property a view or its recognizers has, reset to its default, as edits.
    static func resets(_ v: ViewSpec) -> [(inout ViewSpec) -> Void] {
        let base = view(v.id, v.className, v.frame)
        var out: [(inout ViewSpec) -> Void] = [
            { $0.hidden = base.hidden }, { $0.alpha = base.alpha },
            { $0.userInteractionEnabled = base.userInteractionEnabled },
            { $0.multipleTouchEnabled = base.multipleTouchEnabled }, { $0.exclusiveTouch = base.exclusiveTouch },
            { $0.hitTestInsets = base.hitTestInsets }, { $0.handlesTouches = base.handlesTouches },
            { $0.viewController = nil }, { $0.wrapperView = nil }, { $0.cellScrollView = nil },
            { if $0.control != nil { $0.control!.enabled = true } }, { $0.hitTest = base.hitTest },
            { if $0.selection != nil { $0.selection = SelectionSpec() } },
        ]
        if v.scroll != nil {
            let d = base.scroll ?? ScrollSpec()
            out += [
                { $0.scroll!.contentOffset = d.contentOffset }, { $0.scroll!.contentInset = d.contentInset },
                { $0.scroll!.scrollEnabled = d.scrollEnabled },
                { $0.scroll!.delaysContentTouches = d.delaysContentTouches },
                { $0.scroll!.canCancelContentTouches = d.canCancelContentTouches }, { $0.scroll!.bounces = d.bounces },
                { $0.scroll!.alwaysBounceVertical = d.alwaysBounceVertical },
                { $0.scroll!.alwaysBounceHorizontal = d.alwaysBounceHorizontal },
                { $0.scroll!.pagingEnabled = d.pagingEnabled },
                { $0.scroll!.directionalLockEnabled = d.directionalLockEnabled },
                { $0.scroll!.decelerationRate = d.decelerationRate },
                { $0.scroll!.touchesShouldBegin = d.touchesShouldBegin },
                { $0.scroll!.touchesShouldCancelInContentView = d.touchesShouldCancelInContentView },
                { $0.scroll!.panGestureRecognizer = d.panGestureRecognizer },
            ]
        }
        for r in v.gestureRecognizers.indices {
            let d = RecognizerSpec(id: "", kind: .pinch)
            out += [
                { $0.gestureRecognizers[r].enabled = d.enabled },
                { $0.gestureRecognizers[r].cancelsTouchesInView = d.cancelsTouchesInView },
                { $0.gestureRecognizers[r].delaysTouchesBegan = d.delaysTouchesBegan },
                { $0.gestureRecognizers[r].delaysTouchesEnded = d.delaysTouchesEnded },
                { $0.gestureRecognizers[r].requireToFail = d.requireToFail },
                { $0.gestureRecognizers[r].recognizeSimultaneouslyWith = d.recognizeSimultaneouslyWith },
                { $0.gestureRecognizers[r].shouldBegin = d.shouldBegin },
                { $0.gestureRecognizers[r].shouldReceiveTouch = d.shouldReceiveTouch },
            ]
        }
        return out
    }

    /// Drops references to views and recognizers that no longer exist, so that the scenario
    /// stays valid input (docs/format.md §2).
    static func cleaned(_ scenario: RandomScenario) -> RandomScenario {
        var s = scenario
        let views = allViews(s.root)
        let viewIDs = Set(views.map(\.id))
        let recognizerIDs = Set(
            views.flatMap { v in
                v.gestureRecognizers.map(\.id)
                    + (v.scroll != nil ? [v.id + ".pan", v.id + ".delayedTouchesBegan"] : [])
            })
        func clean(_ o: OverrideSpec) -> OverrideSpec {
            guard case .rules(let rules) = o else { return o }
            let kept = rules.filter { rule in
                if case .id(let id) = rule.matcher, !viewIDs.contains(id) { return false }
                return rule.conditions.allSatisfy {
                    if case .startsIn(let id) = $0 { return viewIDs.contains(id) } else { return true }
                }
            }
            return kept.isEmpty ? .inherited : .rules(kept)
        }
        func kept(_ ids: SimultaneitySpec) -> SimultaneitySpec {
            guard case .ids(let ids) = ids else { return ids }
            return .ids(ids.filter(recognizerIDs.contains))
        }
        forEachView(&s.root) { v in
            if case .redirect(let id) = v.hitTest, !viewIDs.contains(id) { v.hitTest = .inherited }
            if var selection = v.selection {
                // A cell taken out may not be named (format.md §2.12); FeatureDecorator names only
                // the list's own subviews.
                let cells = Set(v.subviews.map(\.id))
                selection.selectedCells.removeAll { !cells.contains($0) }
                selection.shouldHighlightRow = clean(selection.shouldHighlightRow)
                selection.shouldDeselectRow = clean(selection.shouldDeselectRow)
                if case .rules(let rules) = clean(selection.willSelectRow) {
                    let named = rules.filter { if case .cell(let id) = $0.answer { cells.contains(id) } else { true } }
                    selection.willSelectRow = named.isEmpty ? .inherited : .rules(named)
                } else {
                    selection.willSelectRow = clean(selection.willSelectRow)
                }
                v.selection = selection
            }
            for i in v.gestureRecognizers.indices {
                v.gestureRecognizers[i].requireToFail.removeAll { !recognizerIDs.contains($0) }
                v.gestureRecognizers[i].recognizeSimultaneouslyWith = kept(
                    v.gestureRecognizers[i].recognizeSimultaneouslyWith)
                v.gestureRecognizers[i].shouldReceiveTouch = clean(v.gestureRecognizers[i].shouldReceiveTouch)
                v.gestureRecognizers[i].shouldBegin = clean(v.gestureRecognizers[i].shouldBegin)
            }
            if v.scroll != nil {
                v.scroll!.panGestureRecognizer.shouldBegin = clean(v.scroll!.panGestureRecognizer.shouldBegin)
                v.scroll!.panGestureRecognizer.requireToFail.removeAll { !recognizerIDs.contains($0) }
                v.scroll!.panGestureRecognizer.recognizeSimultaneouslyWith = kept(
                    v.scroll!.panGestureRecognizer.recognizeSimultaneouslyWith)
                v.scroll!.touchesShouldBegin = clean(v.scroll!.touchesShouldBegin)
                v.scroll!.touchesShouldCancelInContentView = clean(v.scroll!.touchesShouldCancelInContentView)
            }
        }
        return s
    }
}
