import TouchSimCore

extension JSONLWriter {
    /// The room a line reserves besides its names, forwarding lists and fingers: its longest
    /// literals, words and numbers (an `input` line has at most 169 bytes of them) and `LineBytes.overshoot`.
    static let lineRoom = 256 + LineBytes.overshoot
    /// The room a finger of a `touches` line takes at most: a comma and an integer.
    static let fingerRoom = 1 + NumberFormat.maximumDigits

    /// Writes `record`'s line up to its `why` (and its closing brace too when `closes`) from
    /// pieces encoded before, through one reservation of room; false, having written nothing,
    /// when a piece is not encoded yet (the first line to name a view, the first of a word) or
    /// cannot be (a summary, a control's value, a number without thousandths): the pieces'
    /// writer, `write(_:names:to:)`, writes those lines and encodes the pieces as it goes.
    ///
    /// The same bytes as that writer (`JSONLWriterLinesTests`), cheaper: a replay's output is
    /// mostly these lines (docs/performance.md).
    @inline(__always)
    func writeEncoded(_ record: Record, closes: Bool, to out: inout SinkCursor) -> Bool {
        let names = cache.names
        // Through the pointer: a copy of the tables would be a `memcpy` per line.
        let words = wordTables
        let time = record.time
        switch record.event {
        case .input(let touch, let phase, let location, let hitView):
            guard let phaseWord = words.pointee.phase.encoded(phase),
                let x = NumberFormat.thousandths(location.x), let y = NumberFormat.thousandths(location.y)
            else { return false }
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
                line.put(thousandths: x)
                line.put(",\"y\":")
                line.put(thousandths: y)
                if phase == .down {
                    line.put(",\"hitView\":")
                    if let hit { line.put(hit) } else { line.put("null") }
                }
            }
        case .touches(let view, let method, let touches, let consumer):
            guard let name = names.encoded(view: view), let methodWord = words.pointee.touchMethod.encoded(method),
                let forwarded = names.encodedForwarding(from: view, to: consumer)
            else { return false }
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
                let view = names.encoded(view: names.view(of: gesture)),
                let stateWord = words.pointee.gestureState.encoded(state)
            else { return false }
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
            guard let name = names.encoded(view: view), let methodWord = words.pointee.askMethod.encoded(method),
                let subjectName = names.encoded(subject: subject)
            else { return false }
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
            // A value is a slider's or a stepper's number, or another kind's: rare, left to
            // the pieces' writer.
            guard value == nil, let name = names.encoded(view: view),
                let eventWord = words.pointee.controlEvent.encoded(event)
            else { return false }
            Self.writeLine(at: time, room: Self.lineRoom &+ name.count, closes: closes, words: words, to: &out) {
                line in
                line.put(",\"type\":\"control\",\"view\":")
                line.put(name)
                line.put(eventWord)
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
            guard let name = names.encoded(view: view), let cellName = names.encoded(view: cell),
                let eventWord = words.pointee.selectionEvent.encoded(event)
            else { return false }
            Self.writeLine(
                at: time, room: Self.lineRoom &+ name.count &+ cellName.count, closes: closes, words: words, to: &out
            ) { line in
                line.put(",\"type\":\"selection\",\"view\":")
                line.put(name)
                line.put(",\"cell\":")
                line.put(cellName)
                line.put(eventWord)
            }
        case .scroll(let view, let offset, let reason):
            guard let name = names.encoded(view: view), let reasonWord = words.pointee.scrollReason.encoded(reason),
                let x = NumberFormat.thousandths(offset.x), let y = NumberFormat.thousandths(offset.y)
            else { return false }
            Self.writeLine(at: time, room: Self.lineRoom &+ name.count, closes: closes, words: words, to: &out) {
                line in
                line.put(",\"type\":\"scroll\",\"view\":")
                line.put(name)
                line.put(",\"offset\":[")
                line.put(thousandths: x)
                line.put(",")
                line.put(thousandths: y)
                line.put(reasonWord)
            }
        case .summary, .presentation, .refresh, .firstResponder, .contextMenu, .swipeActions:
            return false
        }
        return true
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
