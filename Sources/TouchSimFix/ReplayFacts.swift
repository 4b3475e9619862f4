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
    /// The views hit-testing passed over at a down, and why, each view once, in the order met
    /// (docs/model.md §1.1, §1.2, §1.6); noted only in the original replays.
    public private(set) var passedOver: [PassedOver] = []
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

    mutating func notePassedOver(_ view: String, _ reason: HitTestSkip.Reason, at index: ViewIndex) {
        if !passedOver.contains(where: { $0.view == view }) {
            passedOver.append(PassedOver(view: view, reason: reason, index: index))
        }
    }

    mutating func insert(_ fact: Fact) {
        if known.insert(fact).inserted { facts.append(fact) }
    }

    mutating func noteVisibleHighlight(of control: String, after delay: Duration) {
        insert(.highlighted(control: control))
        highlightDelays[control] = min(delay, highlightDelays[control] ?? delay)
    }
}

/// A view hit-testing passed over at a down, and why (docs/model.md §1.1).
public struct PassedOver: Sendable, Equatable {
    /// The view's id.
    public var view: String
    /// Why it was passed over.
    public var reason: HitTestSkip.Reason
    /// The view in the replay's tree order, where a trace's events name it (an `animate`
    /// event's views, docs/model.md §17).
    var index: ViewIndex
}
