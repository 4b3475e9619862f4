import TouchSimCore

/// Turns the engine's records into output bytes, one record at a time, as they happen.
///
/// Writers keep no record once it is written, so memory does not grow with the trace; the
/// owner of the sink flushes it at the end.
public protocol RecordWriter {
    /// Writes one record as one line (the text summary spans several), its views and
    /// recognizers named by `names`.
    func write(_ record: Record, names: NameTable)
}

/// The `--format` choices (docs/format.md §4).
public enum OutputFormat: String, CaseIterable, Sendable {
    /// Aligned lines for people and golden files; the default.
    case text
    /// One JSON object per line for scripts (docs/format.md §3).
    case jsonl
    /// Trace Event Format JSON for Perfetto and `chrome://tracing` (docs/format.md §3.7).
    case chromeTrace = "chrome-trace"

    /// A writer of this format appending to `sink` the replay of `scene`; with `explain`, each
    /// line says why it happened (text and jsonl, docs/format.md §4.2).
    public func writer(to sink: ByteSink, scene: SceneSpec, explain: Bool = false) -> any RecordWriter {
        switch self {
        case .text: return TextWriter(sink: sink, explain: explain)
        case .jsonl: return JSONLWriter(sink: sink, explain: explain)
        case .chromeTrace: return ChromeTraceWriter(sink: sink, scene: scene)
        }
    }
}
