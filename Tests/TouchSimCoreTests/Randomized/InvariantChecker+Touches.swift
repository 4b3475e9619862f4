@testable import TouchSimCore

/// One finger's life: from its `down` to its `up` or `cancel`. A later `down` of the same
/// finger id is a new life.
struct Life {
    let finger: Int
    let downAt: SimTime
    let hitView: String?
    /// `up` or `cancel` once the trace ended the life.
    var end: TouchPhase?
}

/// How far a life's hit view has heard of it.
enum LifeState: Hashable {
    case unstarted
    case open(TouchMethod)
    case done(TouchMethod)

    var last: TouchMethod? {
        switch self {
        case .unstarted: return nil
        case .open(let m), .done(let m): return m
        }
    }
}

/// The lives of one finger id hit-tested to one view. A `touches…` line names fingers, not
/// lives, and a held `touchesBegan` or `touchesEnded` may arrive after the finger id was
/// reused, so a line can be ambiguous: the group keeps every assignment of lines to lives that
/// is still consistent, and a line that fits none of them breaks invariant (b).
struct TouchGroup {
    var lives: [Int] = []
    /// Possible states of `lives`, one array per consistent assignment, without duplicates.
    var configurations: [[LifeState]] = [[]]

    static let limit = 256
}

/// (b) For each (view, touch life) the `touches…` calls run began → moved* → (ended |
/// cancelled) and nothing after; `moved` only while the finger is down, `ended` only after it
/// lifted (a cancelled finger gets `cancelled`). One call may name a finger twice: two lives
/// of a reused finger id whose held calls are released together.
extension InvariantChecker {
    mutating func input(_ i: Int, _ finger: Int, _ phase: TouchPhase, _ hit: String?) {
        switch phase {
        case .down:
            lives.append(Life(finger: finger, downAt: records[i].time, hitView: hit, end: nil))
            if let hit {
                downsNow.append(hit)
                touchedViews.formUnion(model.pathToRoot(from: hit))
            }
            currentLife[finger] = lives.count - 1
            guard let hit else { return }
            let key = hit + "#" + String(finger)
            if groups[key] == nil {
                groups[key] = TouchGroup()
                groupKeys.append(key)
            }
            groups[key]!.lives.append(lives.count - 1)
            for c in groups[key]!.configurations.indices { groups[key]!.configurations[c].append(.unstarted) }
        case .move:
            break
        case .up, .cancel:
            if let life = currentLife[finger] { lives[life].end = phase }
            currentLife[finger] = nil
        }
    }

    mutating func touchesCall(_ i: Int, _ view: String, _ method: TouchMethod, _ ids: [Int]) {
        for finger in ids {
            let key = view + "#" + String(finger)
            guard let group = groups[key] else {
                fail(.touches, "touches.noSuchLife", at: i, "no touch of finger \(finger) was hit-tested to \(view)")
                continue
            }
            var next: [[LifeState]] = []
            var seen: Set<[LifeState]> = []
            for c in group.configurations {
                for (j, life) in group.lives.enumerated() {
                    guard let state = Self.after(method, c[j], lives[life]) else { continue }
                    var n = c
                    n[j] = state
                    if next.count < TouchGroup.limit, seen.insert(n).inserted { next.append(n) }
                }
            }
            if next.isEmpty {
                let states = zip(group.lives, group.configurations[0]).map { life, state in
                    "life down at \(num(lives[life].downAt.milliseconds)) ms\(lives[life].end.map { ", \($0)" } ?? ""): \(state)"
                }
                let code = "touches.\(method).after." + Self.describe(group.configurations[0].last ?? .unstarted)
                fail(
                    .touches, code, at: i,
                    "touches\(method) for finger \(finger) on \(view) fits no life (\(states.joined(separator: "; ")))")
            } else {
                groups[key]!.configurations = next
            }
        }
    }

    /// docs/model.md §2.3, §2.4, once every line of a time is in: a view that is not
    /// multiple-touch-enabled tracks at most one finger that is down, and an exclusive view never
    /// tracks a touch while another view tracks one. "Tracking" is from `touchesBegan` to the
    /// touch's end or cancel; only lives that every reading of the lines says are open count.
    mutating func checkRouting(after i: Int) {
        var tracking: [String: [Int]] = [:]
        var order: [String] = []
        for key in groupKeys {
            let group = groups[key]!
            for (j, life) in group.lives.enumerated()
            where group.configurations.allSatisfy({ if case .open = $0[j] { return true } else { return false } }) {
                let view = lives[life].hitView!
                if tracking[view] == nil { order.append(view) }
                tracking[view, default: []].append(life)
            }
        }
        for view in order {
            guard let v = model.view(view) else { continue }
            let down = tracking[view]!.filter { lives[$0].end == nil }
            if !v.multipleTouchEnabled, down.count > 1 {
                let fingers = down.map { lives[$0].finger }
                fail(
                    .touchRouting, "routing.multipleTouch", at: i, subject: view,
                    "\(view) is not multiple-touch-enabled, yet tracks fingers \(fingers), all down")
            }
            if order.count > 1, v.exclusiveTouch {
                fail(
                    .touchRouting, "routing.exclusiveTouch", at: i, subject: view,
                    "exclusive \(view) tracks a touch while \(order.filter { $0 != view }) track others")
            }
        }
    }

    /// The lives of `finger` hit-tested to `view` that are in a state `accepts` in some reading
    /// of the lines so far.
    func lives(ofFinger finger: Int, on view: String, _ accepts: (LifeState, Life) -> Bool) -> [Int] {
        guard let group = groups[view + "#" + String(finger)] else { return [] }
        return group.lives.indices.filter { j in
            group.configurations.contains { accepts($0[j], lives[group.lives[j]]) }
        }.map { group.lives[$0] }
    }

    /// The state a life moves to when its view gets `method`, or nil if it may not get it.
    private static func after(_ method: TouchMethod, _ state: LifeState, _ life: Life) -> LifeState? {
        switch (method, state) {
        case (.began, .unstarted): return .open(.began)
        case (.moved, .open) where life.end == nil: return .open(.moved)
        case (.ended, .open) where life.end == .up: return .done(.ended)
        case (.cancelled, .open): return .done(.cancelled)
        default: return nil
        }
    }

    private static func describe(_ s: LifeState) -> String {
        switch s {
        case .unstarted: return "unstarted"
        case .open: return "open"
        case .done: return "done"
        }
    }

    /// (e) One summary entry per `down`, in order, with its time and hit view; `last` is the
    /// last method that life's view got, for some assignment consistent with the lines.
    mutating func checkTouchSummary(_ entries: [Summary.TouchEntry]) {
        guard entries.count == lives.count else {
            fail(.summary, "summary.touchCount", at: nil, "\(entries.count) touches entries for \(lives.count) downs")
            return
        }
        for (entry, life) in zip(entries, lives)
        where entry.touch != life.finger || entry.downAt != life.downAt || entry.view != life.hitView {
            fail(
                .summary, "summary.touchEntry", at: nil,
                "entry \(entry) for the down of finger \(life.finger) at \(num(life.downAt.milliseconds)) on \(life.hitView ?? "nil")"
            )
        }
        for (index, (entry, life)) in zip(entries, lives).enumerated() where life.hitView == nil && entry.last != nil {
            fail(.summary, "summary.touchLast", at: nil, "touches[\(index)] hit nothing but has last \(entry.last!)")
        }
        for key in groupKeys {
            let group = groups[key]!
            let wanted = group.lives.map { entries[$0].last }
            if !group.configurations.contains(where: { $0.map(\.last) == wanted }) {
                fail(
                    .summary, "summary.touchLast", at: nil,
                    "\(key): last \(wanted) fits no reading of the touches lines (\(group.configurations.prefix(3)))")
            }
        }
    }
}
