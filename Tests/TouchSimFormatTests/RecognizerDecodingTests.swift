import Testing
import TouchSimCore
import TouchSimFormat
import TouchSimReader

private func recognizers(_ objects: String) throws -> [RecognizerSpec] {
    try root(#"{"id": "w", "frame": [0, 0, 1, 1], "gestureRecognizers": ["# + objects + "]}").gestureRecognizers
}

@Test("Every recognizer type gets UIKit's defaults (docs/format.md §2)")
func recognizerDefaults() throws {
    let decoded = try recognizers(
        #"{"id": "a", "type": "tap"}, {"id": "b", "type": "longPress"}, {"id": "c", "type": "pan"},"#
            + #"{"id": "d", "type": "swipe"}, {"id": "e", "type": "pinch"}"#)
    let expected = [
        RecognizerSpec(id: "a", kind: .tap(numberOfTapsRequired: 1, numberOfTouchesRequired: 1)),
        RecognizerSpec(
            id: "b",
            kind: .longPress(
                minimumPressDuration: 0.5, allowableMovement: 10, numberOfTouchesRequired: 1, numberOfTapsRequired: 0)),
        RecognizerSpec(id: "c", kind: .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: nil)),
        RecognizerSpec(id: "d", kind: .swipe(direction: .right, numberOfTouchesRequired: 1)),
        RecognizerSpec(id: "e", kind: .pinch),
    ]
    #expect(same(decoded, expected))
}

@Test("Every type-specific key is decoded, in UIKit's units (docs/format.md §2)")
func typeSpecificKeys() throws {
    let decoded = try recognizers(
        #"{"id": "a", "type": "tap", "numberOfTapsRequired": 2, "numberOfTouchesRequired": 2},"#
            + #"{"id": "b", "type": "longPress", "minimumPressDuration": 0.25, "allowableMovement": 20, "numberOfTouchesRequired": 3, "numberOfTapsRequired": 1},"#
            + #"{"id": "c", "type": "pan", "minimumNumberOfTouches": 2, "maximumNumberOfTouches": 2},"#
            + #"{"id": "d", "type": "swipe", "direction": "up", "numberOfTouchesRequired": 2}"#)
    #expect(
        decoded.map(\.kind) == [
            .tap(numberOfTapsRequired: 2, numberOfTouchesRequired: 2),
            .longPress(
                minimumPressDuration: 0.25, allowableMovement: 20, numberOfTouchesRequired: 3, numberOfTapsRequired: 1),
            .pan(minimumNumberOfTouches: 2, maximumNumberOfTouches: 2),
            .swipe(direction: .up, numberOfTouchesRequired: 2),
        ])
}

@Test("Every common recognizer key is decoded; ids may name a scroll view's own recognizers (docs/format.md §2)")
func commonKeys() throws {
    let decoded = try root(
        #"{"id": "w", "frame": [0, 0, 1, 1], "subviews": [{"id": "feed", "class": "UIScrollView", "frame": [0, 0, 1, 1], "gestureRecognizers": ["#
            + #"{"id": "double", "type": "tap", "numberOfTapsRequired": 2},"#
            + #"{"id": "single", "type": "tap", "enabled": false, "cancelsTouchesInView": false, "delaysTouchesBegan": true,"#
            + #""delaysTouchesEnded": false, "requireToFail": ["double", "feed.pan"], "recognizeSimultaneouslyWith": ["feed.delayedTouchesBegan"],"#
            + #""shouldBegin": false, "shouldReceiveTouch": [{"kindOf": "UIControl", "return": false}]},"#
            + #"{"id": "any", "type": "pinch", "recognizeSimultaneouslyWith": "*", "shouldReceiveTouch": false}]}]}"#
    ).subviews[0].gestureRecognizers
    var single = RecognizerSpec(id: "single", kind: .tap(numberOfTapsRequired: 1, numberOfTouchesRequired: 1))
    single.enabled = false
    single.cancelsTouchesInView = false
    single.delaysTouchesBegan = true
    single.delaysTouchesEnded = false
    single.requireToFail = ["double", "feed.pan"]
    single.recognizeSimultaneouslyWith = .ids(["feed.delayedTouchesBegan"])
    single.shouldBegin = .always(false)
    single.shouldReceiveTouch = .rules([OverrideRule(matcher: .kindOf("UIControl"), answer: .no)])
    var any = RecognizerSpec(id: "any", kind: .pinch)
    any.recognizeSimultaneouslyWith = .all
    any.shouldReceiveTouch = .always(false)
    #expect(same(Array(decoded[1...]), [single, any]))
}

@Test(
    "Recognizer keys are checked against the type and each other (docs/format.md §2)",
    arguments: [
        (
            #"{"id": "p", "type": "pan", "numberOfTapsRequired": 2}"#,
            "<stdin>:1:110: error: recognizer \"p\": numberOfTapsRequired: \"numberOfTapsRequired\" is a key of tap and longPress recognizers, but this one is a pan (tree.gestureRecognizers[0].numberOfTapsRequired)"
        ),
        (
            #"{"id": "p", "type": "pan", "minimumNumberOfTouches": 2, "maximumNumberOfTouches": 1}"#,
            "<stdin>:1:165: error: recognizer \"p\": maximumNumberOfTouches: expected a number ≥ minimumNumberOfTouches (2), found 1 (tree.gestureRecognizers[0].maximumNumberOfTouches)"
        ),
        (
            #"{"id": "t", "type": "tap", "requireToFail": ["t"]}"#,
            "<stdin>:1:128: error: recognizer \"t\": requireToFail[0]: a recognizer cannot require itself to fail (tree.gestureRecognizers[0].requireToFail[0])"
        ),
        (
            #"{"id": "t", "type": "tapp"}"#,
            "<stdin>:1:103: error: recognizer \"t\": type: unknown recognizer type \"tapp\"; did you mean \"tap\"? (tree.gestureRecognizers[0].type)"
        ),
        (
            #"{"id": "t", "type": "tap", "numberOfTapsRequired": 0}"#,
            "<stdin>:1:134: error: recognizer \"t\": numberOfTapsRequired: expected an integer ≥ 1, found 0 (tree.gestureRecognizers[0].numberOfTapsRequired)"
        ),
        (
            #"{"id": "l", "type": "longPress", "minimumPressDuration": -1}"#,
            "<stdin>:1:140: error: recognizer \"l\": minimumPressDuration: expected a duration ≥ 0 in seconds, found -1 (tree.gestureRecognizers[0].minimumPressDuration)"
        ),
        (
            #"{"id": "s", "type": "swipe", "direction": "diagonal"}"#,
            "<stdin>:1:125: error: recognizer \"s\": direction: expected \"right\", \"left\", \"up\" or \"down\", found \"diagonal\" (tree.gestureRecognizers[0].direction)"
        ),
        (
            #"{"id": "s", "type": "swipe", "recognizeSimultaneouslyWith": "all"}"#,
            "<stdin>:1:143: error: recognizer \"s\": recognizeSimultaneouslyWith: expected \"*\" or an array of recognizer ids, found \"all\" (tree.gestureRecognizers[0].recognizeSimultaneouslyWith)"
        ),
        (
            #"{"id": "s", "type": "swipe", "requireToFail": ["w"]}"#,
            "<stdin>:1:130: error: recognizer \"s\": requireToFail[0]: \"w\" is a view, not a recognizer (tree.gestureRecognizers[0].requireToFail[0])"
        ),
        (
            #"{"id": "s", "type": "swipe", "shouldReceiveTouch": [{"id": "s", "return": true}]}"#,
            "<stdin>:1:142: error: recognizer \"s\": shouldReceiveTouch[0].id: \"s\" is a recognizer, not a view (tree.gestureRecognizers[0].shouldReceiveTouch[0].id)"
        ),
    ])
func recognizerErrors(object: String, expected: String) {
    #expect(
        failure(scenario(tree: #"{"id": "w", "frame": [0, 0, 1, 1], "gestureRecognizers": ["# + object + "]}"))
            == expected)
}
