/// A parent's subviews indexed by where a point can concern them (docs/model.md §1.1), so that
/// hit-testing a parent with many subviews looks at the few near the point, topmost first,
/// instead of every one: a down then costs the same whatever the number of siblings it misses.
///
/// A subview's *reach*, in the parent's bounds coordinates, is where the walk of §1.1 can hit it
/// or note it as passed over: its frame (hidden, transparent and disabled views are noted there),
/// its `pointInside` area (§1.2, insets may enlarge it), and its own subviews' `pointInside` areas
/// (noted as outside their superview). A point outside a subview's reach gets nothing from it, so
/// skipping it changes neither the hit view nor the notes. Frames are fixed for the whole replay.
///
/// A hidden, transparent or non-interactive subview is never hit, nor is anything inside it
/// (§1.1): it can only be noted. Each slot of the grid has a flag, set while its subview can be
/// hit, so that a walk without notes passes over thousands of such siblings stacked under the
/// point a word of flags at a time; a `set` event that changes `hidden`, `alpha` or
/// `userInteractionEnabled` (§11.2) updates the flags through `setHittable(_:_:)`.
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
    /// The cells over the box that holds every fixed reach.
    private let layout: Layout
    /// The subviews of cell `c` are `members[cellStart[c]..<cellStart[c + 1]]`, topmost first.
    private let cellStart: [Int32]
    private let members: [Int32]
    /// One flag per slot, set while its subview can be hit: the slots of `members`, then those of
    /// `everywhere`.
    private var hittable: FlagSet

    /// Indexes subviews whose reaches are `reach` (by position; nil for no fixed reach), and
    /// which of them can be hit now.
    init(reach: [Rect?], hittable: [Bool]) {
        self.reach = reach
        let layout = Layout(reach.compactMap { $0 })
        self.layout = layout
        var everywhere: [Int32] = []
        var cellsOf: [(position: Int32, columns: ClosedRange<Int>, rows: ClosedRange<Int>)] = []
        var counts = [Int32](repeating: 0, count: layout.columns * layout.rows + 1)
        for position in reach.indices.reversed() {
            guard let r = reach[position] else {
                everywhere.append(Int32(position))
                continue
            }
            let (cs, rs) = layout.cells(of: r)
            guard cs.count * rs.count <= Self.maximumCellsPerSubview else {
                everywhere.append(Int32(position))
                continue
            }
            cellsOf.append((Int32(position), cs, rs))
            for c in cs { for r in rs { counts[r * layout.columns + c + 1] += 1 } }
        }
        for c in counts.indices.dropFirst() { counts[c] += counts[c - 1] }
        var next = counts
        var members = [Int32](repeating: 0, count: Int(counts.last!))
        for (position, cs, rs) in cellsOf {
            for c in cs {
                for r in rs {
                    members[Int(next[r * layout.columns + c])] = position
                    next[r * layout.columns + c] += 1
                }
            }
        }
        self.everywhere = everywhere
        self.cellStart = counts
        self.members = members
        var flags = FlagSet(count: members.count + everywhere.count, set: true)
        for (slot, position) in members.enumerated() where !hittable[Int(position)] { flags[slot] = false }
        for (slot, position) in everywhere.enumerated() where !hittable[Int(position)] {
            flags[members.count + slot] = false
        }
        self.hittable = flags
    }

    /// Records whether the subview at `position` can be hit (§1.1), after a `set` event (§11.2).
    mutating func setHittable(_ position: Int, _ canBeHit: Bool) {
        let position = Int32(position)
        if let slot = Self.index(of: position, in: everywhere, 0..<everywhere.count) {
            hittable[members.count + slot] = canBeHit
            return
        }
        // Not looked at everywhere: the subview has a fixed reach, in a few cells.
        let (cs, rs) = layout.cells(of: reach[Int(position)]!)
        for c in cs {
            for r in rs {
                let cell = r * layout.columns + c
                if let slot = Self.index(of: position, in: members, Int(cellStart[cell])..<Int(cellStart[cell + 1])) {
                    hittable[slot] = canBeHit
                }
            }
        }
    }

    /// Where `position` is in `range` of `list`, which runs topmost (highest position) first.
    private static func index(of position: Int32, in list: [Int32], _ range: Range<Int>) -> Int? {
        let index = list.partitionPoint(in: range) { $0 > position }
        return index < range.upperBound && list[index] == position ? index : nil
    }

    /// The positions of the subviews whose reach may hold `p` (the parent's bounds coordinates),
    /// topmost first; with `hittableOnly`, only those that can be hit (§1.1).
    func candidates(at p: Point, hittableOnly: Bool) -> Candidates {
        var cell: Range<Int> = 0..<0
        if let c = layout.cell(at: p) { cell = Int(cellStart[c])..<Int(cellStart[c + 1]) }
        return Candidates(
            grid: self, p: p, hittableOnly: hittableOnly, cell: cell.lowerBound, cellEnd: cell.upperBound)
    }

    /// The walk over a cell's subviews merged with those looked at everywhere, topmost first,
    /// each checked against its reach.
    struct Candidates: IteratorProtocol {
        fileprivate let grid: SiblingGrid
        fileprivate let p: Point
        fileprivate let hittableOnly: Bool
        fileprivate var cell: Int
        fileprivate let cellEnd: Int
        fileprivate var everywhere = 0

        mutating func next() -> Int? {
            while true {
                if hittableOnly {
                    let first = grid.members.count
                    cell = grid.hittable.firstSet(in: cell..<cellEnd)
                    everywhere =
                        grid.hittable.firstSet(in: first + everywhere..<first + grid.everywhere.count) - first
                }
                guard cell < cellEnd || everywhere < grid.everywhere.count else { return nil }
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
        }
    }

    /// Containment with every edge included: a reach is a bound, never a test of its own.
    fileprivate static func closedContains(_ r: Rect, _ p: Point) -> Bool {
        p.x >= r.minX && p.x <= r.maxX && p.y >= r.minY && p.y <= r.maxY
    }
}

extension SiblingGrid {
    /// The cells over the box that holds every fixed reach: about √n along each side, but no
    /// smaller than a typical subview, so that most subviews fall in a few cells (a table's
    /// full-width rows give one column).
    fileprivate struct Layout {
        let minX: Double
        let minY: Double
        let maxX: Double
        let maxY: Double
        let cellWidth: Double
        let cellHeight: Double
        let columns: Int
        let rows: Int

        init(_ fixed: [Rect]) {
            minX = fixed.map(\.minX).min() ?? 0
            minY = fixed.map(\.minY).min() ?? 0
            maxX = fixed.map(\.maxX).max() ?? 0
            maxY = fixed.map(\.maxY).max() ?? 0
            let (width, height) = (maxX - minX, maxY - minY)
            let side = Double(fixed.count).squareRoot().rounded(.up)
            cellWidth = max(width / side, Self.median(fixed.map(\.size.width)), .leastNormalMagnitude)
            cellHeight = max(height / side, Self.median(fixed.map(\.size.height)), .leastNormalMagnitude)
            columns = min(Int(side), Int((width / cellWidth).rounded(.down)) + 1)
            rows = min(Int(side), Int((height / cellHeight).rounded(.down)) + 1)
        }

        /// The columns and rows of the cells that `r` covers.
        func cells(of r: Rect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>) {
            (
                Self.slot(r.minX - minX, cellWidth, columns)...Self.slot(r.maxX - minX, cellWidth, columns),
                Self.slot(r.minY - minY, cellHeight, rows)...Self.slot(r.maxY - minY, cellHeight, rows)
            )
        }

        /// The cell that holds `p`; nil outside the box.
        func cell(at p: Point) -> Int? {
            guard p.x >= minX, p.x <= maxX, p.y >= minY, p.y <= maxY else { return nil }
            return Self.slot(p.x - minX, cellWidth, columns) + Self.slot(p.y - minY, cellHeight, rows) * columns
        }

        /// The cell, of `count` of `size` each, that `offset` falls in; clamped before converting,
        /// since a huge quotient does not fit an `Int`.
        private static func slot(_ offset: Double, _ size: Double, _ count: Int) -> Int {
            let cell = (offset / size).rounded(.down)
            guard cell >= 0 else { return 0 }
            return cell >= Double(count - 1) ? count - 1 : Int(cell)
        }

        private static func median(_ values: [Double]) -> Double {
            guard !values.isEmpty else { return 0 }
            return values.sorted()[values.count / 2]
        }
    }
}
