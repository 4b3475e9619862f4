import TouchSimCore
import TouchSimFormat
import TouchSimOutput
import TouchSimReader

/// Values as the scenario format writes them (docs/format.md §2), for the `--set` of a change.
/// Ids and class names need no escaping: the reader allows only letters, digits and `_-.` in
/// them.
enum OverrideJSON {
    /// An override as rules: a fixed answer is a rule that matches every view.
    static func rules(_ spec: OverrideSpec) -> [OverrideRule] {
        switch spec {
        case .inherited: return []
        case .always(let value): return [OverrideRule(matcher: .any, answer: value ? .yes : .no)]
        case .rules(let rules): return rules
        }
    }

    /// `[{"kindOf":"UIButton","return":true}, …]`.
    static func json(_ rules: [OverrideRule]) -> String {
        let objects = rules.map { rule -> String in
            var members: [String] = []
            switch rule.matcher {
            case .any: break
            case .kindOf(let className): members.append("\"kindOf\":\"\(className)\"")
            case .id(let id): members.append("\"id\":\"\(id)\"")
            case .recognizerClass(let c): members.append("\"class\":\"\(c.rawValue)\"")
            }
            for condition in rule.conditions {
                switch condition {
                case .direction(let direction): members.append("\"direction\":\"\(direction.rawValue)\"")
                case .startsIn(let view): members.append("\"startsIn\":\"\(view)\"")
                case .startsAtEdge(let edge, let within):
                    members.append("\"startsAtEdge\":\"\(edge.rawValue)\",\"within\":\(NumberFormat.string(within))")
                }
            }
            switch rule.answer {
            case .yes: members.append("\"return\":true")
            case .no: members.append("\"return\":false")
            case .callSuper: members.append("\"return\":\"super\"")
            case .cell(let id): members.append("\"return\":\"\(id)\"")
            }
            return "{" + members.joined(separator: ",") + "}"
        }
        return "[" + objects.joined(separator: ",") + "]"
    }

    static func json(ids: [String]) -> String {
        "[" + ids.map { "\"\($0)\"" }.joined(separator: ",") + "]"
    }

    /// A scroll view's `panGestureRecognizer` object (docs/format.md §2.8) with every key that
    /// differs from UIKit's default: `--set` replaces the whole object, so a change of one
    /// key writes the others as they were.
    static func json(_ pan: ScrollPanSpec) -> String {
        var members: [String] = []
        if !pan.enabled { members.append("\"enabled\":false") }
        if pan.minimumNumberOfTouches != 1 {
            members.append("\"minimumNumberOfTouches\":\(pan.minimumNumberOfTouches)")
        }
        if let maximum = pan.maximumNumberOfTouches { members.append("\"maximumNumberOfTouches\":\(maximum)") }
        if !pan.requireToFail.isEmpty { members.append("\"requireToFail\":" + json(ids: pan.requireToFail)) }
        switch pan.recognizeSimultaneouslyWith {
        case .all: members.append("\"recognizeSimultaneouslyWith\":\"*\"")
        case .ids(let ids) where !ids.isEmpty: members.append("\"recognizeSimultaneouslyWith\":" + json(ids: ids))
        case .ids: break
        }
        switch pan.shouldBegin {
        case .inherited: break
        case .always(let value): members.append("\"shouldBegin\":\(value)")
        case .rules(let rules): members.append("\"shouldBegin\":" + json(rules))
        }
        return "{" + members.joined(separator: ",") + "}"
    }
}
