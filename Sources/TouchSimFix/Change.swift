import TouchSimFormat
import TouchSimReader

/// One change of configuration the search may make: the `--set` override that applies it, and
/// the Swift a developer writes in the app for the same effect.
public struct Change: Sendable, Equatable {
    /// Applied exactly as `--set TARGET.KEY=VALUE` is.
    public var override: KeyOverride
    /// The Swift lines, comments included.
    public var swift: [String]

    /// Creates a change.
    public init(override: KeyOverride, swift: [String]) {
        self.override = override
        self.swift = swift
    }

    /// `TARGET.KEY=VALUE`, as `--set` takes it.
    public var setArgument: String { "\(override.target).\(override.key)=\(override.valueText)" }

    /// The index in `SceneIndex` of the view the change is on, or that its recognizer is
    /// attached to: a trace whose touches never reach that view cannot see the change.
    var anchor = 0
    /// For a failure requirement or a simultaneity, the node of the other recognizer: a
    /// recognizer that never sees a trace's touches counts as failed and never begins
    /// (docs/model.md §3.5), so a trace sees the change only when it reaches both.
    var partnerAnchor: Int?
    /// For a change that can move a touch to another view (`userInteractionEnabled`,
    /// docs/model.md §1.1): the nodes the touch may reach then, those under the view's
    /// superview and their superviews.
    var rerouteScope: Set<Int>?

    /// Two changes of the same key of the same object never go together: the later `--set`
    /// would replace the earlier.
    var slot: String { "\(override.target).\(override.key)" }
}
