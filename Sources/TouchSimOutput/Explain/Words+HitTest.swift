import TouchSimCore

/// The words of a down's hit-test (docs/model.md §1): the view it found and the views it passed
/// over, and why.
extension Words {
    /// How many of the views a down passed over its explanation names; the rest are counted by
    /// reason (docs/format.md §4.9). A real screen passes over a handful.
    static let listedPassedOver = 20

    /// The down's clause: its hit view, and the views passed over in the order the search met
    /// them, the first `listedPassedOver` (and `naming`, wherever it came) by name.
    func hitTest(_ hit: ViewIndex?, _ skipped: [HitTestSkip], naming: ViewIndex? = nil) -> Explanation {
        var listed = Array(skipped.prefix(Self.listedPassedOver))
        var rest = Array(skipped.indices.dropFirst(Self.listedPassedOver))
        if let naming, let i = rest.first(where: { skipped[$0].view == naming }) {
            listed.append(skipped[i])
            rest.removeAll { $0 == i }
        }
        let viewRule =
            skipped.contains { $0.reason == .passThrough || $0.reason == .redirect }
            ? "1.6"
            : skipped.contains { $0.reason == .outsideInsets || $0.reason == .outsideSuperview } ? "1.2" : "1.1"
        var text = hit == nil ? "no view takes the point" : "\(view(hit!)) is the frontmost view that takes the point"
        // §18.1: with several windows, the one that answered, and any passed over, are named.
        let windowPassedOver = skipped.contains { names.superview(of: $0.view) == nil }
        if names.hasSeveralWindows, let hit {
            text += " in \(view(names.window(of: hit))), the frontmost window whose hitTest returns a view"
        }
        let rule = windowPassedOver ? "18.1" : viewRule
        if skipped.contains(where: { $0.reason == .redirect }), let hit {
            text = "the hitTest override returns \(view(hit))"
        }
        if !listed.isEmpty {
            text +=
                "; passed over "
                + listed.map { "\(view($0.view)) (\(reason($0.reason, hit: hit)))" }.joined(separator: ", ")
        }
        if !rest.isEmpty { text += " " + more(rest.map { skipped[$0].reason }, hit: hit) }
        return Explanation(rule, "hitTest", views: (hit.map { [view($0)] } ?? []) + listed.map { view($0.view) }, text)
    }

    /// `and 49980 more views (hidden)`: the reasons of the views passed over but not named,
    /// counted by reason in the order the search first met each.
    private func more(_ reasons: [HitTestSkip.Reason], hit: ViewIndex?) -> String {
        var counts: [(reason: String, count: Int)] = []
        for reason in reasons {
            let reason = self.reason(reason, hit: hit)
            if let i = counts.firstIndex(where: { $0.reason == reason }) {
                counts[i].count += 1
            } else {
                counts.append((reason, 1))
            }
        }
        let named =
            counts.count == 1 ? counts[0].reason : counts.map { "\($0.count) \($0.reason)" }.joined(separator: ", ")
        return "and \(reasons.count) more view\(reasons.count == 1 ? "" : "s") (\(named))"
    }

    private func reason(_ reason: HitTestSkip.Reason, hit: ViewIndex?) -> String {
        switch reason {
        case .hidden: return "hidden"
        case .transparent: return "alpha < 0.01"
        case .interactionDisabled: return "userInteractionEnabled false"
        case .animating: return "animating without allowUserInteraction"
        case .outsideSuperview: return "outside its superview's bounds"
        case .outsideInsets: return "outside its hitTestInsets"
        case .passThrough: return "its hitTest passes touches through"
        case .redirect: return "its hitTest redirects to \(hit.map(view) ?? "nothing")"
        }
    }
}
