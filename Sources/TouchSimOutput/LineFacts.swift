import TouchSimCore

/// The type and facts of records' text lines, one record at a time, as `--format text` shows
/// them (docs/format.md §3), for the pictures of a replay (`render`, `--format chrome-trace`).
///
/// The pictures want every record's line: the buffer and the caches of names and words are
/// made once here, not once per record (a 64 KiB buffer cleared per record cost a chrome trace
/// of 100,000 events most of its time).
public final class LineFacts {
    /// Collects what the sink drains, until `facts(of:names:)` takes it.
    private final class Collected {
        var bytes: [UInt8] = []
    }

    private let collected = Collected()
    private let sink: ByteSink
    private let cache = TextFacts.cache(escapes: false)
    private let words = WordCache<TextWords>()

    /// A writer of lines' facts, with its buffer and empty caches.
    public init() {
        let collected = self.collected
        sink = ByteSink(capacity: 1 << 10) { collected.bytes += $0 }
    }

    /// The type and the facts of `event`'s line, nil for the summary.
    public func facts(of event: RecordEvent, names: NameTable) -> (type: String, facts: String)? {
        guard let type = TextFacts.type(of: event) else { return nil }
        cache.names.use(names)
        var facts = TextFacts(out: SinkCursor(sink.buffer), escapes: false, names: cache.names, words: words.tables)
        facts.write(event)
        facts.out.close()
        sink.flush()
        defer { collected.bytes.removeAll(keepingCapacity: true) }
        return (type.description, String(decoding: collected.bytes, as: UTF8.self))
    }
}
