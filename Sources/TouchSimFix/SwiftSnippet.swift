import TouchSimCore
import TouchSimFormat
import TouchSimOutput
import TouchSimReader

/// The Swift a developer writes for a change, as an app reaches the objects: a property
/// assignment, a method override in a subclass, a delegate method, or a failure requirement.
/// Every snippet the goldens print type-checks against UIKit's declarations
/// (Tests/touchsimTests/SwiftSnippetTypeCheckTests.swift).
enum SwiftSnippet {
    /// A recognizer as Swift reaches it.
    enum Reference {
        /// An expression of the recognizer's type: `double`, `feed.panGestureRecognizer`.
        case plain(String)
        /// An optional one: `navigationController?.interactivePopGestureRecognizer`.
        case optional(String)
        /// A recognizer UIKit installs on a view and gives no property: a text input's text tap
        /// (docs/model.md §19.1), which an app reaches only among the view's `gestureRecognizers`.
        case installed(onView: String)

        /// The Swift test that `subject` is this recognizer; for one UIKit installs, that it
        /// belongs to the view, which is as near as an app can tell.
        func matches(_ subject: String) -> String {
            switch self {
            case .plain(let text), .optional(let text): return "\(subject) === \(text)"
            case .installed(let view): return "\(subject).view === \(view)"
            }
        }
    }

    /// `feed.delaysContentTouches = false`; for a private scroll view of docs/model.md §8, the
    /// loop over its owner's subviews that reaches it.
    static func assignment(_ target: SceneIndex.Node, property: String, value: String) -> [String] {
        guard let owner = target.privateOwner else { return ["\(target.spec.id).\(property) = \(value)"] }
        return [
            privateComment(target, owner: owner.id),
            "for case let scrollView as UIScrollView in \(owner.id).subviews { scrollView.\(property) = \(value) }",
        ]
    }

    /// An override of a scroll view's `touchesShouldCancel(in:)` or `touchesShouldBegin(_:with:in:)`.
    static func scrollViewOverride(_ target: SceneIndex.Node, method: ScrollViewMethod, rules: [OverrideRule])
        -> [String]
    {
        let body = ruleLines(rules, subject: "view", gesture: nil, otherwise: "super.\(method.superCall)")
        return subclass(target, "override func \(method.signature) -> Bool {", body)
    }

    /// The scroll view's own `gestureRecognizerShouldBegin(_:)` for its pan (docs/model.md §5.8):
    /// a subclass's override, since the scroll view stays its pan's delegate. `true` goes on to
    /// UIKit's own decision, as `super`.
    static func scrollPanShouldBegin(_ target: SceneIndex.Node, _ rules: [OverrideRule]) -> [String] {
        let superCall = "super.gestureRecognizerShouldBegin(gestureRecognizer)"
        let body =
            ["guard gestureRecognizer === panGestureRecognizer else { return \(superCall) }"]
            + ruleLines(
                rules, subject: "gestureRecognizer.view", gesture: ("panGestureRecognizer", "self"),
                otherwise: superCall,
                yes: superCall)
        return subclass(
            target, "override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {",
            body)
    }

    /// An override of `hitTest(_:with:)` that returns `replacement` (nil: pass-through) where
    /// UIKit's would return the view itself (docs/model.md §1.6).
    static func hitTest(_ target: SceneIndex.Node, returning replacement: String?) -> [String] {
        subclass(
            target, "override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {",
            ["let hit = super.hitTest(point, with: event)", "return hit === self ? \(replacement ?? "nil") : hit"])
    }

    /// An override of `point(inside:with:)` that enlarges the hit area by `amount` on every side
    /// (docs/model.md §1.2).
    static func pointInside(_ target: SceneIndex.Node, enlargedBy amount: Int) -> [String] {
        subclass(
            target, "override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {",
            ["bounds.insetBy(dx: -\(amount), dy: -\(amount)).contains(point)"])
    }

    /// The delegate's `gestureRecognizer(_:shouldReceive:)` for one recognizer.
    static func shouldReceive(_ recognizer: String, rules: [OverrideRule]) -> [String] {
        delegateMethod(
            recognizer,
            "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {",
            ruleLines(rules, subject: "touch.view", gesture: nil, otherwise: "true"))
    }

    /// The delegate's `gestureRecognizerShouldBegin(_:)` for one declared pan.
    static func shouldBegin(_ recognizer: String, rules: [OverrideRule]) -> [String] {
        delegateMethod(
            recognizer, "func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {",
            ruleLines(
                rules, subject: "gestureRecognizer.view", gesture: (recognizer, "\(recognizer).view"), otherwise: "true"
            ))
    }

    /// The delegate's `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` for one
    /// recognizer.
    static func simultaneity(_ recognizer: String, with others: [Reference]) -> [String] {
        let test = others.map { $0.matches("other") }.joined(separator: " || ")
        return [
            "// in \(recognizer).delegate:",
            "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {",
            "    gestureRecognizer === \(recognizer) && (\(test))",
            "}",
        ]
    }

    /// `single.require(toFail: double)`; an optional recognizer is unwrapped first.
    static func requirement(_ recognizer: String, toFail other: Reference) -> [String] {
        switch other {
        case .plain(let expression): return ["\(recognizer).require(toFail: \(expression))"]
        case .optional(let expression):
            return ["if let other = \(expression) { \(recognizer).require(toFail: other) }"]
        case .installed(let view):
            return [
                "for other in \(view).gestureRecognizers ?? [] where other !== \(recognizer) { \(recognizer).require(toFail: other) }"
            ]
        }
    }

    private static func privateComment(_ target: SceneIndex.Node, owner: String) -> String {
        "// \(target.spec.id) is UIKit's private \(target.spec.className), a subview of \(owner)"
    }

    /// A method of the view's class: of its custom class, or of a new subclass of a built-in
    /// one; UIKit's private scroll views can only be reached by swizzling.
    private static func subclass(_ target: SceneIndex.Node, _ signature: String, _ body: [String]) -> [String] {
        let header: String
        if let owner = target.privateOwner {
            header = privateComment(target, owner: owner.id) + "; overriding it needs method swizzling"
        } else if ClassHierarchy.builtIns.contains(where: { $0.name == target.spec.className }) {
            header = "// \(target.spec.id): make it a subclass of \(target.spec.className) that overrides"
        } else {
            header = "// in \(target.spec.className), the class of \(target.spec.id):"
        }
        return [header, signature] + body.map { "    " + $0 } + ["}"]
    }

    private static func delegateMethod(_ recognizer: String, _ signature: String, _ body: [String]) -> [String] {
        [
            "// in \(recognizer).delegate:", signature,
            "    guard gestureRecognizer === \(recognizer) else { return true }",
        ]
            + body.map { "    " + $0 } + ["}"]
    }

    /// The rules as `if` statements, the first match deciding, then the fallback. `gesture`
    /// is the pan whose translation a direction reads and the view it is measured in.
    private static func ruleLines(
        _ rules: [OverrideRule], subject: String, gesture: (pan: String, view: String)?, otherwise: String,
        yes: String = "true"
    ) -> [String] {
        var lines: [String] = []
        let startsAtEdge = rules.contains { rule in
            rule.conditions.contains { if case .startsAtEdge = $0 { true } else { false } }
        }
        if let gesture, startsAtEdge || rules.contains(where: { $0.conditions.contains(where: \.needsMovement) }) {
            lines.append("let t = \(gesture.pan).translation(in: \(gesture.view))")
        }
        // §3.3: where the first touch went down, as a delegate asked to begin finds it: where the
        // pan is now less its translation.
        if let gesture, startsAtEdge {
            lines.append("let p = \(gesture.pan).location(in: \(gesture.view))")
            lines.append("let start = CGPoint(x: p.x - t.x, y: p.y - t.y)")
        }
        let start = gesture == nil ? "touch.location(in: gestureRecognizer.view)" : "start"
        for rule in rules {
            let answer: String
            switch rule.answer {
            case .yes: answer = yes
            case .no: answer = "false"
            case .callSuper: answer = otherwise
            case .cell(let id): answer = "indexPath(for: \(id))"
            }
            var tests: [String] = []
            switch rule.matcher {
            case .any: break
            case .kindOf(let className): tests.append("\(subject) is \(className)")
            case .id(let id): tests.append("\(subject) === \(id)")
            case .recognizerClass(let c): tests.append("\(subject) is \(c.rawValue)")
            }
            tests += rule.conditions.map { test($0, start: start) }
            guard !tests.isEmpty else { return lines + ["return \(answer)"] }
            lines.append("if \(tests.joined(separator: " && ")) { return \(answer) }")
        }
        return lines + ["return \(otherwise)"]
    }

    /// A rule's gesture condition, as a delegate tests it (docs/format.md §2.5): `t` is the
    /// pan's translation, `touch` the touch, `start` where the first touch went down in the
    /// recognizer's view.
    private static func test(_ condition: GestureCondition, start: String) -> String {
        switch condition {
        case .direction(let direction):
            switch direction {
            case .horizontal: return "abs(t.x) > abs(t.y)"
            case .vertical: return "abs(t.y) > abs(t.x)"
            case .left: return "abs(t.x) > abs(t.y) && t.x < 0"
            case .right: return "abs(t.x) > abs(t.y) && t.x > 0"
            case .up: return "abs(t.y) > abs(t.x) && t.y < 0"
            case .down: return "abs(t.y) > abs(t.x) && t.y > 0"
            }
        case .startsIn(let view):
            return "\(view).bounds.contains(touch.location(in: \(view)))"
        case .startsAtEdge(let edge, let within):
            let p = start
            let bounds = "gestureRecognizer.view!.bounds"
            let inset: String
            switch edge {
            case .left: inset = "\(p).x - \(bounds).minX"
            case .right: inset = "\(bounds).maxX - \(p).x"
            case .top: inset = "\(p).y - \(bounds).minY"
            case .bottom: inset = "\(bounds).maxY - \(p).y"
            }
            return "(0.0...\(NumberFormat.string(within))).contains(\(inset))"
        }
    }
}

/// The two scroll-view methods a scenario can override (docs/format.md §2).
enum ScrollViewMethod: String {
    case touchesShouldCancelInContentView, touchesShouldBegin

    var signature: String {
        switch self {
        case .touchesShouldCancelInContentView: return "touchesShouldCancel(in view: UIView)"
        case .touchesShouldBegin:
            return "touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView)"
        }
    }

    var superCall: String {
        switch self {
        case .touchesShouldCancelInContentView: return "touchesShouldCancel(in: view)"
        case .touchesShouldBegin: return "touchesShouldBegin(touches, with: event, in: view)"
        }
    }
}
