import Testing

@testable import TouchSimCore

/// UIScrollView alone (docs/model.md §5, §6): what it decides about its content's touches and
/// how it follows its pan, as effects, without an arena or a clock.
struct ScrollViewsTests {
    /// Window (view 0) > feed, a 390×844 scroll view with 2000 pt of content (1) > buy, a button
    /// (2), and card, a plain view (3).
    private func feed(_ configure: (inout ScrollSpec) -> Void = { _ in }) -> ScrollViews {
        let root = window([
            view(
                "feed", "UIScrollView", Rect(0, 0, 390, 844),
                [
                    view("buy", "UIButton", Rect(20, 100, 100, 44)),
                    view("card", "UIView", Rect(20, 200, 300, 100)),
                ]
            ) {
                $0.scroll!.contentSize = Size(390, 2000)
                configure(&$0.scroll!)
            }
        ])
        let tree = ViewTree(scene: SceneSpec(root: root))
        return ScrollViews(tree: tree, recognizers: IndexedList([(RecognizerIndex(0), RecognizerIndex(1))]))
    }

    private let feedView = ViewIndex(1)
    private let buy = ViewIndex(2)
    private let card = ViewIndex(3)
    private let s = ScrollIndex(0)
    /// The scroll view's own `gestureRecognizerShouldBegin` when no rule decides.
    private static let yes = Verdict(answer: true, rule: nil)

    /// The names of the feed's scene; every variant of `feed` has the same views and recognizers.
    private var names: NameTable {
        let tree = feed().tree
        return NameTable(tree: tree, recognizers: RecognizerDirectory(tree: tree))
    }

    private func lines(_ effects: [ScrollEffect]) -> [String] {
        let names = self.names
        return effects.map { effect in
            switch effect {
            case .line(.ask(let view, let method, let subject, let result, let rule), _):
                let decided = rule.map { " rule \($0)" } ?? ""
                return "ask \(names.view(view)).\(method.rawValue)(\(names.subject(subject))) = \(result)\(decided)"
            case .line(.scroll(let view, let offset, let reason), _):
                return "scroll \(names.view(view)) (\(num(offset.x)), \(num(offset.y))) \(reason.rawValue)"
            case .line(let other, _): return "\(other)"
            case .startAnimationTimer(_, let endsAt): return "timer until \(num(endsAt.milliseconds))"
            case .cancelAnimationTimer: return "cancel timer"
            }
        }
    }

    @Test("§5.2 When the delay is over, touchesShouldBegin is asked once per held view; one NO recognizes")
    func contentDelayDecision() {
        var effects: [ScrollEffect] = []
        let yes = feed().contentDelayRecognizes(s, held: [buy, buy, card], atLift: false, effects: &effects)
        #expect(!yes)
        #expect(
            lines(effects) == ["ask feed.touchesShouldBegin(buy) = true", "ask feed.touchesShouldBegin(card) = true"])

        effects = []
        let refusing = feed { $0.touchesShouldBegin = .rules([OverrideRule(matcher: .id("buy"), answer: .no)]) }
        #expect(refusing.contentDelayRecognizes(s, held: [card, buy, card], atLift: true, effects: &effects))
        #expect(
            lines(effects) == [
                "ask feed.touchesShouldBegin(card) = true", "ask feed.touchesShouldBegin(buy) = false rule 0",
            ])
    }

    @Test("§5.3 Without the delay the scroll view asks touchesShouldBegin at down; a held touch is not asked")
    func askAtDown() {
        var effects: [ScrollEffect] = []
        let scrolls = feed { $0.touchesShouldBegin = .always(false) }
        #expect(!scrolls.allowsContentAtDown(buy, heldByDelay: { _ in false }, effects: &effects))
        #expect(lines(effects) == ["ask feed.touchesShouldBegin(buy) = false"])
        effects = []
        #expect(scrolls.allowsContentAtDown(buy, heldByDelay: { _ in true }, effects: &effects))
        #expect(effects.isEmpty)
    }

    @Test("§5.4 The pan begins over tracked content only if canCancelContentTouches and the content allows")
    func cancellingContent() {
        var effects: [ScrollEffect] = []
        #expect(feed().panMayBegin(s, own: Self.yes, tracking: [], effects: &effects))
        #expect(lines(effects) == ["ask feed.gestureRecognizerShouldBegin(feed.pan) = true"])

        effects = []
        #expect(feed().panMayBegin(s, own: Self.yes, tracking: [card], effects: &effects))
        #expect(
            lines(effects) == [
                "ask feed.touchesShouldCancelInContentView(card) = true",
                "ask feed.gestureRecognizerShouldBegin(feed.pan) = true",
            ])

        effects = []
        #expect(!feed().panMayBegin(s, own: Self.yes, tracking: [buy], effects: &effects))
        #expect(
            lines(effects) == [
                "ask feed.touchesShouldCancelInContentView(buy) = false",
                "ask feed.gestureRecognizerShouldBegin(feed.pan) = false",
            ])

        effects = []
        #expect(
            !feed { $0.canCancelContentTouches = false }.panMayBegin(
                s, own: Self.yes, tracking: [card], effects: &effects))
        #expect(lines(effects) == ["ask feed.gestureRecognizerShouldBegin(feed.pan) = false"])
    }

    @Test("§6.1 §6.2 The offset follows the pan's translation; a fast release decelerates on the clock")
    func dragAndRelease() {
        var scrolls = feed()
        var effects: [ScrollEffect] = []
        let moving = PanReport(translation: Point(0, -30), rawTranslation: Point(0, -40), velocity: .zero)
        scrolls.panDidChange(s, to: .began, report: moving, at: .zero, effects: &effects)
        let released = PanReport(translation: Point(0, -50), rawTranslation: Point(0, -60), velocity: Point(0, -1000))
        scrolls.panDidChange(s, to: .ended, report: released, at: SimTime(milliseconds: 100), effects: &effects)
        #expect(lines(effects).prefix(2) == ["scroll feed (0, 30) drag", "scroll feed (0, 50) drag"])
        #expect(lines(effects).count == 3 && lines(effects)[2].hasPrefix("timer until "))
        effects = []
        scrolls.animationEnded(s, effects: &effects)
        #expect(lines(effects).count == 1 && lines(effects)[0].hasSuffix(" decelerate"))
    }

    @Test("§6.1 The pan's changed moves the offset and returns its scroll line, none when it did not move")
    func panChangedReturnsItsLine() {
        var scrolls = feed()
        var effects: [ScrollEffect] = []
        let moving = PanReport(translation: Point(0, -30), rawTranslation: Point(0, -40), velocity: .zero)
        scrolls.panDidChange(s, to: .began, report: moving, at: .zero, effects: &effects)
        let further = PanReport(translation: Point(0, -45), rawTranslation: Point(0, -55), velocity: .zero)
        let line = scrolls.panChanged(s, report: further)
        #expect(line.map { lines([.line($0.event, $0.cause)]) } == ["scroll feed (0, 45) drag"])
        #expect(line?.cause == .followsFinger && scrolls[s].offset == Point(0, 45))
        #expect(scrolls.panChanged(s, report: further) == nil)
        // Not dragging: nothing follows the finger.
        var idle = feed()
        #expect(idle.panChanged(s, report: further) == nil)
    }

    @Test("§5.6 A touch catches a decelerating scroll view where it is; lifting without a drag releases it")
    func catchingAnimation() {
        var scrolls = feed()
        var effects: [ScrollEffect] = []
        let fling = PanReport(translation: Point(0, -50), rawTranslation: Point(0, -60), velocity: Point(0, -1000))
        scrolls.panDidChange(s, to: .began, report: fling, at: .zero, effects: &effects)
        scrolls.panDidChange(s, to: .ended, report: fling, at: .zero, effects: &effects)
        effects = []
        #expect(scrolls.catchAnimations(under: buy, at: .zero, effects: &effects))
        #expect(lines(effects) == ["cancel timer", "scroll feed (0, 50) stop"])
        #expect(scrolls[s].motion == .caught)
        effects = []
        scrolls.panDidChange(s, to: .failed, report: fling, at: .zero, effects: &effects)
        #expect(effects.isEmpty && scrolls[s].motion == .idle)
        effects = []
        #expect(!scrolls.catchAnimations(under: buy, at: .zero, effects: &effects))
    }
}
