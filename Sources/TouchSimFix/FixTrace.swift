import TouchSimCore
import TouchSimFormat

/// One trace of a `touchsim fix` run: its events in memory, its expectations, and the facts of
/// its original replay.
public struct FixTrace: Sendable {
    /// The path as the user gave it.
    public var path: String
    /// The scenario's `want` list, then every `--want`.
    public var wants: [Expectation]
    /// What the replay showed without any change.
    public var original: ReplayFacts
    /// The events grouped into UIEvents, read once.
    let groups: [[TouchEvent]]
    /// Whether more than one finger goes down: a later finger may then hit another view when
    /// a change makes a scroll view scroll first (docs/model.md §1.3).
    let hasSeveralDowns: Bool

    /// Reads the events of `scenario` and replays it as it is.
    init(path: String, scenario: ScenarioFile, wants: [Expectation]) throws(Diagnostic) {
        self.path = path
        self.wants = wants
        var groups: [[TouchEvent]] = []
        try scenario.forEachEventGroup { groups.append($0) }
        self.groups = groups
        hasSeveralDowns = groups.joined().filter { $0.phase == .down }.count > 1
        original = Self.facts(of: scenario.scene, groups: groups)
    }

    /// Whether every expectation holds in `facts`.
    func isMet(by facts: ReplayFacts) -> Bool { wants.allSatisfy { $0.holds(in: facts) } }

    /// Replays `groups` on `scene` in-process and keeps only the facts.
    static func facts(of scene: SceneSpec, groups: [[TouchEvent]]) -> ReplayFacts {
        let collector = FactCollector()
        let simulation = Simulation(scene: scene) { names in { collector.take($0, names: names) } }
        for group in groups { simulation.handle(group) }
        simulation.finish()
        return collector.facts
    }
}
