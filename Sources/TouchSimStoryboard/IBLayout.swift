/// Frames from constraints, for views whose document stores none (Xcode 4's storyboards) or a
/// misplaced one: the common constraints solved one superview at a time. An edge pinned to the
/// superview, a sibling or a layout guide with a constant, a fixed width or height, an aspect
/// ratio, centring: each `first.attribute = second.attribute × multiplier + constant` with
/// `relation` equal, whose one side is known, gives the other side. Inequalities, priorities
/// and constraints to views of other superviews are not solved; what stays unknown takes an
/// assumed size and position, and the caller warns.
struct IBLayout {
    /// One axis of one item: its minimum edge, maximum edge, centre and size, as far as known.
    struct Axis {
        var values: [Double?] = [nil, nil, nil, nil]
        var isSolved: Bool { values[0] != nil && values[3] != nil }

        /// Sets `slot` (0 min, 1 max, 2 centre, 3 size) and everything two known values give;
        /// whether anything changed.
        mutating func set(_ slot: Int, _ value: Double) -> Bool {
            guard values[slot] == nil, value.isFinite else { return false }
            values[slot] = value
            for _ in 0..<2 {
                let (lo, hi, mid, size) = (values[0], values[1], values[2], values[3])
                if let lo, let size {
                    values[1] = values[1] ?? lo + size
                    values[2] = values[2] ?? lo + size / 2
                }
                if let hi, let size {
                    values[0] = values[0] ?? hi - size
                    values[2] = values[2] ?? hi - size / 2
                }
                if let mid, let size {
                    values[0] = values[0] ?? mid - size / 2
                    values[1] = values[1] ?? mid + size / 2
                }
                if let lo, let hi {
                    values[3] = values[3] ?? hi - lo
                    values[2] = values[2] ?? (lo + hi) / 2
                }
                if let lo, let mid {
                    values[3] = values[3] ?? 2 * (mid - lo)
                    values[1] = values[1] ?? 2 * mid - lo
                }
                if let hi, let mid {
                    values[3] = values[3] ?? 2 * (hi - mid)
                    values[0] = values[0] ?? 2 * mid - hi
                }
            }
            return true
        }
    }

    /// A constraint as the solver reads it.
    struct Constraint {
        var first: String
        var firstAttribute: (axis: Int, slot: Int, margin: Double)
        var second: String?
        var secondAttribute: (axis: Int, slot: Int, margin: Double)
        var multiplier: Double
        var constant: Double
    }

    /// Known and solved axes by item id: `[x, y]`.
    private(set) var items: [String: [Axis]] = [:]
    private var constraints: [Constraint] = []
    private var byItem: [String: [Int]] = [:]
    /// Constraints read but not solvable here (inequalities, unknown attributes, other levels).
    private(set) var skipped = 0

    /// An item whose frame is known: the container (at its origin), a guide, a placed sibling.
    mutating func know(_ id: String, frame: [Double]) {
        var axes = [Axis(), Axis()]
        _ = axes[0].set(0, frame[0])
        _ = axes[0].set(3, frame[2])
        _ = axes[1].set(0, frame[1])
        _ = axes[1].set(3, frame[3])
        items[id] = axes
    }

    /// An item to solve.
    mutating func unknown(_ id: String) { items[id] = items[id] ?? [Axis(), Axis()] }

    /// Adds a `<constraint>` owned by the view `owner` (its first item when it names none).
    /// `container` names the superview: Xcode 4's standard spacing (`symbolic="YES"` without a
    /// constant) is 20 pt from it and 8 pt between siblings.
    mutating func add(_ element: XMLElement, owner: String, container: Set<String>) {
        guard let first = Self.attribute(element["firstAttribute"]) else {
            skipped += 1
            return
        }
        let relation = element["relation"] ?? "equal"
        let second = element["secondItem"]
        let secondAttribute = Self.attribute(element["secondAttribute"]) ?? first
        guard relation == "equal", second == nil || secondAttribute.axis == first.axis else {
            skipped += 1
            return
        }
        let constraint = Constraint(
            first: element["firstItem"] ?? owner, firstAttribute: first, second: second,
            secondAttribute: secondAttribute, multiplier: Self.multiplier(element["multiplier"]),
            constant: IBFrames.number(element["constant"])
                ?? standardSpacing(element, owner: owner, container: container))
        byItem[constraint.first, default: []].append(constraints.count)
        if let second { byItem[second, default: []].append(constraints.count) }
        constraints.append(constraint)
    }

    /// Applies every constraint until nothing more follows. Each item's axis gains a value at
    /// most four times, and only then are its constraints looked at again: linear in their number.
    mutating func solve() {
        var pending = Array(constraints.indices.reversed())
        while let index = pending.popLast() {
            let c = constraints[index]
            guard items[c.first] != nil, c.second.map({ items[$0] != nil }) ?? true else { continue }
            let firstValue = value(c.first, c.firstAttribute)
            var changed: String?
            if let second = c.second {
                let secondValue = value(second, c.secondAttribute)
                if firstValue == nil, let secondValue {
                    if set(c.first, c.firstAttribute, secondValue * c.multiplier + c.constant) { changed = c.first }
                } else if let firstValue, secondValue == nil, c.multiplier != 0 {
                    if set(second, c.secondAttribute, (firstValue - c.constant) / c.multiplier) { changed = second }
                }
            } else if firstValue == nil, c.firstAttribute.slot == 3 {
                if set(c.first, c.firstAttribute, c.constant) { changed = c.first }
            }
            if let changed { pending += byItem[changed, default: []] }
        }
    }

    private func standardSpacing(_ element: XMLElement, owner: String, container: Set<String>) -> Double {
        guard element["symbolic"] == "YES" else { return 0 }
        let first = element["firstItem"] ?? owner
        return container.contains(first) || container.contains(element["secondItem"] ?? "") ? 20 : 8
    }

    /// The frame of `id` when both axes are solved.
    func frame(_ id: String) -> [Double]? {
        guard let axes = items[id], axes[0].isSolved, axes[1].isSolved else { return nil }
        return [axes[0].values[0]!, axes[1].values[0]!, axes[0].values[3]!, axes[1].values[3]!]
    }

    /// Whether the size of `id` on `axis` (0 x, 1 y) is known.
    func hasSize(_ id: String, axis: Int) -> Bool { items[id]?[axis].values[3] != nil }

    /// Gives `id` the size `size` where its constraints give none; then solving again places
    /// what depends on it.
    mutating func assumeSize(_ id: String, _ size: [Double]) {
        for axis in 0..<2 where items[id]?[axis].values[3] == nil { _ = items[id]?[axis].set(3, size[axis]) }
    }

    /// Puts `id` at the superview's origin on each axis its constraints do not place.
    mutating func assumeOrigin(_ id: String) {
        for axis in 0..<2 where items[id]?[axis].values[0] == nil { _ = items[id]?[axis].set(0, 0) }
    }

    private func value(_ id: String, _ attribute: (axis: Int, slot: Int, margin: Double)) -> Double? {
        items[id]?[attribute.axis].values[attribute.slot].map { $0 + attribute.margin }
    }

    private mutating func set(_ id: String, _ attribute: (axis: Int, slot: Int, margin: Double), _ value: Double)
        -> Bool
    {
        items[id]?[attribute.axis].set(attribute.slot, value - attribute.margin) ?? false
    }

    /// Interface Builder's attribute names: the axis (0 x, 1 y), the slot, and the offset of a
    /// margin attribute from the edge (UIKit's default layout margin, 8 pt). A baseline is taken
    /// as the bottom edge.
    static func attribute(_ name: String?) -> (axis: Int, slot: Int, margin: Double)? {
        switch name {
        case "left", "leading": return (0, 0, 0)
        case "right", "trailing": return (0, 1, 0)
        case "centerX": return (0, 2, 0)
        case "width": return (0, 3, 0)
        case "top": return (1, 0, 0)
        case "bottom", "baseline", "lastBaseline", "firstBaseline": return (1, 1, 0)
        case "centerY": return (1, 2, 0)
        case "height": return (1, 3, 0)
        case "leftMargin", "leadingMargin": return (0, 0, 8)
        case "rightMargin", "trailingMargin": return (0, 1, -8)
        case "topMargin": return (1, 0, 8)
        case "bottomMargin": return (1, 1, -8)
        case "centerXWithinMargins": return (0, 2, 0)
        case "centerYWithinMargins": return (1, 2, 0)
        default: return nil
        }
    }

    /// `2`, `0.5`, or the ratio `16:9` IB writes for an aspect ratio.
    static func multiplier(_ text: String?) -> Double {
        guard let text else { return 1 }
        let parts = text.split(separator: ":")
        if parts.count == 2, let a = IBFrames.number(String(parts[0])), let b = IBFrames.number(String(parts[1])),
            b != 0
        {
            return a / b
        }
        return IBFrames.number(text) ?? 1
    }
}
