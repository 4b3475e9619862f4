import TouchSimCore
import TouchSimFormat
import TouchSimOutput
import TouchSimReader

/// The changes a developer can really make, derived from the scene and pruned to the objects
/// the traces' touches reach or that hit-testing passed over on the way, docs/format.md §4.12:
/// scroll views on a touched view's path, their own pans, recognizers attached there,
/// the touched views, and the views around a down that a change of hit-testing could give it
/// to. In tree order, each object's changes in the order of the extensions' lists, so that the
/// search and its results have one order.
struct SearchSpace {
    let index: SceneIndex
    /// Nodes fingers went down on, in tree order.
    let touched: [Int]
    /// Nodes on the path from a touched or passed-over node to the root.
    let reached: Set<Int>
    /// The views hit-testing passed over at a down, and why, in tree order.
    let passedOver: [(node: Int, reason: HitTestSkip.Reason)]
    /// Every finger's path in the traces, in window coordinates.
    let strokes: [[Point]]
    let multiTouch: Bool
    /// Where fingers rested long enough for a context menu's press (docs/model.md §15.1).
    let heldDowns: [Point]
    /// The traces' pinches (docs/model.md §16.2).
    let pinches: [Pinch]
    /// The traces, whose events some changes edit (docs/model.md §17.2).
    let traces: [FixTrace]

    /// The space for `index`, given what the original replays showed.
    init(index: SceneIndex, traces: [FixTrace]) {
        self.index = index
        var touched: Set<Int> = []
        var skipped: [Int: HitTestSkip.Reason] = [:]
        for trace in traces {
            touched.formUnion(trace.original.touchedViews.compactMap(index.node(ofView:)))
            for skip in trace.original.passedOver {
                if let node = index.node(ofView: skip.view), skipped[node] == nil { skipped[node] = skip.reason }
            }
        }
        self.touched = touched.sorted()
        passedOver = skipped.keys.sorted().map { ($0, skipped[$0]!) }
        reached = Set((touched.sorted() + skipped.keys.sorted()).flatMap(index.pathToRoot(from:)))
        strokes = traces.flatMap(\.strokes)
        multiTouch = traces.contains { $0.original.hadSimultaneousTouches }
        heldDowns = Self.heldDowns(in: traces)
        pinches = Self.pinches(in: traces)
        self.traces = traces
    }

    /// Every candidate change.
    var changes: [Change] {
        var result: [Change] = []
        for node in index.nodes.indices {
            var changes: [Change] = []
            if reached.contains(node) {
                if index.nodes[node].spec.scroll != nil {
                    changes += scrollViewChanges(node) + panChanges(node) + keyboardDismissChanges(node)
                }
                if index.nodes[node].spec.selection != nil { changes += selectionChanges(node) }
                changes += containerChanges(node)
                for recognizer in index.nodes[node].spec.gestureRecognizers where !isUIKits(recognizer) {
                    changes += recognizerChanges(recognizer, on: node) + failureRuleChanges(recognizer, on: node)
                }
                changes += viewChanges(node) + windowChanges(node) + animationChanges(node)
            }
            changes += hitTestChanges(node)
            for i in changes.indices where changes[i].anchors.isEmpty { changes[i].anchors = [node] }
            result += changes
        }
        return result
    }

    /// A recognizer UIKit installs and the format gives no keys to change: a navigation
    /// controller's back-swipe, docs/format.md §2.11.
    func isUIKits(_ recognizer: RecognizerSpec) -> Bool {
        guard let node = index.node(ofRecognizer: recognizer.id) else { return true }
        let view = index.nodes[node].spec.id
        return recognizer.id == UIKitObjectModel.interactivePopID(ofNavigationView: view)
            || recognizer.id == UIKitObjectModel.textTapID(ofTextInput: view)
    }

    // MARK: Views (docs/model.md §1.1, §2.3, §2.4)

    private func viewChanges(_ node: Int) -> [Change] {
        let target = index.nodes[node]
        // Only touched views: the window and UIKit's private views are not the app's to change
        // this way, and a container without interaction kills every touch inside it.
        guard let parent = target.parent, target.privateOwner == nil, touched.contains(node) else { return [] }
        var interaction = toggle(
            target, "userInteractionEnabled", target.spec.userInteractionEnabled,
            swiftProperty: "isUserInteractionEnabled")
        if target.spec.userInteractionEnabled { interaction.removes = "touches on \(target.spec.id)" }
        // §1.1: hit-testing skips the view, so the touch goes to a view behind it in its superview.
        interaction.rerouteScope = behind(parent)
        var result = [interaction]
        if multiTouch {
            result.append(
                toggle(target, "exclusiveTouch", target.spec.exclusiveTouch, swiftProperty: "isExclusiveTouch"))
            result.append(
                toggle(
                    target, "multipleTouchEnabled", target.spec.multipleTouchEnabled,
                    swiftProperty: "isMultipleTouchEnabled"))
        }
        return result
    }

    /// §18.1: a window in front of another that a touch reached may stop taking touches
    /// (`isUserInteractionEnabled = false`, the usual fix of an overlay window that swallows
    /// taps) or be hidden (the alert or overlay dismissed); the touch then goes to a window
    /// behind it.
    private func windowChanges(_ node: Int) -> [Change] {
        let target = index.nodes[node]
        guard target.parent == nil, index.windowCount > 1, !target.spec.hidden, target.spec.userInteractionEnabled
        else { return [] }
        let changes = [
            toggle(target, "userInteractionEnabled", true, swiftProperty: "isUserInteractionEnabled"),
            toggle(target, "hidden", false, swiftProperty: "isHidden"),
        ]
        return changes.map { change in
            var change = change
            change.removes = "touches on \(target.spec.id)"
            change.rerouteScope = Set(index.nodes.indices)
            return change
        }
    }

    /// Where a touch may go when a view inside `parent` stops taking it: the views behind it in
    /// `parent` and `parent`'s superviews; with a redirecting hitTest anywhere (§1.6), or
    /// several windows (§18.1), any view.
    func behind(_ parent: Int) -> Set<Int> {
        let redirects = index.nodes.contains {
            if case .redirect = $0.spec.hitTest { return true } else { return false }
        }
        guard !redirects, index.windowCount == 1 else { return Set(index.nodes.indices) }
        return Set(index.subtree(of: parent) + index.pathToRoot(from: parent))
    }

    // MARK: Helpers

    func toggle(
        _ target: SceneIndex.Node, _ key: String, _ current: Bool, swiftProperty: String? = nil,
        actsOnMovement: Bool = false
    ) -> Change {
        var change = Change(
            override: KeyOverride(target: target.spec.id, key: key, valueText: "\(!current)"),
            swift: SwiftSnippet.assignment(target, property: swiftProperty ?? key, value: "\(!current)"))
        change.actsOnMovement = actsOnMovement
        return change
    }

    /// The classes of the touched views inside `node` (or `node` itself unless `strictly`), each
    /// once, in tree order.
    func touchedClasses(under node: Int, strictly: Bool, controlsOnly: Bool) -> [String] {
        var classes: [String] = []
        for view in touched where index.isDescendant(view, of: node) && !(strictly && view == node) {
            let spec = index.nodes[view].spec
            guard !controlsOnly || spec.control != nil, !classes.contains(spec.className) else { continue }
            classes.append(spec.className)
        }
        return classes
    }

    /// The classes of `classes` and, when there are several, the nearest class they all are
    /// kinds of (`UIControl` for a button and a segmented control), so that one rule covers
    /// them all.
    func withCommonSuperclass(_ classes: [String]) -> [String] {
        guard classes.count > 1 else { return classes }
        var common: String? = classes[0]
        for name in classes.dropFirst() { common = common.flatMap { index.commonSuperclass($0, name) } }
        guard let common, common != "UIView", !classes.contains(common) else { return classes }
        return classes + [common]
    }

    /// The directions the traces' fingers moved in while inside `node`'s visible frame at their
    /// down: each stroke's axis (`horizontal`, `vertical`) and its way along it (`left`, …), in
    /// the order first seen. A drag exactly along a diagonal has neither (docs/format.md §2.5).
    func strokeDirections(in node: Int) -> [PanDirection] {
        var result: [PanDirection] = []
        for stroke in strokes where stroke.count > 1 && index.visibleFrames[node].contains(stroke[0]) {
            let d = stroke[stroke.count - 1] - stroke[0]
            guard abs(d.x) != abs(d.y) else { continue }
            let found: [PanDirection] =
                abs(d.x) > abs(d.y) ? [.horizontal, d.x < 0 ? .left : .right] : [.vertical, d.y < 0 ? .up : .down]
            for direction in found where !result.contains(direction) { result.append(direction) }
        }
        return result
    }
}
