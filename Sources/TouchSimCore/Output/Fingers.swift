/// The fingers of a `touches` line, in the call's order (docs/format.md §3): the usual one or
/// two held inline, more (or a finger number beyond 32 bits) in an array, so that a line
/// allocates nothing (docs/performance.md).
public struct Fingers: RandomAccessCollection, Sendable, Equatable, ExpressibleByArrayLiteral {
    private enum Storage: Sendable {
        case one(Int32)
        case two(Int32, Int32)
        /// None, three or more, or one beyond 32 bits.
        case many([Int])
    }

    private var storage = Storage.many([])

    /// No fingers.
    public init() {}

    /// `fingers`, in order.
    public init(_ fingers: some Sequence<Int>) {
        for finger in fingers { append(finger) }
    }

    /// The fingers listed, in order.
    public init(arrayLiteral fingers: Int...) {
        self.init(fingers)
    }

    /// Adds `finger` at the end; only the third, or one beyond 32 bits, moves them to an array.
    public mutating func append(_ finger: Int) {
        switch storage {
        case .many(let list) where list.isEmpty:
            if let f = Int32(exactly: finger) { storage = .one(f) } else { storage = .many([finger]) }
        case .one(let first):
            if let f = Int32(exactly: finger) {
                storage = .two(first, f)
            } else {
                storage = .many([Int(first), finger])
            }
        case .two(let first, let second):
            storage = .many([Int(first), Int(second), finger])
        case .many(var list):
            storage = .many([])
            list.append(finger)
            storage = .many(list)
        }
    }

    /// The position of the first finger.
    public var startIndex: Int { 0 }

    /// The position after the last finger.
    public var endIndex: Int {
        switch storage {
        case .one: return 1
        case .two: return 2
        case .many(let list): return list.count
        }
    }

    /// The finger at `i`, trapping outside the list as an array does.
    public subscript(i: Int) -> Int {
        switch storage {
        case .one(let first) where i == 0: return Int(first)
        case .two(let first, let second) where i == 0 || i == 1: return Int(i == 0 ? first : second)
        case .many(let list): return list[i]
        default: preconditionFailure("index out of range")
        }
    }

    /// Whether both list the same fingers in the same order.
    public static func == (a: Fingers, b: Fingers) -> Bool { a.elementsEqual(b) }
}
