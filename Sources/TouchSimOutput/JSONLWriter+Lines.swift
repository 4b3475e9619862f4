import TouchSimCore

extension JSONLWriter {
    /// The room a line reserves besides its names, forwarding lists and fingers: its longest
    /// literals, words and integers (an `input` line has at most 121 bytes of them besides its
    /// coordinates), three numbers of any size (a zoom's), and `LineBytes.overshoot`.
    static let lineRoom = 256 + 3 * NumberFormat.maximumLength + LineBytes.overshoot
    /// The room a finger of a `touches` line takes at most: a comma and an integer.
    static let fingerRoom = 1 + NumberFormat.maximumDigits

    /// Writes the line of a record of the common kinds (a replay's output is mostly these) up
    /// to its `why` (and its closing brace too when `closes`), from its encoded names, words and
    /// forwarding list, through one reservation of room (docs/performance.md); false, having
    /// written nothing, for the other kinds and when a piece is not encoded yet (the first line
    /// to name a view, the first of a word), which `encodePieces(of:)` then encodes.
    @inline(__always)
    func writeEncoded(_ record: Record, closes: Bool, to out: inout SinkCursor) -> Bool {
        let names = cache.names
        // Through the pointer: a copy of the tables would be a `memcpy` per line.
        let words = wordTables
        let time = record.time
        switch record.event {
        case .input(let touch, let phase, let location, let hitView):
            let phaseWord = words.pointee.phase.piece(phase)
            // docs/format.md §3: the hit view belongs to the down alone; null means nothing was hit.
            let hit: EncodedPiece?
            if phase == .down, let hitView {
                guard let name = names.encoded(view: hitView) else { return false }
                hit = name
            } else {
                hit = nil
            }
            Self.writeLine(at: time, room: Self.lineRoom &+ (hit?.count ?? 0), closes: closes, words: words, to: &out) {
                line in
                line.put(",\"type\":\"input\",\"touch\":")
                line.put(integer: touch)
                line.put(phaseWord)
                line.put(location.x)
                line.put(",\"y\":")
                line.put(location.y)
                if phase == .down {
                    line.put(",\"hitView\":")
                    if let hit { line.put(hit) } else { line.put("null") }
                }
            }
        case .touches(let view, let method, let touches, let consumer):
            guard let name = names.encoded(view: view),
                let forwarded = names.encodedForwarding(from: view, to: consumer)
            else { return false }
            let methodWord = words.pointee.touchMethod.piece(method)
            let room = Self.lineRoom &+ name.count &+ forwarded.count &+ touches.count &* Self.fingerRoom
            Self.writeLine(at: time, room: room, closes: closes, words: words, to: &out) { line in
                line.put(",\"type\":\"touches\",\"view\":")
                line.put(name)
                line.put(methodWord)
                for (i, touch) in touches.enumerated() {
                    if i > 0 { line.put(",") }
                    line.put(integer: touch)
                }
                line.put("],\"forwardedTo\":")
                line.put(forwarded)
            }
        case .gesture(let gesture, let state):
            guard let name = names.encoded(recognizer: gesture),
                let view = names.encoded(view: names.view(of: gesture))
            else { return false }
            let stateWord = words.pointee.gestureState.piece(state)
            Self.writeLine(
                at: time, room: Self.lineRoom &+ name.count &+ view.count, closes: closes, words: words, to: &out
            ) { line in
                line.put(",\"type\":\"gesture\",\"gesture\":")
                line.put(name)
                line.put(",\"view\":")
                line.put(view)
                line.put(stateWord)
            }
        case .ask(let view, let method, let subject, let result, let rule):
            guard let name = names.encoded(view: view), let subjectName = names.encoded(subject: subject)
            else { return false }
            let methodWord = words.pointee.askMethod.piece(method)
            Self.writeLine(
                at: time, room: Self.lineRoom &+ name.count &+ subjectName.count, closes: closes, words: words, to: &out
            ) { line in
                line.put(",\"type\":\"ask\",\"view\":")
                line.put(name)
                line.put(methodWord)
                line.put(subjectName)
                line.put(",\"result\":")
                line.put(result)
                if let rule {
                    line.put(",\"rule\":")
                    line.put(integer: rule)
                }
            }
        case .control(let view, let event, let value):
            guard let name = names.encoded(view: view) else { return false }
            let eventWord = words.pointee.controlEvent.piece(event)
            Self.writeLine(at: time, room: Self.lineRoom &+ name.count, closes: closes, words: words, to: &out) {
                line in
                line.put(",\"type\":\"control\",\"view\":")
                line.put(name)
                line.put(eventWord)
                if let value { Self.put(value, to: &line) }
            }
        case .highlight(let view, let highlighted):
            guard let name = names.encoded(view: view) else { return false }
            Self.writeLine(at: time, room: Self.lineRoom &+ name.count, closes: closes, words: words, to: &out) {
                line in
                line.put(",\"type\":\"highlight\",\"view\":")
                line.put(name)
                line.put(",\"highlighted\":")
                line.put(highlighted)
            }
        case .selection(let view, let cell, let event):
            guard let name = names.encoded(view: view), let cellName = names.encoded(view: cell) else { return false }
            let eventWord = words.pointee.selectionEvent.piece(event)
            Self.writeLine(
                at: time, room: Self.lineRoom &+ name.count &+ cellName.count, closes: closes, words: words, to: &out
            ) { line in
                line.put(",\"type\":\"selection\",\"view\":")
                line.put(name)
                line.put(",\"cell\":")
                line.put(cellName)
                line.put(eventWord)
            }
        case .scroll(let view, let offset, let reason), .zoom(let view, let offset, _, let reason):
            guard let name = names.encoded(view: view) else { return false }
            let reasonWord = words.pointee.scrollReason.piece(reason)
            Self.writeLine(at: time, room: Self.lineRoom &+ name.count, closes: closes, words: words, to: &out) {
                line in
                line.put(",\"type\":\"scroll\",\"view\":")
                line.put(name)
                line.put(",\"offset\":[")
                line.put(offset.x)
                line.put(",")
                line.put(offset.y)
                line.put(reasonWord)
                // A zoom is a scroll line with the scale (docs/format.md §3.3).
                if case .zoom(_, _, let scale, _) = record.event {
                    line.put(",\"zoom\":")
                    line.put(scale)
                }
            }
        case .summary, .presentation, .refresh, .firstResponder, .contextMenu, .swipeActions:
            return false
        }
        return true
    }

    /// Encodes the names and forwarding list `writeEncoded(_:closes:to:)` needs for `record`'s
    /// line that are not encoded yet; false for the kinds it does not write.
    @inline(never)
    func encodePieces(of record: Record) -> Bool {
        let names = cache.names
        switch record.event {
        case .input(_, let phase, _, let hitView):
            if phase == .down, let hitView { names.prepare(view: hitView) }
        case .touches(let view, _, _, let consumer):
            names.prepare(view: view)
            names.prepareForwarding(from: view, to: consumer) { table, out in
                out.append(literal: "[")
                var first = true
                table.forEachForwarding(from: view, to: consumer) { name in
                    if !first { out.append(literal: ",") }
                    first = false
                    out.append(jsonString: name)
                }
                out.append(literal: "]")
            }
        case .gesture(let gesture, _):
            names.prepare(recognizer: gesture)
            names.prepare(view: names.view(of: gesture))
        case .ask(let view, _, let subject, _, _):
            names.prepare(view: view)
            names.prepare(subject: subject)
        case .control(let view, _, _), .highlight(let view, _), .scroll(let view, _, _), .zoom(let view, _, _, _):
            names.prepare(view: view)
        case .selection(let view, let cell, _):
            names.prepare(view: view)
            names.prepare(view: cell)
        case .summary, .presentation, .refresh, .firstResponder, .contextMenu, .swipeActions:
            return false
        }
        return true
    }

    /// A control's value under its UIKit name (docs/format.md §3.3): `value`, `on`,
    /// `selectedSegmentIndex` or `currentPage`.
    @inline(__always)
    static func put(_ value: ControlValue, to line: inout LineBytes) {
        switch value {
        case .value(let v):
            line.put(",\"value\":")
            line.put(v)
        case .on(let on):
            line.put(",\"on\":")
            line.put(on)
        case .selectedSegmentIndex(let index):
            line.put(",\"selectedSegmentIndex\":")
            line.put(integer: index)
        case .currentPage(let page):
            line.put(",\"currentPage\":")
            line.put(integer: page)
        }
    }

    /// Writes one line through one reservation of `room` bytes: its start and `time`, what
    /// `body` puts, and its closing brace when `closes`.
    @inline(__always)
    private static func writeLine(
        at time: SimTime, room: Int, closes: Bool, words: UnsafeMutablePointer<JSONLWords>, to out: inout SinkCursor,
        _ body: (inout LineBytes) -> Void
    ) {
        out.write(atMost: room) { start in
            var line = LineBytes(start)
            words.pointee.lineStart.write(time, to: &line)
            body(&line)
            if closes { line.put("}\n") }
            return line.count(from: start)
        }
    }
}
