import ScenarioText
import TouchSimCore

/// The trace (docs/format.md §1), decoded one entry at a time straight from the lexer and checked
/// as it goes. The state is small whatever the trace's length: the fingers down or driven by a
/// shorthand, the touches of the current UIEvent, the previous `t`.
///
/// An entry is a raw event or a gesture by name (`EventStream+Shorthand.swift`). Shorthands are
/// checked in both passes but expanded only when an `ExpansionContext` is given (pass 2 and
/// `touchsim expand`); their events are merged with the raw ones in time order.
package struct EventStream {
    /// The event keys, in the order missing ones are reported.
    static let keys = ["t", "touch", "phase", "x", "y"]

    var index = 0
    var previous: (time: SimTime, t: Double)?
    /// Each finger down by raw events, with the index of its `down`.
    var fingersDown = TouchIndexMap()
    /// Each finger a shorthand drives, until its lift, with the shorthand's index and kind.
    var fingersBusy: [Int: (until: SimTime, index: Int, kind: GestureKind)] = [:]

    /// How many fingers may be down at once. UIKit devices track about a dozen; the limit keeps
    /// the engine's per-finger bookkeeping, linear in the fingers down, from growing without bound.
    static let maximumFingersDown = 64
    /// Each touch of the current UIEvent (same `t`), with its event's index.
    var touchesAtThisTime = TouchIndexMap()
    /// Decodes shorthands and collects the view ids they name.
    var shorthands = ShorthandDecoder()
    /// The expanded shorthands whose events are still to come.
    var merger = EventMerger()
    /// How many shorthand entries have been read.
    private(set) var shorthandCount = 0
    /// The `set` events read, in order (docs/format.md §1.7); the scene checks them once known.
    var setEvents: [SetEvent] = []
    /// How the last plain event was written, to read the next against (`readPlainEvent`).
    var plainShape = PlainEventShape()

    /// How many entries have been read.
    var count: Int { index }

    /// One entry of the trace as the stream yields it, in time order.
    package enum Item {
        /// An event, with the byte range of its entry for a raw event, nil for one a shorthand made.
        case event(TouchEvent, Range<Int>?)
        /// The `set` event `setEvents[index]`, with the byte range of its entry.
        case set(index: Int, time: SimTime, raw: Range<Int>)
    }

    /// Reads the `events` array at the lexer's position, calling `body` with each valid entry in
    /// time order. `expansion` is asked at each shorthand (pass 2 may learn it only once pass 1
    /// is done, docs/format.md §4.9); while it answers nil, shorthands are checked but produce no
    /// events.
    ///
    /// Inlined into each caller, so that `body` is inlined into the loop rather than called
    /// through a closure context once per event.
    ///
    /// Without `locations` (pass 1, which only checks), a plain event's `x` and `y` are checked
    /// but not converted, and its event has location zero.
    @inline(__always)
    mutating func read(
        _ lexer: inout JSONLexer, expansion: () -> ExpansionContext? = { nil }, locations: Bool = true,
        body: (Item) -> Void
    ) throws(Diagnostic) {
        let kind = try lexer.peekValue()
        guard kind == .array else {
            throw try JSONValue.parse(&lexer).mismatch("an array of event objects", path: "events")
        }
        try lexer.beginArray()
        var first = true
        while try lexer.nextElement(first: &first) {
            guard try lexer.peekValue() == .object else {
                throw try JSONValue.parse(&lexer).mismatch(
                    "an event object {\"t\", \"touch\", \"phase\", \"x\", \"y\"} or a gesture by name", path: path)
            }
            // A run of objects separated in memory goes from one entry to the next directly.
            repeat {
                try readEntry(&lexer, expansion: expansion, locations: locations, body: body)
                index += 1
            } while lexer.skipToNextObject()
        }
        merger.flush(through: nil) { body(.event($0, nil)) }
    }

    var path: String { JSONPath.index("events", index) }

    func path(_ key: String) -> String { JSONPath.key(path, key) }

    /// Reads the entry whose `{` is at the lexer's position.
    ///
    /// A plain event, as nearly every entry of a long trace is, is read and taken here, inlined
    /// in the loop over entries; any other entry by `readObjectEntry`, kept out of line with
    /// the large frame its keys and messages need.
    @inline(__always)
    private mutating func readEntry(
        _ lexer: inout JSONLexer, expansion: () -> ExpansionContext?, locations: Bool, body: (Item) -> Void
    ) throws(Diagnostic) {
        let start = lexer.position
        let startOffset = lexer.mark.byteOffset
        if let plain = locations ? readPlainEvent(&lexer) : checkPlainEvent(&lexer) {
            let event = TouchEvent(
                time: plain.time, touch: plain.touch, phase: plain.phase,
                location: Point(plain.x, plain.y))
            return try take(
                event, t: plain.t, valuePosition: { plain.valuePosition($0, objectAt: start) }, from: startOffset,
                lexer, body)
        }
        try readObjectEntry(&lexer, start: start, startOffset: startOffset, expansion: expansion, body: body)
    }

    /// Reads the entry at `start` key by key: a raw event in any writing, a shorthand or a
    /// `set` event.
    @inline(never)
    private mutating func readObjectEntry(
        _ lexer: inout JSONLexer, start: TextPosition, startOffset: Int, expansion: () -> ExpansionContext?,
        body: (Item) -> Void
    ) throws(Diagnostic) {
        try lexer.beginObject()
        // Positions of each key and its value, by index in `keys`; line 0 while not seen.
        let unseen = TextPosition(line: 0, column: 0)
        var keyPositions = InlineArray<5, TextPosition>(repeating: unseen)
        var valuePositions = InlineArray<5, TextPosition>(repeating: unseen)
        var t = 0.0
        var touch = 0
        var phase = TouchPhase.down
        var x = 0.0
        var y = 0.0
        var touchList: JSONValue?
        var gesture: (kind: GestureKind, key: TextPosition, value: JSONValue)?
        var set: (key: TextPosition, value: JSONValue)?
        // An `animate` event's keys (docs/format.md §1.8).
        var animation: [String: (key: TextPosition, value: JSONValue)] = [:]
        // Where each member's value lies, for the layout of a raw event (`learnShape`).
        var layout = PlainEventLayout()
        var first = true
        while let keyPosition = try lexer.nextMember(first: &first) {
            layout.members += 1
            if let field = Self.field(named: lexer.scratchBytes) {
                let key = Self.keys[field]
                if keyPositions[field].line != 0 {
                    throw SeenKeys.duplicate(
                        key, at: lexer.location(keyPosition), earlier: lexer.location(keyPositions[field]), path: path)
                }
                keyPositions[field] = keyPosition
                let kind = try lexer.peekValue()
                valuePositions[field] = lexer.position
                let valueStart = lexer.mark.byteOffset
                defer { layout.note(field, valueStart..<lexer.mark.byteOffset) }
                switch field {
                case 0:
                    t = try number(
                        &lexer, kind, key: key, in: 0...Double.infinity, expected: "a time ≥ 0 in milliseconds")
                case 1 where kind == .array: touchList = try JSONValue.parse(&lexer)
                case 1: touch = try touchId(&lexer, kind)
                case 2: phase = try readPhase(&lexer, kind)
                case 3: x = try number(&lexer, kind, key: key, in: nil, expected: "an x")
                default: y = try number(&lexer, kind, key: key, in: nil, expected: "a y")
                }
            } else if let kind = GestureKind.named(in: lexer) {
                if let other = gesture {
                    throw lexer.location(keyPosition).diagnostic(
                        "an entry names one gesture, and this one already has \"\(other.kind.rawValue)\" (at \(other.key.line):\(other.key.column))",
                        path: path(kind.rawValue))
                }
                gesture = (kind, keyPosition, try JSONValue.parse(&lexer))
            } else if lexer.scratchEquals("set") {
                set = (keyPosition, try JSONValue.parse(&lexer))
            } else if lexer.scratchEquals("animate") || lexer.scratchEquals("duration")
                || lexer.scratchEquals("options") || lexer.scratchEquals("remove") || lexer.scratchEquals("add")
                || lexer.scratchEquals("to") || lexer.scratchEquals("at")
            {
                animation[lexer.scratchString] = (keyPosition, try JSONValue.parse(&lexer))
            } else {
                let key = lexer.scratchString
                guard JSONObject.isIgnored(key) else {
                    let known =
                        Self.keys + ["set", "remove"] + AnimationKeys.keys + AdditionKeys.keys
                        + GestureKind.allCases.map(\.rawValue)
                    throw lexer.location(keyPosition).diagnostic(
                        "unknown key \(Quoted.string(key))\(Suggestion.keyClause(for: key, among: known))",
                        path: path(key))
                }
                _ = try JSONValue.parse(&lexer)
            }
        }
        let addition = try additionEntry(&animation, set: set, lexer)
        let remove = animation.removeValue(forKey: "remove")
        if remove != nil, let other = set.map({ ("set", $0.key) }) ?? animation.first.map({ ($0.key, $0.value.key) }) {
            throw lexer.location(other.1).diagnostic(
                "a remove event has only \"t\" and \"remove\"; give the \(other.0) an entry of its own",
                path: path(other.0))
        }
        let animate = try animationEntry(animation, set: set, lexer)
        if let set = set ?? remove ?? animate.map({ (key: $0.key, value: $0.value) })
            ?? addition.map({ (key: $0.key, value: $0.value) })
        {
            let other = (1..<5).first { keyPositions[$0].line != 0 }.map {
                (Self.keys[$0], lexer.location(keyPositions[$0]))
            }
            try readSet(
                set.value, key: lexer.location(set.key), gesture: gesture?.kind.rawValue,
                t: keyPositions[0].line == 0 ? nil : (t, lexer.location(valuePositions[0])), other: other,
                start: lexer.location(start), animation: animate?.keys, removes: remove != nil, addition: addition?.keys
            )
            if !merger.isEmpty { merger.flush(through: SimTime(milliseconds: t)) { body(.event($0, nil)) } }
            body(
                .set(
                    index: setEvents.count - 1, time: SimTime(milliseconds: t), raw: startOffset..<lexer.mark.byteOffset
                ))
            return
        }
        if let gesture {
            let entry = ShorthandEntry(
                kind: gesture.kind, key: lexer.location(gesture.key), value: gesture.value,
                start: lexer.location(start),
                t: keyPositions[0].line == 0 ? nil : t,
                touch: keyPositions[1].line == 0 || touchList != nil ? nil : touch,
                touchList: touchList, keyPositions: keyPositions, valuePositions: valuePositions)
            shorthandCount += 1
            return try readShorthand(entry, expansion: expansion, body: body)
        }
        for field in 0..<5 where keyPositions[field].line == 0 {
            throw lexer.location(start).diagnostic("missing required key \"\(Self.keys[field])\"", path: path)
        }
        if let touchList { throw touchList.mismatch("a touch id, an integer ≥ 1", path: path("touch")) }
        if layout.members == 5 { learnShape(layout, objectFrom: startOffset, onLine: start.line, lexer) }
        let event = TouchEvent(time: SimTime(milliseconds: t), touch: touch, phase: phase, location: Point(x, y))
        try take(event, t: t, valuePosition: { valuePositions[$0] }, from: startOffset, lexer, body)
    }

    /// Keeps the layout of the raw event of five members just read from `startOffset`, for
    /// `readPlainEvent` to read the next events written alike; a layout no event matches when
    /// the event spans lines (a plain event's positions are its object's plus a byte offset),
    /// has a separator of more than 16 bytes, or is no longer all in memory.
    private mutating func learnShape(
        _ layout: PlainEventLayout, objectFrom startOffset: Int, onLine line: Int, _ lexer: borrowing JSONLexer
    ) {
        let end = lexer.mark.byteOffset
        guard lexer.position.line == line, let bytes = lexer.bytes(from: startOffset, followedBy: 16) else {
            plainShape = PlainEventShape()
            return
        }
        plainShape = layout.shape(of: bytes, objectFrom: startOffset, to: end) ?? PlainEventShape()
    }

    /// Checks a raw event read from the entry that starts at byte `startOffset` and ends at the
    /// lexer's position, then hands it to `body` after the shorthands' events before it.
    @inline(__always)
    private mutating func take(
        _ event: TouchEvent, t: Double, valuePosition: (Int) -> TextPosition, from startOffset: Int,
        _ lexer: borrowing JSONLexer, _ body: (Item) -> Void
    ) throws(Diagnostic) {
        try check(event, t: t, valuePosition: valuePosition, in: lexer.file)
        if !merger.isEmpty { merger.flush(through: event.time) { body(.event($0, nil)) } }
        body(.event(event, startOffset..<lexer.mark.byteOffset))
    }

    /// The index in `keys` of the key `name`, compared by length and bytes: every event has
    /// five keys.
    @inline(__always)
    static func field(named name: UnsafeBufferPointer<UInt8>) -> Int? {
        switch name.count {
        case 1:
            switch name[0] {
            case UInt8(ascii: "t"): return 0
            case UInt8(ascii: "x"): return 3
            case UInt8(ascii: "y"): return 4
            default: return nil
            }
        case 5:
            if matches(name, "touch") { return 1 }
            if matches(name, "phase") { return 2 }
            return nil
        default: return nil
        }
    }

    @inline(__always)
    static func matches(_ name: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
        guard name.count == text.utf8CodeUnitCount else { return false }
        for i in 0..<name.count where name[i] != text.utf8Start[i] { return false }
        return true
    }

    /// A number, checked with the rules of `JSONValue.number` (which makes the message) when
    /// it is out of `range` or of the magnitude limit.
    private func number(
        _ lexer: inout JSONLexer, _ kind: JSONKind, key: String, in range: ClosedRange<Double>?, expected: String
    ) throws(Diagnostic) -> Double {
        guard kind == .number else { throw try JSONValue.parse(&lexer).mismatch(expected, path: path(key)) }
        let position = lexer.position
        let value = try lexer.readNumber()
        if abs(value) <= JSONValue.magnitudeLimit && range?.contains(value) != false { return value }
        return try JSONValue(kind: .number(value), location: lexer.location(position))
            .number(path: path(key), in: range, expected: expected)
    }

    private func touchId(_ lexer: inout JSONLexer, _ kind: JSONKind) throws(Diagnostic) -> Int {
        let expected = "a touch id, an integer ≥ 1"
        let position = lexer.position
        let value = try number(&lexer, kind, key: "touch", in: 1...Double.infinity, expected: expected)
        guard value == value.rounded() else {
            throw JSONValue(kind: .number(value), location: lexer.location(position)).mismatch(
                expected, path: path("touch"))
        }
        return Int(value)
    }

    private func readPhase(_ lexer: inout JSONLexer, _ kind: JSONKind) throws(Diagnostic) -> TouchPhase {
        // Built only for the message: this runs for every event.
        var expected: String { JSONValue.alternatives(TouchPhase.allCases.map(\.rawValue)) }
        guard kind == .string else { throw try JSONValue.parse(&lexer).mismatch(expected, path: path("phase")) }
        let position = lexer.position
        try lexer.scanString()
        if lexer.scratchEquals("down") { return .down }
        if lexer.scratchEquals("move") { return .move }
        if lexer.scratchEquals("up") { return .up }
        if lexer.scratchEquals("cancel") { return .cancel }
        throw JSONValue(kind: .string(lexer.scratchString), location: lexer.location(position))
            .mismatch(expected, path: path("phase"))
    }

    /// The rules of docs/format.md §1 that relate an event to the ones before it.
    ///
    /// Inlined where each event is taken, every message built out of line (`refusal`): the
    /// checks an event passes are a few comparisons, not a call with a frame for strings.
    @inline(__always)
    private mutating func check(
        _ event: TouchEvent, t: Double, valuePosition: (Int) -> TextPosition, in file: String
    ) throws(Diagnostic) {
        let touch = event.touch
        if let previous, event.time < previous.time {
            throw refusal(of: event, t: t, .decreasingTime(previous.t), valuePosition: valuePosition, in: file)
        }
        advance(to: event.time, t: t)
        if !fingersBusy.isEmpty, fingersBusy[touch] != nil {
            throw refusal(of: event, t: t, .busy, valuePosition: valuePosition, in: file)
        }
        if let other = touchesAtThisTime.updateValue(index, forKey: touch) {
            throw refusal(of: event, t: t, .twice(other), valuePosition: valuePosition, in: file)
        }
        switch event.phase {
        case .down:
            if let since = fingersDown.updateValue(index, forKey: touch) {
                throw refusal(of: event, t: t, .alreadyDown(since), valuePosition: valuePosition, in: file)
            }
            if fingersDown.count + fingersBusy.count > Self.maximumFingersDown {
                throw refusal(of: event, t: t, .tooManyFingers, valuePosition: valuePosition, in: file)
            }
        case .move:
            guard fingersDown.contains(touch) else {
                throw refusal(of: event, t: t, .notDown, valuePosition: valuePosition, in: file)
            }
        case .up, .cancel:
            guard fingersDown.removeValue(forKey: touch) != nil else {
                throw refusal(of: event, t: t, .notDown, valuePosition: valuePosition, in: file)
            }
        }
    }

    /// Why `check` refuses an event.
    private enum Refusal {
        /// `t` is before the previous entry's, written as this.
        case decreasingTime(Double)
        /// Its touch is driven by a shorthand.
        case busy
        /// Its touch is already in this UIEvent, at this event index.
        case twice(Int)
        /// A `down` of a touch down since this event index.
        case alreadyDown(Int)
        case tooManyFingers
        case notDown
    }

    /// The message of `check` refusing `event` for `refusal`, at the value it is about.
    @inline(never)
    private func refusal(
        of event: TouchEvent, t: Double, _ refusal: Refusal, valuePosition: (Int) -> TextPosition, in file: String
    ) -> Diagnostic {
        /// Where the value of `keys[field]` is.
        func at(_ field: Int) -> SourceLocation {
            let position = valuePosition(field)
            return SourceLocation(file: file, line: position.line, column: position.column)
        }
        let touch = event.touch
        switch refusal {
        case .decreasingTime(let previous):
            return decreasingTime(t, previous: previous, at: at(0))
        case .busy:
            let busy = fingersBusy[touch]!
            return at(1).diagnostic(
                "touch \(touch) is driven by the \(busy.kind.rawValue) at events[\(busy.index)] until t \(ScenarioValue.format(busy.until.milliseconds)); give this event another touch id",
                path: path("touch"))
        case .twice(let other):
            return at(1).diagnostic(
                "touch \(touch) appears twice at t \(JSONValue.format(t)) (also events[\(other)]); one UIEvent carries each touch once",
                path: path("touch"))
        case .alreadyDown(let since):
            return at(2).diagnostic(
                "\"down\" of touch \(touch), which is already down since events[\(since)]", path: path("phase"))
        case .tooManyFingers:
            return at(1).diagnostic(
                "touch \(touch) goes down while \(Self.maximumFingersDown) fingers are down; at most \(Self.maximumFingersDown) may be down at once",
                path: path("touch"))
        case .notDown:
            return notDown(event, at: at(2))
        }
    }

    /// Moves the current time to `time` (an entry's `t`), which must not be before the previous one.
    mutating func advance(
        to time: SimTime, t: Double, at location: @autoclosure () -> SourceLocation
    ) throws(Diagnostic) {
        if let previous, time < previous.time { throw decreasingTime(t, previous: previous.t, at: location()) }
        advance(to: time, t: t)
    }

    /// Moves the current time to `time`, not before the previous one.
    @inline(__always)
    private mutating func advance(to time: SimTime, t: Double) {
        if let previous, time != previous.time {
            touchesAtThisTime.removeAll()
            if !fingersBusy.isEmpty { fingersBusy = fingersBusy.filter { $0.value.until >= time } }
        }
        previous = (time, t)
    }

    /// The message for `t` before the previous entry's `previous`.
    @inline(never)
    private func decreasingTime(_ t: Double, previous: Double, at location: SourceLocation) -> Diagnostic {
        location.diagnostic(
            "t \(JSONValue.format(t)) is before the previous event's t \(JSONValue.format(previous)); t must never decrease",
            path: path("t"))
    }

    private func notDown(_ event: TouchEvent, at location: SourceLocation) -> Diagnostic {
        location.diagnostic(
            "\"\(event.phase.rawValue)\" of touch \(event.touch), which is not down; it needs a \"down\" first",
            path: path("phase"))
    }
}
