/// UIScrollView as one concept (docs/model.md §5, §6): the two recognizers it owns, what it
/// decides about its content's touches, and how its pan moves it. It prints nothing and owns no
/// clock: it returns what should happen as `ScrollEffect`s, which the engine carries out in order.
///
/// Where the content delay lives: the recognizer that holds touches for 150 ms is built here
/// (`recognizers(for:)`, timed by `DelayedTouchesBeganMachine` with `Constants.contentTouchDelay`);
/// what happens when it is over is `contentDelayRecognizes` (§5.2); a scroll view without the
/// delay decides at `down` in `allowsContentAtDown` (§5.3).
struct ScrollViews {
    /// Every scroll view's state, in tree order; written only by `ScrollViews`' own files.
    var states = IndexedList<ScrollIndex, ScrollViewState>()
    var tree: ViewTree
    /// §16.4: each zooming scroll view inside a pager, with that pager, in tree order.
    private(set) var handoffs: [(inner: ScrollIndex, pager: ScrollIndex)] = []

    /// The scroll views of `tree`, with the recognizers built for each by `recognizers(for:boundsSize:)`.
    init(tree: ViewTree, recognizers: IndexedList<ScrollIndex, (pan: RecognizerIndex, contentDelay: RecognizerIndex)>) {
        self.tree = tree
        states.reserveCapacity(tree.scrollSpecs.count)
        for (view, spec) in tree.scrollSpecs {
            let own = recognizers[states.nextIndex]
            let s = states.nextIndex
            states.append(
                ScrollViewState(
                    view: view, spec: spec, boundsSize: tree[view].frame.size, pan: own.pan,
                    contentDelay: own.contentDelay))
            if let pager = tree.pager(above: view) {
                handoffs.append((s, pager))
                states[s].handsOverAtEdges = true
            }
        }
    }

    /// §16.4: what pager `s`'s pan moves it by: the part of the finger's translation the
    /// zooming scroll views inside it did not take (they stop at their edges); none of the
    /// release velocity along an axis the pager was not handed.
    func handedOver(_ report: PanReport, to s: ScrollIndex) -> PanReport {
        var translation = report.translation
        var velocity = report.velocity
        for (inner, pager) in handoffs where pager == s {
            for axis in Axis.allCases {
                translation[axis] -= states[inner].absorbed[axis]
                if states[inner].absorbed[axis] != 0, abs(translation[axis]) < 0.001 { velocity[axis] = 0 }
            }
        }
        return PanReport(translation: translation, rawTranslation: report.rawTranslation, velocity: velocity)
    }

    /// §16.4: pager `s` begins a drag; a zooming scroll view in it that does not drag along has
    /// taken none of it.
    mutating func pagerBegan(_ s: ScrollIndex) {
        for (inner, pager) in handoffs where pager == s {
            if case .dragging = states[inner].motion { continue }
            states[inner].absorbed = .zero
        }
    }

    subscript(s: ScrollIndex) -> ScrollViewState { states[s] }

    /// The scroll view's own recognizers, in the order UIKit adds them (§5.1): the pan may begin
    /// only along the axes it can scroll (§5.5); the delay is active only while it delays.
    static func recognizers(for spec: ScrollSpec, boundsSize: Size)
        -> [(kind: UIKitObjectModel.ScrollViewRecognizer, enabled: Bool, machine: RecognizerMachine)]
    {
        let geometry = ScrollGeometry(spec: spec, boundsSize: boundsSize)
        return UIKitObjectModel.ScrollViewRecognizer.allCases.map { kind in
            switch kind {
            case .pan:
                let settings = spec.panGestureRecognizer
                let pan = PanMachine(
                    minimumTouches: settings.minimumNumberOfTouches, maximumTouches: settings.maximumNumberOfTouches,
                    // The axes its content can scroll along whether or not scrolling is enabled
                    // now: a disabled pan sees no touch, and one enabled later (§11.3) must begin.
                    beginAxes: Axis.allCases.filter(geometry.canScroll))
                return (kind, geometry.panEnabled, .pan(pan))
            case .delayedTouchesBegan:
                return (kind, geometry.delaysContentTouches, .contentDelay(DelayedTouchesBeganMachine()))
            }
        }
    }

    /// The summary's entries, in tree order.
    func summary(at end: SimTime) -> [Summary.ScrollEntry] {
        states.indices.map {
            .init(
                view: tree[states[$0].view].id, from: states[$0].initialOffset, to: states.offset(of: $0, at: end),
                zoom: states[$0].geometry.spec.zoom.zooms ? states[$0].geometry.spec.zoom.zoomScale : nil)
        }
    }
}

/// What a scroll view asks the engine to do, in order.
enum ScrollEffect: Equatable {
    /// A line of output, an `ask` or a `scroll`, and its cause.
    case line(RecordEvent, Cause)
    /// An animation started that ends at this time (§6.5).
    case startAnimationTimer(ScrollIndex, endsAt: SimTime)
    /// The running animation stopped early; its timer must not fire.
    case cancelAnimationTimer(ScrollIndex)
}

/// Every scroll view's content offset at one time: its bounds origin (docs/model.md §1.3), and its
/// zoom scale (§16.5).
struct ScrollOffsets: BoundsOrigins {
    let states: IndexedList<ScrollIndex, ScrollViewState>
    let time: SimTime

    func boundsOrigin(ofScrollView s: ScrollIndex) -> Point { states.offset(of: s, at: time) }

    func zoomScale(ofScrollView s: ScrollIndex) -> Double {
        states.elements[s.position].geometry.spec.zoom.zoomScale
    }
}
