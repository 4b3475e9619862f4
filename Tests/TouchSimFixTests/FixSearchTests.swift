import Testing
import TouchSimCore
import TouchSimFormat

@testable import TouchSimFix
@testable import TouchSimReader
@testable import TouchSimReplay

/// The search itself: limits, determinism, input errors, and what it may change.
@Suite("touchsim fix search")
struct FixSearchTests {
    private let seedPair = ["traces/fix/quick-tap-highlights.json", "traces/fix/drag-from-button-scrolls.json"]
    private let carousel = [
        "traces/fix/carousel-quick-tap-highlights.json", "traces/fix/carousel-vertical-drag-scrolls-feed.json",
        "traces/fix/carousel-horizontal-drag-pages.json",
    ]

    @Test("The output is the same on one thread as on several")
    func deterministic() throws {
        let one = try fixOutput(carousel, jobs: 1)
        #expect(try fixOutput(carousel, jobs: 3) == one)
        #expect(try fixOutput(carousel, jobs: 8, format: .jsonl) == fixOutput(carousel, jobs: 1, format: .jsonl))
    }

    @Test("No fix within the limit: the quick tap needs two changes on the feed (§5.2, §5.4)")
    func noneWithinLimit() throws {
        let search = try fixSearch(seedPair)
        let outcome = search.run(maxChanges: 1, jobs: 2)
        #expect(outcome.solutions.isEmpty)
        #expect(!outcome.succeeded)
        #expect(try fixOutput(seedPair, maxChanges: 1).hasSuffix("\nno fix within 1 change (tried 9 change sets)\n"))
    }

    @Test("A trace that already meets its expectations needs no fix, and nothing is searched")
    func alreadyMet() throws {
        let paths = ["traces/fix/carousel-horizontal-drag-pages.json"]
        let outcome = try fixSearch(paths).run(maxChanges: 3, jobs: 2)
        #expect(outcome.alreadyMet && outcome.succeeded && outcome.searched == 0)
        #expect(try fixOutput(paths).hasSuffix("holds now\nevery expectation holds already; nothing to fix\n"))
    }

    @Test("--want adds to every file's own list, and a set containing a solution is never tried")
    func extraWantAndSupersets() throws {
        let search = try fixSearch(seedPair, want: ["!buy:touchCancel"])
        #expect(
            search.traces.map { $0.wants.map(\.source.text) } == [
                ["buy:highlight<100ms", "buy:touchUpInside", "!buy:touchCancel"],
                ["feed:scrolled", "!buy:touchCancel"],
            ])
        // The drag now may not cancel the button, so the seed's fix no longer works.
        #expect(search.run(maxChanges: 3, jobs: 2).solutions.isEmpty)
        let dismiss = try fixSearch(["traces/fix/dismiss-keyboard-tap-keeps-control-tap.json"])
        let outcome = dismiss.run(maxChanges: 2, jobs: 2)
        for solution in outcome.solutions where solution.changes.count == 2 {
            #expect(!solution.changes.contains { $0.setArgument == "dismiss.cancelsTouchesInView=false" })
        }
    }

    @Test("jsonl: one object per want and per fix, with its probes and their side effects, then a summary")
    func jsonl() throws {
        let expected = #"""
            {"type":"want","file":"traces/fix/dismiss-keyboard-tap-keeps-control-tap.json","want":"terms:touchUpInside","holds":false}
            {"type":"want","file":"traces/fix/dismiss-keyboard-tap-keeps-control-tap.json","want":"dismiss:recognized","holds":true}
            {"type":"fix","changes":[{"set":"dismiss.cancelsTouchesInView=false","swift":["dismiss.cancelsTouchesInView = false"]}],"probes":[{"probe":"a tap on form","path":"touch 1 (195, 422) at 0 ms to (195, 422) at 80 ms"},{"probe":"a tap on terms","path":"touch 1 (42, 222) at 0 ms to (42, 222) at 80 ms"}],"sideEffects":[{"file":"traces/fix/dismiss-keyboard-tap-keeps-control-tap.json","fact":"terms:touchesCancelled","holds":false},{"file":"traces/fix/dismiss-keyboard-tap-keeps-control-tap.json","fact":"terms:touchCancel","holds":false},{"file":"traces/fix/dismiss-keyboard-tap-keeps-control-tap.json","fact":"terms:touchesEnded","holds":true},{"probe":"a tap on form","fact":"form:touchesCancelled","holds":false},{"probe":"a tap on form","fact":"form:touchesEnded","holds":true},{"probe":"a tap on terms","fact":"terms:touchesCancelled","holds":false},{"probe":"a tap on terms","fact":"terms:touchCancel","holds":false},{"probe":"a tap on terms","fact":"terms:touchesEnded","holds":true},{"probe":"a tap on terms","fact":"terms:touchUpInside","holds":true}]}
            {"type":"summary","alreadyMet":false,"fixes":1,"maxChanges":3,"searched":26}

            """#
        #expect(try fixOutput(["traces/fix/dismiss-keyboard-tap-keeps-control-tap.json"], format: .jsonl) == expected)
    }

    @Test("Files of one fix must show the same screen")
    func differentScreens() {
        #expect(
            searchFailure([seedPair[0], carousel[0]])
                == "traces/fix/carousel-quick-tap-highlights.json:1:1: error: tree: the screen differs from traces/fix/quick-tap-highlights.json's (its tree or ios); every FILE of one fix must replay the same screen"
        )
    }

    @Test("An expectation must name an object of the right kind")
    func wrongSubjects() {
        let file = [seedPair[0]]
        let cases: [(String, String)] = [
            ("buyy:touchUpInside", "--want:1:1: error: no control has the id \"buyy\"; did you mean \"buy\"?"),
            ("card:touchUpInside", "--want:1:1: error: \"card\" is a UIView, not a control (UIControl)"),
            ("!buy:scrolled", "--want:1:2: error: \"buy\" is a UIButton, not a scroll view"),
            ("fed:scrolled", "--want:1:1: error: no scroll view has the id \"fed\"; did you mean \"feed\"?"),
            (
                "feed.pan:began",
                "--want:1:1: error: \"feed.pan\" is a scroll view's own recognizer; expect \"feed:scrolled\" instead"
            ),
            ("buy:recognized", "--want:1:1: error: \"buy\" is a view, not a gesture recognizer"),
            ("tap:recognized", "--want:1:1: error: no gesture recognizer has the id \"tap\""),
            ("crad:touchesBegan", "--want:1:1: error: no view has the id \"crad\"; did you mean \"card\"?"),
            ("cell3:selected", "--want:1:1: error: no cell has the id \"cell3\""),
            (
                "buy:selected",
                "--want:1:1: error: \"buy\" is a UIButton, not a cell (UITableViewCell or UICollectionViewCell)"
            ),
        ]
        for (want, expected) in cases { #expect(searchFailure(file, want: [want]) == expected, "\(want)") }
    }

    @Test(
        "§10.2 §3.6 cell:selected: the chat screen's dismiss tap swallows the message's selection; cancelsTouchesInView = false is the fix"
    )
    func selectedExpectation() throws {
        let output = try fixOutput(["traces/fix/chat-dismiss-tap-keeps-message-selection.json"])
        #expect(
            output.hasPrefix(
                "want message1:selected in traces/fix/chat-dismiss-tap-keeps-message-selection.json: fails now\n"))
        #expect(output.contains("fix 1: 1 change\n  --set dismissKeyboard.cancelsTouchesInView=false\n"))
        #expect(output.hasSuffix("1 fix within 3 changes (tried 954 change sets)\n"))
    }

    @Test("§10.6 cell:selected: a delegate that refuses the header's highlight is fixed by letting it say yes")
    func selectedThroughDelegate() throws {
        let output = try fixOutput(
            ["traces/screens/photo-picker-multiple-selection-toggles-photos.json"], want: ["header:selected"],
            maxChanges: 1)
        #expect(output.contains("fix 1: 1 change\n  --set photos.shouldHighlightRow=true\n"))
    }

    @Test(
        "§12.4 sheet:!dismissed: a fling dismisses the form sheet; isModalInPresentation = true is the fix, and sheet:dismissed names only a presented view"
    )
    func dismissedExpectation() throws {
        let path = "traces/fix/unsaved-form-sheet-is-not-dismissed.json"
        let output = try fixOutput([path])
        #expect(output.hasPrefix("want editor:!dismissed in \(path): fails now\n"))
        #expect(
            output.contains(
                #"fix 1: 1 change\#n  removes: dismissing editor by a drag\#n  --set 'editor.presentation={"style":"formSheet","modalInPresentation":true}'\#n"#
            ))
        #expect(
            output.contains(
                "    // in EditorViewController, the view controller whose view is editor (while its edits are unsaved, for instance)\n    isModalInPresentation = true\n"
            ))
        #expect(
            searchFailure([path], want: ["header:dismissed"])
                == "--want:1:1: error: \"header\" is a UIView without \"presentation\", not a presented view")
    }

    @Test("A scenario's want list is checked where it is written")
    func wantInFile() throws {
        let json =
            #"{"touchsim": 1, "tree": {"id": "w", "frame": [0, 0, 10, 10]}, "want": ["w:scrolled"], "events": []}"#
        let file = try ScenarioFile.load(path: "-", readStandardInput: { Array(json.utf8) })
        #expect(throws: Diagnostic.self) { try FixSearch(scenarios: [("-", file)], extraWants: []) }
        do {
            _ = try FixSearch(scenarios: [("-", file)], extraWants: [])
        } catch {
            #expect(error.rendered == "<stdin>:1:73: error: want[0]: \"w\" is a UIWindow, not a scroll view")
        }
    }

    @Test("Without any expectation there is nothing to fix")
    func noExpectation() {
        #expect(
            searchFailure(["traces/seeds/button-in-scroll-view-quick-tap.json"])
                == "traces/seeds/button-in-scroll-view-quick-tap.json:1:1: error: nothing to fix: no expectation; give --want or a \"want\" list in the scenario"
        )
    }

    @Test("Only objects a touch reaches are changed; every change applies alone through --set")
    func searchSpace() throws {
        let search = try fixSearch(carousel)
        let targets = search.changes.compactMap(\.override?.target)
        #expect(!targets.contains("card1") && !targets.contains("card2"))
        #expect(Set(targets) == ["feed", "carousel", "card0"])
        let scenario = try ScenarioFile.load(path: packageRoot + "/" + carousel[0], readStandardInput: { [] })
        for override in search.changes.compactMap(\.override) {
            _ = try scenario.template().scene(applying: [override])
        }
        // One finger at a time: exclusiveTouch and multipleTouchEnabled cannot matter (§2.3, §2.4).
        #expect(!search.changes.contains { $0.override?.key == "exclusiveTouch" })
    }

    @Test("Recognizers get failure requirements and simultaneity with the recognizers they interact with (§3.4, §3.5)")
    func recognizerChanges() throws {
        let search = try fixSearch(["traces/fix/double-tap-without-single-tap.json"])
        let arguments = search.changes.map(\.setArgument)
        #expect(arguments.contains(#"single.requireToFail=["double"]"#))
        #expect(arguments.contains(#"double.requireToFail=["single"]"#))
        #expect(arguments.contains(#"single.recognizeSimultaneouslyWith=["double"]"#))
        // Either side's delegate saying YES is enough (§3.4): one of the two is tried.
        #expect(!arguments.contains(#"double.recognizeSimultaneouslyWith=["single"]"#))
        #expect(arguments.contains("single.cancelsTouchesInView=false"))
        #expect(arguments.contains("photo.userInteractionEnabled=false"))
    }

    @Test(
        "A text input's text tap, which UIKit gives no property, is reached in Swift through its view's gestureRecognizers (§19.1, §3.4, §3.5)"
    )
    func textTapInSwift() throws {
        let json = #"""
            {"touchsim": 1, "want": ["notes:!touchesEnded"],
             "tree": {"id": "w", "frame": [0, 0, 390, 844], "subviews": [
               {"id": "editor", "frame": [0, 0, 390, 844], "gestureRecognizers": [{"id": "dismissTap", "type": "tap"}],
                "subviews": [{"id": "notes", "class": "UITextView", "frame": [16, 160, 358, 400], "contentSize": [358, 400]}]}]},
             "events": [{"t": 0, "tap": [100, 300]}]}
            """#
        let file = try ScenarioFile.load(path: "-", readStandardInput: { Array(json.utf8) })
        let search = try FixSearch(scenarios: [("-", file)], extraWants: [])
        let requirement = search.changes.first { $0.setArgument == #"dismissTap.requireToFail=["notes.textTap"]"# }
        #expect(
            requirement?.swift == [
                "for other in notes.gestureRecognizers ?? [] where other !== dismissTap { dismissTap.require(toFail: other) }"
            ])
        let simultaneity = search.changes.first {
            $0.setArgument == #"dismissTap.recognizeSimultaneouslyWith=["notes.textTap"]"#
        }
        #expect(simultaneity?.swift.contains("    gestureRecognizer === dismissTap && (other.view === notes)") == true)
        // No snippet names the text tap as if UIKit gave it a property.
        #expect(!search.changes.contains { $0.swift.contains { $0.contains(".textTap") } })
    }

    @Test("A scroll view's pan is named by its panGestureRecognizer in Swift (§5.1, §3.5)")
    func panInSwift() throws {
        let json = #"""
            {"touchsim": 1, "want": ["card:touchesEnded"],
             "tree": {"id": "w", "frame": [0, 0, 100, 100], "subviews": [
               {"id": "feed", "class": "UIScrollView", "frame": [0, 0, 100, 100], "contentSize": [100, 300],
                "gestureRecognizers": [{"id": "hide", "type": "tap"}],
                "subviews": [{"id": "card", "frame": [0, 0, 100, 50]}]}]},
             "events": [{"t": 0, "touch": 1, "phase": "down", "x": 10, "y": 10},
                        {"t": 50, "touch": 1, "phase": "up", "x": 10, "y": 10}]}
            """#
        let file = try ScenarioFile.load(path: "-", readStandardInput: { Array(json.utf8) })
        let search = try FixSearch(scenarios: [("-", file)], extraWants: [])
        let requirement = search.changes.first { $0.setArgument == #"hide.requireToFail=["feed.pan"]"# }
        #expect(requirement?.swift == ["hide.require(toFail: feed.panGestureRecognizer)"])
        let simultaneity = search.changes.first { $0.setArgument == #"hide.recognizeSimultaneouslyWith=["feed.pan"]"# }
        #expect(simultaneity?.swift.last == "}")
        #expect(
            simultaneity?.swift.contains("    gestureRecognizer === hide && (other === feed.panGestureRecognizer)")
                == true)
        // The tap cancels the card's touches (§3.6): not cancelling them is the one-change fix.
        let outcome = search.run(maxChanges: 1, jobs: 1)
        #expect(outcome.solutions.map { $0.changes.map(\.setArgument) }.first == ["hide.cancelsTouchesInView=false"])
    }
}

/// The search replays a trace only under the changes it can see; these tests replay every trace
/// under every set in full and compare.
@Suite("touchsim fix pruning")
struct FixPruningTests {
    @Test(
        "Skipping the changes a trace cannot see changes no outcome: every set of up to 2 changes, replayed in full (§3.2, §3.5, §1.3)",
        arguments: [
            [
                "traces/fix/carousel-quick-tap-highlights.json", "traces/fix/carousel-vertical-drag-scrolls-feed.json",
                "traces/fix/carousel-horizontal-drag-pages.json",
            ],
            ["traces/fix/double-tap-without-single-tap.json", "traces/fix/single-tap-still-fires.json"],
            ["traces/fix/quick-tap-highlights.json", "traces/fix/drag-from-button-scrolls.json"],
            [
                "traces/fix/promo-card-claim-tap-while-animating-in.json",
                "traces/fix/promo-card-row-beside-still-selects.json",
            ],
        ])
    func prunedEqualsFull(paths: [String]) throws {
        let search = try fixSearch(paths)
        let template = try ScenarioFile.load(path: packageRoot + "/" + paths[0], readStandardInput: { [] }).template()
        let count = search.changes.count
        var sets = (0..<count).map { [$0] }
        for a in 0..<count {
            for b in (a + 1)..<count where search.changes[a].slot != search.changes[b].slot { sets.append([a, b]) }
        }
        var solutions = 0
        for set in sets {
            let changes = set.map { search.changes[$0] }
            let scene = try template.scene(applying: Change.overrides(of: changes))
            let full = search.traces.map {
                FixTrace.facts(of: PreparedScene(scene), steps: $0.steps(editedBy: changes))
            }
            let met = zip(search.traces, full).allSatisfy { $0.isMet(by: $1) }
            let pruned = search.evaluate(set)
            #expect((pruned != nil) == met, "\(set.map { search.changes[$0].setArgument })")
            if let pruned, met {
                solutions += 1
                #expect(pruned == full, "\(set.map { search.changes[$0].setArgument })")
            }
        }
        #expect(solutions > 0)
    }

    @Test(
        "A trace whose finger never moves cannot see a pan's direction rules or rubber-banding; a drag can (§3.3, §5.5)"
    )
    func stationaryTrace() throws {
        let search = try fixSearch(["traces/fix/quick-tap-highlights.json", "traces/fix/drag-from-button-scrolls.json"])
        #expect(search.traces.map(\.isStationary) == [true, false])
        let movementOnly = search.changes.indices.filter { search.changes[$0].actsOnMovement }
        #expect(
            movementOnly.compactMap { search.changes[$0].setArgument }.contains {
                $0.hasPrefix("feed.panGestureRecognizer={\"shouldBegin\"")
            })
        for change in movementOnly {
            #expect(search.part(of: [change], to: 0).indices.isEmpty, "\(search.changes[change].setArgument)")
            #expect(search.part(of: [change], to: 1).indices == [change], "\(search.changes[change].setArgument)")
        }
    }
}
