import ScenarioText
import TouchSimCore
import TouchSimOutput
import TouchSimReader

extension ScenarioFile {
    /// Writes the scenario as `touchsim expand` prints it: the input's bytes unchanged except the
    /// `events` array, where each shorthand is replaced by the raw events it makes, merged in time
    /// order (docs/format.md §1.5). Raw entries and `set` events keep their text. Replaying the
    /// result gives the same output as replaying the input.
    public func writeExpanded(to sink: ByteSink) throws(Diagnostic) {
        try copySource(0..<eventsRange.lowerBound, to: sink)
        sink.append(literal: "[")
        var first = true
        var failure: Diagnostic?
        try forEachEvent { item in
            sink.append(literal: first ? "\n    " : ",\n    ")
            first = false
            switch item {
            case .event(_, let raw?), .set(_, _, let raw):
                // Raw events and `set` events (docs/format.md §1.7) keep their text.
                do throws(Diagnostic) { try copySource(raw, to: sink) } catch { failure = failure ?? error }
            case .event(let event, nil):
                let phase = ScenarioEvent.Phase(rawValue: event.phase.rawValue)!
                sink.append(
                    ScenarioWriter.event(
                        ScenarioEvent(
                            t: event.time.milliseconds, touch: event.touch, phase: phase, x: event.location.x,
                            y: event.location.y)))
            }
        }
        if let failure { throw failure }
        sink.append(literal: first ? "]" : "\n  ]")
        try copySource(eventsRange.upperBound..<Int.max, to: sink)
    }

    /// Copies the source's bytes in `range` (to its end at most) to `sink`.
    private func copySource(_ range: Range<Int>, to sink: ByteSink) throws(Diagnostic) {
        let size = 1 << 16
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: size) { buffer throws(Diagnostic) in
            var offset = range.lowerBound
            while offset < range.upperBound {
                let n: Int
                do throws(ByteSource.SystemError) {
                    n = try source.read(
                        into: buffer.baseAddress!, count: min(size, range.upperBound - offset), at: offset)
                } catch {
                    throw .unreadable(file, reason: error.message)
                }
                if n == 0 { return }
                sink.append(bytes: UnsafeBufferPointer(rebasing: buffer[..<n]))
                offset += n
            }
        }
    }
}
