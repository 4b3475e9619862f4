/// The bytes around the values of a plain event (`EventStream.readPlainEvent`): its keys in
/// their order and everything between its values, learned from a raw event the general path
/// read (`EventStream.learnShape`) so that the next ones, which a trace writes alike, are read
/// by comparing those bytes 8 at a time rather than finding each key again.
///
/// An event matches only when it is exactly those bytes around values that the plain path
/// reads, so it is a raw event laid out as one the general path accepted.
///
/// Separator `k` is what comes before value `k` (the first with the `{`), separator 5 what
/// follows the last value up to the `}`: each up to 16 bytes, held as two words of memory with
/// the masks of its bytes. Each separator's words are fields of their own rather than lanes of
/// vectors: a lane is read by loading the vector, and a vector loaded for one lane was kept on
/// the stack with the event's other lanes.
struct PlainEventShape {
    /// One separator: two words of memory, the masks of its bytes and its length.
    struct Separator {
        var low: UInt64 = 1
        var high: UInt64 = 0
        var lowMask: UInt64 = 0
        var highMask: UInt64 = 0
        var count = 0
    }

    /// The field of each value in order, as indices in `EventStream.keys`.
    private(set) var fields = SIMD8<Int>()
    private var separators = InlineArray<6, Separator>(repeating: Separator())

    /// Whether `fields` is the order of `EventStream.keys`, as most traces write an event (the
    /// first is 0 in the shape no event matches too, and `skip` then fails).
    /// Derived from `fields` rather than kept beside them, so that the two cannot disagree.
    @inline(__always)
    var isInOrder: Bool { fields[1] == 1 && fields[2] == 2 && fields[3] == 3 && fields[4] == 4 }

    /// The shape before the first plain event, which no event matches: every mask is zero and
    /// every word one.
    init() {}

    /// The shape of the event of `bytes` whose values, of `fields` in that order, span
    /// `values`, and whose `}` is at `close`, with 16 bytes in memory from there; nil when a
    /// separator is longer than 16 bytes.
    init?(_ bytes: UnsafePointer<UInt8>, fields: SIMD8<Int>, values: InlineArray<5, Range<Int>>, close: Int) {
        self.fields = fields
        for k in 0..<6 {
            let start = k == 0 ? 0 : values[k - 1].upperBound
            let end = k == 5 ? close + 1 : values[k].lowerBound
            let count = end - start
            guard count <= 16 else { return nil }
            let lowMask = Self.mask(bytes: min(count, 8))
            let highMask = Self.mask(bytes: max(count - 8, 0))
            separators[k] = Separator(
                low: Self.word(bytes + start) & lowMask, high: Self.word(bytes + start + 8) & highMask,
                lowMask: lowMask, highMask: highMask, count: count)
        }
    }

    /// Whether separator `k` comes at `i` of `bytes`, where 16 bytes can be read; if so, moves
    /// `i` past it.
    @inline(__always)
    func skip(_ k: Int, _ bytes: UnsafePointer<UInt8>, _ i: inout Int) -> Bool {
        guard Self.word(bytes + i) & separators[k].lowMask == separators[k].low,
            Self.word(bytes + i + 8) & separators[k].highMask == separators[k].high
        else { return false }
        i &+= separators[k].count
        return true
    }

    /// The first `bytes` bytes of a word in memory order.
    private static func mask(bytes: Int) -> UInt64 {
        var mask: UInt64 = 0
        withUnsafeMutableBytes(of: &mask) { for k in 0..<bytes { $0[k] = 0xFF } }
        return mask
    }

    @inline(__always)
    private static func word(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
        UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self)
    }
}

/// Where the values of an event object lie, noted as the general path reads its members
/// (`EventStream.readObjectEntry`), to learn its shape from.
struct PlainEventLayout {
    /// How many members the object has.
    var members = 0
    /// The field of each of the first five values, as indices in `EventStream.keys`.
    private var fields = SIMD8<Int>()
    /// The source offsets of each of the first five values.
    private var values = InlineArray<5, Range<Int>>(repeating: 0..<0)
    private var noted = 0

    /// Notes that the next value, of `keys[field]`, spans the source offsets `range`.
    mutating func note(_ field: Int, _ range: Range<Int>) {
        guard noted < 5 else { return }
        fields[noted] = field
        values[noted] = range
        noted += 1
    }

    /// The shape of the object at the source offsets `start..<end`, whose bytes are at `bytes`
    /// with 16 more after them; nil unless its five members are the five values noted.
    func shape(of bytes: UnsafePointer<UInt8>, objectFrom start: Int, to end: Int) -> PlainEventShape? {
        guard members == 5, noted == 5 else { return nil }
        var relative = values
        for k in 0..<5 { relative[k] = values[k].lowerBound - start..<values[k].upperBound - start }
        return PlainEventShape(bytes, fields: fields, values: relative, close: end - 1 - start)
    }
}
