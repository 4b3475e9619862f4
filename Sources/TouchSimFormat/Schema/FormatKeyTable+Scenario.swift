/// The key tables of docs/format.md §1, row for row: the descriptions `touchsim schema` prints (docs/format.md §4.17).
extension FormatKeyTable {
    static let scenarioTables: [FormatKeyTable] = [
        FormatKeyTable(
            header: "| key | required | value |",
            rows: [
                #"format.md §1.1: | `touchsim` | yes | the format version, the number `1` |"#,
                #"format.md §1.1: | `name` | no | a string: a one-line title of what the scenario shows |"#,
                #"format.md §1.1: | `ios` | no | the iOS version to simulate, a string `"MAJOR.MINOR"` (each part 1–3 digits); default `"17.0"`. See [model.md, version-dependent behaviour](model.md#version-dependent-behaviour) for what it changes |"#,
                #"format.md §1.1: | `tree` | yes, or `windows` | the root view (§2), the window, or a string: the path of a JSON file holding one |"#,
                #"format.md §1.1: | `windows` | instead of `tree` | several windows: an array of root views, each a window (§2.14) |"#,
                #"format.md §1.1: | `events` | yes | the trace: an array of event objects (§1.2), gestures by name (§1.5), `set` events (§1.7), `animate` events (§1.8), `remove` events (§1.9) and `add` events (§1.10), possibly empty |"#,
                #"format.md §1.1: | `sampleRate` | no | samples per second of the gestures by name (§1.5), a number from 1 to 1000; default 120 |"#,
                #"format.md §1.1: | `want` | no | expectations for `touchsim fix`: an array of strings (§1.6); `replay` and `test` ignore it |"#,
                #"format.md §1.1: | `$schema` | no | the address of the format's JSON Schema, for an editor that completes and checks keys as they are typed (`touchsim schema`, §4.17); touchsim ignores it |"#,
            ]),
        FormatKeyTable(
            header: "| key | value |",
            rows: [
                #"format.md §1.2: | `t` | time in ms, a number ≥ 0; never smaller than the previous event's |"#,
                #"format.md §1.2: | `touch` | the finger, an integer ≥ 1 |"#,
                #"format.md §1.2: | `phase` | `"down"`, `"move"`, `"up"` or `"cancel"` |"#,
                #"format.md §1.2: | `x`, `y` | where the finger is, in window coordinates (points) |"#,
            ]),
        FormatKeyTable(
            header: "| gesture | value | keys and defaults | fingers |",
            rows: [
                #"format.md §1.5: | `tap` | a point, or `{"at": point, "duration": ms}` | `duration` 80: down, then up at the same point | 1 |"#,
                #"format.md §1.5: | `longPress` | a point, or `{"at": point, "duration": ms}` | `duration` 800 | 1 |"#,
                #"format.md §1.5: | `drag` | `{"from": point, "to": point, …}` | `duration` 300, `curve` `"linear"`, `holdEnd` 0 | 1 |"#,
                #"format.md §1.5: | `swipe` | `{"from": point, "direction": …, …}` | `direction` (required) `"right"`, `"left"`, `"up"` or `"down"`; `distance` 200 pt; `duration` 100, `curve` `"linear"`, `holdEnd` 0 | 1 |"#,
                #"format.md §1.5: | `pinch` | `{"center": point, …}` | `from` 100 and `to` 200: the distance between the fingers in points; `angle` 0: the line through the fingers in degrees, clockwise from the x axis; `duration` 300, `curve`, `holdEnd` | 2 |"#,
                #"format.md §1.5: | `rotate` | `{"center": point, …}` | `distance` 100 pt between the fingers; `from` 0 and `to` 90: the angle of the line through them in degrees, clockwise on screen; `duration` 300, `curve`, `holdEnd` | 2 |"#,
            ]),
        FormatKeyTable(
            header: "| key | value |",
            rows: [
                #"format.md §1.7: | `t` | time in ms, with the rules of every event's `t` (§1.2): never smaller than the previous entry's |"#,
                #"format.md §1.7: | `set` | an object of `"ID.KEY": value` pairs, at least one |"#,
            ]),
        FormatKeyTable(
            header: "| key | value |",
            rows: [
                #"format.md §1.8: | `t` | time in ms, with the rules of every event's `t` (§1.2) |"#,
                #"format.md §1.8: | `animate` | an object of `"ID.KEY": value` pairs, at least one, with the keys `frame`, `alpha`, `hidden`, `transform` and `contentOffset` (a scroll view's); each pair is checked as a `set` event's (§1.7) |"#,
                #"format.md §1.8: | `duration` | required: `withDuration`, in milliseconds, a number ≥ 0 |"#,
                #"format.md §1.8: | `options` | an array of `UIView.AnimationOptions`, each at most once: `allowUserInteraction`, and `beginFromCurrentState`, which changes only what is drawn, and one timing curve of `curveEaseInOut` (the default), `curveEaseIn`, `curveEaseOut`, `curveLinear`, which decides where an animated `contentOffset` is drawn; default none |"#,
            ]),
        FormatKeyTable(
            header: "| key | value |",
            rows: [
                #"format.md §1.9: | `t` | time in ms, with the rules of every event's `t` (§1.2) |"#,
                #"format.md §1.9: | `remove` | the id of a view of the tree: it and its subviews leave the window |"#,
            ]),
        FormatKeyTable(
            header: "| key | value |",
            rows: [
                #"format.md §1.10: | `t` | time in ms, with the rules of every event's `t` (§1.2) |"#,
                #"format.md §1.10: | `add` | a view object with the keys of §2, its subviews and recognizers: ids, classes and references are checked with the tree's, and `--set` (§4.4) may name its ids |"#,
                #"format.md §1.10: | `to` | required: the id of the view that becomes its superview, a view of the tree or one an earlier `add` event added |"#,
                #"format.md §1.10: | `at` | `insertSubview(_:at:)`'s index among the superview's subviews at that instant (those added before counted, those removed before not), from 0 to their count; without it, `addSubview(_:)`: on top |"#,
            ]),
    ]
}
