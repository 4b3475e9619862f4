import Foundation
import Testing
import TouchSimCore
import TouchSimReader

@testable import TouchSimFix

/// `touchsim fix`'s failure requirements by delegate (docs/format.md §4.12, docs/model.md §3.11).
@Suite("touchsim fix: the delegate's failure requirements")
struct FailureRuleChangesTests {
    private let sideMenu = [
        "traces/fix/edge-drag-over-stories-opens-menu.json", "traces/fix/edge-drag-over-deals-opens-menu.json",
        "traces/fix/carousel-drag-in-the-middle-still-scrolls.json",
    ]

    @Test(
        "§3.11 One shouldBeRequiredToFailBy rule by class or view class makes both carousels' pans wait for the menu's edge pan, where requireToFail takes a change per carousel"
    )
    func sideMenuOverCarousels() throws {
        let outcome = try fixSearch(sideMenu).run(maxChanges: 2, jobs: 2)
        let singles = outcome.solutions.filter { $0.changes.count == 1 }.map { $0.changes[0].setArgument }
        #expect(
            singles == [
                #"menuPan.shouldBeRequiredToFailBy=[{"class":"UIPanGestureRecognizer","return":true}]"#,
                #"menuPan.shouldBeRequiredToFailBy=[{"kindOf":"UIScrollView","return":true}]"#,
                #"menuPan.shouldBeRequiredToFailBy=[{"kindOf":"UICollectionView","return":true}]"#,
            ])
        let pair = try #require(outcome.solutions.first { $0.changes.count == 2 })
        #expect(
            pair.changes.map(\.setArgument) == [
                #"stories.panGestureRecognizer={"requireToFail":["menuPan"]}"#,
                #"deals.panGestureRecognizer={"requireToFail":["menuPan"]}"#,
            ])
        // A requirement takes nothing away: the carousel still scrolls once the edge pan fails.
        #expect(outcome.solutions.filter { $0.changes.count == 1 }.allSatisfy { $0.changes[0].removes == nil })
    }

    @Test(
        "§3.11 §8 A partner on one of UIKit's private scroll views is matched by its recognizer's class, never by the private view class an app cannot name"
    )
    func privateScrollViewPartner() throws {
        let json = #"""
            {"touchsim": 1, "ios": "8.0", "want": ["row:touchesEnded"],
             "tree": {"id": "w", "frame": [0, 0, 320, 480], "subviews": [
               {"id": "screen", "frame": [0, 0, 320, 480], "gestureRecognizers": [{"id": "hide", "type": "tap"}],
                "subviews": [{"id": "list", "class": "UITableView", "frame": [0, 0, 320, 480], "contentSize": [320, 900],
                  "subviews": [{"id": "row", "class": "UITableViewCell", "frame": [0, 0, 320, 44]}]}]}]},
             "events": [{"t": 0, "tap": [100, 20]}]}
            """#
        let file = try ScenarioFile.load(path: "-", readStandardInput: { Array(json.utf8) })
        let search = try FixSearch(scenarios: [("-", file)], extraWants: [])
        let rules = search.changes.compactMap(\.override).filter {
            $0.key.hasPrefix("should") && $0.key.contains("Fail")
        }
        #expect(!rules.isEmpty)
        #expect(!rules.contains { $0.valueText.contains("UITableViewWrapperView") }, "\(rules.map(\.valueText))")
        // Every candidate is one the reader takes, as a user's --set would be.
        for rule in rules { _ = try file.template().scene(applying: [rule]) }
    }

    @Test(
        "§3.11 Each recognizer gets both methods, by each partner's class and view class, UIGestureRecognizer and UIView never, each rule before the scenario's"
    )
    func candidates() throws {
        let search = try fixSearch(["traces/fix/double-tap-without-single-tap.json"])
        let delegateRules = search.changes.compactMap(\.setArgument).filter {
            $0.contains(".shouldRequireFailureOf=") || $0.contains(".shouldBeRequiredToFailBy=")
        }
        // single and double share the plain view photo: a rule by UIView would match every
        // recognizer, so only the class of the other tap is tried, from both sides.
        #expect(
            delegateRules == [
                #"single.shouldRequireFailureOf=[{"class":"UITapGestureRecognizer","return":true}]"#,
                #"single.shouldBeRequiredToFailBy=[{"class":"UITapGestureRecognizer","return":true}]"#,
                #"double.shouldRequireFailureOf=[{"class":"UITapGestureRecognizer","return":true}]"#,
                #"double.shouldBeRequiredToFailBy=[{"class":"UITapGestureRecognizer","return":true}]"#,
            ])
    }

    @Test("§3.11 The delegate method is written with UIKit's signature, the one the type-check stub declares")
    func swiftSignature() throws {
        let search = try fixSearch(sideMenu)
        let change = try #require(
            search.changes.first { $0.setArgument?.hasPrefix("menuPan.shouldBeRequiredToFailBy=[{\"kindOf\"") == true })
        #expect(
            change.swift == [
                "// in menuPan.delegate:",
                "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {",
                "    guard gestureRecognizer === menuPan else { return false }",
                "    if otherGestureRecognizer.view is UIScrollView { return true }",
                "    return false",
                "}",
            ])
        let stub = try String(contentsOfFile: packageRoot + "/Tests/SwiftSnippetStub/UIKit.swift", encoding: .utf8)
        // The stub is laid out by swift-format: compare without white space.
        let squeezed = stub.filter { !$0.isWhitespace }
        for method in SearchSpace.FailureMethod.allCases {
            #expect(squeezed.contains(method.signature.dropLast(2).filter { !$0.isWhitespace }))
        }
    }
}
