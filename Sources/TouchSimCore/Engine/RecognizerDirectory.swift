/// Every recognizer of the window in tree order, a scroll view's own two first on its view
/// (docs/model.md §5.1): who owns it and what its delegate answers. The arena holds how they
/// arbitrate; this holds what the arena does not need to know.
struct RecognizerDirectory {
    /// Whose recognizer it is.
    enum Owner: Equatable {
        /// Declared by the scenario.
        case declared(RecognizerKindSpec)
        /// One of a scroll view's own.
        case scrollView(ScrollIndex, UIKitObjectModel.ScrollViewRecognizer)
    }

    /// One recognizer.
    struct Entry {
        let id: String
        let view: ViewIndex
        let owner: Owner
        /// `gestureRecognizerShouldBegin` of its delegate (§3.3); for a scroll view's pan, the
        /// scroll view's own answer before §5.4.
        let shouldBegin: OverrideSpec
        /// `gestureRecognizer(_:shouldReceive:)` (§3.2).
        let shouldReceiveTouch: OverrideSpec
    }

    private(set) var entries = IndexedList<RecognizerIndex, Entry>()
    /// The arena's view of each, in the same order.
    private(set) var members = IndexedList<RecognizerIndex, ArenaMember>()
    /// Each scroll view's own recognizers (§5.1).
    private(set) var ofScrollViews = IndexedList<ScrollIndex, (pan: RecognizerIndex, contentDelay: RecognizerIndex)>()

    subscript(r: RecognizerIndex) -> Entry {
        _read { yield entries[r] }
    }

    /// The recognizers of `tree`.
    init(tree: ViewTree) {
        var declared = tree.recognizerSpecs[...]
        // A scroll view's recognizers are complete at once; declared ones wait for every id.
        var built: [ArenaMember?] = []
        // A scroll view's pan names other recognizers by id (§5.8): resolved once all exist.
        var panSettings: [RecognizerIndex: ScrollPanSpec] = [:]
        var declaredSpecs: [(spec: RecognizerSpec, view: ViewIndex)?] = []
        for view in tree.nodes.indices {
            if let s = tree[view].scrollIndex {
                let spec = tree.scrollSpecs[s.position].spec
                ofScrollViews.append((entries.nextIndex, RecognizerIndex(entries.count + 1)))
                panSettings[entries.nextIndex] = spec.panGestureRecognizer
                for (kind, enabled, machine) in ScrollViews.recognizers(for: spec, boundsSize: tree[view].frame.size) {
                    entries.append(
                        Entry(
                            id: kind.id(ofScrollView: tree[view].id), view: view, owner: .scrollView(s, kind),
                            shouldBegin: kind == .pan ? spec.panGestureRecognizer.shouldBegin : .inherited,
                            shouldReceiveTouch: .inherited))
                    let settings = UIKitObjectModel.settings(of: kind)
                    let member = ArenaMember(
                        settings: .init(
                            view: view, role: kind == .delayedTouchesBegan ? .contentDelay : .ordinary,
                            enabled: enabled, cancelsTouchesInView: settings.cancelsTouchesInView,
                            delaysTouchesBegan: settings.delaysTouchesBegan,
                            delaysTouchesEnded: settings.delaysTouchesEnded, requirements: [],
                            simultaneity: .some([])),
                        machine: machine)
                    built.append(member)
                    declaredSpecs.append(nil)
                }
            }
            while let next = declared.first, next.view == view {
                let spec = next.spec
                entries.append(
                    Entry(
                        id: spec.id, view: view, owner: .declared(spec.kind), shouldBegin: spec.shouldBegin,
                        shouldReceiveTouch: spec.shouldReceiveTouch))
                built.append(nil)
                declaredSpecs.append((spec, view))
                declared = declared.dropFirst()
            }
        }
        let windowSize = tree.nodes.elements.first?.frame.size ?? Size(0, 0)
        let byID = Dictionary(
            entries.elements.enumerated().map { ($1.id, RecognizerIndex($0)) }, uniquingKeysWith: { a, _ in a })
        for r in entries.indices {
            if var member = built[r.position] {
                if let pan = panSettings[r] {
                    member.settings.requirements = pan.requireToFail.compactMap { byID[$0] }
                    member.settings.simultaneity = Self.simultaneity(pan.recognizeSimultaneouslyWith, byID: byID)
                }
                members.append(member)
            } else if let (spec, view) = declaredSpecs[r.position] {
                members.append(Self.member(spec, on: view, byID: byID, windowSize: windowSize))
            }
        }
    }

    /// A declared recognizer as the arena holds it; ids it names are resolved (the reader
    /// checked that they exist).
    private static func member(
        _ spec: RecognizerSpec, on view: ViewIndex, byID: [String: RecognizerIndex], windowSize: Size
    ) -> ArenaMember {
        ArenaMember(
            settings: .init(
                view: view, role: .ordinary, enabled: spec.enabled, cancelsTouchesInView: spec.cancelsTouchesInView,
                delaysTouchesBegan: spec.delaysTouchesBegan, delaysTouchesEnded: spec.delaysTouchesEnded,
                requirements: spec.requireToFail.compactMap { byID[$0] },
                simultaneity: simultaneity(spec.recognizeSimultaneouslyWith, byID: byID)),
            machine: makeMachine(for: spec.kind, windowSize: windowSize))
    }

    /// The recognizers a delegate lets recognize together with its own (§3.4).
    private static func simultaneity(_ spec: SimultaneitySpec, byID: [String: RecognizerIndex])
        -> ArenaMember.Simultaneity
    {
        switch spec {
        case .all: return .all
        case .ids(let ids): return .some(ids.compactMap { byID[$0] })
        }
    }

    /// The summary's entries, in tree order.
    func summary(tree: ViewTree, arena: GestureArena) -> [Summary.GestureEntry] {
        entries.indices.map { r in
            .init(gesture: entries[r].id, view: tree[entries[r].view].id, states: arena.reported(by: r))
        }
    }
}
