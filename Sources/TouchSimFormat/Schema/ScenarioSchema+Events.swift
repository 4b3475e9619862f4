import TouchSimReader

/// The entries of `events` (docs/format.md §1.2, §1.5, §1.7–§1.10): raw events, gestures by
/// name, `set`, `animate`, `remove` and `add` events, each a closed object of its own.
extension ScenarioSchema {
    static var eventDefinitions: [String: SchemaValue] {
        let time: SchemaValue = ["type": "number", "minimum": 0]
        let finger: SchemaValue = ["type": "integer", "minimum": 1]
        let pairs: SchemaValue = [
            "type": "object", "minProperties": 1, "propertyNames": ["pattern": #"^(comment$|x-|.+\.)"#],
        ]
        let gestures = GestureKind.allCases.map(\.rawValue)
        return [
            "event": [
                "description":
                    "An entry of `events`: a raw event, a gesture by name, a `set`, `animate`, `remove` or `add` event — docs/format.md §1.2",
                "oneOf": .array(
                    ["rawEvent", "gestureEvent", "setEvent", "animateEvent", "removeEvent", "addEvent"].map(ref)),
            ],
            "rawEvent": closedObject(
                [
                    key("1.2", "t", time), key("1.2", "touch", finger),
                    key("1.2", "phase", names(["down", "move", "up", "cancel"])),
                    key("1.2", "x", ["type": "number"]), key("1.2", "y", ["type": "number"]),
                ], required: ["t", "touch", "phase", "x", "y"]),
            "gestureEvent": closedObject(
                [
                    prose(
                        "1.5", "t", time,
                        "When the gesture's first finger goes down, in ms; never smaller than the previous entry's `t`"),
                    prose(
                        "1.5", "touch",
                        [
                            "anyOf": [
                                finger,
                                ["type": "array", "items": finger, "minItems": 2, "maxItems": 2, "uniqueItems": true],
                            ]
                        ],
                        "The finger's id, or `[first, second]` for `pinch` and `rotate`; without it, the lowest ids free at `t`"
                    ),
                ] + gestures.map { key("1.5", $0, gestureValue($0)) }, required: ["t"]
            ).merging(["oneOf": .array(gestures.map { ["required": [.string($0)]] })]),
            "setEvent": closedObject([key("1.7", "t", time), key("1.7", "set", pairs)], required: ["t", "set"]),
            "animateEvent": closedObject(
                [
                    key("1.8", "t", time), key("1.8", "animate", pairs),
                    key("1.8", "duration", ["type": "number", "minimum": 0]),
                    key(
                        "1.8", "options", ["type": "array", "uniqueItems": true, "items": names(AnimationKeys.options)]),
                ], required: ["t", "animate", "duration"]),
            "removeEvent": closedObject(
                [key("1.9", "t", time), key("1.9", "remove", ["type": "string", "minLength": 1])],
                required: ["t", "remove"]),
            "addEvent": closedObject(
                [
                    key("1.10", "t", time), key("1.10", "add", ref("view")),
                    key("1.10", "to", ["type": "string", "minLength": 1]),
                    key("1.10", "at", ["type": "integer", "minimum": 0]),
                ], required: ["t", "add", "to"]),
            "gesturePoint": [
                "description":
                    "`[x, y]` in window coordinates, or a view id: the centre of that view — docs/format.md §1.5",
                "anyOf": [numbers([[:], [:]]), ["type": "string", "minLength": 1]],
            ],
        ]
    }

    /// The value of the gesture key `name`: its parameters and their defaults (§1.5).
    private static func gestureValue(_ name: String) -> SchemaValue {
        let point = ref("gesturePoint")
        let distance: SchemaValue = ["type": "number", "minimum": 0]
        let angle: SchemaValue = ["type": "number"]
        func duration(_ fallback: Int, _ what: String) -> (String, SchemaValue) {
            prose(
                "1.5", "duration", ["type": "number", "minimum": 0.001, "maximum": 60000],
                "\(what) in ms, above 0 and at most 60000; default \(fallback)")
        }
        let motion = [
            prose(
                "1.5", "curve", names(GestureCurve.allCases.map(\.rawValue)),
                "How the motion spreads over the duration: `\"linear\"` (the default) or `\"easeOut\"`, fast first, slowing to a stop"
            ),
            prose(
                "1.5", "holdEnd", ["type": "number", "minimum": 0, "maximum": 60000],
                "How long the fingers rest at the end before they lift, in ms, from 0 to 60000; default 0"),
        ]
        let start = prose("1.5", "from", point, "Where the finger goes down: `[x, y]` or a view id")
        let center = prose("1.5", "center", point, "The point midway between the two fingers: `[x, y]` or a view id")
        /// A gesture that moves: `keys`, its first required (`from` or `center`), then the timing keys.
        func moving(_ keys: [(String, SchemaValue)], duration fallback: Int = 300, required: [String] = [])
            -> SchemaValue
        {
            closedObject(
                keys + [duration(fallback, "The motion's duration,")] + motion, required: [keys[0].0] + required)
        }
        switch name {
        case "tap", "longPress":
            let press = closedObject(
                [
                    prose("1.5", "at", point, "Where the finger presses: `[x, y]` or a view id"),
                    duration(name == "tap" ? 80 : 800, "How long the finger stays down,"),
                ], required: ["at"])
            return ["anyOf": [point, press]]
        case "drag":
            return moving(
                [start, prose("1.5", "to", point, "Where it lifts: `[x, y]` or a view id")], required: ["to"])
        case "swipe":
            let direction = prose(
                "1.5", "direction", names(["right", "left", "up", "down"]), "Which way the finger moves, required")
            let length = prose("1.5", "distance", distance, "How far the finger moves, in points; default 200")
            return moving([start, direction, length], duration: 100, required: ["direction"])
        case "pinch":
            return moving(
                [
                    center,
                    prose(
                        "1.5", "from", distance, "The distance between the fingers at the start, in points; default 100"
                    ),
                    prose("1.5", "to", distance, "The distance between the fingers at the end, in points; default 200"),
                    prose(
                        "1.5", "angle", angle,
                        "The line through the fingers, in degrees clockwise from the x axis; default 0"),
                ])
        default:
            return moving(
                [
                    center,
                    prose("1.5", "distance", distance, "The distance between the fingers, in points; default 100"),
                    prose(
                        "1.5", "from", angle,
                        "The angle of the line through the fingers at the start, in degrees clockwise; default 0"),
                    prose("1.5", "to", angle, "The angle at the end, in degrees clockwise; default 90"),
                ])
        }
    }
}
