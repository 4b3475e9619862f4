import TouchSimCore
import TouchSimOutput
import TouchSimReader

/// What the trace's `set`, `animate`, `add` and `remove` events do to the views `render` draws
/// (docs/format.md §4.13): each change as the state its view has after it, at the time of its
/// event, with the duration of the animation that leads there (0 for a jump).
///
/// The output prints no line for most of these changes (docs/model.md §11), so the picture
/// reads them from the scenario's events, not from the replay's records.
struct ViewTimeline {
    /// What the page draws of a view at one time.
    struct State {
        var frame: Rect
        var transform: ViewTransform
        var hidden: Bool
        var alpha: Double
        var inWindow: Bool
    }

    /// A view's state from `time` on, reached over `duration` when an animation leads there.
    struct Entry {
        var time: SimTime
        var duration: Duration
        /// Index in the layout's views.
        var view: Int
        var state: State
    }

    private(set) var entries: [Entry] = []

    /// The timeline of `file`'s events over `layout`'s views; empty when the trace changes none.
    init(file: ScenarioFile, layout: SceneLayout) throws(Diagnostic) {
        guard file.changesScene else { return }
        let addresses = SceneAddresses(scene: file.scene)
        var viewOfIndex: [ViewIndex: Int] = [:]
        var states: [State] = []
        for (i, view) in layout.views.enumerated() {
            if let index = addresses.view(view.id) { viewOfIndex[index] = i }
            states.append(
                State(
                    frame: view.frame, transform: view.transform, hidden: view.hidden, alpha: view.alpha,
                    inWindow: view.inWindow))
        }
        var entries: [Entry] = []
        func apply(_ change: SceneChange, at time: SimTime, over duration: Duration) {
            let view: ViewIndex
            let changed: (inout State) -> Void
            switch change {
            case .view(let index, .frame(let frame)): (view, changed) = (index, { $0.frame = frame })
            case .view(let index, .transform(let transform)): (view, changed) = (index, { $0.transform = transform })
            case .view(let index, .hidden(let hidden)): (view, changed) = (index, { $0.hidden = hidden })
            case .view(let index, .alpha(let alpha)): (view, changed) = (index, { $0.alpha = alpha })
            case .add(let index): (view, changed) = (index, { $0.inWindow = true })
            case .remove(let index): (view, changed) = (index, { $0.inWindow = false })
            case .animation(let animation):
                for inner in animation.changes { apply(inner, at: time, over: animation.duration) }
                return
            default: return
            }
            guard let i = viewOfIndex[view] else { return }
            changed(&states[i])
            entries.append(Entry(time: time, duration: duration, view: i, state: states[i]))
        }
        try file.forEachStep { step in
            guard case .changes(let changes, let time) = step else { return }
            for change in changes { apply(change, at: time, over: Duration(microseconds: 0)) }
        }
        self.entries = entries
    }
}
