@testable import TouchSimCore

/// A scenario as Swift source built from `Support/Replay.swift`'s helpers, printing only what
/// differs from the defaults, so that a failing case can be pasted into a test and replayed.
extension RandomScenario {
    var swiftSource: String {
        var lines: [String] = ["// seed \(seed)"]
        let customs = allViews(root).map(\.className).filter { !ClassHierarchy().isKnown($0) }
        var declared: [String] = []
        if !customs.isEmpty {
            lines.append("var classes = ClassHierarchy()")
            for name in customs {
                for ancestor in chain(name).reversed()
                where !declared.contains(ancestor) && !ClassHierarchy().isKnown(ancestor) {
                    declared.append(ancestor)
                    lines.append(
                        "classes.declare(\"\(ancestor)\", superclass: \"\(classes.superclass(of: ancestor)!)\")")
                }
            }
        }
        lines.append("let root = " + describe(root, indent: ""))
        lines.append("let events = [")
        for e in events {
            lines.append(
                "    ev(\(num(e.time.milliseconds)), \(e.touch), .\(e.phase.rawValue), \(num(e.location.x)), \(num(e.location.y))),"
            )
        }
        lines.append("]")
        var call = "replay(root"
        if ios != .default { call += ", ios: IOSVersion(\(ios.major), \(ios.minor))" }
        if !declared.isEmpty { call += ", classes: classes" }
        lines.append("let log = \(call), events, keepInput: true)")
        return lines.joined(separator: "\n")
    }

    /// A control's value as Swift source; random trees use each class's defaults.
    private func valueText(_ value: ControlValueSpec?) -> String {
        switch value {
        case nil: return "nil"
        case .slider: return ".slider(SliderSpec())"
        case .stepper: return ".stepper(StepperSpec())"
        case .segmented: return ".segmented(SegmentedSpec())"
        case .toggle(let on): return ".toggle(on: \(on))"
        case .page: return ".page(PageControlSpec())"
        }
    }

    private func chain(_ name: String) -> [String] {
        var out: [String] = []
        var current: String? = name
        while let c = current {
            out.append(c)
            current = classes.superclass(of: c)
        }
        return out
    }

    private func describe(_ v: ViewSpec, indent: String) -> String {
        let base = view(v.id, v.className, v.frame)
        var settings: [String] = []
        func set<T: Equatable>(_ path: KeyPath<ViewSpec, T>, _ name: String, _ text: (T) -> String) {
            if v[keyPath: path] != base[keyPath: path] { settings.append("v.\(name) = \(text(v[keyPath: path]))") }
        }
        set(\.hidden, "hidden", { "\($0)" })
        set(\.alpha, "alpha", { num($0) })
        set(\.userInteractionEnabled, "userInteractionEnabled", { "\($0)" })
        set(\.multipleTouchEnabled, "multipleTouchEnabled", { "\($0)" })
        set(\.exclusiveTouch, "exclusiveTouch", { "\($0)" })
        set(\.hitTestInsets, "hitTestInsets", insets)
        set(\.handlesTouches, "handlesTouches", { "\($0)" })
        set(\.viewController, "viewController", { $0.map { "\"\($0)\"" } ?? "nil" })
        set(
            \.control, "control",
            { $0.map { "ControlSpec(enabled: \($0.enabled), value: \(valueText($0.value)))" } ?? "nil" })
        if let scroll = v.scroll {
            if base.scroll == nil { settings.append("v.scroll = ScrollSpec()") }
            settings += describe(scroll, "v.scroll!", against: base.scroll ?? ScrollSpec())
        }
        if let w = v.wrapperView {
            settings.append("v.wrapperView = ScrollSpec()")
            settings += describe(w, "v.wrapperView!")
        }
        if let c = v.cellScrollView {
            settings.append("v.cellScrollView = ScrollSpec()")
            settings += describe(c, "v.cellScrollView!")
        }
        for r in v.gestureRecognizers { settings.append("v.gestureRecognizers.append(\(describe(r)))") }
        var text =
            "view(\"\(v.id)\", \"\(v.className)\", Rect(\(num(v.frame.minX)), \(num(v.frame.minY)), \(num(v.frame.size.width)), \(num(v.frame.size.height)))"
        if !v.subviews.isEmpty {
            text +=
                ", [\n" + v.subviews.map { indent + "    " + describe($0, indent: indent + "    ") + ",\n" }.joined()
                + indent + "]"
        }
        text += ")"
        if !settings.isEmpty {
            text += " { v in\n" + settings.map { indent + "    " + $0 + "\n" }.joined() + indent + "}"
        }
        return text
    }

    /// The settings of `s` that differ from `d`, the class's own (a table bounces vertically, §5.5).
    private func describe(_ s: ScrollSpec, _ name: String, against d: ScrollSpec = ScrollSpec()) -> [String] {
        var out: [String] = []
        func set<T: Equatable>(_ path: KeyPath<ScrollSpec, T>, _ key: String, _ text: (T) -> String) {
            if s[keyPath: path] != d[keyPath: path] { out.append("\(name).\(key) = \(text(s[keyPath: path]))") }
        }
        set(\.contentSize, "contentSize", { "Size(\(num($0.width)), \(num($0.height)))" })
        set(\.contentOffset, "contentOffset", point)
        set(\.contentInset, "contentInset", insets)
        for (path, key) in [
            (\ScrollSpec.scrollEnabled, "scrollEnabled"), (\.delaysContentTouches, "delaysContentTouches"),
            (\.canCancelContentTouches, "canCancelContentTouches"), (\.bounces, "bounces"),
            (\.alwaysBounceVertical, "alwaysBounceVertical"), (\.alwaysBounceHorizontal, "alwaysBounceHorizontal"),
            (\.pagingEnabled, "pagingEnabled"), (\.directionalLockEnabled, "directionalLockEnabled"),
        ] {
            set(path, key, { "\($0)" })
        }
        set(\.decelerationRate, "decelerationRate", { "\($0)" })
        set(\.touchesShouldBegin, "touchesShouldBegin", override)
        set(\.touchesShouldCancelInContentView, "touchesShouldCancelInContentView", override)
        set(\.panGestureRecognizer.shouldBegin, "panGestureRecognizer.shouldBegin", override)
        set(\.panGestureRecognizer.requireToFail, "panGestureRecognizer.requireToFail") {
            "[" + $0.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        }
        return out
    }

    private func describe(_ r: RecognizerSpec) -> String {
        let kind: String
        switch r.kind {
        case .tap(let taps, let touches):
            kind = ".tap(numberOfTapsRequired: \(taps), numberOfTouchesRequired: \(touches))"
        case .longPress(let d, let m, let touches, let taps):
            kind =
                ".longPress(minimumPressDuration: \(d), allowableMovement: \(num(m)), numberOfTouchesRequired: \(touches), numberOfTapsRequired: \(taps))"
        case .pan(let minimum, let maximum):
            kind =
                ".pan(minimumNumberOfTouches: \(minimum), maximumNumberOfTouches: \(maximum.map(String.init) ?? "nil"))"
        case .swipe(let direction, let touches):
            kind = ".swipe(direction: .\(direction.rawValue), numberOfTouchesRequired: \(touches))"
        case .pinch: kind = ".pinch"
        case .rotation: kind = ".rotation"
        case .screenEdgePan(let edges):
            kind = ".screenEdgePan(edges: [\(edges.map { "." + $0.rawValue }.joined(separator: ", "))])"
        }
        let d = RecognizerSpec(id: r.id, kind: r.kind)
        var out: [String] = []
        func set<T: Equatable>(_ path: KeyPath<RecognizerSpec, T>, _ key: String, _ text: (T) -> String) {
            if r[keyPath: path] != d[keyPath: path] { out.append("$0.\(key) = \(text(r[keyPath: path]))") }
        }
        for (path, key) in [
            (\RecognizerSpec.enabled, "enabled"), (\.cancelsTouchesInView, "cancelsTouchesInView"),
            (\.delaysTouchesBegan, "delaysTouchesBegan"), (\.delaysTouchesEnded, "delaysTouchesEnded"),
        ] {
            set(path, key, { "\($0)" })
        }
        set(\.shouldBegin, "shouldBegin", override)
        set(\.requireToFail, "requireToFail", { "[" + $0.map { "\"\($0)\"" }.joined(separator: ", ") + "]" })
        set(\.recognizeSimultaneouslyWith, "recognizeSimultaneouslyWith") {
            switch $0 {
            case .all: return ".all"
            case .ids(let ids): return ".ids([" + ids.map { "\"\($0)\"" }.joined(separator: ", ") + "])"
            }
        }
        set(\.shouldReceiveTouch, "shouldReceiveTouch", override)
        let configure = out.isEmpty ? "" : " { " + out.joined(separator: "; ") + " }"
        return "recognizer(\"\(r.id)\", \(kind))\(configure)"
    }

    private func override(_ o: OverrideSpec) -> String {
        switch o {
        case .inherited: return ".inherited"
        case .always(let b): return ".always(\(b))"
        case .rules(let rules):
            let text = rules.map { rule -> String in
                let matcher: String
                switch rule.matcher {
                case .any: matcher = ".any"
                case .kindOf(let name): matcher = ".kindOf(\"\(name)\")"
                case .id(let id): matcher = ".id(\"\(id)\")"
                case .recognizerClass(let c): matcher = ".recognizerClass(.\(c))"
                }
                let answer: String
                switch rule.answer {
                case .yes: answer = ".yes"
                case .no: answer = ".no"
                case .callSuper: answer = ".callSuper"
                case .cell(let id): answer = ".cell(\"\(id)\")"
                }
                let conditions = rule.conditions.map { condition -> String in
                    switch condition {
                    case .direction(let d): return ".direction(.\(d.rawValue))"
                    case .startsIn(let id): return ".startsIn(view: \"\(id)\")"
                    case .startsAtEdge(let edge, let within):
                        return ".startsAtEdge(.\(edge.rawValue), within: \(num(within)))"
                    }
                }
                let with = conditions.isEmpty ? "" : ", conditions: [" + conditions.joined(separator: ", ") + "]"
                return "OverrideRule(matcher: \(matcher)\(with), answer: \(answer))"
            }
            return ".rules([" + text.joined(separator: ", ") + "])"
        }
    }

    private func insets(_ e: EdgeInsets) -> String {
        "EdgeInsets(top: \(num(e.top)), left: \(num(e.left)), bottom: \(num(e.bottom)), right: \(num(e.right)))"
    }

    private func point(_ p: Point) -> String { "Point(\(num(p.x)), \(num(p.y)))" }
}

/// A recognizer with UIKit's defaults, then `configure`; used by printed scenarios.
func recognizer(_ id: String, _ kind: RecognizerKindSpec, _ configure: (inout RecognizerSpec) -> Void = { _ in })
    -> RecognizerSpec
{
    var r = RecognizerSpec(id: id, kind: kind)
    configure(&r)
    return r
}
