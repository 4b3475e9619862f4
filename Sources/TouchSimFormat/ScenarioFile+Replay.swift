import TouchSimCore

extension ScenarioFile {
    /// Replays the scenario through the engine, handing `writer` each record as it happens.
    ///
    /// The one place where a replay is put together, for `touchsim replay` and golden runs
    /// alike. `load` has validated every event already, so output starts only for valid input.
    public func replay(into writer: some RecordWriter) throws(Diagnostic) {
        let simulation = Simulation(scene: scene, hitTestNotes: writer.readsHitTestNotes) { names in
            { writer.write($0, names: names) }
        }
        try forEachStep(simulation.handle)
        simulation.finish()
    }
}
