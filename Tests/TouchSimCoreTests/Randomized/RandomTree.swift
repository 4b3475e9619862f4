import TouchSimTestSupport

@testable import TouchSimCore

/// Random but valid view trees (docs/format.md §2): at most 25 views, 5 levels deep, every
/// built-in class with random properties and recognizers whose references all name something.
///
/// Half the trees are tidy, like an app's screen: subviews stacked inside their superview,
/// often a full-screen scroll view or table, few odd properties; so that taps, drags and
/// recognizers often do what they are for. The other half are chaotic: frames anywhere,
/// overlapping and sticking out, odd properties everywhere.
struct TreeGenerator {
    var rng: SplitMix64
    var classes = ClassHierarchy()
    var ios = IOSVersion.default
    private var budget = 25
    private var counter = 0
    private var tidy = false
    /// How often odd properties (hidden, insets, disabled…) appear: rarer in tidy trees.
    private var odd: Double { tidy ? 0.3 : 1 }
    private static let maxDepth = 5
    private static let customClasses = [
        ("FeedCell", "UITableViewCell"), ("BuyButton", "UIButton"), ("Carousel", "UIScrollView"),
        ("CardView", "UIView"), ("PrimaryButton", "BuyButton"),
    ]

    init(rng: SplitMix64) { self.rng = rng }

    mutating func makeTree() -> ViewSpec {
        ios = rng.weighted([
            (3, IOSVersion(17, 0)), (2, IOSVersion(12, 0)), (2, IOSVersion(8, 0)), (2, IOSVersion(7, 0)),
        ])
        if rng.chance(0.2) {
            for (name, superclass) in Self.customClasses where rng.chance(0.5) && classes.isKnown(superclass) {
                classes.declare(name, superclass: superclass)
            }
        }
        budget = rng.int(1...25) - 1
        tidy = rng.chance(0.5)
        var root = ViewSpec(id: "window", className: "UIWindow", frame: Rect(0, 0, 390, 844))
        root.handlesTouches = rng.chance(0.1 * odd)
        if tidy, budget > 0, rng.chance(0.6) {
            budget -= 1
            let className = rng.pick(["UIScrollView", "UIScrollView", "UITableView", "UICollectionView"])
            var screen = makeView(className, frame: root.frame)
            screen.subviews = makeSubviews(of: screen, depth: 3)
            root.subviews = [screen] + makeSubviews(of: root, depth: 2)
        } else {
            root.subviews = makeSubviews(of: root, depth: 2)
        }
        let recognizerIDs = addRecognizers(&root)
        wireReferences(&root, recognizerIDs: recognizerIDs)
        return root
    }

    // MARK: Views

    private mutating func makeSubviews(of parent: ViewSpec, depth: Int) -> [ViewSpec] {
        guard depth <= Self.maxDepth, budget > 0 else { return [] }
        let container =
            isKind(parent.className, "UIScrollView") || isKind(parent.className, "UITableViewCell")
            || parent.className == "UIView" || parent.className == "UIWindow" || parent.className == "CardView"
        let count =
            tidy
            ? (container ? rng.int(min(1, budget)...min(budget, 4)) : 0) : rng.int(0...min(budget, container ? 4 : 1))
        var out: [ViewSpec] = []
        let content =
            parent.scroll.map {
                Size(
                    max($0.contentSize.width, parent.frame.size.width),
                    max($0.contentSize.height, parent.frame.size.height))
            }
            ?? parent.frame.size
        let horizontal = content.width > content.height
        for index in 0..<count where budget > 0 {
            budget -= 1
            let className = childClass(of: parent.className)
            var frame =
                tidy
                ? stackedFrame(className, index, of: count, in: content, horizontal: horizontal)
                : randomFrame(className, in: content)
            if isKind(parent.className, "UITableView"), isKind(className, "UITableViewCell") {
                let h = Double(rng.int(44...100))
                frame = Rect(0, Double(index) * h, parent.frame.size.width, h)
            }
            var child = makeView(className, frame: frame)
            child.subviews = makeSubviews(of: child, depth: depth + 1)
            out.append(child)
        }
        return out
    }

    private mutating func childClass(of parent: String) -> String {
        if isKind(parent, "UITableView"), rng.chance(0.8) {
            return rng.chance(0.2) && classes.isKnown("FeedCell") ? "FeedCell" : "UITableViewCell"
        }
        var options: [(weight: Double, value: String)] = [
            (4, "UIView"), (1.5, "UILabel"), (2.5, "UIButton"), (1, "UISwitch"), (1, "UISlider"),
            (2, "UIScrollView"), (1, "UITableView"), (0.7, "UITableViewCell"), (0.5, "UIImageView"),
            (0.3, "UIStepper"), (0.3, "UISegmentedControl"), (0.3, "UIPageControl"), (0.3, "UICollectionView"),
        ]
        for (name, _) in Self.customClasses where classes.isKnown(name) { options.append((1, name)) }
        return rng.weighted(options)
    }

    private mutating func randomFrame(_ className: String, in size: Size) -> Rect {
        let w: Double
        let h: Double
        if isKind(className, "UIControl") {
            w = Double(rng.int(20...220))
            h = Double(rng.int(20...64))
        } else {
            w = rng.chance(0.05) ? 0 : Double(rng.int(10...max(10, Int(size.width))))
            h = rng.chance(0.05) ? 0 : Double(rng.int(10...max(10, Int(min(size.height, 900)))))
        }
        let x = Double(rng.int(-10...max(-10, Int(size.width - w) + 10)))
        let y = Double(rng.int(-10...max(-10, Int(min(size.height, 1200) - h) + 10)))
        let half = rng.chance(0.1) ? 0.5 : 0
        return Rect(x + half, y, w, h + half)
    }

    /// Slot `index` of `count` along the longer side of `size`, inset by a margin; a control
    /// gets its usual size somewhere in its slot.
    private mutating func stackedFrame(
        _ className: String, _ index: Int, of count: Int, in size: Size, horizontal: Bool
    ) -> Rect {
        let along = horizontal ? size.width : size.height
        let across = horizontal ? size.height : size.width
        let slot = min(along / Double(count), 400)
        let m = Double(rng.int(0...16))
        var a = Double(index) * slot + m
        var b = m
        var la = max(1, slot - 2 * m)
        var lb = max(1, across - 2 * m)
        if isKind(className, "UIControl") {
            let w = min(Double(rng.int(60...200)), horizontal ? la : lb)
            let h = min(Double(rng.int(30...50)), horizontal ? lb : la)
            let (cla, clb) = horizontal ? (w, h) : (h, w)
            a += rng.double(0...max(0, la - cla)).rounded()
            b += rng.double(0...max(0, lb - clb)).rounded()
            la = cla
            lb = clb
        }
        return horizontal ? Rect(a, b, la, lb) : Rect(b, a, lb, la)
    }

    private mutating func makeView(_ className: String, frame: Rect) -> ViewSpec {
        counter += 1
        var v = ViewSpec(id: idPrefix(className) + String(counter), className: className, frame: frame)
        let isControl = isKind(className, "UIControl")
        if isControl {
            v.control = ControlSpec(value: UIKitObjectModel.controlValue(of: className, classes: classes))
            v.control!.enabled = !rng.chance(0.15 * odd)
            v.handlesTouches = !rng.chance(0.05 * odd)
        } else {
            v.handlesTouches = rng.chance(0.2 * odd)
        }
        v.userInteractionEnabled = !(isKind(className, "UILabel") || isKind(className, "UIImageView"))
        if rng.chance(0.07 * odd) { v.userInteractionEnabled.toggle() }
        v.hidden = rng.chance(0.04 * odd)
        if rng.chance(0.05 * odd) { v.alpha = rng.pick([0, 0.005, 0.01, 0.5]) }
        v.multipleTouchEnabled = rng.chance(0.3)
        v.exclusiveTouch = rng.chance(0.1 * odd)
        if rng.chance(0.1 * odd) {
            v.hitTestInsets = EdgeInsets(
                top: Double(rng.int(-20...20)), left: Double(rng.int(-20...20)),
                bottom: Double(rng.int(-20...20)), right: Double(rng.int(-20...20)))
        }
        if rng.chance(0.08 * odd) { v.viewController = "VC" + String(counter) }
        if isKind(className, "UIScrollView") { v.scroll = randomScrollSpec(bounds: frame.size) }
        if isKind(className, "UITableView"), rng.chance(0.3) { v.wrapperView = randomScrollSpec(bounds: frame.size) }
        if isKind(className, "UITableViewCell"), rng.chance(0.3) {
            v.cellScrollView = randomScrollSpec(bounds: frame.size)
        }
        return v
    }

    private func idPrefix(_ className: String) -> String {
        for (ancestor, prefix) in [
            ("UITableViewCell", "cell"), ("UITableView", "table"), ("UIScrollView", "scroll"), ("UISwitch", "switch"),
            ("UISlider", "slider"), ("UIButton", "button"), ("UIControl", "control"), ("UILabel", "label"),
        ] where isKind(className, ancestor) {
            return prefix
        }
        return "view"
    }

    mutating func randomScrollSpec(bounds: Size) -> ScrollSpec {
        var s = ScrollSpec()
        let grow = { (rng: inout SplitMix64, d: Double) in (d * rng.double(1.2...5)).rounded() }
        switch tidy ? rng.weighted([(7, 3), (3, 6)]) : rng.int(0...9) {
        case 0: s.contentSize = .zero
        case 1, 2: s.contentSize = Size(Double(rng.int(0...Int(bounds.width))), Double(rng.int(0...Int(bounds.height))))
        case 3, 4, 5: s.contentSize = Size(bounds.width, grow(&rng, bounds.height))
        case 6, 7: s.contentSize = Size(grow(&rng, bounds.width), bounds.height)
        default: s.contentSize = Size(grow(&rng, bounds.width), grow(&rng, bounds.height))
        }
        if rng.chance(0.2 * odd) {
            s.contentInset = EdgeInsets(
                top: Double(rng.int(-5...60)), left: Double(rng.int(-5...30)),
                bottom: Double(rng.int(-5...60)), right: Double(rng.int(-5...30)))
        }
        if rng.chance(0.35 * odd) {
            let maxX = max(0, s.contentSize.width - bounds.width)
            let maxY = max(0, s.contentSize.height - bounds.height)
            s.contentOffset = Point(rng.double(0...maxX).rounded(), rng.double(0...maxY).rounded())
            if rng.chance(0.1) { s.contentOffset = s.contentOffset + Point(0, Double(rng.int(-40...40))) }
        }
        s.scrollEnabled = !rng.chance(0.15 * odd)
        s.delaysContentTouches = rng.chance(0.7)
        s.canCancelContentTouches = rng.chance(0.8)
        s.bounces = rng.chance(0.8)
        s.alwaysBounceVertical = rng.chance(0.2)
        s.alwaysBounceHorizontal = rng.chance(0.15)
        s.pagingEnabled = rng.chance(0.15)
        s.directionalLockEnabled = rng.chance(0.2)
        let lowRate = rng.double(0.95...0.999)
        let highRate = rng.double(0.999...0.9999)
        let customRate = rng.chance(0.5) ? lowRate : highRate
        s.decelerationRate = rng.weighted([
            (6, Constants.decelerationRateNormal), (2, Constants.decelerationRateFast), (2, customRate),
        ])
        return s
    }

    // MARK: Recognizers

    /// Adds random recognizers and returns every recognizer id a reference may name: the
    /// declared ones and the scroll views' own (docs/format.md §2).
    private mutating func addRecognizers(_ root: inout ViewSpec) -> [String] {
        var ids: [String] = []
        var total = 0
        var rng = self.rng
        var counter = self.counter
        forEachView(&root) { v in
            if v.scroll != nil { ids += [v.id + ".pan", v.id + ".delayedTouchesBegan"] }
            // docs/model.md §4.9: a navigation controller's view, its back-swipe added first.
            if v.scroll == nil, v.control == nil, total < 12, rng.chance(0.02) {
                total += 1
                let pop = UIKitObjectModel.interactivePopRecognizer(ofNavigationView: v.id, canPop: rng.chance(0.8))
                ids.append(pop.id)
                v.gestureRecognizers.insert(pop, at: 0)
            }
            guard rng.chance(0.3) else { return }
            let odd = self.odd
            for _ in 0..<rng.int(1...2) where total < 12 {
                total += 1
                counter += 1
                let r = Self.randomRecognizer(&rng, number: counter, odd: odd)
                ids.append(r.id)
                v.gestureRecognizers.append(r)
            }
        }
        self.rng = rng
        self.counter = counter
        return ids
    }

    private static func randomRecognizer(_ rng: inout SplitMix64, number: Int, odd: Double) -> RecognizerSpec {
        let kind: RecognizerKindSpec
        switch rng.int(0...6) {
        case 0:
            let taps = rng.weighted([(3, 1), (2, 2), (1, 3)])
            kind = .tap(numberOfTapsRequired: taps, numberOfTouchesRequired: rng.weighted([(4, 1), (1, 2)]))
        case 1:
            kind = .longPress(
                minimumPressDuration: rng.pick([0.1, 0.25, 0.5, 0.5, 1.0]),
                allowableMovement: rng.pick([5, 10, 10, 50]),
                numberOfTouchesRequired: rng.weighted([(4, 1), (1, 2)]),
                numberOfTapsRequired: rng.weighted([(4, 0), (1, 1)]))
        case 2:
            let minimum = rng.weighted([(4, 1), (1, 2)])
            kind = .pan(
                minimumNumberOfTouches: minimum, maximumNumberOfTouches: rng.chance(0.6) ? nil : rng.int(minimum...3))
        case 3:
            kind = .swipe(
                direction: rng.pick(SwipeDirection.allCases), numberOfTouchesRequired: rng.weighted([(4, 1), (1, 2)]))
        case 4: kind = .pinch
        case 5: kind = .rotation
        default:
            let edges = RectEdge.allCases.filter { _ in rng.chance(0.4) }
            kind = .screenEdgePan(edges: edges.isEmpty ? [.left] : edges)
        }
        var r = RecognizerSpec(id: kind.type.rawValue + String(number), kind: kind)
        r.enabled = !rng.chance(0.1 * odd)
        r.cancelsTouchesInView = !rng.chance(0.25 * odd)
        r.delaysTouchesBegan = rng.chance(0.25)
        r.delaysTouchesEnded = !rng.chance(0.25 * odd)
        r.shouldBegin = rng.chance(0.15 * odd) ? .always(false) : .inherited
        return r
    }

    /// Fills what names other views, classes or recognizers, once all of them exist.
    private mutating func wireReferences(_ root: inout ViewSpec, recognizerIDs: [String]) {
        let viewIDs = allViews(root).map(\.id)
        let classNames =
            ["UIView", "UIControl", "UIButton", "UISwitch", "UILabel", "UIScrollView", "UITableViewCell"]
            + Self.customClasses.map(\.0).filter(classes.isKnown)
        var rng = self.rng
        let odd = self.odd
        forEachView(&root) { v in
            for i in v.gestureRecognizers.indices {
                let own = v.gestureRecognizers[i].id
                let others = recognizerIDs.filter { $0 != own }
                if rng.chance(0.2 * odd), !others.isEmpty {
                    v.gestureRecognizers[i].requireToFail = rng.sample(others, upTo: rng.int(1...2))
                }
                if rng.chance(0.2 * odd) {
                    v.gestureRecognizers[i].recognizeSimultaneouslyWith =
                        rng.chance(0.3) || others.isEmpty ? .all : .ids(rng.sample(others, upTo: rng.int(1...2)))
                }
                v.gestureRecognizers[i].shouldReceiveTouch = Self.randomOverride(
                    &rng, viewIDs, classNames, conditions: .location)
                // The back-swipe's delegate is UIKit's; its answer stays as UIKit set it.
                let type = v.gestureRecognizers[i].kind.type
                if !own.hasSuffix(".interactivePop"), rng.chance(0.35) {
                    v.gestureRecognizers[i].shouldBegin = Self.randomRules(
                        &rng, viewIDs, classNames, conditions: type.hasTranslation ? .all : .location)
                }
            }
            if v.scroll != nil {
                v.scroll!.touchesShouldBegin = Self.randomOverride(&rng, viewIDs, classNames)
                v.scroll!.touchesShouldCancelInContentView = Self.randomOverride(&rng, viewIDs, classNames)
                if rng.chance(0.35) {
                    v.scroll!.panGestureRecognizer.shouldBegin = Self.randomRules(
                        &rng, viewIDs, classNames, conditions: .all)
                }
                let others = recognizerIDs.filter { $0 != v.id + ".pan" }
                if rng.chance(0.1 * odd), !others.isEmpty {
                    v.scroll!.panGestureRecognizer.requireToFail = rng.sample(others, upTo: 1)
                }
            }
        }
        self.rng = rng
    }

    /// What a random rule may look at besides the view (docs/format.md §2.5).
    enum Conditions { case none, location, all }

    private static func randomOverride(
        _ rng: inout SplitMix64, _ viewIDs: [String], _ classNames: [String], conditions: Conditions = .none
    ) -> OverrideSpec {
        switch rng.int(0...9) {
        case 0...5: return .inherited
        case 6: return .always(true)
        case 7: return .always(false)
        default: return randomRules(&rng, viewIDs, classNames, conditions: conditions)
        }
    }

    /// One to three rules; with gesture conditions, the matcher is more often `any`, as in a
    /// delegate that tests only the gesture.
    private static func randomRules(
        _ rng: inout SplitMix64, _ viewIDs: [String], _ classNames: [String], conditions: Conditions
    ) -> OverrideSpec {
        var rules: [OverrideRule] = []
        for _ in 0..<rng.int(1...3) {
            let kindOf = OverrideRule.Matcher.kindOf(rng.pick(classNames))
            let id = OverrideRule.Matcher.id(rng.pick(viewIDs))
            let matcher = rng.weighted([(conditions == .none ? 1 : 4, OverrideRule.Matcher.any), (2, kindOf), (2, id)])
            rules.append(
                OverrideRule(
                    matcher: matcher, conditions: randomConditions(&rng, viewIDs, conditions),
                    answer: rng.pick([.yes, .no, .callSuper])))
        }
        return .rules(rules)
    }

    private static func randomConditions(_ rng: inout SplitMix64, _ viewIDs: [String], _ kinds: Conditions)
        -> [GestureCondition]
    {
        guard kinds != .none else { return [] }
        var out: [GestureCondition] = []
        if kinds == .all, rng.chance(0.6) { out.append(.direction(rng.pick(PanDirection.allCases))) }
        if rng.chance(0.25) { out.append(.startsIn(view: rng.pick(viewIDs))) }
        if rng.chance(0.25) {
            out.append(.startsAtEdge(rng.pick(RectEdge.allCases), within: rng.pick([0, 20, 40, 40, 120])))
        }
        return out
    }

    private func isKind(_ name: String, _ ancestor: String) -> Bool { classes.isKind(name, of: ancestor) }
}
