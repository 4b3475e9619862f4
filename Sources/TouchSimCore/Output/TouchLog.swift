import _TouchSimStorage

/// The summary's one entry per touch (docs/format.md §3), in order of `down`, at a few bytes
/// each: a 10M-event trace has millions of touches, and the summary comes only at the end.
///
/// Per touch the log keeps its finger, its `down` time as the step from the previous touch's
/// and its hit view's position as varints, and its last method as one byte apart, since that
/// one changes while the touch lives.
public struct TouchLog: Sequence, Sendable, Equatable, ExpressibleByArrayLiteral {
    private var entries = ByteLog()
    /// Per touch: 0 when the hit view heard nothing, else the method's `code`.
    private var lasts: [UInt8] = []
    private var lastDownAt: Int64 = 0
    /// The ids of the live tree's views, to name hit views.
    public let viewIds: [String]

    /// An empty log for a tree whose view ids, in tree order, are `viewIds`.
    init(viewIds: [String]) { self.viewIds = viewIds }

    /// A log of `entries`, as a test expects them.
    public init(arrayLiteral entries: Summary.TouchEntry...) {
        var ids: [String] = []
        for id in entries.compactMap(\.view) where !ids.contains(id) { ids.append(id) }
        self.init(viewIds: ids)
        for entry in entries {
            let touch = append(
                finger: entry.touch, downAt: entry.downAt, view: entry.view.map { ViewIndex(ids.firstIndex(of: $0)!) })
            if let last = entry.last { setLast(last, of: touch) }
        }
    }

    /// Two logs are equal when their entries are: view positions may differ between trees.
    public static func == (a: TouchLog, b: TouchLog) -> Bool { a.elementsEqual(b) }

    /// How many touches there are.
    public var count: Int { lasts.count }

    /// Adds the next touch and returns its index.
    mutating func append(finger: Int, downAt: SimTime, view: ViewIndex?) -> TouchIndex {
        entries.append(
            varints: (
                Int64(finger).zigzag, (downAt.microseconds &- lastDownAt).zigzag, view.map { UInt64($0.raw) + 1 } ?? 0
            ))
        lastDownAt = downAt.microseconds
        lasts.append(0)
        return TouchIndex(lasts.count - 1)
    }

    /// The last `touches…` method the touch's hit view got.
    mutating func setLast(_ method: TouchMethod, of touch: TouchIndex) {
        lasts[touch.position] = method.code
    }

    /// The entries, in order of `down`.
    public struct Iterator: IteratorProtocol {
        private var reader: ByteLog.Reader
        private let lasts: [UInt8]
        private let viewIds: [String]
        private var index = 0
        private var downAt: Int64 = 0

        fileprivate init(_ log: TouchLog) {
            reader = ByteLog.Reader(log.entries)
            lasts = log.lasts
            viewIds = log.viewIds
        }

        /// The next entry.
        public mutating func next() -> Summary.TouchEntry? {
            guard let entry = nextByPosition() else { return nil }
            return Summary.TouchEntry(
                touch: entry.touch, downAt: entry.downAt, view: entry.view.map { viewIds[$0] }, last: entry.last)
        }

        /// The next entry, its hit view as a position in `viewIds`.
        fileprivate mutating func nextByPosition() -> (touch: Int, downAt: SimTime, view: Int?, last: TouchMethod?)? {
            guard let finger = reader.next(), let step = reader.next(), let view = reader.next() else { return nil }
            downAt &+= Int64(zigzag: step)
            defer { index += 1 }
            return (
                Int(Int64(zigzag: finger)), SimTime(microseconds: downAt), view == 0 ? nil : Int(view - 1),
                TouchMethod(code: lasts[index])
            )
        }
    }

    /// Iterates the entries.
    public func makeIterator() -> Iterator { Iterator(self) }

    /// Calls `body` with each entry in order of `down`, its hit view as a position in `viewIds`
    /// (nil when nothing was hit): a writer encodes each id once, not once per touch, of which a
    /// long replay has a million.
    public func forEachByPosition(_ body: (_ touch: Int, _ downAt: SimTime, _ view: Int?, _ last: TouchMethod?) -> Void)
    {
        var entries = makeIterator()
        while let entry = entries.nextByPosition() { body(entry.touch, entry.downAt, entry.view, entry.last) }
    }
}

extension TouchMethod {
    /// 1 to 4 in `allCases` order: the byte `TouchLog` keeps.
    fileprivate var code: UInt8 {
        switch self {
        case .began: return 1
        case .moved: return 2
        case .ended: return 3
        case .cancelled: return 4
        }
    }

    /// The method of `code`; nil for 0, no call.
    fileprivate init?(code: UInt8) {
        switch code {
        case 1: self = .began
        case 2: self = .moved
        case 3: self = .ended
        case 4: self = .cancelled
        default: return nil
        }
    }
}
