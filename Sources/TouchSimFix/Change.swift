import TouchSimFormat
import TouchSimReader

/// One change of configuration the search may make: the `--set` override that applies it (or
/// the edit of the traces' events, for a change no key expresses), and the Swift a developer
/// writes in the app for the same effect.
public struct Change: Sendable, Equatable {
    /// What the change does to the replay's input.
    public enum Action: Sendable, Equatable {
        /// A key of the screen, applied exactly as `--set TARGET.KEY=VALUE` is.
        case set(KeyOverride)
        /// An edit of the traces' events, for a change that is not a key of the screen.
        case editEvents(EventEdit)
    }

    /// What the change does.
    public var action: Action
    /// Its `--set` override; nil for an edit of the events.
    public var override: KeyOverride? {
        guard case .set(let override) = action else { return nil }
        return override
    }
    /// Its edit of the traces' events; nil for a key of the screen.
    public var eventEdit: EventEdit? {
        guard case .editEvents(let edit) = action else { return nil }
        return edit
    }
    /// The Swift lines, comments included.
    public var swift: [String]
    /// What the change takes away from the user, when it switches something off: a disabled
    /// recognizer, scrolling, interaction, selection, or a rule that refuses every touch of a
    /// kind (`feed scrolling`). Such a fix is ranked after those of its size that remove
    /// nothing (docs/format.md §4.12).
    public var removes: String?

    /// Creates a change.
    public init(override: KeyOverride, swift: [String], removes: String? = nil) {
        action = .set(override)
        self.swift = swift
        self.removes = removes
    }

    /// Creates a change of the traces' events.
    init(eventEdit: EventEdit, swift: [String]) {
        action = .editEvents(eventEdit)
        self.swift = swift
    }

    /// `TARGET.KEY=VALUE`, as `--set` takes it; nil for an edit of the events.
    public var setArgument: String? { override.map { "\($0.target).\($0.key)=\($0.valueText)" } }

    /// The indices in `SceneIndex` of the views the change is on or acts through: the view
    /// itself or the one its recognizer is attached to, and, for a change of hit-testing, the
    /// views the fingers went down on where it would act. A trace whose touches reach none of
    /// them cannot see the change.
    var anchors: [Int] = []
    /// For a failure requirement or a simultaneity, the node of the other recognizer: a
    /// recognizer that never sees a trace's touches counts as failed and never begins
    /// (docs/model.md §3.5), so a trace sees the change only when it reaches both.
    var partnerAnchor: Int?
    /// For a change that can move a touch to another view (hit-testing, docs/model.md §1.1,
    /// §1.2, §1.6): the nodes the touch may reach then.
    var rerouteScope: Set<Int>?

    /// Whether the change acts only once a finger moves: a pan's `gestureRecognizerShouldBegin`
    /// rules, asked only when its movement would begin it (docs/model.md §3.3), and
    /// rubber-banding an axis whose content fits, which only a drag uses (§5.5). A trace whose
    /// fingers never move cannot see it.
    var actsOnMovement = false

    /// For a change of a scroll view's own pan, which key of it: edits of different keys of one
    /// pan go together in one `--set` (`combined(_:)`).
    public internal(set) var panEdit: PanEdit?

    /// Two changes of the same key of the same object never go together: the later `--set`
    /// would replace the earlier; nor two edits of one view's animations. A scroll view's pan
    /// is one key whose parts may change together (`PanEdit`).
    var slot: String {
        switch action {
        case .editEvents(let edit): return "animate \(edit.view.raw)"
        case .set(let override):
            return "\(override.target).\(override.key)"
                + (panEdit.map { "." + $0.edits.map(\.part).joined(separator: ",") } ?? "")
        }
    }
}
