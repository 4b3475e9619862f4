import TouchSimCore
import TouchSimReader

extension ScenarioFile {
    /// Replays the scenario through the engine on this thread, whose records go where `records`
    /// says once it has the replay's names (`Simulation.init`); with `notesPassedOverViews`, a
    /// down's cause lists the views it passed over. `load` has validated every event already,
    /// so output starts only for valid input.
    func replay(notesPassedOverViews: Bool, records: (NameTable) -> RecordOutput) throws(Diagnostic) {
        let simulation = Simulation(scene: scene, hitTestNotes: notesPassedOverViews, records: records)
        try forEachStep(touches: simulation.handle, changes: simulation.apply)
        simulation.finish()
    }
}
