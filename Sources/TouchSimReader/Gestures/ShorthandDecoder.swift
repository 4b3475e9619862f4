import TouchSimCore

/// Decodes the value of a gesture key of `events` into a `Shorthand` (docs/format.md §1.5), each
/// problem a diagnostic at the value with its JSON path.
struct ShorthandDecoder {
    /// The longest `duration` or `holdEnd`, in ms: a minute keeps one shorthand at the highest
    /// sample rate to a bounded number of events.
    static let maximumMilliseconds = 60_000.0

    /// The view ids named so far, in the order written.
    private(set) var references: [ViewReference] = []

    /// The shorthand `kind` with value `value` at `path`, starting at `start`; its fingers are
    /// chosen by the caller.
    mutating func decode(_ kind: GestureKind, _ value: JSONValue, path: String, start: SimTime) throws(Diagnostic)
        -> Shorthand
    {
        var shorthand = Shorthand(
            kind: kind, motion: .press(at: .point(.zero)), start: start, duration: .milliseconds(0),
            hold: .milliseconds(0), curve: .linear, fingers: [])
        if kind == .tap || kind == .longPress {
            let defaultDuration = kind == .tap ? 80.0 : 800.0
            guard case .object = value.kind else {
                let at = try point(
                    value, path: path, expected: "a point [x, y], a view id or {\"at\": …, \"duration\": ms}")
                shorthand.motion = .press(at: at)
                shorthand.hold = .milliseconds(defaultDuration)
                return shorthand
            }
            let object = try members(of: value, path: path, kind: kind, keys: ["at", "duration"])
            shorthand.motion = .press(at: try point(object.required("at"), path: object.path("at")))
            shorthand.hold = try milliseconds(object, "duration", default: defaultDuration, zeroAllowed: false)
            return shorthand
        }
        let motionKeys: [String]
        switch kind {
        case .drag: motionKeys = ["from", "to"]
        case .swipe: motionKeys = ["from", "direction", "distance"]
        case .pinch: motionKeys = ["center", "from", "to", "angle"]
        default: motionKeys = ["center", "distance", "from", "to"]
        }
        let object = try members(
            of: value, path: path, kind: kind, keys: motionKeys + ["duration", "curve", "holdEnd"])
        let defaultDuration = kind == .swipe ? 100.0 : 300.0
        shorthand.duration = try milliseconds(object, "duration", default: defaultDuration, zeroAllowed: false)
        shorthand.hold = try milliseconds(object, "holdEnd", default: 0, zeroAllowed: true)
        if let curve = object["curve"] {
            let names = GestureCurve.allCases.map(\.rawValue)
            let name = try curve.string(path: object.path("curve"), expected: JSONValue.alternatives(names))
            guard let value = GestureCurve(rawValue: name) else {
                throw curve.mismatch(JSONValue.alternatives(names), path: object.path("curve"))
            }
            shorthand.curve = value
        }
        switch kind {
        case .drag:
            let from = try point(object.required("from"), path: object.path("from"))
            let to = try point(object.required("to"), path: object.path("to"))
            shorthand.motion = .line(from: from, to: to, by: .zero)
        case .swipe:
            let from = try point(object.required("from"), path: object.path("from"))
            let distance = try number(object, "distance", default: 200, expected: "a distance ≥ 0 in points")
            shorthand.motion = .line(from: from, to: nil, by: try direction(object) * distance)
        case .pinch:
            shorthand.motion = .pinch(
                center: try point(object.required("center"), path: object.path("center")),
                angle: try number(object, "angle", default: 0, expected: "an angle in degrees", nonNegative: false),
                from: try number(object, "from", default: 100, expected: "a distance ≥ 0 in points"),
                to: try number(object, "to", default: 200, expected: "a distance ≥ 0 in points"))
        default:
            shorthand.motion = .rotate(
                center: try point(object.required("center"), path: object.path("center")),
                distance: try number(object, "distance", default: 100, expected: "a distance ≥ 0 in points"),
                from: try number(object, "from", default: 0, expected: "an angle in degrees", nonNegative: false),
                to: try number(object, "to", default: 90, expected: "an angle in degrees", nonNegative: false))
        }
        return shorthand
    }

    /// The object of a gesture's parameters, every key one of `keys`.
    private func members(of value: JSONValue, path: String, kind: GestureKind, keys: [String]) throws(Diagnostic)
        -> JSONObject
    {
        let object = try JSONObject(value, path: path, expected: "an object of \(kind.rawValue) parameters")
        for member in object.members where !keys.contains(member.key) {
            throw object.unknownKey(member, known: keys)
        }
        return object
    }

    /// `[x, y]` or the id of a view, whose centre the replay uses.
    private mutating func point(_ value: JSONValue, path: String, expected: String = "a point [x, y] or a view id")
        throws(Diagnostic) -> GesturePoint
    {
        switch value.kind {
        case .array: return .point(try value.point(path: path))
        case .string(let id) where !id.isEmpty:
            if !references.contains(where: { $0.id == id }) {
                references.append(ViewReference(id: id, location: value.location, path: path))
            }
            return .view(id)
        default: throw value.mismatch(expected, path: path)
        }
    }

    /// A duration in ms, at most a minute.
    private func milliseconds(_ object: JSONObject, _ key: String, default fallback: Double, zeroAllowed: Bool)
        throws(Diagnostic) -> Duration
    {
        guard let value = object[key] else { return .milliseconds(fallback) }
        let limit = JSONValue.format(Self.maximumMilliseconds)
        let expected = zeroAllowed ? "a time from 0 to \(limit) ms" : "a time above 0 and up to \(limit) ms"
        let ms = try value.number(path: object.path(key), in: 0...Self.maximumMilliseconds, expected: expected)
        // Below a microsecond a duration would round to nothing and put two events of one finger at one t.
        guard zeroAllowed || ms >= 0.001 else { throw value.mismatch(expected, path: object.path(key)) }
        return .milliseconds(ms)
    }

    private func number(
        _ object: JSONObject, _ key: String, default fallback: Double, expected: String, nonNegative: Bool = true
    ) throws(Diagnostic) -> Double {
        guard let value = object[key] else { return fallback }
        return try value.number(path: object.path(key), in: nonNegative ? 0...Double.infinity : nil, expected: expected)
    }

    /// A swipe's `direction` as a unit vector, y pointing down as on screen.
    private func direction(_ object: JSONObject) throws(Diagnostic) -> Point {
        let names = ["right", "left", "up", "down"]
        let value = try object.required("direction")
        let expected = JSONValue.alternatives(names)
        switch try value.string(path: object.path("direction"), expected: expected) {
        case "right": return Point(1, 0)
        case "left": return Point(-1, 0)
        case "up": return Point(0, -1)
        case "down": return Point(0, 1)
        default: throw value.mismatch(expected, path: object.path("direction"))
        }
    }
}
