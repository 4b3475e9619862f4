import TouchSimTestSupport

@testable import TouchSimCore

/// The features of docs/format.md §2.8–§2.12 laid over a tree that `TreeGenerator` made: values
/// of controls (docs/format.md §2.10), table and collection selection with cells of both kinds,
/// some in the other kind's cells (docs/format.md §2.12; docs/model.md §10.1), hit-test
/// overrides (docs/format.md §2.9) and the scroll view's own pan settings (docs/format.md §2.8).
/// Edge pans, rotations and the back-swipe (docs/format.md §2.7, §2.11) come from
/// `TreeGenerator` itself.
///
/// It draws from a stream of its own, so that the trees and traces of the seeds before it stay
/// as they were, only decorated.
struct FeatureDecorator {
    var rng: SplitMix64
    let classes: ClassHierarchy

    init(seed: UInt64, classes: ClassHierarchy) {
        rng = SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 35)
        self.classes = classes
    }

    mutating func decorate(_ root: inout ViewSpec) {
        var rng = self.rng
        let classes = self.classes
        let ids = allViews(root).map(\.id)
        let recognizerIDs = allViews(root).flatMap { v in
            v.gestureRecognizers.map(\.id) + (v.scroll == nil ? [] : [v.id + ".pan", v.id + ".delayedTouchesBegan"])
        }
        forEachView(&root) { v in
            let className = v.className
            let isKind = { (ancestor: String) in classes.isKind(className, of: ancestor) }
            if v.control != nil { Self.randomValue(&v, &rng, isKind) }
            if isKind("UITableView") || isKind("UICollectionView") {
                v.selection = SelectionSpec()
                v.selection!.allowsSelection = !rng.chance(0.15)
                let cell = isKind("UITableView") ? "UITableViewCell" : "UICollectionViewCell"
                for i in v.subviews.indices where v.subviews[i].className == "UIView" && rng.chance(0.7) {
                    v.subviews[i].className = cell
                }
                let cells = v.subviews.filter { classes.isKind($0.className, of: cell) }.map(\.id)
                Self.randomSelection(&v.selection!, cells: cells, &rng)
            }
            // A cell of the other kind used as a plain view in a cell (docs/model.md §10.1).
            if isKind("UITableViewCell") || isKind("UICollectionViewCell") {
                let other = isKind("UITableViewCell") ? "UICollectionViewCell" : "UITableViewCell"
                for i in v.subviews.indices where v.subviews[i].className == "UIView" && rng.chance(0.3) {
                    v.subviews[i].className = other
                }
            }
            if v.id != "window" {
                // A redirect names a view later in tree order, so that none goes round in a circle.
                let later = ids.drop { $0 != v.id }.dropFirst()
                switch rng.weighted([(90, 0), (6, 1), (4, 2)]) {
                case 1: v.hitTest = .passThrough
                case 2 where !later.isEmpty: v.hitTest = .redirect(rng.pick(Array(later)))
                default: break
                }
            }
            if v.scroll != nil, rng.chance(0.3) {
                var pan = v.scroll!.panGestureRecognizer
                pan.enabled = !rng.chance(0.15)
                pan.minimumNumberOfTouches = rng.weighted([(4, 1), (1, 2)])
                if rng.chance(0.3) { pan.maximumNumberOfTouches = rng.int(pan.minimumNumberOfTouches...3) }
                let others = recognizerIDs.filter { $0 != v.id + ".pan" }
                if rng.chance(0.3), !others.isEmpty {
                    pan.recognizeSimultaneouslyWith = rng.chance(0.3) ? .all : .ids(rng.sample(others, upTo: 2))
                }
                v.scroll!.panGestureRecognizer = pan
            }
        }
        self.rng = rng
    }

    /// docs/format.md §2.12's selection the app decides (docs/model.md §10.5–§10.7): multiple
    /// selection, editing, cells selected beforehand, the delegate's answers about `cells`.
    private static func randomSelection(_ s: inout SelectionSpec, cells: [String], _ rng: inout SplitMix64) {
        s.allowsMultipleSelection = rng.chance(0.2)
        if rng.chance(0.15) {
            s.editing = true
            s.allowsSelectionDuringEditing = rng.chance(0.5)
            s.allowsMultipleSelectionDuringEditing = rng.chance(0.3)
        }
        guard !cells.isEmpty else { return }
        if rng.chance(0.25) { s.selectedCells = rng.sample(cells, upTo: s.mode.multiple ? 2 : 1) }
        s.deselectsOnSelect = rng.chance(0.2)
        func rules(_ answers: [OverrideRule.Answer]) -> OverrideSpec {
            guard rng.chance(0.15) else { return .inherited }
            if rng.chance(0.3) { return .always(false) }
            return .rules(
                (0..<rng.int(1...2)).map { _ in
                    let matcher = rng.chance(0.6) ? OverrideRule.Matcher.id(rng.pick(cells)) : .any
                    return OverrideRule(matcher: matcher, conditions: [], answer: rng.pick(answers))
                })
        }
        s.shouldHighlightRow = rules([.yes, .no, .callSuper])
        s.willSelectRow = rules([.yes, .no, .callSuper, .cell(rng.pick(cells))])
        s.shouldDeselectRow = rules([.yes, .no, .callSuper])
    }

    /// A value model with random settings (docs/format.md §2.10) for most sliders, steppers and
    /// segmented controls; a switch has one already and gets a random state.
    private static func randomValue(_ v: inout ViewSpec, _ rng: inout SplitMix64, _ isKind: (String) -> Bool) {
        if isKind("UISwitch") {
            v.control!.value = .toggle(on: rng.chance(0.5))
            return
        }
        guard rng.chance(0.7) else { return }
        if isKind("UISlider") {
            var s = SliderSpec()
            if rng.chance(0.5) {
                s.minimumValue = Double(rng.int(-100...50))
                s.maximumValue = s.minimumValue + Double(rng.int(1...200))
            }
            s.value = rng.double(s.minimumValue...s.maximumValue)
            s.continuous = rng.chance(0.7)
            v.control!.value = .slider(s)
        } else if isKind("UIStepper") {
            var s = StepperSpec()
            if rng.chance(0.5) {
                s.minimumValue = Double(rng.int(-10...10))
                s.maximumValue = s.minimumValue + Double(rng.int(1...20))
            }
            s.value = Double(rng.int(Int(s.minimumValue)...Int(s.maximumValue)))
            s.stepValue = rng.pick([0.5, 1, 1, 2, 7])
            s.continuous = rng.chance(0.7)
            s.autorepeat = rng.chance(0.7)
            s.wraps = rng.chance(0.3)
            v.control!.value = .stepper(s)
        } else if isKind("UISegmentedControl") {
            var s = SegmentedSpec()
            s.segments = rng.int(0...5)
            s.selectedSegmentIndex = rng.int(-1...s.segments - 1)
            s.momentary = rng.chance(0.2)
            v.control!.value = .segmented(s)
        }
    }
}
