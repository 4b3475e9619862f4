/// Zooming (docs/model.md §16): UIKit's pinch of a scroll view scales its content about the
/// fingers' midpoint, and a release past the scale limits bounces back to them.
extension ScrollViews {
    /// The scroll view's reaction to its pinch entering `state`, the two fingers at `fingers`
    /// in the window and `midpoint` their midpoint in the scroll view's bounds (content
    /// coordinates). It prints `scroll` lines with the zoom scale (format.md §3.3).
    mutating func pinchDidChange(
        _ s: ScrollIndex, to state: RecognizerState, distance: Double, midpoint: Point, effects: inout [ScrollEffect]
    ) {
        let visible = midpoint - states[s].offset
        switch state {
        case .began:
            states[s].pinch = PinchAnchor(
                scale: states[s].geometry.spec.zoom.zoomScale, content: midpoint, distance: distance)
        case .changed:
            guard let anchor = states[s].pinch, anchor.distance > 0 else { return }
            zoom(s, to: anchor.scale * distance / anchor.distance, keeping: anchor, at: visible, .drag, &effects)
        case .ended, .cancelled, .failed:
            guard states[s].pinch != nil else { return }
            states[s].pinch = nil
            let scale = states[s].geometry.spec.zoom.zoomScale
            let limited = states[s].geometry.spec.zoom.clamped(scale)
            // §16.3: back within the limits, about the same midpoint, then within the edges.
            var offset = states[s].offset
            if limited != scale { offset = Point(midpoint.x * limited / scale, midpoint.y * limited / scale) - visible }
            offset = states[s].geometry.clampedAfterZoom(offset, scale: limited)
            guard limited != scale || offset != states[s].offset else { return }
            setZoom(s, scale: limited, offset: offset)
            effects.append(
                .line(.zoom(view: states[s].view, offset: offset, scale: limited, reason: .bounce), .zoomReleased))
        case .possible, .recognized:
            break
        }
    }

    /// §16.2: the content point that was under the midpoint when the pinch began stays under it.
    private mutating func zoom(
        _ s: ScrollIndex, to scale: Double, keeping anchor: PinchAnchor, at visible: Point, _ reason: ScrollReason,
        _ effects: inout [ScrollEffect]
    ) {
        let k = scale / anchor.scale
        let offset = Point(anchor.content.x * k, anchor.content.y * k) - visible
        guard scale != states[s].geometry.spec.zoom.zoomScale || offset != states[s].offset else { return }
        setZoom(s, scale: scale, offset: offset)
        effects.append(
            .line(.zoom(view: states[s].view, offset: offset, scale: scale, reason: reason), .zoomFollowsPinch))
    }

    /// The new scale (which scales the content size, §16.2) and offset; a drag under way goes
    /// on from there (§16.4).
    private mutating func setZoom(_ s: ScrollIndex, scale: Double, offset: Point) {
        states[s].geometry.spec.zoom.zoomScale = scale
        states[s].offset = offset
    }
}

/// Where a pinch began (§16.2).
struct PinchAnchor: Equatable {
    /// The zoom scale then.
    let scale: Double
    /// The content point under the fingers' midpoint then, in content coordinates.
    let content: Point
    /// The distance between the fingers then, points.
    let distance: Double
}

extension ScrollGeometry {
    /// An offset within the edges of the content at `scale` (§16.3).
    func clampedAfterZoom(_ offset: Point, scale: Double) -> Point {
        var spec = self.spec
        spec.zoom.zoomScale = scale
        return OffsetRange(spec, boundsSize).clamped(offset)
    }
}
