/// A parent's subviews indexed by where a point can concern them (docs/model.md §1.1), so that
/// hit-testing a parent with many subviews looks at the few near the point, topmost first,
/// instead of every one: a down then costs the same whatever the number of siblings it misses.
///
/// A subview's *reach*, in the parent's bounds coordinates, is where the walk of §1.1 can hit it
/// or note it as passed over: its frame (hidden, transparent and disabled views are noted there),
/// its `pointInside` area (§1.2, insets may enlarge it), and its own subviews' `pointInside` areas
/// (noted as outside their superview). A point outside a subview's reach gets nothing from it, so
/// skipping it changes neither the hit view nor the notes. Frames are fixed for the whole replay;
/// `hidden`, `alpha` and `userInteractionEnabled`, which a `set` event may change (§11.2), are
/// read at each query by the walk itself.
struct SiblingGrid {
    /// Parents with fewer subviews are walked one by one: the index would cost more than it saves.
    static let minimumSubviews = 64
    /// A subview whose reach covers more cells than this is looked at for every point.
    private static let maximumCellsPerSubview = 16

    /// Subviews looked at for every point, by position, topmost first: a scroll view with subviews
    /// (they move with its content offset, §1.3) and subviews too large for the cells.
    private let everywhere: [Int32]
    /// Each subview's reach, by position; nil when it has no fixed reach.
    private let reach: [Rect?]
    /// The box that holds every fixed reach.
    private let minX: Double
    private let minY: Double
    private let maxX: Double
    private let maxY: Double
    private let cellWidth: Double
    private let cellHeight: Double
    private let columns: Int
    private let rows: Int
    /// The subviews of cell `c` are `members[cellStart[c]..<cellStart[c + 1]]`, topmost first.
    private let cellStart: [Int32]
    private let members: [Int32]

    /// Indexes subviews whose reaches are `reach` (by position; nil for no fixed reach).
    init(reach: [Rect?]) {
        self.reach = reach
        let fixed = reach.compactMap { $0 }
        minX = fixed.map(\.minX).min() ?? 0
        minY = fixed.map(\.minY).min() ?? 0
        maxX = fixed.map(\.maxX).max() ?? 0
        maxY = fixed.map(\.maxY).max() ?? 0
        let (width, height) = (maxX - minX, maxY - minY)
        // About √n cells along each side, but no smaller than a typical subview, so that most
        // subviews fall in a few cells: a table's full-width rows give one column.
        let side = Double(fixed.count).squareRoot().rounded(.up)
        cellWidth = max(width / side, Self.median(fixed.map(\.size.width)), .leastNormalMagnitude)
        cellHeight = max(height / side, Self.median(fixed.map(\.size.height)), .leastNormalMagnitude)
        columns = min(Int(side), Int((width / cellWidth).rounded(.down)) + 1)
        rows = min(Int(side), Int((height / cellHeight).rounded(.down)) + 1)
        var everywhere: [Int32] = []
        var cellsOf: [(position: Int32, columns: ClosedRange<Int>, rows: ClosedRange<Int>)] = []
        var counts = [Int32](repeating: 0, count: columns * rows + 1)
        for position in reach.indices.reversed() {
            guard let r = reach[position] else {
                everywhere.append(Int32(position))
                continue
            }
            let cs = Self.slot(r.minX - minX, cellWidth, columns)...Self.slot(r.maxX - minX, cellWidth, columns)
            let rs = Self.slot(r.minY - minY, cellHeight, rows)...Self.slot(r.maxY - minY, cellHeight, rows)
            guard cs.count * rs.count <= Self.maximumCellsPerSubview else {
                everywhere.append(Int32(position))
                continue
            }
            cellsOf.append((Int32(position), cs, rs))
            for c in cs { for r in rs { counts[r * columns + c + 1] += 1 } }
        }
        for c in counts.indices.dropFirst() { counts[c] += counts[c - 1] }
        var next = counts
        var members = [Int32](repeating: 0, count: Int(counts.last!))
        for (position, cs, rs) in cellsOf {
            for c in cs {
                for r in rs {
                    members[Int(next[r * columns + c])] = position
                    next[r * columns + c] += 1
                }
            }
        }
        self.everywhere = everywhere
        self.cellStart = counts
        self.members = members
    }

    /// The positions of the subviews whose reach may hold `p` (the parent's bounds coordinates),
    /// topmost first.
    func candidates(at p: Point) -> Candidates {
        var cell: Range<Int> = 0..<0
        if p.x >= minX, p.x <= maxX, p.y >= minY, p.y <= maxY {
            let c = Self.slot(p.x - minX, cellWidth, columns) + Self.slot(p.y - minY, cellHeight, rows) * columns
            cell = Int(cellStart[c])..<Int(cellStart[c + 1])
        }
        return Candidates(grid: self, p: p, cell: cell.lowerBound, cellEnd: cell.upperBound)
    }

    /// The walk over a cell's subviews merged with those looked at everywhere, topmost first,
    /// each checked against its reach.
    struct Candidates: IteratorProtocol {
        fileprivate let grid: SiblingGrid
        fileprivate let p: Point
        fileprivate var cell: Int
        fileprivate let cellEnd: Int
        fileprivate var everywhere = 0

        mutating func next() -> Int? {
            while cell < cellEnd || everywhere < grid.everywhere.count {
                let position: Int32
                if everywhere == grid.everywhere.count
                    || (cell < cellEnd && grid.members[cell] > grid.everywhere[everywhere])
                {
                    position = grid.members[cell]
                    cell += 1
                } else {
                    position = grid.everywhere[everywhere]
                    everywhere += 1
                }
                if let r = grid.reach[Int(position)], !SiblingGrid.closedContains(r, p) { continue }
                return Int(position)
            }
            return nil
        }
    }

    /// The cell, of `count` of `size` each, that `offset` falls in; clamped before converting,
    /// since a huge quotient does not fit an `Int`.
    private static func slot(_ offset: Double, _ size: Double, _ count: Int) -> Int {
        let cell = (offset / size).rounded(.down)
        guard cell >= 0 else { return 0 }
        return cell >= Double(count - 1) ? count - 1 : Int(cell)
    }

    /// Containment with every edge included: a reach is a bound, never a test of its own.
    fileprivate static func closedContains(_ r: Rect, _ p: Point) -> Bool {
        p.x >= r.minX && p.x <= r.maxX && p.y >= r.minY && p.y <= r.maxY
    }

    private static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        return values.sorted()[values.count / 2]
    }
}
