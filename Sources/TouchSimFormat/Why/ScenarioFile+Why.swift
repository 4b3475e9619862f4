import TouchSimCore
import TouchSimOutput
import TouchSimReader
import TouchSimReplay

extension ScenarioFile {
    /// The view or recognizer `id` names (docs/format.md §4.14); throws, with the close ids,
    /// when nothing does.
    public func whySubject(_ id: String) throws(WhySubject.Unknown) -> WhySubject {
        try WhySubject(id, names: Simulation(scene: scene) { _ in { _ in } }.names)
    }

    /// Replays the scenario and writes what happened to `subject`, and why (`touchsim why`).
    public func why(_ subject: WhySubject, to sink: ByteSink) throws(Diagnostic) {
        let story = WhyStory(subject: subject)
        // Its story names the subject wherever a down passed over it.
        try ReplayPipeline(schedule: .inline).replay(self, notingPassedOverViews: true, into: story)
        for line in story.answer() {
            sink.append(line)
            sink.append(literal: "\n")
        }
    }
}
