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
                sink.append(Self.json(event))
            }
        }
        if let failure { throw failure }
        sink.append(literal: first ? "]" : "\n  ]")
        try copySource(eventsRange.upperBound..<Int.max, to: sink)
    }

    /// A raw event object on one line, numbers as output prints them (exact: a shorthand's times
    /// are whole microseconds and its positions thousandths of a point).
    static func json(_ event: TouchEvent) -> String {
        let t = NumberFormat.string(event.time)
        let x = NumberFormat.string(event.location.x)
        let y = NumberFormat.string(event.location.y)
        return
            "{\"t\": \(t), \"touch\": \(event.touch), \"phase\": \"\(event.phase.rawValue)\", \"x\": \(x), \"y\": \(y)}"
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
