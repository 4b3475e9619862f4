import TouchSimCore
import TouchSimFormat
import TouchSimReader
import TouchSimReplay

/// One trace of a `touchsim fix` run: its events in memory, its expectations, and the facts of
/// its original replay.
public struct FixTrace: Sendable {
    /// The path as the user gave it.
    public var path: String
    /// The scenario's `want` list, then every `--want`.
    public var wants: [Expectation]
    /// What the replay showed without any change.
    public var original: ReplayFacts
    /// The trace's steps, UIEvents and `set` events, read once.
    let steps: [TraceStep]
    /// Whether more than one finger goes down: a later finger may then hit another view when
    /// a change makes a scroll view scroll first (docs/model.md §1.3).
    let hasSeveralDowns: Bool
    /// Whether the trace is only touches, none of which moves: no drag, and no `set` event that
    /// moves or scrolls anything (docs/model.md §11), so nothing scrolls and no pan begins.
    let isStationary: Bool

    /// Reads the events of `scenario` and replays it as it is.
    init(path: String, scenario: ScenarioFile, wants: [Expectation]) throws(Diagnostic) {
        self.path = path
        self.wants = wants
        var steps: [TraceStep] = []
        try scenario.forEachStep { steps.append($0) }
        self.steps = steps
        let downs = steps.reduce(0) { count, step in
            guard case .touches(let events) = step else { return count }
            return count + events.count { $0.phase == .down }
        }
        hasSeveralDowns = downs > 1
        isStationary = steps.allSatisfy { step in
            guard case .touches(let events) = step else { return false }
            return !events.contains { $0.phase == .move }
        }
        original = Self.facts(of: PreparedScene(scenario.scene), steps: steps, notingHitTests: true)
    }

    /// Every finger's path, from its down to its lift, in the order the fingers went down:
    /// where the search looks for the views near a down and the directions of drags.
    var strokes: [[Point]] {
        var done: [[Point]] = []
        var open: [Int: Int] = [:]
        for case .touches(let events) in steps {
            for event in events {
                switch event.phase {
                case .down:
                    open[event.touch] = done.count
                    done.append([event.location])
                case .move, .up, .cancel:
                    if let i = open[event.touch] { done[i].append(event.location) }
                    if event.phase != .move { open[event.touch] = nil }
                }
            }
        }
        return done
    }

    /// The steps with the edits of `changes`' events applied (docs/format.md §4.12).
    func steps(editedBy changes: [Change]) -> [TraceStep] {
        changes.reduce(steps) { steps, change in change.eventEdit?.apply(to: steps) ?? steps }
    }

    /// Whether every expectation holds in `facts`.
    func isMet(by facts: ReplayFacts) -> Bool { wants.allSatisfy { $0.holds(in: facts) } }

    /// Replays `steps` on `scene` in-process and keeps only the facts. A `set` event's changes
    /// name objects by index, which a what-if change of keys leaves as they are.
    /// `notingHitTests` also keeps the views a down passed over (`ReplayFacts.passedOver`),
    /// which only the original replays need.
    static func facts(of scene: PreparedScene, steps: [TraceStep], notingHitTests: Bool = false) -> ReplayFacts {
        let collector = FactCollector()
        ReplayPipeline(schedule: .inline).replay(
            prepared: scene, steps: steps, notingPassedOverViews: notingHitTests, into: collector)
        return collector.facts
    }
}
