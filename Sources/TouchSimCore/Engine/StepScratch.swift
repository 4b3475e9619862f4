/// Storage the coordinator reuses from step to step; holds no meaning between steps. Each list
/// is filled and read within one step, and kept so that a step allocates nothing
/// (docs/performance.md).
///
/// A class, so that each list is a stored property of its own: lent in place, each is an access
/// that the run-time exclusivity checks track apart from the others, and the step, lent for the
/// whole step, never overlaps the arena's questions that reach the effects or the hit views.
/// Each list is lent by one function only, which never comes back into itself.
final class StepScratch {
    /// Each UIEvent's touches, by phase, as the recognizers see them (`Simulation.handle(_:)`).
    var step = ArenaStep()
    /// The effects the scroll views ask for (`Simulation.scrollEffects(_:)`).
    var effects: [ScrollEffect] = []
    /// The hit views `withHitViews` lists (`Simulation+ArenaDelegate.swift`).
    var hitViews: [ViewIndex] = []
}
