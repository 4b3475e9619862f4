import ScenarioText

/// A recording turned into a scenario file (docs/format.md §1): the view tree from a snapshot,
/// the iOS version, and the trace.
public struct RecordedScenario: Sendable {
    /// The key window when the first finger went down.
    public var window: ViewSnapshot
    /// `UIDevice.current.systemVersion`, such as `"17.2"` or `"8.4.1"`.
    public var systemVersion: String
    public var recording: TouchRecording
    /// The scenario's `name`.
    public var name: String

    /// A scenario from what the recorder read.
    public init(window: ViewSnapshot, systemVersion: String, recording: TouchRecording, name: String) {
        self.window = window
        self.systemVersion = systemVersion
        self.recording = recording
        self.name = name
    }

    /// The scenario file's text.
    public var text: String {
        var builder = TreeBuilder()
        let tree = builder.view(window, isRoot: true)
        let header = [
            ScenarioMember("name", .string(name)),
            ScenarioMember(
                "comment",
                .string(
                    "recorded by TouchSimRecorder on iOS \(systemVersion); delegate answers, method overrides and requireToFail are not recorded (Recorder/README.md)"
                )),
            ScenarioMember("ios", .string(Self.majorMinor(systemVersion))),
        ]
        return ScenarioWriter(header: header, tree: tree, events: recording.events).text
    }

    /// `"8.4.1"` → `"8.4"`; what is not a version → `"17.0"`, touchsim's default.
    static func majorMinor(_ version: String) -> String {
        let parts = version.split(separator: ".").prefix(2).map { Int($0) }
        guard let major = parts.first ?? nil, (0...999).contains(major) else { return "17.0" }
        let minor = parts.count > 1 ? parts[1] ?? 0 : 0
        return "\(major).\(min(999, max(0, minor)))"
    }
}
