@testable import TouchSimCore

/// A change of a `set` event as the feature checks need it, by id (docs/format.md §1.7).
enum NamedChange: Equatable, Sendable {
    case recognizerEnabled(String, Bool)
    case controlEnabled(String, Bool)
    /// A scroll view's `scrollEnabled` or `delaysContentTouches`, which switch its own
    /// recognizers (docs/model.md §11.3).
    case scrollEnabled(String, Bool)
    case delaysContentTouches(String, Bool)
    case other
}

/// The properties of the features of docs/format.md §1.7 and §2.7–§2.12, checked on the records
/// of a replay that may have `set` events (`changes`, each applied after the records of the
/// UIEvents at or before its time):
///   values within range, and only from controls that have one (docs/model.md §7.6);
///   per table: highlight before select, at most one selected cell, the cell the nearest of the
///   table's kind above the touched view, nothing when allowsSelection is false, and no cell left
///   highlighted once every finger is up (§10.1–§10.4, issue 35's third and fourth breaks);
///   a passThrough view is never the hit view unless a redirect names it (§1.6);
///   a disabled recognizer prints nothing afterwards until enabled again (§11.1, §11.3);
///   a control enabled again never tracks a touch that was down before (§11.5, first break);
///   a pinch or rotation begins only with two fingers down as the UIEvent starts (§4.6, §4.7,
///   second break).
struct FeatureChecker {
    let model: CheckerModel
    let root: ViewSpec
    private(set) var problems: [(code: String, message: String)] = []

    /// The problems of `records`, which replayed `scenario` with `changes`.
    static func problems(
        _ scenario: RandomScenario, changes: [(time: SimTime, changes: [NamedChange])] = [], _ records: [NamedRecord]
    ) -> [(code: String, message: String)] {
        // The live tree, with docs/model.md §8's private scroll views that a touch may hit.
        let live = CheckerModel.withPrivateScrollViews(scenario.root, ios: scenario.ios, scenario.classes)
        var checker = FeatureChecker(model: CheckerModel(scenario), root: live)
        checker.run(records, changes)
        return checker.problems
    }

    private var specs: [String: ViewSpec] = [:]
    private var parent: [String: String] = [:]

    private init(model: CheckerModel, root: ViewSpec) {
        self.model = model
        self.root = root
        func visit(_ v: ViewSpec) {
            specs[v.id] = v
            for s in v.subviews {
                parent[s.id] = v.id
                visit(s)
            }
        }
        visit(root)
    }

    private mutating func fail(_ code: String, _ i: Int, _ records: [NamedRecord], _ message: String) {
        let line = records.indices.contains(i) ? compact(records[i], keepInput: true) ?? "summary" : "end"
        problems.append((code, "record \(i): \(message) — line: \(line)"))
    }

    private func isKind(_ id: String, _ ancestor: String) -> Bool {
        specs[id].map { model.classes.isKind($0.className, of: ancestor) } ?? false
    }

    /// docs/model.md §10.1: the nearest cell of `table`'s kind from `view` up to `table`.
    private func cell(from view: String, in table: String) -> String? {
        let kind = isKind(table, "UITableView") ? "UITableViewCell" : "UICollectionViewCell"
        var current: String? = view
        while let c = current, c != table {
            if isKind(c, kind) { return c }
            current = parent[c]
        }
        return nil
    }

    private mutating func run(_ records: [NamedRecord], _ changes: [(time: SimTime, changes: [NamedChange])]) {
        let redirected = Set(allViews(root).compactMap { if case .redirect(let id) = $0.hitTest { id } else { nil } })
        var down: [Int: Int] = [:]
        var lives = 0
        var lastCall: (view: String, touches: [Int])?
        /// Fingers lifted at the current time: a recognizer sees a UIEvent's moves before its
        /// lifts, so a pinch may begin on a move of the UIEvent in which a finger lifts.
        var liftedNow = 0
        var highlighted: [String: String] = [:]
        var selected: [String: Set<String>] = [:]
        for v in allViews(root) { if let spec = v.selection { selected[v.id] = Set(spec.selectedCells) } }
        var previous: [String: (event: SelectionEvent, cell: String)] = [:]
        var silentSince: [String: SimTime] = [:]
        var staleLives: [String: Set<Int>] = [:]
        var controlOn: [String: Bool] = [:]
        for v in model.controls { controlOn[v.id] = v.enabled }
        var scrollState: [String: (scroll: Bool, delays: Bool)] = [:]
        for v in model.scrollViews { scrollState[v.id] = (v.scroll!.scrollEnabled, v.scroll!.delaysContentTouches) }
        var nextChange = 0
        func apply(_ change: NamedChange, at t: SimTime) {
            func silence(_ id: String, _ off: Bool) { if off { silentSince[id] = t } else { silentSince[id] = nil } }
            switch change {
            case .recognizerEnabled(let id, let on): silence(id, !on)
            case .controlEnabled(let id, let on):
                if on, controlOn[id] == false { staleLives[id, default: []].formUnion(down.values) }
                controlOn[id] = on
            case .scrollEnabled(let id, let on):
                scrollState[id]?.scroll = on
                silence(id + ".pan", !on || model.view(id)?.scroll?.panGestureRecognizer.enabled == false)
                silence(id + ".delayedTouchesBegan", !on || scrollState[id]?.delays != true)
            case .delaysContentTouches(let id, let on):
                scrollState[id]?.delays = on
                silence(id + ".delayedTouchesBegan", !on || scrollState[id]?.scroll != true)
            case .other: break
            }
        }
        for (i, r) in records.enumerated() {
            // A set event's changes come after every record of the UIEvents at or before its time.
            while nextChange < changes.count, changes[nextChange].time < r.time {
                for c in changes[nextChange].changes { apply(c, at: changes[nextChange].time) }
                nextChange += 1
            }
            if i > 0, r.time != records[i - 1].time {
                lastCall = nil
                liftedNow = 0
            }
            switch r.event {
            case .input(let touch, let phase, _, let hit):
                lastCall = nil
                switch phase {
                case .down:
                    lives += 1
                    down[touch] = lives
                    if let hit, specs[hit]?.hitTest == .passThrough, !redirected.contains(hit) {
                        fail("passThrough.hit", i, records, "\(hit) overrides hitTest to pass through, yet it is hit")
                    }
                case .up, .cancel:
                    down[touch] = nil
                    liftedNow += 1
                case .move: break
                }
            case .touches(let view, let method, let touches, _):
                lastCall = method == .began ? (view, touches) : nil
            case .control(let view, let event, let value):
                if event == .touchDown, let stale = staleLives[view], let call = lastCall, call.view == view,
                    call.touches.contains(where: { down[$0].map(stale.contains) ?? false })
                {
                    fail("control.reenabled", i, records, "\(view) tracks a touch that was down before it was enabled")
                }
                if event == .valueChanged { checkValue(view, value, i, records) }
            case .gesture(let gesture, _, let state):
                if let since = silentSince[gesture], r.time > since {
                    fail("recognizer.disabled", i, records, "\(gesture) is disabled since \(num(since.milliseconds))")
                }
                if state == .began, let kind = model.recognizer(gesture)?.spec?.kind, down.count + liftedNow < 2 {
                    switch kind {
                    case .pinch, .rotation:
                        fail(
                            "twoFingers.began", i, records,
                            "\(gesture) began with \(down.count + liftedNow) finger(s) down at the UIEvent's start")
                    default: break
                    }
                }
            case .selection(let table, let cellID, let event):
                guard let spec = specs[table]?.selection else { continue }
                if !spec.mode.selects { fail("selection.notAllowed", i, records, "\(table) does not allow selection") }
                let before = previous[table]
                previous[table] = (event, cellID)
                switch event {
                case .highlight:
                    if let other = highlighted[table] {
                        fail("selection.twoHighlights", i, records, "\(other) is still highlighted")
                    }
                    highlighted[table] = cellID
                    if let call = lastCall, cell(from: call.view, in: table) != cellID {
                        fail(
                            "selection.cell", i, records,
                            "a touch on \(call.view) highlights \(cellID), not the nearest cell of \(table)'s kind")
                    }
                case .unhighlight:
                    if highlighted[table] != cellID {
                        fail("selection.unhighlight", i, records, "\(cellID) was not highlighted")
                    }
                    highlighted[table] = nil
                case .deselect, .appDeselect:
                    if selected[table]?.contains(cellID) != true {
                        fail("selection.deselect", i, records, "\(cellID) was not selected")
                    }
                    selected[table]?.remove(cellID)
                case .select:
                    // §10.6: willSelectRowAt may select another cell than the one unhighlighted.
                    if before?.event != .unhighlight && before?.event != .deselect {
                        fail("selection.selectBeforeHighlight", i, records, "\(cellID) selected without a highlight")
                    }
                    // §10.3, §10.5: one selected cell in single selection, unless the delegate's
                    // willDeselectRowAt keeps the old one (§10.6, MODEL).
                    let others = (selected[table] ?? []).subtracting([cellID])
                    if !spec.mode.multiple, spec.shouldDeselectRow == .inherited, let old = others.min() {
                        fail("selection.twoSelected", i, records, "\(old) is still selected")
                    }
                    selected[table, default: []].insert(cellID)
                }
            case .summary:
                if down.isEmpty, let (table, cellID) = highlighted.min(by: { $0.key < $1.key }) {
                    fail("selection.stuck", i, records, "every finger is up, yet \(table) keeps \(cellID) highlighted")
                }
            default:
                break
            }
        }
    }

    /// docs/model.md §7.6: only a control with a value sends `valueChanged`, of its kind and in
    /// its range.
    private mutating func checkValue(_ view: String, _ value: ControlValue?, _ i: Int, _ records: [NamedRecord]) {
        let ok: Bool
        switch (model.view(view)?.value, value) {
        case (.slider(let s)?, .value(let v)?): ok = v >= s.minimumValue && v <= s.maximumValue
        case (.stepper(let s)?, .value(let v)?): ok = v >= s.minimumValue && v <= s.maximumValue
        case (.segmented(let s)?, .selectedSegmentIndex(let k)?): ok = k >= -1 && k < s.segments
        case (.toggle?, .on?): ok = true
        case (.page(let p)?, .currentPage(let k)?): ok = k >= 0 && k < max(1, p.numberOfPages)
        default: ok = false
        }
        if !ok { fail("value.range", i, records, "\(view) reports \(String(describing: value))") }
    }
}
