import TouchSimCore
import TouchSimOutput
import TouchSimReader

extension ReplayPicture {
    /// The picture as the JSON the page reads (docs/format.md §4.13), its strings safe inside an
    /// HTML `<script>` element. Times are milliseconds, lengths points, as in the output.
    ///
    /// Rows are arrays, not objects, to keep a 10,000-event picture small:
    /// `views` `[id, class, parent, x, y, w, h, hidden, alpha, interactive, control, scroll,
    /// transform, inWindow]` with `scroll` `[contentWidth, contentHeight, offsetX, offsetY, zoomScale,
    /// zoomView]` or `null` (`zoomView` -1 for none) and `transform` `[a, d, tx, ty]` or `null`;
    /// `changes` `[t, duration, view, x, y, w, h, a, d, tx, ty, hidden, alpha, inWindow]`, a view's
    /// state from a `set`, `animate`, `add` or `remove` event on;
    /// `lanes` `[kind, label, view]`; `marks` `[t, lane, style, type, text, why]` in output order,
    /// `why` an index into `whys`, the distinct explanations (`--explain`), or -1 for none;
    /// `spans` `[lane, row, start, end, first, last, ending]` (`row` 1: a control's highlight);
    /// `fingers` `[lane, touch, ending, [t, x, y, …]]`; `offsets` `[lane, [t, x, y, zoom, animated, …]]`.
    func writeJSON(to sink: ByteSink) {
        sink.append(literal: "{\"name\":")
        string(scene.name ?? "", sink)
        sink.append(literal: ",\"ios\":")
        string(scene.ios.description, sink)
        sink.append(literal: ",\"end\":")
        sink.append(NumberFormat.string(end))
        sink.append(literal: ",\"omitted\":")
        sink.append(String(omitted))
        sink.append(literal: ",\n\"views\":")
        rows(layout.views, sink) { view in
            let parent = view.parent ?? -1
            string(view.id, sink)
            sink.append(literal: ",")
            string(view.className, sink)
            numbers(
                [Double(parent), view.frame.minX, view.frame.minY, view.frame.size.width, view.frame.size.height], sink)
            sink.append(view.hidden ? ",1" : ",0")
            numbers([view.alpha], sink)
            sink.append(view.userInteractionEnabled ? ",1" : ",0")
            sink.append(view.isControl ? ",1" : ",0")
            if let scroll = view.scroll {
                sink.append(literal: ",[")
                sink.append(NumberFormat.string(scroll.contentSize.width))
                numbers(
                    [
                        scroll.contentSize.height, scroll.contentOffset.x, scroll.contentOffset.y,
                        scroll.zoom.zoomScale,
                        Double(view.zoomView ?? -1),
                    ], sink)
                sink.append(literal: "]")
            } else {
                sink.append(literal: ",null")
            }
            transform(view.transform, sink)
            sink.append(view.inWindow ? ",1" : ",0")
        }
        sink.append(literal: ",\n\"changes\":")
        rows(timeline?.entries ?? [], sink) { entry in
            sink.append(NumberFormat.string(entry.time))
            let state = entry.state
            numbers(
                [
                    entry.duration.milliseconds, Double(entry.view), state.frame.minX, state.frame.minY,
                    state.frame.size.width, state.frame.size.height,
                ], sink)
            numbers(
                [
                    state.transform.scaleX, state.transform.scaleY, state.transform.translationX,
                    state.transform.translationY,
                ],
                sink)
            sink.append(state.hidden ? ",1" : ",0")
            numbers([state.alpha], sink)
            sink.append(state.inWindow ? ",1" : ",0")
        }
        sink.append(literal: ",\n\"lanes\":")
        rows(layout.lanes, sink) { lane in
            switch lane.subject {
            case .finger: sink.append(literal: "\"finger\"")
            case .view: sink.append(literal: "\"view\"")
            case .scrollView: sink.append(literal: "\"scroll\"")
            case .recognizer: sink.append(literal: "\"recognizer\"")
            }
            sink.append(literal: ",")
            string(lane.label, sink)
            numbers([Double(lane.view ?? -1)], sink)
        }
        let marks = merged(keyMarks.elements, stepMarks.elements, by: \.sequence)
        // A drag explains its thousand lines with a handful of clauses: each is written once.
        var whys: [String] = []
        var whyIndex: [String: Int] = [:]
        let markWhys = marks.map { mark -> Int in
            guard let names, let why = Explanation.of(mark.record, names: names)?.text else { return -1 }
            if let index = whyIndex[why] { return index }
            whyIndex[why] = whys.count
            whys.append(why)
            return whys.count - 1
        }
        sink.append(literal: ",\n\"whys\":[")
        for (i, why) in whys.enumerated() {
            sink.append(literal: i == 0 ? "\n" : ",\n")
            string(why, sink)
        }
        sink.append(literal: "]")
        sink.append(literal: ",\n\"marks\":")
        rows(zip(marks, markWhys), sink) { mark, why in
            sink.append(NumberFormat.string(mark.time))
            numbers([Double(mark.lane)], sink)
            for text in [mark.style, mark.type, mark.text] {
                sink.append(literal: ",")
                string(text, sink)
            }
            sink.append(",\(why)")
        }
        sink.append(literal: ",\n\"spans\":")
        rows(spans.elements, sink) { span in
            switch span.track {
            case .lane(let lane): sink.append("\(lane),0,")
            case .highlight(let lane): sink.append("\(lane),1,")
            }
            sink.append(NumberFormat.string(span.start))
            sink.append(literal: ",")
            sink.append(NumberFormat.string(span.end))
            for text in [span.first, span.last, span.ending] {
                sink.append(literal: ",")
                string(text, sink)
            }
        }
        sink.append(literal: ",\n\"fingers\":")
        rows(fingers, sink) { finger in
            sink.append("\(finger.lane),\(finger.touch),")
            string(finger.ending ?? "", sink)
            sink.append(literal: ",[")
            var points = [finger.down] + finger.moves.elements
            if let lift = finger.lift { points.append(lift) }
            for (i, point) in points.enumerated() {
                if i > 0 { sink.append(literal: ",") }
                sink.append(NumberFormat.string(point.time))
                numbers([point.location.x, point.location.y], sink)
            }
            sink.append(literal: "]")
        }
        sink.append(literal: ",\n\"offsets\":")
        rows(curves, sink) { curve in
            sink.append("\(curve.lane),[0")
            numbers([curve.initial.x, curve.initial.y, curve.initialZoom, 0], sink)
            for point in merged(curve.drags.elements, curve.animations, by: \.sequence) {
                sink.append(literal: ",")
                sink.append(NumberFormat.string(point.time))
                numbers([point.offset.x, point.offset.y, point.zoom, point.animated ? 1 : 0], sink)
            }
            sink.append(literal: "]")
        }
        sink.append(literal: "}")
    }
}

/// Two lists, each in order of `key`, merged into one.
private func merged<T>(_ a: [T], _ b: [T], by key: KeyPath<T, Int>) -> [T] {
    var result: [T] = []
    result.reserveCapacity(a.count + b.count)
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
        if j == b.count || (i < a.count && a[i][keyPath: key] < b[j][keyPath: key]) {
            result.append(a[i])
            i += 1
        } else {
            result.append(b[j])
            j += 1
        }
    }
    return result
}

/// A JSON array of rows, one per line, each an array written by `row`.
private func rows<S: Sequence>(_ items: S, _ sink: ByteSink, _ row: (S.Element) -> Void) {
    sink.append(literal: "[")
    var first = true
    for item in items {
        sink.append(literal: first ? "\n[" : ",\n[")
        first = false
        row(item)
        sink.append(literal: "]")
    }
    sink.append(literal: "]")
}

/// `,[a,d,tx,ty]` for a view's transform, `,null` for the identity.
private func transform(_ transform: ViewTransform, _ sink: ByteSink) {
    guard transform != .identity else { return sink.append(literal: ",null") }
    sink.append(literal: ",[")
    sink.append(NumberFormat.string(transform.scaleX))
    numbers([transform.scaleY, transform.translationX, transform.translationY], sink)
    sink.append(literal: "]")
}

/// `,n` for each number, as output prints numbers.
private func numbers(_ values: [Double], _ sink: ByteSink) {
    for value in values {
        sink.append(literal: ",")
        sink.append(NumberFormat.string(value))
    }
}

private func string(_ value: String, _ sink: ByteSink) {
    sink.append(jsonString: value, inHTML: true)
}
