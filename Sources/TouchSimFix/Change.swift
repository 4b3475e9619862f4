import TouchSimFormat

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

    /// Two changes of the same key of the same object never go together: the later `--set`
    /// would replace the earlier.
    var slot: String { "\(override.target).\(override.key)" }
}
