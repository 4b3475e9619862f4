import TouchSimCore

/// The ends of a jsonl summary's touch entries, `,"view":"button","last":"touchesEnded"}`, one
/// per hit view (or none) and last method (or none), each encoded the first time an entry ends
/// so: a long replay's summary has a million entries and a few views.
struct TouchEntryEnds {
    private let viewIds: [String]
    private let lastMethod: EncodedWords<TouchMethod>
    /// The ends encoded so far, one after the other.
    private var bytes: [UInt8] = []
    /// Per view (0 for none, then each in tree order), where its ends start in `ranges`; -1
    /// until an entry ends on it. A slot per view and last for every view of a 100,000-view
    /// tree took 8 MB at the end of the replay, for the few views fingers went down on.
    private var firstSlot: [Int]
    /// The ends of the views met so far, `lastCount` per view; each a range of `bytes`, with a
    /// negative lower bound until encoded.
    private var ranges: [Range<Int>] = []
    /// The lasts an end may have: none, then each method.
    private static let lastCount = TouchMethod.allCases.count + 1

    /// No end encoded yet, for a tree whose view ids, in tree order, are `viewIds`; `lastMethod`
    /// writes `,"last":` and a method with the entry's closing brace.
    init(viewIds: [String], lastMethod: EncodedWords<TouchMethod>) {
        self.viewIds = viewIds
        self.lastMethod = lastMethod
        firstSlot = Array(repeating: -1, count: viewIds.count + 1)
    }

    /// Calls `body` with the end of an entry whose hit view is at `view` in tree order (nil
    /// for none) and whose last method is `last`.
    @inline(__always)
    mutating func withEnd(view: Int?, last: TouchMethod?, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        let place = view.map { $0 + 1 } ?? 0
        if firstSlot[place] < 0 {
            firstSlot[place] = ranges.count
            ranges += repeatElement(-1 ..< -1, count: Self.lastCount)
        }
        let slot = firstSlot[place] + Self.place(of: last)
        if ranges[slot].lowerBound < 0 { encode(view: view, last: last, slot: slot) }
        let range = ranges[slot]
        bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// A last's place among the lasts: 0 for none, then each method in `allCases` order.
    @inline(__always)
    private static func place(of last: TouchMethod?) -> Int {
        switch last {
        case nil: return 0
        case .began: return 1
        case .moved: return 2
        case .ended: return 3
        case .cancelled: return 4
        }
    }

    @inline(never)
    private mutating func encode(view: Int?, last: TouchMethod?, slot: Int) {
        var end: [UInt8] = []
        let encoder = ByteSink(capacity: 256) { end += $0 }
        encoder.append(literal: ",\"view\":")
        if let view { encoder.append(jsonString: viewIds[view]) } else { encoder.append(literal: "null") }
        if let last {
            lastMethod.withEncoded(last) { encoder.append(bytes: $0) }
        } else {
            encoder.append(literal: ",\"last\":null}")
        }
        encoder.flush()
        ranges[slot] = bytes.count..<bytes.count + end.count
        bytes += end
    }
}
