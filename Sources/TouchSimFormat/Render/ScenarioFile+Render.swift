import TouchSimOutput
import TouchSimReader
import TouchSimReplay

extension ScenarioFile {
    /// Replays the scenario and writes the picture of the replay as one HTML page
    /// (docs/format.md §4.13) to `sink`.
    public func render(to sink: ByteSink) throws(Diagnostic) {
        let picture = ReplayPicture(scene: scene)
        try replay(into: picture)
        HTMLPage.write(picture, to: sink)
    }
}
