import Testing

@testable import TouchSimCore

/// docs/model.md §2.2: where a `touches…` call goes when the hit view does not handle it, as the
/// `forwardedTo` list of each `touches` line (docs/format.md §3).
@Suite("§2.2 The responder chain")
struct ResponderChainTests {
    @Test(
        "§2.2 A plain view forwards to each superview in turn, then the window, its scene, the application and the app delegate"
    )
    func plainViewsForwardUp() {
        let root = window([
            view(
                "a", "UIView", Rect(0, 0, 300, 300),
                [
                    view(
                        "b", "UIView", Rect(10, 10, 200, 200),
                        [
                            view("c", "UIView", Rect(10, 10, 100, 100))
                        ])
                ])
        ])
        let events = [ev(0, 1, .down, 50, 50), ev(40, 1, .move, 60, 60), ev(80, 1, .up, 60, 60)]
        #expect(
            replay(root, events, keepInput: true) == [
                "0 input 1 down c",
                "0 c.began[1] -> b,a,window,windowScene,application,appDelegate",
                "40 input 1 move",
                "40 c.moved[1] -> b,a,window,windowScene,application,appDelegate",
                "80 input 1 up",
                "80 c.ended[1] -> b,a,window,windowScene,application,appDelegate",
            ])
    }

    @Test("§2.2 A touch on the window itself goes to the window scene, the application and the app delegate")
    func windowForwardsToApplication() {
        #expect(
            replay(window([]), tap(10, 10), keepInput: true) == [
                "0 input 1 down window",
                "0 window.began[1] -> windowScene,application,appDelegate",
                "80 input 1 up",
                "80 window.ended[1] -> windowScene,application,appDelegate",
            ])
    }

    @Test("§2.2 Before iOS 13 there is no window scene: the window forwards to the application, then the app delegate")
    func noWindowSceneBeforeIOS13() {
        let root = window([view("a", "UIView", Rect(0, 0, 100, 100))])
        for (ios, tail) in [
            (IOSVersion(12, 4), "application,appDelegate"), (IOSVersion(13, 0), "windowScene,application,appDelegate"),
            (IOSVersion(6, 1), "application,appDelegate"),
        ] {
            #expect(
                replay(root, ios: ios, tap(10, 10)) == [
                    "0 a.began[1] -> window,\(tail)", "80 a.ended[1] -> window,\(tail)",
                ])
        }
    }

    @Test("§2.2 A view controller sits after its root view and forwards to that view's superview")
    func viewControllerBetweenRootAndSuperview() {
        let root = window([
            view(
                "root", "UIView", Rect(0, 0, 390, 844),
                [
                    view("cell", "UIView", Rect(0, 0, 390, 100))
                ]
            ) { $0.viewController = "Feed" }
        ])
        #expect(
            replay(root, tap(10, 50) + tap(10, 500, at: 200), keepInput: true) == [
                "0 input 1 down cell",
                "0 cell.began[1] -> root,vc:Feed,window,windowScene,application,appDelegate",
                "80 input 1 up",
                "80 cell.ended[1] -> root,vc:Feed,window,windowScene,application,appDelegate",
                "200 input 1 down root",
                "200 root.began[1] -> vc:Feed,window,windowScene,application,appDelegate",
                "280 input 1 up",
                "280 root.ended[1] -> vc:Feed,window,windowScene,application,appDelegate",
            ])
    }

    @Test("§2.2 Nested view controllers each follow their own root view")
    func nestedViewControllers() {
        let root = window([
            view(
                "nav", "UIView", Rect(0, 0, 390, 844),
                [
                    view(
                        "content", "UIView", Rect(0, 100, 390, 744),
                        [
                            view("cell", "UIView", Rect(0, 0, 390, 100))
                        ]
                    ) { $0.viewController = "Feed" }
                ]
            ) { $0.viewController = "Nav" }
        ])
        #expect(
            replay(root, tap(10, 150), keepInput: true) == [
                "0 input 1 down cell",
                "0 cell.began[1] -> content,vc:Feed,nav,vc:Nav,window,windowScene,application,appDelegate",
                "80 input 1 up",
                "80 cell.ended[1] -> content,vc:Feed,nav,vc:Nav,window,windowScene,application,appDelegate",
            ])
    }

    @Test("§2.2 Forwarding stops at the first responder that handles touches; that view consumes its own")
    func stopsAtHandlingView() {
        let root = window([
            view(
                "canvas", "UIView", Rect(0, 0, 300, 300),
                [
                    view("dot", "UIView", Rect(10, 10, 20, 20))
                ]
            ) { $0.handlesTouches = true }
        ])
        #expect(
            replay(root, tap(15, 15) + tap(200, 200, at: 200), keepInput: true) == [
                "0 input 1 down dot",
                "0 dot.began[1] -> canvas",
                "80 input 1 up",
                "80 dot.ended[1] -> canvas",
                "200 input 1 down canvas",
                "200 canvas.began[1]",
                "280 input 1 up",
                "280 canvas.ended[1]",
            ])
    }

    @Test("§2.2 A root view that handles touches consumes them before its view controller hears of them")
    func handlingRootViewStopsBeforeController() {
        let root = window([
            view(
                "root", "UIView", Rect(0, 0, 390, 844),
                [
                    view("cell", "UIView", Rect(0, 0, 390, 100))
                ]
            ) { v in
                v.viewController = "Feed"
                v.handlesTouches = true
            }
        ])
        #expect(
            replay(root, tap(10, 50), keepInput: true) == [
                "0 input 1 down cell",
                "0 cell.began[1] -> root",
                "80 input 1 up",
                "80 cell.ended[1] -> root",
            ])
    }

    @Test("§2.2 §7.2 An enabled control consumes its touches: nothing is forwarded, even inside a view controller")
    func enabledControlConsumes() {
        let root = window([
            view(
                "root", "UIView", Rect(0, 0, 390, 844),
                [
                    view("buy", "UIButton", Rect(100, 100, 200, 44))
                ]
            ) { $0.viewController = "Shop" }
        ])
        #expect(
            replay(root, tap(150, 120), keepInput: true) == [
                "0 input 1 down buy",
                "0 buy.began[1]",
                "0 buy highlight true",
                "0 buy touchDown",
                "80 input 1 up",
                "80 buy.ended[1]",
                "80 buy highlight false",
                "80 buy touchUpInside",
            ])
    }
}
