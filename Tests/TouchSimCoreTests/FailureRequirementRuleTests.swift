import Testing

@testable import TouchSimCore

/// docs/model.md §3.11: failure requirements a delegate sets up with
/// `gestureRecognizer(_:shouldRequireFailureOf:)` and `gestureRecognizer(_:shouldBeRequiredToFailBy:)`.
@Suite("§3.11 Failure requirements the delegate decides")
struct FailureRequirementRuleTests {
    /// A `page` of `pageClass` with a double tap, holding a `photo` with a single tap; `rules`
    /// configure the single tap's delegate, `doubleRules` the double tap's.
    private func screen(
        single rules: FailureRules = FailureRules(), double doubleRules: FailureRules = FailureRules(),
        pageClass: String = "UIView"
    ) -> ViewSpec {
        window([
            view("page", pageClass, Rect(0, 0, 390, 844)) {
                // An image view takes no touches unless told to (§1.1).
                $0.userInteractionEnabled = true
                var double = RecognizerSpec(
                    id: "double", kind: .tap(numberOfTapsRequired: 2, numberOfTouchesRequired: 1))
                double.failureRules = doubleRules
                $0.gestureRecognizers = [double]
                $0.subviews = [
                    view("photo", "UIView", Rect(0, 100, 390, 390)) {
                        var single = RecognizerSpec(
                            id: "single", kind: .tap(numberOfTapsRequired: 1, numberOfTouchesRequired: 1))
                        single.failureRules = rules
                        $0.gestureRecognizers = [single]
                    }
                ]
            }
        ])
    }

    private let tap = [ev(0, 1, .down, 100, 200), ev(80, 1, .up, 100, 200)]

    /// The single tap waits for the double tap, which gives up 350 ms after the lift (§4.1).
    private let waits = [
        "430 double failed", "430 ask photo.gestureRecognizerShouldBegin(single)=true", "430 single recognized",
    ]
    /// No requirement: the single tap recognizes at the lift and the double tap is excluded (§3.4).
    private let recognizesAtOnce = [
        "80 ask photo.gestureRecognizerShouldBegin(single)=true", "80 single recognized", "80 double failed",
    ]

    private func gestures(_ root: ViewSpec) -> [String] {
        replay(root, tap).filter { !$0.contains(".began[") && !$0.contains(".cancelled[") && !$0.contains(".ended[") }
    }

    private static func rules(_ rules: OverrideRule...) -> OverrideSpec { .rules(rules) }

    @Test("§3.11 shouldRequireFailureOf YES makes the single tap wait for the double tap, as require(toFail:) does")
    func requireFailureOf() {
        var single = FailureRules()
        single.shouldRequireFailureOf = Self.rules(OverrideRule(matcher: .id("double"), answer: .yes))
        #expect(gestures(screen(single: single)) == waits)
    }

    @Test("§3.11 shouldBeRequiredToFailBy YES on the double tap's delegate sets up the same requirement")
    func requiredToFailBy() {
        var double = FailureRules()
        double.shouldBeRequiredToFailBy = .always(true)
        #expect(gestures(screen(double: double)) == waits)
    }

    @Test("§3.11 NO, super and no matching rule set up nothing: UIKit's default answer is NO")
    func noAnswers() {
        for spec in [
            OverrideSpec.always(false), .inherited,
            Self.rules(OverrideRule(matcher: .id("double"), answer: .callSuper)),
            Self.rules(OverrideRule(matcher: .id("other"), answer: .yes)),
        ] {
            var single = FailureRules()
            single.shouldRequireFailureOf = spec
            #expect(gestures(screen(single: single)) == recognizesAtOnce)
        }
    }

    @Test("§3.11 One delegate's NO does not undo the other's YES (UIGestureRecognizer.h)")
    func eitherYes() {
        var single = FailureRules()
        single.shouldRequireFailureOf = .always(false)
        var double = FailureRules()
        double.shouldBeRequiredToFailBy = .always(true)
        #expect(gestures(screen(single: single, double: double)) == waits)
    }

    @Test(
        "§3.11 class matches the other recognizer's class or a superclass, as `other is UITapGestureRecognizer` does",
        arguments: [(RecognizerClass.tap, true), (.gestureRecognizer, true), (.pan, false), (.longPress, false)])
    func byClass(_ recognizerClass: RecognizerClass, _ matches: Bool) {
        var single = FailureRules()
        single.shouldRequireFailureOf = Self.rules(
            OverrideRule(matcher: .recognizerClass(recognizerClass), answer: .yes))
        #expect(gestures(screen(single: single)) == (matches ? waits : recognizesAtOnce))
    }

    @Test(
        "§3.11 kindOf matches the class of the other recognizer's view, as `other.view is UIImageView` does",
        arguments: [("UIImageView", true), ("UIView", true), ("UIScrollView", false)])
    func byViewClass(_ name: String, _ matches: Bool) {
        var single = FailureRules()
        single.shouldRequireFailureOf = Self.rules(OverrideRule(matcher: .kindOf(name), answer: .yes))
        #expect(gestures(screen(single: single, pageClass: "UIImageView")) == (matches ? waits : recognizesAtOnce))
    }

    @Test(
        "§3.11 A scroll view's pan and delay are UIScrollViewPanGestureRecognizer, a UIPanGestureRecognizer, and the delay's own class"
    )
    func scrollViewClasses() {
        #expect(RecognizerClass.scrollViewPan.isKind(of: .pan))
        #expect(RecognizerClass.screenEdgePan.isKind(of: .pan))
        #expect(!RecognizerClass.scrollViewDelayedTouchesBegan.isKind(of: .pan))
        #expect(RecognizerClass.scrollViewDelayedTouchesBegan.isKind(of: .gestureRecognizer))
    }

    @Test("§3.11 Only pairs that can share a touch are asked: on one view, or one on an ancestor of the other's view")
    func pairsOnOnePath() {
        let tapKind = RecognizerKindSpec.tap(numberOfTapsRequired: 1, numberOfTouchesRequired: 1)
        var top = RecognizerSpec(id: "top", kind: tapKind)
        top.failureRules.shouldRequireFailureOf = .always(true)
        var left = RecognizerSpec(id: "left", kind: tapKind)
        left.failureRules.shouldBeRequiredToFailBy = .always(true)
        let root = view(
            "window", "UIWindow", Rect(0, 0, 390, 844),
            [
                view("a", "UIView", Rect(0, 0, 100, 100)) { $0.gestureRecognizers = [left] },
                view("b", "UIView", Rect(100, 0, 100, 100)) {
                    $0.gestureRecognizers = [RecognizerSpec(id: "right", kind: tapKind)]
                },
            ]
        ) { $0.gestureRecognizers = [top] }
        let tree = ViewTree(scene: SceneSpec(ios: .default, root: root, classes: ClassHierarchy()))
        let directory = RecognizerDirectory(tree: tree)
        let index = { (id: String) in directory.entries.indices.first { directory[$0].id == id }! }
        let names = NameTable(tree: tree, recognizers: directory)
        #expect(names.failureOrigin(of: index("top"), waitingFor: index("left")) == .requiresFailureOf(rule: nil))
        #expect(names.failureOrigin(of: index("top"), waitingFor: index("right")) == .requiresFailureOf(rule: nil))
        #expect(names.failureOrigin(of: index("right"), waitingFor: index("left")) == nil)
        #expect(names.failureOrigin(of: index("left"), waitingFor: index("top")) == nil)
    }
}
