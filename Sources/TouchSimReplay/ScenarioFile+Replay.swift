import TouchSimCore
import TouchSimOutput
import TouchSimReader

extension ScenarioFile {
    /// Replays the scenario through the engine, handing `writer` each record as it happens.
    ///
    /// The one place where a replay is put together, for `touchsim replay` and golden runs
    /// alike. `load` has validated every event already, so output starts only for valid input.
    public func replay(into writer: some RecordWriter) throws(Diagnostic) {
        try replay(hitTestNotes: writer.readsHitTestNotes) { names in .each { writer.write($0, names: names) } }
    }

    /// Replays the scenario through the engine, whose records go where `records` says once it has
    /// the replay's names (`Simulation.init`); `hitTestNotes` as `RecordWriter.readsHitTestNotes`.
    func replay(hitTestNotes: Bool, records: (NameTable) -> RecordOutput) throws(Diagnostic) {
        let simulation = Simulation(scene: scene, hitTestNotes: hitTestNotes, records: records)
        try forEachStep(touches: simulation.handle, changes: simulation.apply)
        simulation.finish()
    }
}
