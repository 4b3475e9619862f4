import TouchSimCore
import _TouchSimStorage

/// The names of a replay as a writer prints them (quoted and escaped for JSON Lines, escaped for
/// text), encoded the first time each is printed and copied from then on: a replay prints a
/// few names per line (docs/performance.md).
///
/// Also keeps, per view and consumer, the responders a `touches…` line forwards to
/// (docs/model.md §2.2), written the way the writer lists them. Names are all kept, as the
/// table holds them already; forwarding lists, one per view and consumer, while the cache holds
/// less than `maximumBytes`, and past that are encoded each time they are printed.
///
/// Every line reads it, so it is an address in its `NameCache`'s pool: copying it and reading a
/// name retain nothing, and a name printed before is a load and a copy.
struct EncodedNames {
    /// What the cache may hold, in bytes: the ids of a tree of a million views.
    static let maximumBytes = 16 << 20

    private let cache: UnsafeMutablePointer<Cache>

    /// The cached bytes, where each piece is in them, and what makes the pieces not cached yet.
    fileprivate struct Cache {
        /// How a writer writes a name.
        let encode: (String, SinkBuffer) -> Void
        /// Where the blocks below are kept: the pool that holds this cache too, so not owned.
        unowned let memory: MemoryPool
        /// The table of the names below, held so that no other table can take its identity.
        var table: NameTable?
        var tableID: ObjectIdentifier?
        var viewCount = 0
        var bytes: UnsafeMutablePointer<UInt8>
        var count = 0
        var capacity = 0
        /// Each view's bytes, then each recognizer's; a negative lower bound until encoded.
        var names: UnsafeMutablePointer<Range<Int>>
        /// Each recognizer's view.
        var recognizerViews: UnsafeMutablePointer<ViewIndex>
        /// Per view, the key (as in `forwardings`) of the forwarding list it printed last and its
        /// bytes: a view's calls mostly go to one consumer.
        var lastForwarding: UnsafeMutablePointer<(key: Int, range: Range<Int>)>
        /// Every forwarding list cached, by view (high 32 bits) and consumer (low 32 bits,
        /// position + 1, 0 for none).
        var forwardings: [Int: Range<Int>] = [:]
        /// A view whose last forwarding list is one the cache could not keep, for one line, and
        /// the list it had before.
        var transient: (view: Int, last: (key: Int, range: Range<Int>))?
    }

    fileprivate init(encode: @escaping (String, SinkBuffer) -> Void, in memory: MemoryPool) {
        let unset = -1 ..< -1
        cache = memory.allocate(
            Cache(
                encode: encode, memory: memory, bytes: memory.allocate(0, repeating: 0),
                names: memory.allocate(0, repeating: unset),
                recognizerViews: memory.allocate(0, repeating: ViewIndex(raw: 0)),
                lastForwarding: memory.allocate(0, repeating: (-1, unset))))
    }

    /// Makes `names` the table the indices that follow refer to; called with each record.
    @inline(__always)
    func use(_ names: NameTable) {
        if cache.pointee.tableID != ObjectIdentifier(names) { reset(names) }
    }

    /// Writes the id of view `view` to `out`.
    @inline(__always)
    func view(_ view: ViewIndex, to out: inout SinkCursor) { name(at: Int(view.raw), to: &out) }

    /// Writes the id of recognizer `recognizer` to `out`.
    @inline(__always)
    func recognizer(_ recognizer: RecognizerIndex, to out: inout SinkCursor) {
        name(at: cache.pointee.viewCount + Int(recognizer.raw), to: &out)
    }

    /// Writes the name of an `ask` line's subject to `out`.
    @inline(__always)
    func subject(_ subject: AskSubject, to out: inout SinkCursor) {
        switch subject {
        case .view(let v): view(v, to: &out)
        case .recognizer(let r): recognizer(r, to: &out)
        }
    }

    /// The view recognizer `recognizer` is attached to.
    @inline(__always)
    func view(of recognizer: RecognizerIndex) -> ViewIndex { cache.pointee.recognizerViews[Int(recognizer.raw)] }

    /// The id of view `view` as `view(_:to:)` writes it; nil until it is first written, and when
    /// the cache is full.
    @inline(__always)
    func encoded(view: ViewIndex) -> EncodedPiece? { encodedName(at: Int(view.raw)) }

    /// The id of recognizer `recognizer` as `recognizer(_:to:)` writes it, or nil as `encoded(view:)`.
    @inline(__always)
    func encoded(recognizer: RecognizerIndex) -> EncodedPiece? {
        encodedName(at: cache.pointee.viewCount + Int(recognizer.raw))
    }

    /// The name of an `ask` line's subject as `subject(_:to:)` writes it, or nil as `encoded(view:)`.
    @inline(__always)
    func encoded(subject: AskSubject) -> EncodedPiece? {
        switch subject {
        case .view(let v): return encoded(view: v)
        case .recognizer(let r): return encoded(recognizer: r)
        }
    }

    /// The responders of a call on `view` handled by `consumer` as `forwarding(from:to:to:as:)`
    /// writes them; nil unless they are the view's last.
    @inline(__always)
    func encodedForwarding(from view: ViewIndex, to consumer: ViewIndex?) -> EncodedPiece? {
        let last = cache.pointee.lastForwarding[Int(view.raw)]
        return last.key == Self.key(view, consumer) ? piece(last.range) : nil
    }

    @inline(__always)
    private func encodedName(at slot: Int) -> EncodedPiece? {
        let range = cache.pointee.names[slot]
        return range.lowerBound >= 0 ? piece(range) : nil
    }

    /// The cached bytes of `range`, readable `SinkCursor.paddedWidth` bytes further.
    @inline(__always)
    private func piece(_ range: Range<Int>) -> EncodedPiece {
        EncodedPiece(start: cache.pointee.bytes + range.lowerBound, count: range.upperBound &- range.lowerBound)
    }

    @inline(__always)
    private func name(at slot: Int, to out: inout SinkCursor) {
        let range = cache.pointee.names[slot]
        guard range.lowerBound >= 0 else { return out.through { $0.append(bytes: bytes(encodeName(at: slot))) } }
        copy(range, to: &out)
    }

    /// Encodes view `view`'s id unless it is already, so that `encoded(view:)` has it.
    @inline(__always)
    func prepare(view: ViewIndex) { prepareName(at: Int(view.raw)) }

    /// Encodes the name of an `ask` line's subject unless it is already, as `prepare(view:)`.
    @inline(__always)
    func prepare(subject: AskSubject) {
        switch subject {
        case .view(let v): prepare(view: v)
        case .recognizer(let r): prepare(recognizer: r)
        }
    }

    /// Encodes recognizer `recognizer`'s id unless it is already, as `prepare(view:)`.
    @inline(__always)
    func prepare(recognizer: RecognizerIndex) { prepareName(at: cache.pointee.viewCount + Int(recognizer.raw)) }

    @inline(__always)
    private func prepareName(at slot: Int) {
        if cache.pointee.names[slot].lowerBound < 0 { _ = encodeName(at: slot) }
    }

    /// A name's first printing: encoded into the cache.
    @inline(never)
    private func encodeName(at slot: Int) -> Range<Int> {
        let viewCount = cache.pointee.viewCount
        let names = cache.pointee.table!
        let text =
            slot < viewCount
            ? names.view(ViewIndex(raw: Int32(slot))) : names.recognizer(RecognizerIndex(raw: Int32(slot - viewCount)))
        let encode = cache.pointee.encode
        let made = add(capped: false) { encode(text, $0) }!
        cache.pointee.names[slot] = made
        return made
    }

    /// Writes the responders a call on `view` handled by `consumer` passes through
    /// (`NameTable.forEachForwarding`), as `list` writes them the first time.
    @inline(__always)
    func forwarding(
        from view: ViewIndex, to consumer: ViewIndex?, to out: inout SinkCursor,
        as list: (NameTable, SinkBuffer) -> Void
    ) {
        let last = cache.pointee.lastForwarding[Int(view.raw)]
        guard last.key == Self.key(view, consumer) else {
            return out.through { addForwarding(from: view, to: consumer, to: $0, as: list) }
        }
        copy(last.range, to: &out)
    }

    /// A forwarding that is not the view's last, written from the cache.
    @inline(never)
    private func addForwarding(
        from view: ViewIndex, to consumer: ViewIndex?, to out: SinkBuffer,
        as list: (NameTable, SinkBuffer) -> Void
    ) {
        prepareForwarding(from: view, to: consumer, as: list)
        out.append(bytes: bytes(cache.pointee.lastForwarding[Int(view.raw)].range))
        endLine()
    }

    /// Makes the responders of a call on `view` handled by `consumer`, as `list` writes them,
    /// the view's last forwarding (`encodedForwarding(from:to:)`): from the cache, or encoded
    /// into it; when the cache is full, encoded past what it keeps, for this line alone, until
    /// `endLine()`.
    func prepareForwarding(from view: ViewIndex, to consumer: ViewIndex?, as list: (NameTable, SinkBuffer) -> Void) {
        let key = Self.key(view, consumer)
        let last = cache.pointee.lastForwarding[Int(view.raw)]
        guard last.key != key else { return }
        let names = cache.pointee.table!
        var range = cache.pointee.forwardings[key]
        if range == nil {
            range = add(capped: true) { list(names, $0) }
            cache.pointee.forwardings[key] = range
        }
        if range == nil {
            range = add(capped: false) { list(names, $0) }
            cache.pointee.count = range!.lowerBound
            cache.pointee.transient = (Int(view.raw), last)
        }
        cache.pointee.lastForwarding[Int(view.raw)] = (key, range!)
    }

    /// Forgets a forwarding list `prepareForwarding` could not keep, once its line is written.
    func endLine() {
        guard let (view, last) = cache.pointee.transient else { return }
        cache.pointee.lastForwarding[view] = last
        cache.pointee.transient = nil
    }

    private static func key(_ view: ViewIndex, _ consumer: ViewIndex?) -> Int {
        Int(view.raw) << 32 | (consumer.map { Int($0.raw) + 1 } ?? 0)
    }

    @inline(never)
    private func reset(_ names: NameTable) {
        cache.pointee.table = names
        cache.pointee.tableID = ObjectIdentifier(names)
        cache.pointee.forwardings.removeAll()
        cache.pointee.transient = nil
        cache.pointee.viewCount = names.viewCount
        cache.pointee.count = 0
        let unset = -1 ..< -1
        let memory = cache.pointee.memory
        memory.free(cache.pointee.names)
        cache.pointee.names = memory.allocate(names.viewCount + names.recognizerCount, repeating: unset)
        memory.free(cache.pointee.recognizerViews)
        cache.pointee.recognizerViews = memory.allocate(names.recognizerCount, repeating: ViewIndex(raw: 0))
        for r in 0..<names.recognizerCount {
            cache.pointee.recognizerViews[r] = names.view(of: RecognizerIndex(raw: Int32(r)))
        }
        memory.free(cache.pointee.lastForwarding)
        cache.pointee.lastForwarding = memory.allocate(names.viewCount, repeating: (-1, unset))
    }

    /// Appends what `encode` writes to the cache; nil when `capped` and the cache is full.
    private func add(capped: Bool, _ encode: (SinkBuffer) -> Void) -> Range<Int>? {
        guard !capped || cache.pointee.count < Self.maximumBytes else { return nil }
        let start = cache.pointee.count
        let scratch = MemoryPool()
        let encoder = SinkBuffer(capacity: 256, in: scratch) { [cache] chunk in
            let needed = cache.pointee.count + chunk.count
            if needed > cache.pointee.capacity {
                let capacity = max(needed, 2 * cache.pointee.capacity, 4096)
                // Readable past the last piece, for `SinkCursor.append(padded:count:)`; the
                // rest initialized too, as the padded copies read past what was written.
                cache.pointee.bytes = cache.pointee.memory.reallocate(
                    cache.pointee.bytes, keeping: cache.pointee.count, count: capacity + SinkCursor.paddedWidth,
                    repeating: 0)
                cache.pointee.capacity = capacity
            }
            (cache.pointee.bytes + cache.pointee.count).update(from: chunk.baseAddress!, count: chunk.count)
            cache.pointee.count = needed
        }
        withExtendedLifetime(scratch) {
            encode(encoder)
            encoder.flush()
        }
        return start..<cache.pointee.count
    }

    @inline(__always)
    private func copy(_ range: Range<Int>, to out: inout SinkCursor) {
        out.append(padded: cache.pointee.bytes + range.lowerBound, count: range.count)
    }

    private func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: cache.pointee.bytes + range.lowerBound, count: range.count)
    }
}

/// Owns the memory of an `EncodedNames`: a writer keeps one for as long as it writes.
final class NameCache {
    /// The names, valid while this cache lives.
    let names: EncodedNames
    /// The names' memory.
    private let memory: MemoryPool

    /// A cache of the names as `encode` writes them.
    init(encode: @escaping (String, SinkBuffer) -> Void) {
        let memory = MemoryPool()
        self.memory = memory
        names = EncodedNames(encode: encode, in: memory)
    }
}
