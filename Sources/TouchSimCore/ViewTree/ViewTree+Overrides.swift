/// The overridable `BOOL` methods a scenario models (docs/format.md §2.5): a fixed answer or
/// rules matched against a view and, for a recognizer's delegate, the gesture.
extension ViewTree {
    /// Evaluates an override for `view`; `inherited` is what UIKit's own implementation returns,
    /// `holds` says whether the gesture meets a rule's condition (none do where UIKit passes no
    /// gesture).
    func evaluate(
        _ spec: OverrideSpec, for view: ViewIndex, inherited: Bool,
        holds: (GestureCondition) -> Bool = { _ in false }
    ) -> Verdict {
        switch spec {
        case .inherited:
            return Verdict(answer: inherited, rule: nil)
        case .always(let answer):
            return Verdict(answer: answer, rule: nil)
        case .rules(let rules):
            // The view's classes, looked up once for all the rules (docs/format.md §4.9 bounds
            // their number).
            var chain: [String] = []
            var next: String? = nodes[view].className
            while let c = next {
                chain.append(c)
                next = classes.superclass(of: c)
            }
            for (index, rule) in rules.enumerated()
            where matches(rule.matcher, view, chain) && rule.conditions.allSatisfy(holds) {
                switch rule.answer {
                case .yes: return Verdict(answer: true, rule: index)
                case .no: return Verdict(answer: false, rule: index)
                case .callSuper: return Verdict(answer: inherited, rule: index)
                case .cell(let id): return Verdict(answer: true, rule: index, cell: viewByID[id])
                }
            }
            return Verdict(answer: inherited, rule: nil)
        }
    }

    /// Whether `matcher` takes `view`, whose class and superclasses are `chain`.
    private func matches(_ matcher: OverrideRule.Matcher, _ view: ViewIndex, _ chain: [String]) -> Bool {
        switch matcher {
        case .any: return true
        case .kindOf(let name): return chain.contains(name)
        case .id(let id): return nodes[view].id == id
        // The reader takes `class` only in failure rules, which are about recognizers (§3.11).
        case .recognizerClass: return false
        }
    }
}

/// An overridden method's answer and the 0-based index of the rule that matched, nil when none
/// did (docs/format.md §3.3, an `ask` line's `rule`).
struct Verdict: Equatable {
    let answer: Bool
    let rule: Int?
    /// The cell a `willSelectRow` rule names instead of the one asked about (§10.6).
    var cell: ViewIndex? = nil
}
