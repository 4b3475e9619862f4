import TouchSimCore
import TouchSimFormat
import TouchSimOutput
import TouchSimReader

/// The changes of a living screen: views that animate (docs/model.md §17), and a keyboard that
/// scrolling dismisses (§19.3).
extension SearchSpace {
    /// §17.2: a view hit-testing passed over because it was animating without
    /// `allowUserInteraction` takes the touch once its animations allow it, the accepted answer
    /// to "my button does not respond while it animates". No key of the screen says so: the
    /// option goes into each `animate` event of the traces that animates the view, an edit of
    /// the events (`EventEdit`), written as the `UIView.animate` call with the option.
    func animationChanges(_ node: Int) -> [Change] {
        let id = index.nodes[node].spec.id
        let refused = traces.lazy.flatMap(\.original.passedOver).first { $0.view == id && $0.reason == .animating }
        guard let view = refused?.index else { return [] }
        var instructions: [String] = []
        var swift = ["// where the app animates \(id):"]
        for trace in traces {
            for case .changes(let changes, let time) in trace.steps {
                for case .animation(let animation) in changes
                where animation.views.contains(view) && !animation.allowsUserInteraction {
                    let event = "the animate event at t=\(NumberFormat.string(time)) of \(trace.path)"
                    instructions.append("in \(event): add \"allowUserInteraction\" to \"options\"")
                    let call = Self.animateCall(animation, of: id)
                    if !swift.contains(call) { swift.append(call) }
                }
            }
        }
        guard !instructions.isEmpty else { return [] }
        return [Change(eventEdit: EventEdit(view: view, instructions: instructions), swift: swift)]
    }

    /// §19.3: a scroll view a trace scrolled while a text field or text view was first
    /// responder (the scene's `isFirstResponder`, or one a tap made so) takes each other
    /// `keyboardDismissMode`, the accepted answer to "scrolling does not dismiss the keyboard"
    /// (`onDrag`) and to "it dismisses it too early" (`interactive`, or `none`, which removes the
    /// scroll view's dismissal). Only a drag sees it.
    func keyboardDismissChanges(_ node: Int) -> [Change] {
        let target = index.nodes[node]
        guard target.privateOwner == nil, let scroll = target.spec.scroll else { return [] }
        let id = target.spec.id
        let editing = traces.contains { trace in
            trace.original.contains(.scrolled(scrollView: id))
                && (index.firstResponder != nil
                    || trace.original.facts.contains { if case .becameFirstResponder = $0 { true } else { false } })
        }
        guard editing else { return [] }
        return KeyboardDismissMode.allCases.filter { $0 != scroll.keyboardDismissMode }.map { mode in
            var change = Change(
                override: KeyOverride(target: id, key: "keyboardDismissMode", valueText: mode.rawValue),
                swift: SwiftSnippet.assignment(target, property: "keyboardDismissMode", value: ".\(mode.rawValue)"))
            if mode == .none { change.removes = "dismissing the keyboard by dragging \(id)" }
            change.actsOnMovement = true
            return change
        }
    }

    /// `UIView.animate(withDuration:delay:options:animations:)` with `.allowUserInteraction`
    /// and the event's curve (UIKit's default, ease-in-ease-out, goes unwritten); the block is
    /// the app's own, unchanged.
    private static func animateCall(_ animation: ViewAnimation, of view: String) -> String {
        let curve: String?
        switch animation.curve {
        case .easeInOut: curve = nil
        case .easeIn: curve = ".curveEaseIn"
        case .easeOut: curve = ".curveEaseOut"
        case .linear: curve = ".curveLinear"
        }
        let options = ([".allowUserInteraction"] + (curve.map { [$0] } ?? [])).joined(separator: ", ")
        let seconds = NumberFormat.string(animation.duration.milliseconds / 1000)
        return
            "UIView.animate(withDuration: \(seconds), delay: 0, options: [\(options)], animations: { /* the block that animates \(view), as it is */ })"
    }
}
