/// The overridable `BOOL` methods a scenario models (docs/format.md §2): a fixed answer or rules
/// matched against a view.
extension ViewTree {
    /// Evaluates an override for `view`; `inherited` is what UIKit's own implementation returns.
    func evaluate(_ spec: OverrideSpec, for view: ViewIndex, inherited: Bool) -> Bool {
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

    private func matches(_ matcher: OverrideRule.Matcher, _ view: ViewIndex) -> Bool {
        switch matcher {
        case .any: return true
        case .kindOf(let name): return isKind(view, of: name)
        case .id(let id): return nodes[view].id == id
        }
    }
}
