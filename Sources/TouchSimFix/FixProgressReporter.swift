import TouchSimFormat
import _TouchSimStorage

/// The progress lines of a long `touchsim fix` search (docs/format.md §4.12): none for the first
/// `quietSeconds`, then at most one a second, and one when a set size is fully tried.
///
/// The clock and the output are injected: the command passes a real clock and standard error
/// (only when standard error is a terminal, so that no captured output depends on speed), the
/// tests a clock they drive.
public final class FixProgressReporter: Sendable {
    private let quietSeconds: Double
    private let now: @Sendable () -> Double
    private let write: @Sendable (String) -> Void
    private let start: Double
    private let lastLine = Locked<(at: Double, printed: Bool)>((0, false))

    /// `now` is a monotonic time in seconds; `write` receives each line without its newline.
    public init(
        quietSeconds: Double, now: @escaping @Sendable () -> Double, write: @escaping @Sendable (String) -> Void
    ) {
        self.quietSeconds = quietSeconds
        self.now = now
        self.write = write
        start = now()
    }

    /// Called by the search's threads.
    public func report(_ progress: FixProgress) {
        let elapsed = now() - start
        let due = lastLine.withLock { last in
            guard elapsed >= quietSeconds, elapsed - last.at >= 1 || progress.tried == progress.total else {
                return false
            }
            last = (elapsed, true)
            return true
        }
        if due {
            let plural = progress.changes == 1 ? "" : "s"
            write(
                "touchsim fix: \(progress.changes) change\(plural): tried \(progress.tried) of \(progress.total) sets (\(Int(elapsed)) s)"
            )
        }
    }

    /// Ends the report: a last line when any progress was printed.
    public func finish() {
        if lastLine.withLock({ $0.printed }) { write("touchsim fix: done") }
    }
}
