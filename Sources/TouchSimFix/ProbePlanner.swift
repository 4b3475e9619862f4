import TouchSimCore
import TouchSimFormat
import TouchSimOutput
import TouchSimReader

/// The probes of a fix (docs/format.md §4.12): for each object a change is on, the gestures
/// that exercise what it can do, on the screen as the traces start.
///
/// - a scroll view: a drag along each axis it can scroll, or may once changed (a vertical drag
///   when it has neither), from the centre of its visible part;
/// - a recognizer: its own gesture on the centre of its view (a tap with its taps and
///   fingers, a long press, drags both ways for a pan, a swipe its way, a pinch, a rotation, a
///   drag in from its edge);
/// - a container's change: the gesture it answers (`ProbePlanner+Containers`);
/// - and for both and any other view: a tap on each control and cell inside, whose delivery
///   the change may alter, or on the view itself when there is none.
///
/// At most `Self.limit` probes, in the order of the changes, each once.
struct ProbePlanner {
    /// At most this many probes per fix: enough for the objects a fix of a few changes
    /// touches, few enough that a search with many fixes stays interactive [MODEL].
    static let limit = 12

    let index: SceneIndex

    func probes(for changes: [Change]) -> [Probe] {
        var result: [Probe] = []
        func add(_ probes: [Probe]) {
            for probe in probes
            where result.count < Self.limit && !result.contains(where: { $0.description == probe.description }) {
                result.append(probe)
            }
        }
        // An edit of the traces' events changes nothing a probe does: a probe has no events but
        // its fingers'.
        for change in changes {
            guard let override = change.override else { continue }
            let target = override.target
            if let node = index.node(ofView: target) {
                if let p = centre(node) { add(containerProbes(on: node, key: override.key, at: p)) }
                if index.nodes[node].spec.scroll != nil { add(drags(on: node, change: change)) }
                add(taps(inside: node))
            } else if let node = index.node(ofRecognizer: target),
                let spec = index.nodes[node].spec.gestureRecognizers.first(where: { $0.id == target })
            {
                add(gesture(of: spec, on: node))
                add(taps(inside: node))
            }
        }
        return result
    }

    func centre(_ node: Int) -> Point? {
        let frame = index.visibleFrames[node]
        guard frame.size.width > 0, frame.size.height > 0 else { return nil }
        return Point(frame.minX + frame.size.width / 2, frame.minY + frame.size.height / 2)
    }

    /// A drag along each axis the scroll view can scroll, or that the change may open.
    private func drags(on node: Int, change: Change) -> [Probe] {
        guard let p = centre(node), let scroll = index.nodes[node].spec.scroll else { return [] }
        let size = index.nodes[node].spec.frame.size
        let id = index.nodes[node].spec.id
        let d = Constants.probeDragDistance
        var result: [Probe] = []
        let vertical = scroll.contentSize.height > size.height || scroll.alwaysBounceVertical
        let horizontal = scroll.contentSize.width > size.width || scroll.alwaysBounceHorizontal
        if vertical || change.override?.key == "alwaysBounceVertical" || !horizontal {
            result.append(drag("a vertical drag on \(id)", from: [p], by: Point(0, -d)))
        }
        if horizontal || change.override?.key == "alwaysBounceHorizontal" {
            result.append(drag("a horizontal drag on \(id)", from: [p], by: Point(-d, 0)))
        }
        return result
    }

    func drag(_ description: String, from starts: [Point], by offset: Point) -> Probe {
        Probe.drag(
            description, from: starts, to: starts.map { $0 + offset }, steps: Constants.probeDragSteps,
            step: Constants.probeStep)
    }

    /// A tap on each control and cell in `node`'s subtree, or on `node` when there is none.
    private func taps(inside node: Int) -> [Probe] {
        let targets = index.subtree(of: node).filter { inner in
            index.nodes[inner].spec.control != nil || index.isCell(index.nodes[inner])
        }
        return (targets.isEmpty ? [node] : targets).compactMap { target in
            centre(target).map {
                Probe.taps("a tap on \(index.nodes[target].spec.id)", at: $0, hold: Constants.probeTapHold)
            }
        }
    }

    /// Two fingers spreading from 40 to 120 pt apart about `p`.
    func pinch(on view: String, at p: Point) -> Probe {
        Probe.drag(
            "a pinch on \(view)", from: [p - Point(20, 0), p + Point(20, 0)], to: [p - Point(60, 0), p + Point(60, 0)],
            steps: Constants.probeDragSteps, step: Constants.probeStep)
    }

    /// The recognizer's own gesture on the centre of its view.
    private func gesture(of recognizer: RecognizerSpec, on node: Int) -> [Probe] {
        guard let p = centre(node) else { return [] }
        let view = index.nodes[node].spec.id
        let d = Constants.probeDragDistance
        let hold = Constants.probeTapHold
        switch recognizer.kind {
        case .tap(let taps, let fingers):
            let name = taps == 1 ? "a tap" : taps == 2 ? "a double tap" : "\(taps) taps"
            let who = fingers == 1 ? "" : " with \(fingers) fingers"
            return [Probe.taps("\(name)\(who) on \(view)", at: p, taps: taps, fingers: fingers, hold: hold)]
        case .longPress(let duration, _, let fingers, _):
            // A press the required taps do not come before fails at once (docs/model.md
            // §4.2), which the probe then shows the same before and after.
            let press = Duration.milliseconds(duration * 1000 + hold.milliseconds)
            return [Probe.taps("a long press on \(view)", at: p, fingers: fingers, hold: press)]
        case .pan(let fingers, _):
            let starts = (0..<fingers).map { p + Point(Double($0) * 20, 0) }
            let who = fingers == 1 ? "" : " with \(fingers) fingers"
            return [
                drag("a horizontal drag\(who) on \(view)", from: starts, by: Point(-d, 0)),
                drag("a vertical drag\(who) on \(view)", from: starts, by: Point(0, -d)),
            ]
        case .swipe(let direction, let fingers):
            let way: Point
            switch direction {
            case .right: way = Point(d, 0)
            case .left: way = Point(-d, 0)
            case .up: way = Point(0, -d)
            case .down: way = Point(0, d)
            }
            let starts = (0..<fingers).map { p + Point(0, Double($0) * 20) }
            return [drag("a swipe \(direction.rawValue) on \(view)", from: starts, by: way)]
        case .pinch:
            return [pinch(on: view, at: p)]
        case .rotation:
            return [
                Probe.drag(
                    "a rotation on \(view)", from: [p - Point(40, 0), p + Point(40, 0)],
                    to: [p - Point(0, 40), p + Point(0, 40)], steps: Constants.probeDragSteps,
                    step: Constants.probeStep)
            ]
        case .screenEdgePan(let edges):
            let window = index.visibleFrames[0]
            guard let edge = [RectEdge.left, .right, .top, .bottom].first(where: edges.contains) else { return [] }
            let start: Point
            let way: Point
            switch edge {
            case .left: (start, way) = (Point(window.minX + 2, p.y), Point(d, 0))
            case .right: (start, way) = (Point(window.maxX - 2, p.y), Point(-d, 0))
            case .top: (start, way) = (Point(p.x, window.minY + 2), Point(0, d))
            case .bottom: (start, way) = (Point(p.x, window.maxY - 2), Point(0, -d))
            }
            return [drag("a drag in from the \(edge.rawValue) edge over \(view)", from: [start], by: way)]
        }
    }
}
