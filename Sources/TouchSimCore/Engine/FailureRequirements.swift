/// Where a failure requirement that a delegate set up came from (docs/model.md §3.11): which of
/// the two delegates answered YES, and with which rule (nil: the override is `true`).
public enum FailureRequirementOrigin: Sendable, Equatable {
    /// The waiting recognizer's delegate: `gestureRecognizer(_:shouldRequireFailureOf:)`.
    case requiresFailureOf(rule: Int?)
    /// The required recognizer's delegate: `gestureRecognizer(_:shouldBeRequiredToFailBy:)`.
    case requiredToFailBy(rule: Int?)
}

/// The failure requirements the delegates set up (docs/model.md §3.11), resolved once when the
/// scene is built into the edges `require(toFail:)` makes (§3.5). UIKit asks once per attempt
/// to recognize, about the recognizers of that attempt; a rule here looks only at the other
/// recognizer's id, class and view, which no attempt changes, so every attempt gets the same
/// answer and one question per pair gives the same arbitration. Only pairs that can share a touch
/// are asked (on one view, or one on an ancestor of the other's view): a requirement on a
/// recognizer that never gets the touch counts as failed (§3.5), so no other pair could matter.
struct FailureRequirements {
    /// One recognizer as the questions see it.
    struct Member {
        let id: String
        let view: ViewIndex
        let recognizerClass: RecognizerClass
        let rules: FailureRules
    }

    /// One requirement: `waiting` may not leave `possible` until `required` has failed.
    struct Edge: Equatable {
        let waiting: RecognizerIndex
        let required: RecognizerIndex
        let origin: FailureRequirementOrigin
    }

    /// The requirements of `members` (in tree order, grouped by view) in `tree`, by waiting
    /// recognizer and then as found: for each recognizer in tree order, against those on its
    /// view before it and those on its superviews, nearest first.
    static func edges(of members: IndexedList<RecognizerIndex, Member>, in tree: ViewTree) -> [Edge] {
        guard members.elements.contains(where: { !$0.rules.isEmpty }) else { return [] }
        var firstOnView = [Int](repeating: -1, count: tree.nodes.count)
        var endOnView = [Int](repeating: -1, count: tree.nodes.count)
        for r in members.indices {
            let v = members[r].view.position
            if firstOnView[v] < 0 { firstOnView[v] = r.position }
            endOnView[v] = r.position + 1
        }
        var edges: [Edge] = []
        for b in members.indices {
            var view: ViewIndex? = members[b].view
            while let v = view {
                let start = firstOnView[v.position]
                let end = v == members[b].view ? b.position : endOnView[v.position]
                if start >= 0 {
                    for a in start..<end {
                        pair(RecognizerIndex(a), b, members, tree, into: &edges)
                    }
                }
                view = tree[v].parent
            }
        }
        return edges.sorted { ($0.waiting, $0.required) < ($1.waiting, $1.required) }
    }

    /// Both questions of both directions of one pair.
    private static func pair(
        _ a: RecognizerIndex, _ b: RecognizerIndex, _ members: IndexedList<RecognizerIndex, Member>,
        _ tree: ViewTree, into edges: inout [Edge]
    ) {
        guard !members[a].rules.isEmpty || !members[b].rules.isEmpty else { return }
        for (waiting, required) in [(a, b), (b, a)] {
            if let rule = answer(members[waiting].rules.shouldRequireFailureOf, about: members[required], tree) {
                edges.append(Edge(waiting: waiting, required: required, origin: .requiresFailureOf(rule: rule)))
            } else if let rule = answer(
                members[required].rules.shouldBeRequiredToFailBy, about: members[waiting], tree)
            {
                edges.append(Edge(waiting: waiting, required: required, origin: .requiredToFailBy(rule: rule)))
            }
        }
    }

    /// The rule that answered YES about `other` (`.some(nil)` for the override `true`); nil when
    /// the answer is NO, UIKit's default (`super`).
    private static func answer(_ spec: OverrideSpec, about other: Member, _ tree: ViewTree) -> Int?? {
        switch spec {
        case .inherited, .always(false): return nil
        case .always(true): return .some(nil)
        case .rules(let rules):
            guard let index = rules.firstIndex(where: { matches($0.matcher, other, tree) }) else { return nil }
            return rules[index].answer == .yes ? .some(index) : nil
        }
    }

    private static func matches(_ matcher: OverrideRule.Matcher, _ other: Member, _ tree: ViewTree) -> Bool {
        switch matcher {
        case .any: return true
        case .id(let id): return other.id == id
        case .recognizerClass(let c): return other.recognizerClass.isKind(of: c)
        case .kindOf(let name): return tree.classes.isKind(tree[other.view].className, of: name)
        }
    }
}
