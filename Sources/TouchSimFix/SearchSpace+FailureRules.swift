import TouchSimCore
import TouchSimFormat
import TouchSimOutput
import TouchSimReader

/// The failure requirements a declared recognizer's delegate may set up (docs/model.md §3.11):
/// `gestureRecognizer(_:shouldRequireFailureOf:)` (this recognizer waits) and
/// `gestureRecognizer(_:shouldBeRequiredToFailBy:)` (the other waits), each answering YES for
/// the recognizers of one class or on views of one class. By id a rule sets up the requirement
/// `requireToFail` sets up, which the recognizer's own changes try already; by class or view
/// class it covers every recognizer of that kind, those the app holds no reference to included,
/// which no single `requireToFail` does (docs/format.md §4.12).
extension SearchSpace {
    /// The two delegate methods of §3.11.
    enum FailureMethod: String, CaseIterable {
        case shouldRequireFailureOf, shouldBeRequiredToFailBy

        /// The real signature, as UIGestureRecognizerDelegate declares it.
        var signature: String {
            "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, \(rawValue) otherGestureRecognizer: UIGestureRecognizer) -> Bool {"
        }
    }

    /// Each method answering YES first for each class and view class of the recognizers that
    /// `recognizer` on `node` interacts with, in the order first met: before the rules the
    /// scenario has. A rule that would make two recognizers wait for each other is not tried.
    func failureRuleChanges(_ recognizer: RecognizerSpec, on node: Int) -> [Change] {
        let others = interacting(withNode: node, excluding: recognizer.id)
        var matchers: [OverrideRule.Matcher] = []
        for other in others {
            // A scroll view's pan is a UIScrollViewPanGestureRecognizer, a private class: an app
            // tests for the public UIPanGestureRecognizer it inherits from.
            let recognizerClass = other.spec.map { RecognizerClass($0.kind.type) } ?? .pan
            // UIKit's private scroll views (docs/model.md §8) are of classes an app cannot name.
            let partnerView = index.nodes[other.node]
            let viewClasses = partnerView.privateOwner == nil ? [partnerView.spec.className] : []
            for matcher in [OverrideRule.Matcher.recognizerClass(recognizerClass)] + viewClasses.map({ .kindOf($0) })
            where !matchers.contains(matcher) && !Self.coversEverything(matcher) {
                matchers.append(matcher)
            }
        }
        var result: [Change] = []
        for method in FailureMethod.allCases {
            let current =
                method == .shouldRequireFailureOf
                ? recognizer.failureRules.shouldRequireFailureOf : recognizer.failureRules.shouldBeRequiredToFailBy
            let existing = OverrideJSON.rules(current)
            for matcher in matchers where !existing.contains(where: { $0.matcher == matcher }) {
                let matched = others.filter { matches(matcher, $0) }
                guard !matched.isEmpty, !makesCycle(recognizer, method, matched) else { continue }
                let rules = [OverrideRule(matcher: matcher, answer: .yes)] + existing
                result.append(
                    Change(
                        override: KeyOverride(
                            target: recognizer.id, key: method.rawValue, valueText: OverrideJSON.json(rules)),
                        swift: failureDelegate(recognizer.id, method, rules)))
            }
        }
        return result
    }

    /// `UIGestureRecognizer` and `UIView` match every recognizer: a rule that makes a
    /// recognizer wait for all of them is not a fix an app writes.
    private static func coversEverything(_ matcher: OverrideRule.Matcher) -> Bool {
        matcher == .recognizerClass(.gestureRecognizer) || matcher == .kindOf("UIView")
    }

    /// Whether `matcher` matches `other`, as UIKit's delegate answers about it (§3.11).
    private func matches(_ matcher: OverrideRule.Matcher, _ other: Partner) -> Bool {
        switch matcher {
        case .any: return true
        case .id(let id): return other.id == id
        case .recognizerClass(let c):
            return (other.spec.map { RecognizerClass($0.kind.type) } ?? .scrollViewPan).isKind(of: c)
        case .kindOf(let name): return index.classes.isKind(index.nodes[other.node].spec.className, of: name)
        }
    }

    /// Whether the requirement would close a cycle with a `requireToFail` the scenario has.
    private func makesCycle(_ recognizer: RecognizerSpec, _ method: FailureMethod, _ matched: [Partner]) -> Bool {
        switch method {
        case .shouldRequireFailureOf:
            return matched.contains { $0.spec?.requireToFail.contains(recognizer.id) ?? false }
        case .shouldBeRequiredToFailBy:
            return matched.contains { recognizer.requireToFail.contains($0.id) }
        }
    }

    /// The delegate method of `recognizer` with `rules`, the first match deciding; UIKit's
    /// answer without a match is NO.
    private func failureDelegate(_ recognizer: String, _ method: FailureMethod, _ rules: [OverrideRule]) -> [String] {
        let other = "otherGestureRecognizer"
        var lines = ["guard gestureRecognizer === \(recognizer) else { return false }"]
        for rule in rules {
            let answer = rule.answer == .yes ? "true" : "false"
            let test: String
            switch rule.matcher {
            case .any:
                lines.append("return \(answer)")
                return ["// in \(recognizer).delegate:", method.signature] + lines.map { "    " + $0 } + ["}"]
            case .id(let id): test = swiftReference(to: id).matches(other)
            case .kindOf(let name): test = "\(other).view is \(name)"
            case .recognizerClass(.scrollViewPan):
                test = "\(other) === (\(other).view as? UIScrollView)?.panGestureRecognizer"
            case .recognizerClass(.scrollViewDelayedTouchesBegan):
                test = "String(describing: type(of: \(other))) == \"UIScrollViewDelayedTouchesBeganGestureRecognizer\""
            case .recognizerClass(let c): test = "\(other) is \(c.rawValue)"
            }
            lines.append("if \(test) { return \(answer) }")
        }
        lines.append("return false")
        return ["// in \(recognizer).delegate:", method.signature] + lines.map { "    " + $0 } + ["}"]
    }
}
