import Testing
import TouchSimCore
import TouchSimFormat
import TouchSimReader

private let tree =
    #"{"id": "w", "frame": [0, 0, 390, 844], "subviews": [{"id": "feed", "class": "UITableView", "frame": [0, 0, 390, 844],"#
    + #""gestureRecognizers": [{"id": "feed.tap", "type": "tap"}]}]}"#

private func parseFailure(_ text: String) -> String? {
    do {
        _ = try KeyOverride.parse(text)
        return nil
    } catch {
        return error.rendered
    }
}

@Test(
    "--set splits ID.KEY=VALUE at the last dot before the first equals sign, so ids may contain dots (docs/format.md §2)"
)
func parseOverride() throws {
    #expect(
        try KeyOverride.parse("feed.decelerationRate=fast")
            == KeyOverride(target: "feed", key: "decelerationRate", valueText: "fast"))
    #expect(
        try KeyOverride.parse("feed.wrapper.delaysContentTouches=false")
            == KeyOverride(target: "feed.wrapper", key: "delaysContentTouches", valueText: "false"))
    #expect(try KeyOverride.parse(#"a.b="x=y.z""#) == KeyOverride(target: "a", key: "b", valueText: #""x=y.z""#))
}

@Test(
    "Malformed --set text is a diagnostic that quotes the argument as typed and points at the problem (docs/format.md §4.6)",
    arguments: [
        ("feed.bounces", pointed("feed.bounces", 13, "expected ID.KEY=VALUE, found no \"=\" in \"feed.bounces\"")),
        (
            "bounces=false",
            pointed("bounces=false", 1, "expected ID.KEY=VALUE, found no \".\" between the id and the key")
        ),
        (".bounces=false", pointed(".bounces=false", 1, "expected ID.KEY=VALUE, found no id before \".\"")),
        ("feed.=false", pointed("feed.=false", 6, "expected ID.KEY=VALUE, found no key after \".\"")),
        ("feed.bounces=", pointed("feed.bounces=", 14, "expected ID.KEY=VALUE, found no value after \"=\"")),
        ("feed.frame=[0, 0,", pointed("feed.frame=[0, 0,", 18, "unexpected end of the value; expected a value")),
        ("feed.frame=[0, 0 1]", pointed("feed.frame=[0, 0 1]", 18, "unexpected \"1\"; expected \",\" or \"]\"")),
    ])
func malformedOverride(text: String, expected: String) {
    #expect(parseFailure(text) == expected)
}

@Test("--set values are JSON, or a bare word taken as a string, applied as if written in the file (docs/format.md §2)")
func validOverrides() throws {
    let file = try load(
        scenario(tree: tree),
        set: [
            "feed.decelerationRate=fast", "feed.bounces=false", "feed.frame=[0, 10, 390, 800]", "w.hidden=true",
            "feed.tap.numberOfTapsRequired=2", "feed.bounces=true",
            "feed.touchesShouldBegin=[{\"kindOf\": \"UIButton\", \"return\": false}]",
        ])
    let feed = file.scene.root.subviews[0]
    var scroll = ScrollSpec()
    scroll.alwaysBounceVertical = true  // a table's default (docs/model.md §5.5)
    scroll.decelerationRate = Constants.decelerationRateFast
    scroll.bounces = true  // the later --set wins
    scroll.touchesShouldBegin = .rules([OverrideRule(matcher: .kindOf("UIButton"), answer: .no)])
    #expect(same(feed.scroll, scroll))
    #expect(feed.frame == Rect(0, 10, 390, 800))
    #expect(file.scene.root.hidden)
    #expect(feed.gestureRecognizers[0].kind == .tap(numberOfTapsRequired: 2, numberOfTouchesRequired: 1))
}

@Test("--set reaches a table's private wrapper view by its id (docs/model.md §8)")
func overridePrivateScrollView() throws {
    let file = try load(scenario(tree: tree, ios: "9.0"), set: ["feed.wrapper.delaysContentTouches=false"])
    var wrapper = ScrollSpec()
    wrapper.delaysContentTouches = false
    #expect(same(file.scene.root.subviews[0].wrapperView, wrapper))
}

@Test(
    "--set errors name the closest id or key and the column of the value (docs/format.md §2, §4)",
    arguments: [
        (
            "fed.bounces=false",
            pointed("fed.bounces=false", 1, "no view or recognizer has the id \"fed\"; did you mean \"feed\"?")
        ),
        (
            "feed.bounce=false",
            pointed(
                "feed.bounce=false", 6, "view \"feed\": bounce: unknown key \"bounce\"; did you mean \"bounces\"?")
        ),
        (
            "feed.bounces=yes",
            pointed("feed.bounces=yes", 14, "view \"feed\": bounces: expected true or false, found \"yes\"")
        ),
        (
            "feed.decelerationRate=1.5",
            pointed(
                "feed.decelerationRate=1.5", 23,
                "view \"feed\": decelerationRate: expected \"normal\", \"fast\" or a number between 0 and 1 (exclusive), found 1.5"
            )
        ),
        (
            "w.contentSize=[1, 1]",
            pointed(
                "w.contentSize=[1, 1]", 3,
                "view \"w\": contentSize: \"contentSize\" is a key of UIScrollView and its subclasses, but this view is a UIWindow"
            )
        ),
        (
            "feed.pan.enabled=false",
            pointed(
                "feed.pan.enabled=false", 1,
                "\"feed.pan\" is a recognizer UIKit gives scroll view \"feed\"; it has no keys to set")
        ),
        ("feed.id=other", pointed("feed.id=other", 6, "an id cannot be changed with --set")),
        (
            "feed.wrapper.bounces=false",
            pointed(
                "feed.wrapper.bounces=false", 1,
                "no view has the id \"feed.wrapper\": iOS 17.0 inserts no such private scroll view (docs/model.md §8)")
        ),
    ])
func overrideErrors(text: String, expected: String) {
    #expect(failure(scenario(tree: tree), set: [text]) == expected)
}

@Test(
    "Only an id the scenario lacks marks a --set error as missing its target, which touchsim test skips (docs/format.md §4.4)",
    arguments: [
        ("fed.bounces=false", true),
        ("feed.wrapper.bounces=false", true),
        ("feed.bounce=false", false),
        ("feed.bounces=yes", false),
        ("feed.pan.enabled=false", false),
        ("feed.id=other", false),
    ])
func missingTarget(text: String, missing: Bool) throws {
    do throws(Diagnostic) {
        _ = try ScenarioFile.load(
            path: "-", overrides: [KeyOverride.parse(text)], readStandardInput: { Array(scenario(tree: tree).utf8) })
        Issue.record("\(text) was accepted")
    } catch {
        #expect(error.isMissingOverrideTarget == missing)
    }
}
