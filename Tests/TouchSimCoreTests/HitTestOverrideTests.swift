import Testing

@testable import TouchSimCore

/// docs/model.md §1.6: the `hitTest(_:with:)` overrides. Each acts only where UIKit's own
/// `hitTest` would return the view itself.
@Suite("§1.6 Hit-test overrides")
struct HitTestOverrideTests {
    /// A feed card behind a full-size overlay that holds one button.
    private func feed(_ overlay: HitTestOverride) -> ViewSpec {
        window([
            view("card", "UIButton", Rect(0, 100, 390, 200)),
            view("overlay", "UIView", Rect(0, 0, 390, 844), [view("like", "UIButton", Rect(300, 110, 44, 44))]) {
                $0.hitTest = overlay
            },
        ])
    }

    @Test("§1.6 Without an override the overlay takes the touch that would reach the card behind it")
    func overlayBlocks() {
        #expect(replay(feed(.inherited), tap(50, 150), keepInput: true).first == "0 input 1 down overlay")
    }

    @Test("§1.6 A pass-through overlay returns nil for itself: the card behind it is hit")
    func passThroughReachesSiblingBehind() {
        #expect(replay(feed(.passThrough), tap(50, 150), keepInput: true).first == "0 input 1 down card")
    }

    @Test("§1.6 A pass-through overlay's subviews are still hit")
    func passThroughSubviewsStillHit() {
        #expect(replay(feed(.passThrough), tap(310, 120), keepInput: true).first == "0 input 1 down like")
    }

    @Test("§1.6 Where nothing is behind a pass-through view, hit-testing goes on with its superview")
    func passThroughFallsToSuperview() {
        #expect(replay(feed(.passThrough), tap(50, 500), keepInput: true).first == "0 input 1 down window")
    }

    @Test("§1.6 A pass-through window hits nothing where no subview takes the point")
    func passThroughWindow() {
        var root = feed(.passThrough)
        root.hitTest = .passThrough
        #expect(replay(root, tap(50, 500), keepInput: true).first == "0 input 1 down nil")
    }

    /// A 20 pt switch in a 100 pt container that redirects to it, beside a label.
    private func bigTouchArea(_ configure: (inout ViewSpec) -> Void = { _ in }) -> ViewSpec {
        window([
            view(
                "row", "UIView", Rect(0, 100, 390, 100),
                [
                    view("badge", "UIButton", Rect(10, 10, 30, 30)),
                    view("toggle", "UIButton", Rect(300, 40, 20, 20), configure: configure),
                ]
            ) { $0.hitTest = .redirect("toggle") }
        ])
    }

    @Test("§1.6 A point inside a redirecting view hits its target, which then tracks the touch")
    func redirectHitsTarget() {
        #expect(
            replay(bigTouchArea(), tap(250, 150), keepInput: true) == [
                "0 input 1 down toggle",
                "0 toggle.began[1]",
                "0 toggle highlight true",
                "0 toggle touchDown",
                "80 input 1 up",
                "80 toggle.ended[1]",
                "80 toggle highlight false",
                "80 toggle touchUpInside",
            ])
    }

    @Test("§1.6 A redirecting view's own subviews are still hit")
    func redirectSubviewsStillHit() {
        #expect(replay(bigTouchArea(), tap(20, 120), keepInput: true).first == "0 input 1 down badge")
    }

    @Test("§1.6 The target is returned without being asked: a hidden target still gets the touch")
    func redirectToHiddenTarget() {
        #expect(
            replay(bigTouchArea { $0.hidden = true }, tap(250, 150), keepInput: true).first == "0 input 1 down toggle")
    }

    @Test("§1.6 A point outside the redirecting view is not redirected")
    func outsideNotRedirected() {
        #expect(replay(bigTouchArea(), tap(250, 250), keepInput: true).first == "0 input 1 down window")
    }

    @Test("§1.6 A hidden redirecting view redirects nothing: UIKit's hitTest skips it first")
    func hiddenRedirectingView() {
        var root = bigTouchArea()
        root.subviews[0].hidden = true
        #expect(replay(root, tap(250, 150), keepInput: true).first == "0 input 1 down window")
    }

    @Test("§1.6 The redirect's target decides inside by its own bounds and 70 pt (§7.2): far away is outside")
    func redirectedControlJudgesInsideByItsOwnBounds() {
        // (20, 190) is in the row below the badge; the toggle's bounds grown by 70 pt start at x 230.
        #expect(
            replay(bigTouchArea(), tap(20, 190)).suffix(3) == [
                "80 toggle highlight false", "80 toggle touchDragExit", "80 toggle touchUpOutside",
            ])
    }
}
