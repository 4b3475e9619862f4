import Testing
import TouchSimCore
import TouchSimFormat

/// docs/format.md §2.5: rules of a recognizer delegate's methods that look at the gesture.
@Suite("§2.5 Delegate rules on the gesture: direction, startsIn, startsAtEdge")
struct DelegateRuleDecodingTests {
    /// A window with a view `a` and the recognizer `object`.
    private func tree(_ object: String) -> String {
        #"{"id": "w", "frame": [0, 0, 390, 844], "subviews": [{"id": "a", "frame": [0, 0, 10, 10]}], "gestureRecognizers": ["#
            + object + "]}"
    }

    @Test("§2.5 A shouldBegin rule decodes its matcher, every condition and its answer, in order")
    func decodes() throws {
        let rules =
            #"[{"kindOf": "UIView", "direction": "horizontal", "startsAtEdge": "left", "within": 40, "return": true},"#
            + #"{"startsIn": "a", "return": "super"}, {"return": false}]"#
        let root = try root(tree(#"{"id": "p", "type": "pan", "shouldBegin": "# + rules + "}"))
        let expected = OverrideSpec.rules([
            OverrideRule(
                matcher: .kindOf("UIView"), conditions: [.direction(.horizontal), .startsAtEdge(.left, within: 40)],
                answer: .yes),
            OverrideRule(matcher: .any, conditions: [.startsIn(view: "a")], answer: .callSuper),
            OverrideRule(matcher: .any, answer: .no),
        ])
        #expect(root.gestureRecognizers[0].shouldBegin == expected)
    }

    @Test(
        "A scroll view's pan and a screen-edge pan take direction rules; shouldReceiveTouch takes location rules (docs/format.md §2.8)"
    )
    func whereConditionsGo() throws {
        let scroll = try root(
            #"{"id": "w", "frame": [0, 0, 1, 1], "subviews": [{"id": "s", "class": "UIScrollView", "frame": [0, 0, 1, 1], "#
                + #""panGestureRecognizer": {"shouldBegin": [{"direction": "down", "return": false}]}}]}"#)
        #expect(
            scroll.subviews[0].scroll?.panGestureRecognizer.shouldBegin
                == .rules([OverrideRule(matcher: .any, conditions: [.direction(.down)], answer: .no)]))
        let edge = try root(
            tree(
                #"{"id": "e", "type": "screenEdgePan", "edges": ["left"], "shouldBegin": [{"direction": "right", "return": true}]}"#
            ))
        #expect(edge.gestureRecognizers[0].shouldBegin != .inherited)
        let receive = try root(
            tree(
                #"{"id": "t", "type": "tap", "shouldReceiveTouch": [{"startsAtEdge": "top", "within": 0, "return": false}]}"#
            ))
        #expect(
            receive.gestureRecognizers[0].shouldReceiveTouch
                == .rules([OverrideRule(matcher: .any, conditions: [.startsAtEdge(.top, within: 0)], answer: .no)]))
    }

    /// The column (1-based) of `marker` in the one-line scenario around `tree`.
    private func column(of marker: String, in json: String) -> Int {
        json.distance(from: json.startIndex, to: json.range(of: marker)!.lowerBound) + 1
    }

    @Test(
        "§2.5 Direction rules where nothing has a direction, bad values and unknown ids are input errors at the key or value",
        arguments: [
            (
                #"{"id": "t", "type": "tap", "shouldBegin": [{"direction": "left", "return": true}]}"#, #""direction""#,
                #"shouldBegin[0].direction: "direction" needs a pan: a tap recognizer has no translation (pan, screenEdgePan and a scroll view's panGestureRecognizer have one)"#
            ),
            (
                #"{"id": "t", "type": "rotation", "shouldBegin": [{"direction": "up", "return": true}]}"#,
                #""direction""#,
                #"shouldBegin[0].direction: "direction" needs a pan: a rotation recognizer has no translation (pan, screenEdgePan and a scroll view's panGestureRecognizer have one)"#
            ),
            (
                #"{"id": "t", "type": "swipe", "shouldBegin": [{"direction": "left", "return": true}]}"#,
                #""direction""#,
                #"shouldBegin[0].direction: a swipe recognizes only in its own "direction", so a "direction" rule would always or never match; set the swipe's "direction" instead"#
            ),
            (
                #"{"id": "t", "type": "pan", "shouldReceiveTouch": [{"direction": "left", "return": true}]}"#,
                #""direction""#,
                #"shouldReceiveTouch[0].direction: "direction" cannot be known in "shouldReceiveTouch": UIKit asks when the finger goes down, before it moves; put the rule in "shouldBegin""#
            ),
            (
                #"{"id": "t", "type": "pan", "shouldBegin": [{"direction": "sideways", "return": true}]}"#,
                #""sideways""#,
                #"shouldBegin[0].direction: expected "horizontal", "vertical", "left", "right", "up" or "down", found "sideways""#
            ),
            (
                #"{"id": "t", "type": "pan", "shouldBegin": [{"startsAtEdge": "all", "within": 3, "return": true}]}"#,
                #""all""#,
                #"shouldBegin[0].startsAtEdge: expected "top", "left", "bottom" or "right" (one edge of the recognizer's view), found "all""#
            ),
            (
                #"{"id": "t", "type": "pan", "shouldBegin": [{"startsAtEdge": "left", "within": -3, "return": true}]}"#,
                "-3", #"shouldBegin[0].within: expected a distance ≥ 0 in points, found -3"#
            ),
            (
                #"{"id": "t", "type": "pan", "shouldBegin": [{"startsAtEdge": "left", "return": true}]}"#,
                #"{"startsAtEdge""#,
                #"shouldBegin[0]: missing required key "within""#
            ),
            (
                #"{"id": "t", "type": "pan", "shouldBegin": [{"within": 4, "return": true}]}"#, #""within""#,
                #"shouldBegin[0].within: "within" is the distance from "startsAtEdge"; add "startsAtEdge" or remove "within""#
            ),
            (
                #"{"id": "t", "type": "pan", "shouldBegin": [{"startsIn": "nope", "return": true}]}"#, #""nope""#,
                #"shouldBegin[0].startsIn: no view has the id "nope""#
            ),
            (
                #"{"id": "t", "type": "pan", "shouldBegin": [{"startsIn": "t", "return": true}]}"#, #""t", "return""#,
                #"shouldBegin[0].startsIn: "t" is a recognizer, not a view"#
            ),
        ])
    func errors(object: String, marker: String, message: String) {
        let json = scenario(tree: tree(object))
        let key = message.prefix { $0 != ":" }
        let expected =
            "<stdin>:1:\(column(of: marker, in: json)): error: recognizer \"t\": \(message) (tree.gestureRecognizers[0].\(key))"
        #expect(failure(json) == expected)
    }

    @Test("§2.5 A content view's method takes no gesture condition")
    func contentViewRules() {
        let json = scenario(
            tree:
                #"{"id": "w", "frame": [0, 0, 1, 1], "subviews": [{"id": "s", "class": "UIScrollView", "frame": [0, 0, 1, 1], "#
                + #""touchesShouldCancelInContentView": [{"startsIn": "s", "return": false}]}]}"#)
        let expected =
            "<stdin>:1:\(column(of: #""startsIn""#, in: json)): error: view \"s\": touchesShouldCancelInContentView[0].startsIn: "
            + #""startsIn" looks at a gesture, but this method is asked about a content view only; gesture conditions go in a recognizer's "shouldBegin" or "shouldReceiveTouch""#
            + " (tree.subviews[0].touchesShouldCancelInContentView[0].startsIn)"
        #expect(failure(json) == expected)
    }
}

/// docs/format.md §2.7, docs/model.md §3.11: a delegate's failure requirements.
@Suite("§3.11 Failure requirement rules: shouldRequireFailureOf, shouldBeRequiredToFailBy")
struct FailureRuleDecodingTests {
    private func tree(_ object: String) -> String {
        #"{"id": "w", "frame": [0, 0, 390, 844], "subviews": [{"id": "a", "frame": [0, 0, 10, 10]}], "gestureRecognizers": [{"id": "other", "type": "tap"}, "#
            + object + "]}"
    }

    @Test("§3.11 Both methods decode on a recognizer and on a scroll view's pan: id, class, kindOf, catch-all")
    func decodes() throws {
        let rules =
            #"[{"id": "other", "return": true}, {"class": "UIPanGestureRecognizer", "return": "super"}, {"kindOf": "UIView", "return": false}]"#
        let decoded = try root(
            tree(
                #"{"id": "p", "type": "pan", "shouldRequireFailureOf": "# + rules
                    + #", "shouldBeRequiredToFailBy": true}"#))
        var expected = FailureRules()
        expected.shouldRequireFailureOf = .rules([
            OverrideRule(matcher: .id("other"), answer: .yes),
            OverrideRule(matcher: .recognizerClass(.pan), answer: .callSuper),
            OverrideRule(matcher: .kindOf("UIView"), answer: .no),
        ])
        expected.shouldBeRequiredToFailBy = .always(true)
        #expect(decoded.gestureRecognizers[1].failureRules == expected)
        let scroll = try root(
            #"{"id": "w", "frame": [0, 0, 1, 1], "subviews": [{"id": "s", "class": "UIScrollView", "frame": [0, 0, 1, 1], "#
                + #""panGestureRecognizer": {"shouldBeRequiredToFailBy": [{"class": "UISwipeGestureRecognizer", "return": true}]}}]}"#
        )
        #expect(
            scroll.subviews[0].scroll?.panGestureRecognizer.failureRules.shouldBeRequiredToFailBy
                == .rules([OverrideRule(matcher: .recognizerClass(.swipe), answer: .yes)]))
    }

    @Test(
        "§3.11 Unknown ids and classes, a view's id, gesture conditions and class elsewhere are input errors at the value",
        arguments: [
            (
                #"{"id": "t", "type": "tap", "shouldRequireFailureOf": [{"id": "othr", "return": true}]}"#, #""othr""#,
                #"shouldRequireFailureOf[0].id: no recognizer has the id "othr"; did you mean "other"?"#
            ),
            (
                #"{"id": "t", "type": "tap", "shouldRequireFailureOf": [{"id": "a", "return": true}]}"#, #""a", "r"#,
                #"shouldRequireFailureOf[0].id: "a" is a view, not a recognizer"#
            ),
            (
                #"{"id": "t", "type": "tap", "shouldBeRequiredToFailBy": [{"class": "UITapRecognizer", "return": true}]}"#,
                #""UITapRecognizer""#,
                #"shouldBeRequiredToFailBy[0].class: unknown gesture recognizer class "UITapRecognizer"; did you mean "UITapGestureRecognizer"?"#
            ),
            (
                #"{"id": "t", "type": "tap", "shouldBeRequiredToFailBy": [{"kindOf": "UIViu", "return": true}]}"#,
                #""UIViu""#, #"shouldBeRequiredToFailBy[0].kindOf: unknown class "UIViu"; did you mean "UIView"?"#
            ),
            (
                #"{"id": "t", "type": "tap", "shouldBeRequiredToFailBy": [{"startsIn": "a", "return": true}]}"#,
                #""startsIn""#,
                #"shouldBeRequiredToFailBy[0].startsIn: "startsIn" looks at a gesture, but a failure requirement is asked about another recognizer only, by "id", "class" or "kindOf" (docs/format.md §2.7)"#
            ),
            (
                #"{"id": "t", "type": "tap", "shouldBegin": [{"class": "UITapGestureRecognizer", "return": true}]}"#,
                #""class""#,
                #"shouldBegin[0].class: unknown key "class"; the closest known key is "id""#
            ),
        ])
    func errors(object: String, marker: String, message: String) {
        let json = scenario(tree: tree(object))
        let column = json.distance(from: json.startIndex, to: json.range(of: marker)!.lowerBound) + 1
        let key = message.prefix { $0 != ":" }
        #expect(
            failure(json)
                == "<stdin>:1:\(column): error: recognizer \"t\": \(message) (tree.gestureRecognizers[1].\(key))")
    }
}
