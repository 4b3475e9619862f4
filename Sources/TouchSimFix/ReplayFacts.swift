import TouchSimCore
import TouchSimOutput

/// Every fact of one replay, in the order each first happened, with the shortest delay from a
/// finger's down to a visible highlight of each control.
public struct ReplayFacts: Sendable, Equatable {
    /// The facts, each once, in the order each first happened.
    public private(set) var facts: [Fact] = []
    private var known: Set<Fact> = []
    /// Per control, the shortest time from the down of the finger that highlighted it to the
    /// highlight going on, among its visible highlights.
    private var highlightDelays: [String: Duration] = [:]
    /// The views fingers went down on, each once, in the order of their first down.
    public private(set) var touchedViews: [String] = []
    /// Whether two fingers were ever down at once (only then do `exclusiveTouch` and
    /// `multipleTouchEnabled` matter, docs/model.md §2.3, §2.4).
    public internal(set) var hadSimultaneousTouches = false

    /// No facts.
    public init() {}

    /// Whether the replay showed `fact`.
    public func contains(_ fact: Fact) -> Bool { known.contains(fact) }

    /// The shortest delay from down to a visible highlight of `control`; nil when it never was.
    public func highlightDelay(of control: String) -> Duration? { highlightDelays[control] }

    mutating func noteTouched(_ view: String) {
        if !touchedViews.contains(view) { touchedViews.append(view) }
    }

    mutating func insert(_ fact: Fact) {
        if known.insert(fact).inserted { facts.append(fact) }
    }

    mutating func noteVisibleHighlight(of control: String, after delay: Duration) {
        insert(.highlighted(control: control))
        highlightDelays[control] = min(delay, highlightDelays[control] ?? delay)
    }
}
