import TouchSimOutput
import TouchSimReader
import TouchSimReplay

extension ScenarioFile {
    /// Replays the scenario and writes the picture of the replay as one HTML page
    /// (docs/format.md §4.13) to `sink`.
    public func render(to sink: ByteSink) throws(Diagnostic) {
        let picture = ReplayPicture(scene: scene)
        picture.timeline = try ViewTimeline(file: self, layout: picture.layout)
        // Its hover texts give each down's cause, the views passed over included.
        try ReplayPipeline(schedule: .inline).replay(self, notingPassedOverViews: true, into: picture)
        HTMLPage.write(picture, to: sink)
    }
}
