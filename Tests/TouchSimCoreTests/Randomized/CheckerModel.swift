@testable import TouchSimCore

/// What the invariant checker knows about a scenario's tree, derived from the scenario alone
/// (docs/format.md §2-§3, docs/model.md §2.2, §5.1, §8), never from the engine's own structures.
struct CheckerModel {
    struct View {
        let id: String
        let className: String
        let parent: Int?
        let isControl: Bool
        let isSwitch: Bool
        /// The value the control has (docs/model.md §7.6), nil for controls without one.
        let value: ControlValueSpec?
        let enabled: Bool
        let consumesTouches: Bool
        let viewController: String?
        let multipleTouchEnabled: Bool
        let exclusiveTouch: Bool
        /// For scroll views, private ones included.
        let scroll: ScrollSpec?
        let boundsSize: Size
    }

    struct Recognizer {
        let id: String
        let view: String
        /// Discrete recognizers report `recognized`/`failed`; continuous ones `began`….
        let continuous: Bool
        /// A disabled recognizer (or an inactive delay recognizer, §5.1) reports nothing.
        let active: Bool
        /// The declared recognizer, nil for a scroll view's own.
        let spec: RecognizerSpec?
    }

    /// The live tree in tree order (depth first), docs/model.md §8's private views included.
    private(set) var views: [View] = []
    /// Every recognizer in summary order: per view in tree order, a scroll view's `.pan` and
    /// `.delayedTouchesBegan` first, then the declared ones in the order added.
    private(set) var recognizers: [Recognizer] = []
    private var indexByID: [String: Int] = [:]
    private var recognizerByID: [String: Int] = [:]
    let classes: ClassHierarchy
    /// docs/model.md §2.2: the window's next responders, a UIWindowScene first from iOS 13 on.
    private let afterWindow: [String]
    /// The live tree as specs, for hit-testing.
    private let liveRoot: ViewSpec

    init(_ scenario: RandomScenario) {
        classes = scenario.classes
        afterWindow =
            scenario.ios.major >= 13 ? ["windowScene", "application", "appDelegate"] : ["application", "appDelegate"]
        liveRoot = Self.withPrivateScrollViews(scenario.root, ios: scenario.ios, classes)
        add(liveRoot, parent: nil, classes: classes)
    }

    /// docs/model.md §1.1-§1.3 at the initial content offsets: the view a `down` at window point
    /// `p` hits, or nil.
    func hitTest(_ p: Point) -> String? {
        func test(_ v: ViewSpec, _ p: Point) -> String? {
            guard !v.hidden, v.userInteractionEnabled, v.alpha >= 0.01 else { return nil }
            let o = v.scroll?.contentOffset ?? .zero
            let i = v.hitTestInsets
            let inside =
                p.x >= o.x + i.left && p.x < o.x + v.frame.size.width - i.right
                && p.y >= o.y + i.top && p.y < o.y + v.frame.size.height - i.bottom
            guard inside else { return nil }
            for sub in v.subviews.reversed() {
                if let hit = test(sub, p - sub.frame.origin + (sub.scroll?.contentOffset ?? .zero)) { return hit }
            }
            // docs/model.md §1.6: an override answers where UIKit's hitTest would return the view.
            switch v.hitTest {
            case .inherited: return v.id
            case .passThrough: return nil
            case .redirect(let id): return id
            }
        }
        return test(liveRoot, p - liveRoot.frame.origin + (liveRoot.scroll?.contentOffset ?? .zero))
    }

    /// docs/model.md §8, read from the spec: iOS 7 puts `<cell>.scrollView` between each cell
    /// and its subviews; iOS 8–10 put `<table>.wrapper` between a table and its cells (at the
    /// back unless the table's `wrapperIndex` says where). The wrapper's content size is its bounds,
    /// a cell scroll view's at least its bounds (wider with swipe-to-delete, docs/model.md §8).
    static func withPrivateScrollViews(_ spec: ViewSpec, ios: IOSVersion, _ classes: ClassHierarchy) -> ViewSpec {
        var v = spec
        v.subviews = v.subviews.map { withPrivateScrollViews($0, ios: ios, classes) }
        func privateView(_ id: String, _ className: String, _ frame: Rect, _ config: ScrollSpec?) -> ViewSpec {
            var p = ViewSpec(id: id, className: className, frame: frame)
            p.scroll = config ?? ScrollSpec()
            let asked = className == "UITableViewCellScrollView" ? p.scroll!.contentSize : .zero
            p.scroll!.contentSize = Size(max(frame.size.width, asked.width), max(frame.size.height, asked.height))
            return p
        }
        if ios.major == 7, classes.isKind(v.className, of: "UITableViewCell") {
            var inner = privateView(
                v.id + ".scrollView", "UITableViewCellScrollView", Rect(origin: .zero, size: v.frame.size),
                v.cellScrollView)
            inner.subviews = v.subviews
            v.subviews = [inner]
        } else if (8...10).contains(ios.major), classes.isKind(v.className, of: "UITableView") {
            let content = v.scroll?.contentSize ?? .zero
            let frame = Rect(0, 0, max(v.frame.size.width, content.width), max(v.frame.size.height, content.height))
            var wrapper = privateView(v.id + ".wrapper", "UITableViewWrapperView", frame, v.wrapperView)
            let isCell = { (c: ViewSpec) in classes.isKind(c.className, of: "UITableViewCell") }
            wrapper.subviews = v.subviews.filter(isCell)
            var others = v.subviews.filter { !isCell($0) }
            others.insert(wrapper, at: min(v.wrapperIndex, others.count))
            v.subviews = others
        }
        return v
    }

    private mutating func add(_ spec: ViewSpec, parent: Int?, classes: ClassHierarchy) {
        let isControl = spec.control != nil
        let enabled = spec.control?.enabled ?? true
        views.append(
            View(
                id: spec.id, className: spec.className, parent: parent, isControl: isControl,
                isSwitch: classes.isKind(spec.className, of: "UISwitch"), value: spec.control?.value, enabled: enabled,
                consumesTouches: spec.handlesTouches && enabled, viewController: spec.viewController,
                multipleTouchEnabled: spec.multipleTouchEnabled, exclusiveTouch: spec.exclusiveTouch,
                scroll: spec.scroll, boundsSize: spec.frame.size))
        let index = views.count - 1
        indexByID[spec.id] = index
        if let scroll = spec.scroll {
            recognizers.append(
                Recognizer(
                    id: spec.id + ".pan", view: spec.id, continuous: true,
                    active: scroll.scrollEnabled && scroll.panGestureRecognizer.enabled, spec: nil))
            recognizers.append(
                Recognizer(
                    id: spec.id + ".delayedTouchesBegan", view: spec.id, continuous: false,
                    active: scroll.scrollEnabled && scroll.delaysContentTouches, spec: nil))
        }
        for r in spec.gestureRecognizers {
            let continuous: Bool
            switch r.kind {
            case .tap, .swipe: continuous = false
            case .longPress, .pan, .pinch, .rotation, .screenEdgePan: continuous = true
            }
            recognizers.append(Recognizer(id: r.id, view: spec.id, continuous: continuous, active: r.enabled, spec: r))
        }
        for r in recognizers.indices where recognizerByID[recognizers[r].id] == nil {
            recognizerByID[recognizers[r].id] = r
        }
        for sub in spec.subviews { add(sub, parent: index, classes: classes) }
    }

    func view(_ id: String) -> View? { indexByID[id].map { views[$0] } }

    func recognizer(_ id: String) -> Recognizer? { recognizerByID[id].map { recognizers[$0] } }

    /// View `id` and its superviews, deepest first.
    func pathToRoot(from id: String) -> [String] {
        var out: [String] = []
        var current = indexByID[id]
        while let c = current {
            out.append(views[c].id)
            current = views[c].parent
        }
        return out
    }

    /// Whether view `id` is `ancestor` or lies inside it.
    func isDescendant(_ id: String, of ancestor: String) -> Bool {
        var current = indexByID[id]
        while let c = current {
            if views[c].id == ancestor { return true }
            current = views[c].parent
        }
        return false
    }

    var controls: [View] { views.filter(\.isControl) }
    var scrollViews: [View] { views.filter { $0.scroll != nil } }

    /// docs/model.md §2.2: where a `touches…` call on `id` is forwarded, ending with the responder
    /// that consumed it or `appDelegate`; empty when the view consumes it.
    func forwarding(from id: String) -> [String]? {
        guard var current = indexByID[id] else { return nil }
        guard !views[current].consumesTouches else { return [] }
        var chain: [String] = []
        while true {
            if let vc = views[current].viewController { chain.append("vc:" + vc) }
            guard let parent = views[current].parent else { return chain + afterWindow }
            chain.append(views[parent].id)
            if views[parent].consumesTouches { return chain }
            current = parent
        }
    }

    /// What an overridable method returns for content view `view` (docs/format.md §2.5) and the
    /// index of the rule that said so: the override's first matching rule, else `inherited`,
    /// UIKit's own answer. Content-view rules have no gesture conditions.
    func evaluate(_ override: OverrideSpec, for view: View, inherited: Bool) -> (answer: Bool, rule: Int?) {
        switch override {
        case .inherited: return (inherited, nil)
        case .always(let answer): return (answer, nil)
        case .rules(let rules):
            for (index, rule) in rules.enumerated() {
                switch rule.matcher {
                case .any: break
                case .kindOf(let name): guard classes.isKind(view.className, of: name) else { continue }
                case .id(let id): guard view.id == id else { continue }
                case .recognizerClass: continue  // failure rules only (§3.11), never a view's
                }
                return (Self.answer(rule, inherited: inherited), index)
            }
            return (inherited, nil)
        }
    }

    /// What a matching rule returns.
    static func answer(_ rule: OverrideRule, inherited: Bool) -> Bool {
        switch rule.answer {
        case .yes: return true
        case .no: return false
        case .callSuper: return inherited
        // Only a table delegate's `willSelectRow` returns a cell (§10.6): a row is selected.
        case .cell: return true
        }
    }

    /// §6.1: the offset range of a scroll view along an axis, `−inset … contentSize − bounds +
    /// inset`, never below the minimum.
    func offsetRange(_ v: View, _ axis: Axis) -> ClosedRange<Double> {
        let s = v.scroll!
        let lo = -s.contentInset.leading(axis)
        return lo...max(lo, s.contentSize[axis] - v.boundsSize[axis] + s.contentInset.trailing(axis))
    }
}
