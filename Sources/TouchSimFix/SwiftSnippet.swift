import TouchSimCore
import TouchSimFormat
import TouchSimOutput
import TouchSimReader

/// The Swift a developer writes for a change: a property assignment, a method override, a
/// delegate method or a failure requirement.
enum SwiftSnippet {
    /// `feed.delaysContentTouches = false`; for a private scroll view of docs/model.md §8, the
    /// loop over its owner's subviews that reaches it.
    static func assignment(_ target: SceneIndex.Node, property: String, value: Bool) -> [String] {
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
        let header: String
        if let owner = target.privateOwner {
            header = privateComment(target, owner: owner.id) + "; overriding it needs method swizzling"
        } else if ClassHierarchy.builtIns.contains(where: { $0.name == target.spec.className }) {
            header = "// \(target.spec.id): make it a subclass of \(target.spec.className) that overrides"
        } else {
            header = "// in \(target.spec.className), the class of \(target.spec.id):"
        }
        let body = ruleLines(rules, subject: "view", otherwise: "super.\(method.superCall)")
        return [header, "override func \(method.signature) -> Bool {"] + body.map { "    " + $0 } + ["}"]
    }

    /// The delegate's `gestureRecognizer(_:shouldReceive:)` for one recognizer.
    static func shouldReceive(_ recognizer: String, rules: [OverrideRule]) -> [String] {
        [
            "// in \(recognizer).delegate:",
            "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {",
            "    guard gestureRecognizer === \(recognizer) else { return true }",
        ]
            + ruleLines(rules, subject: "touch.view", otherwise: "true").map { "    " + $0 } + ["}"]
    }

    /// The delegate's `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` for one
    /// recognizer; `others` are Swift expressions.
    static func simultaneity(_ recognizer: String, with others: [String]) -> [String] {
        let test = others.map { "other === \($0)" }.joined(separator: " || ")
        return [
            "// in \(recognizer).delegate:",
            "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {",
            "    gestureRecognizer === \(recognizer) && (\(test))",
            "}",
        ]
    }

    /// `single.require(toFail: double)`; `other` is a Swift expression.
    static func requirement(_ recognizer: String, toFail other: String) -> [String] {
        ["\(recognizer).require(toFail: \(other))"]
    }

    private static func privateComment(_ target: SceneIndex.Node, owner: String) -> String {
        "// \(target.spec.id) is UIKit's private \(target.spec.className), a subview of \(owner)"
    }

    /// The rules as `if` statements, the first match deciding, then the fallback.
    private static func ruleLines(_ rules: [OverrideRule], subject: String, otherwise: String) -> [String] {
        var lines: [String] = []
        for rule in rules {
            let answer: String
            switch rule.answer {
            case .yes: answer = "true"
            case .no: answer = "false"
            case .callSuper: answer = otherwise
            case .cell(let id): answer = "indexPath(for: \(id))"
            }
            var tests: [String] = []
            switch rule.matcher {
            case .any: break
            case .kindOf(let className): tests.append("\(subject) is \(className)")
            case .id(let id): tests.append("\(subject) === \(id)")
            }
            tests += rule.conditions.map(test)
            guard !tests.isEmpty else { return lines + ["return \(answer)"] }
            lines.append("if \(tests.joined(separator: " && ")) { return \(answer) }")
        }
        return lines + ["return \(otherwise)"]
    }

    /// A rule's gesture condition, as a delegate tests it (docs/format.md §2.5): `touch` is the
    /// touch, the translation that of a pan.
    private static func test(_ condition: GestureCondition) -> String {
        switch condition {
        case .direction(let direction):
            let t = "(gestureRecognizer as! UIPanGestureRecognizer).translation(in: gestureRecognizer.view)"
            switch direction {
            case .horizontal: return "{ let t = \(t); return abs(t.x) > abs(t.y) }()"
            case .vertical: return "{ let t = \(t); return abs(t.y) > abs(t.x) }()"
            case .left: return "{ let t = \(t); return abs(t.x) > abs(t.y) && t.x < 0 }()"
            case .right: return "{ let t = \(t); return abs(t.x) > abs(t.y) && t.x > 0 }()"
            case .up: return "{ let t = \(t); return abs(t.y) > abs(t.x) && t.y < 0 }()"
            case .down: return "{ let t = \(t); return abs(t.y) > abs(t.x) && t.y > 0 }()"
            }
        case .startsIn(let view):
            return "\(view).bounds.contains(touch.location(in: \(view)))"
        case .startsAtEdge(let edge, let within):
            let p = "touch.location(in: gestureRecognizer.view)"
            let bounds = "gestureRecognizer.view!.bounds"
            let inset: String
            switch edge {
            case .left: inset = "\(p).x - \(bounds).minX"
            case .right: inset = "\(bounds).maxX - \(p).x"
            case .top: inset = "\(p).y - \(bounds).minY"
            case .bottom: inset = "\(bounds).maxY - \(p).y"
            }
            return "(0...\(NumberFormat.string(within))).contains(\(inset))"
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
