import Synchronization
import Testing
import TouchSimFix
import TouchSimReader

/// The progress lines of `touchsim fix` (docs/format.md §4.12), on a clock the test drives.
@Suite("touchsim fix progress")
struct FixProgressReporterTests {
    /// A value the reporter's closures and the test share.
    private final class Shared<Value: Sendable>: Sendable {
        let value: Mutex<Value>
        init(_ value: Value) { self.value = Mutex(value) }
    }

    /// A reporter whose clock the test sets and whose lines it collects.
    private struct Harness {
        let clock = Shared<Double>(100)
        let lines = Shared<[String]>([])
        let reporter: FixProgressReporter

        init() {
            reporter = FixProgressReporter(
                quietSeconds: 1, now: { [clock] in clock.value.withLock { $0 } },
                write: { [lines] line in lines.value.withLock { $0.append(line) } })
        }

        /// Reports `tried` of `total` sets of two changes, `seconds` after the start.
        func at(_ seconds: Double, tried: Int, of total: Int) {
            clock.value.withLock { $0 = 100 + seconds }
            reporter.report(FixProgress(changes: 2, tried: tried, total: total))
        }

        var printed: [String] { lines.value.withLock { $0 } }
    }

    @Test("A search shorter than the quiet second prints nothing, not even the closing line")
    func quietWhenFast() {
        let harness = Harness()
        harness.at(0.2, tried: 10, of: 37)
        harness.at(0.9, tried: 37, of: 37)
        harness.reporter.finish()
        #expect(harness.printed.isEmpty)
    }

    @Test("After the quiet second: at most one line a second, one when a set size is done, then 'done'")
    func throttled() {
        let harness = Harness()
        harness.at(1.0, tried: 64, of: 500)
        harness.at(1.5, tried: 128, of: 500)
        harness.at(2.1, tried: 192, of: 500)
        harness.at(2.2, tried: 500, of: 500)
        harness.reporter.finish()
        #expect(
            harness.printed == [
                "touchsim fix: 2 changes: tried 64 of 500 sets (1 s)",
                "touchsim fix: 2 changes: tried 192 of 500 sets (2 s)",
                "touchsim fix: 2 changes: tried 500 of 500 sets (2 s)",
                "touchsim fix: done",
            ])
    }
}
