import TouchSimCore

/// A change of the traces' events rather than of the screen, which no `--set` can express
/// (docs/format.md §4.12): `"allowUserInteraction"` added to the `options` of every `animate`
/// event that animates one view (docs/model.md §17.2). The search replays the traces with it
/// applied, as it replays them with a change's overrides applied to the scene.
public struct EventEdit: Sendable, Equatable {
    /// The animated view, in the replay's tree order: every trace shows the same screen.
    let view: ViewIndex
    /// What to edit in the files, one line per event: `in the animate event at t=0 of FILE:
    /// add "allowUserInteraction" to "options"`.
    public let instructions: [String]

    /// `steps` with every animation of `view` taking touches.
    func apply(to steps: [TraceStep]) -> [TraceStep] {
        steps.map { step in
            guard case .changes(var changes, let time) = step else { return step }
            for i in changes.indices {
                guard case .animation(var animation) = changes[i], animation.views.contains(view) else { continue }
                animation.allowsUserInteraction = true
                changes[i] = .animation(animation)
            }
            return .changes(changes, at: time)
        }
    }
}
