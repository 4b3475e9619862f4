import TouchSimCore

/// The names of a replay as a writer prints them (quoted and escaped for JSON Lines, escaped for
/// text), encoded the first time each is printed and copied from then on: a million-event replay
/// prints a few names per line, and escaping them again each time was a tenth of its time.
///
/// Also keeps, per view and consumer, the responders a `touches…` line forwards to
/// (docs/model.md §2.2), written the way the writer lists them. The cache holds at most
/// `maximumBytes`; past that, pieces are encoded each time they are printed.
final class EncodedNames {
    /// What the cache may hold, in bytes: the ids of a tree of a million views.
    static let maximumBytes = 16 << 20

    private var table: NameTable?
    private var bytes: [UInt8] = []
    /// Each view's bytes in `bytes`, then each recognizer's; a negative lower bound until encoded.
    private var names: [Range<Int>] = []
    /// The forwarding list of a view (high 32 bits) to a consumer (low 32 bits, position + 1,
    /// 0 for none).
    private var forwardings: [Int: Range<Int>] = [:]
    private let unset = -1 ..< -1

    /// Writes the bytes of view `view` of `names` to `sink`, made by `encode` the first time.
    @inline(__always)
    func view(
        _ view: ViewIndex, of names: NameTable, to sink: ByteSink, encode: (String, ByteSink) -> Void
    ) {
        name(at: Int(view.raw), of: names, to: sink) { encode(names.view(view), $0) }
    }

    /// Writes the bytes of recognizer `recognizer` of `names`, made by `encode` the first time.
    @inline(__always)
    func recognizer(
        _ recognizer: RecognizerIndex, of names: NameTable, to sink: ByteSink, encode: (String, ByteSink) -> Void
    ) {
        name(at: names.viewCount + Int(recognizer.raw), of: names, to: sink) {
            encode(names.recognizer(recognizer), $0)
        }
    }

    @inline(__always)
    private func name(at slot: Int, of table: NameTable, to sink: ByteSink, encode: (ByteSink) -> Void) {
        if self.table !== table { reset(table) }
        var range = names[slot]
        if range.lowerBound < 0 {
            guard let made = add(encode) else { return encode(sink) }
            names[slot] = made
            range = made
        }
        copy(range, to: sink)
    }

    /// Writes what `encode` writes for the forwarding of a call on `view` handled by `consumer`,
    /// encoded the first time that pair is seen.
    func forwarding(
        from view: ViewIndex, to consumer: ViewIndex?, of names: NameTable, to sink: ByteSink,
        encode: (ByteSink) -> Void
    ) {
        if table !== names { reset(names) }
        let key = Int(view.raw) << 32 | (consumer.map { Int($0.raw) + 1 } ?? 0)
        if let range = forwardings[key] { return copy(range, to: sink) }
        guard let made = add(encode) else { return encode(sink) }
        forwardings[key] = made
        copy(made, to: sink)
    }

    private func reset(_ names: NameTable) {
        table = names
        bytes.removeAll(keepingCapacity: true)
        self.names = Array(repeating: unset, count: names.viewCount + names.recognizerCount)
        forwardings.removeAll()
    }

    /// Appends what `encode` writes to the cache; nil when the cache is full.
    private func add(_ encode: (ByteSink) -> Void) -> Range<Int>? {
        guard bytes.count < Self.maximumBytes else { return nil }
        let start = bytes.count
        let encoder = ByteSink(capacity: 256) { self.bytes += $0 }
        encode(encoder)
        encoder.flush()
        return start..<bytes.count
    }

    @inline(__always)
    private func copy(_ range: Range<Int>, to sink: ByteSink) {
        bytes.withUnsafeBufferPointer { sink.append(bytes: UnsafeBufferPointer(rebasing: $0[range])) }
    }
}
