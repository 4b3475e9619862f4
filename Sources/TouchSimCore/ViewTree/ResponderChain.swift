/// The responder chain (docs/model.md §2.2): where a `touches…` call goes when a view does not
/// handle it.
extension ViewTree {
    /// Whether the view consumes its `touches…` calls. A disabled control does not track and
    /// lets its touches go up the chain (§1.5).
    func consumesTouches(_ node: ViewIndex) -> Bool {
        let view = nodes[node]
        return view.handlesTouches && (view.controlIndex == nil || view.enabled)
    }

    /// The responders a call on `node` passes on to, in order, ending with the one that
    /// consumed it or with `appDelegate`; empty when `node` consumes it itself.
    func forwarding(from node: ViewIndex) -> [String] {
        guard !consumesTouches(node) else { return [] }
        var chain: [String] = []
        var current = node
        while true {
            if let vc = nodes[current].viewController {
                // A view controller forwards to its view's superview.
                chain.append("vc:" + vc)
            }
            guard let parent = nodes[current].parent else {
                // Nothing in the app's views handled it: the window's next responders.
                return chain + responderChainTail
            }
            chain.append(nodes[parent].id)
            if consumesTouches(parent) { return chain }
            current = parent
        }
    }
}
