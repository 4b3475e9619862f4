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
        /// A presented sheet's dismissal pan (§12.1).
        case sheet(SheetIndex)
        /// The long press of a view's context menu interaction (§15.1).
        case contextMenu(MenuIndex)
        /// A zooming scroll view's pinch (§16.1).
        case zoom(ScrollIndex)
        /// One of the two recognizers of a table whose rows have swipe actions (§14.1, §14.4).
        case swipeActions(SwipeTableIndex, SwipeRecognizer)
    }

    /// The recognizers UIKit adds to a table whose rows have swipe actions (§14).
    enum SwipeRecognizer: CaseIterable, Equatable {
        /// `_UISwipeActionPanGestureRecognizer`, `<tableId>.swipeActions` (§14.1).
        case pan
        /// `UISwipeDismissalGestureRecognizer`, `<tableId>.swipeDismissal` (§14.4).
        case dismissal
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

        /// A recognizer UIKit installs whose delegate the app does not answer for.
        static func uikits(_ id: String, on view: ViewIndex, owner: Owner) -> Entry {
            Entry(id: id, view: view, owner: owner, shouldBegin: .inherited, shouldReceiveTouch: .inherited)
        }
    }

    private(set) var entries = IndexedList<RecognizerIndex, Entry>()
    /// The arena's view of each, in the same order, until `takeMembers()` hands it over.
    private var members = IndexedList<RecognizerIndex, ArenaMember>()
    /// Their machines, in the same order, until `takeMembers()` hands them over.
    private var machines = RecognizerMachines.Builder()
    /// Each scroll view's own recognizers (§5.1).
    private(set) var ofScrollViews = IndexedList<ScrollIndex, (pan: RecognizerIndex, contentDelay: RecognizerIndex)>()
    /// Each sheet's dismissal pan (§12.1).
    private(set) var ofSheets = IndexedList<SheetIndex, RecognizerIndex>()
    /// Each zooming scroll view's pinch (§16.1).
    private(set) var ofZooms: [ScrollIndex: RecognizerIndex] = [:]
    /// Each context menu's press (§15.1).
    private(set) var ofMenus = IndexedList<MenuIndex, RecognizerIndex>()
    /// The two recognizers of each table with swipe actions (§14.1, §14.4).
    private(set) var ofSwipeTables = IndexedList<SwipeTableIndex, (pan: RecognizerIndex, dismissal: RecognizerIndex)>()
    /// The failure requirements delegates set up (§3.11) that `requireToFail` does not also
    /// make, by (waiting, required): what `--explain` says of them.
    private(set) var failureOrigins: [RecognizerPair: FailureRequirementOrigin] = [:]

    subscript(r: RecognizerIndex) -> Entry {
        _read { yield entries[r] }
    }

    /// The recognizers of `tree`: every entry first, since recognizers name others by id, then
    /// the arena's view of each, in the same order, with those ids resolved. Nothing else is
    /// held meanwhile: a tree may have 100,000s of recognizers.
    init(tree: ViewTree) {
        let count =
            tree.recognizerSpecs.count + UIKitObjectModel.ScrollViewRecognizer.allCases.count * tree.scrollSpecs.count
            + tree.sheetSpecs.count + tree.menuViews.count + SwipeRecognizer.allCases.count * tree.swipeTables.count
            + tree.scrollSpecs.count { $0.spec.zoom.zooms }
        entries.reserveCapacity(count)
        ofScrollViews.reserveCapacity(tree.scrollSpecs.count)
        var failureMembers = IndexedList<RecognizerIndex, FailureRequirements.Member>()
        Self.walk(tree) { view, s, spec in
            ofScrollViews.append((entries.nextIndex, RecognizerIndex(entries.count + 1)))
            for kind in UIKitObjectModel.ScrollViewRecognizer.allCases {
                let pan = kind == .pan ? spec.panGestureRecognizer : ScrollPanSpec()
                let id = kind.id(ofScrollView: tree[view].id)
                entries.append(
                    Entry(
                        id: id, view: view, owner: .scrollView(s, kind), shouldBegin: pan.shouldBegin,
                        shouldReceiveTouch: .inherited))
                failureMembers.append(
                    .init(
                        id: id, view: view,
                        recognizerClass: kind == .pan ? .scrollViewPan : .scrollViewDelayedTouchesBegan,
                        rules: pan.failureRules))
            }
            if spec.zoom.zooms {
                let id = UIKitObjectModel.zoomPinchID(ofScrollView: tree[view].id)
                ofZooms[s] = entries.nextIndex
                entries.append(.uikits(id, on: view, owner: .zoom(s)))
                failureMembers.append(.init(id: id, view: view, recognizerClass: .pinch, rules: FailureRules()))
            }
        } sheet: { view, k in
            ofSheets.append(entries.nextIndex)
            let id = UIKitObjectModel.dismissPanID(ofSheet: tree[view].id)
            entries.append(.uikits(id, on: view, owner: .sheet(k)))
            // UIKit's own pan subclass, whose delegate the app does not implement.
            failureMembers.append(.init(id: id, view: view, recognizerClass: .pan, rules: FailureRules()))
        } swipeTable: { view, k in
            ofSwipeTables.append((entries.nextIndex, RecognizerIndex(entries.count + 1)))
            for kind in SwipeRecognizer.allCases {
                let table = tree[view].id
                let id =
                    kind == .pan
                    ? UIKitObjectModel.swipeActionsID(ofTable: table)
                    : UIKitObjectModel.swipeDismissalID(ofTable: table)
                entries.append(.uikits(id, on: view, owner: .swipeActions(k, kind)))
                // UIKit's private subclasses of a pan and of a plain recognizer, delegated to the
                // table's swipe handler, not the app.
                failureMembers.append(
                    .init(
                        id: id, view: view, recognizerClass: kind == .pan ? .pan : .gestureRecognizer,
                        rules: FailureRules()))
            }
        } menu: { view, m in
            ofMenus.append(entries.nextIndex)
            let id = UIKitObjectModel.contextMenuID(ofView: tree[view].id)
            entries.append(.uikits(id, on: view, owner: .contextMenu(m)))
            // UIKit's own long press, whose delegate the app does not implement.
            failureMembers.append(.init(id: id, view: view, recognizerClass: .longPress, rules: FailureRules()))
        } declared: { view, spec in
            entries.append(
                Entry(
                    id: spec.id, view: view, owner: .declared(spec.kind), shouldBegin: spec.shouldBegin,
                    shouldReceiveTouch: spec.shouldReceiveTouch))
            failureMembers.append(
                .init(
                    id: spec.id, view: view, recognizerClass: RecognizerClass(spec.kind.type), rules: spec.failureRules)
            )
        }
        let windowSize = tree.nodes.elements.first?.frame.size ?? Size(0, 0)
        var byID: [String: RecognizerIndex] = [:]
        byID.reserveCapacity(count)
        for r in entries.indices where byID[entries[r].id] == nil { byID[entries[r].id] = r }
        members.reserveCapacity(count)
        Self.walk(tree) { [ofScrollViews] view, s, spec in
            for (kind, enabled, machine) in ScrollViews.recognizers(for: spec, boundsSize: tree[view].frame.size) {
                let settings = UIKitObjectModel.settings(of: kind)
                // A scroll view's pan names other recognizers by id (§5.8).
                let pan = kind == .pan ? spec.panGestureRecognizer : nil
                members.append(
                    ArenaMember(
                        settings: .init(
                            view: view, role: kind == .delayedTouchesBegan ? .contentDelay : .ordinary,
                            enabled: enabled, cancelsTouchesInView: settings.cancelsTouchesInView,
                            delaysTouchesBegan: settings.delaysTouchesBegan,
                            delaysTouchesEnded: settings.delaysTouchesEnded,
                            requirements: pan?.requireToFail.compactMap { byID[$0] } ?? [],
                            simultaneity: pan.map {
                                Self.simultaneity($0.recognizeSimultaneouslyWith, byID: byID)
                                    .adding(tree.pager(above: view).map { ofScrollViews[$0].pan })
                            } ?? .some([]))))
                machines.append(machine)
            }
            if spec.zoom.zooms {
                // UIKit's pinch zooms while the pan follows the same fingers (§16.2).
                members.append(
                    ArenaMember(
                        settings: .init(
                            view: view, role: .ordinary, enabled: true, cancelsTouchesInView: true,
                            delaysTouchesBegan: false, delaysTouchesEnded: true, requirements: [],
                            simultaneity: .some([ofScrollViews[s].pan]))))
                machines.append(.pinch(PinchMachine()))
            }
        } sheet: { [ofScrollViews] view, k in
            // UIKit's sheet recognizes together with the pans of the scroll views inside it,
            // and decides itself which of them moves (§12.2).
            let inside = tree.scrollSpecs.indices.filter { tree.isDescendant(tree.scrollSpecs[$0].view, of: view) }
            members.append(
                ArenaMember(
                    settings: .init(
                        view: view, role: .ordinary, enabled: tree.sheetSpecs[k.position].interactive,
                        cancelsTouchesInView: true, delaysTouchesBegan: false, delaysTouchesEnded: true,
                        requirements: [], simultaneity: .some(inside.map { ofScrollViews[ScrollIndex($0)].pan }))))
            machines.append(.pan(PanMachine(minimumTouches: 1, maximumTouches: nil, beginAxes: [.vertical])))
        } swipeTable: { [ofScrollViews, ofSwipeTables] view, k in
            Self.appendSwipeRecognizers(
                on: view, own: ofSwipeTables[k], tablePan: tree[view].scrollIndex.map { ofScrollViews[$0].pan },
                members: &members, machines: &machines)
        } menu: { view, _ in
            // A long press with UIKit's defaults for a recognizer: it cancels the touches of the
            // views once the menu shows (§15.2).
            members.append(
                ArenaMember(
                    settings: .init(
                        view: view, role: .ordinary, enabled: tree.contextMenusExist, cancelsTouchesInView: true,
                        delaysTouchesBegan: false, delaysTouchesEnded: true, requirements: [], simultaneity: .some([])))
            )
            machines.append(
                .longPress(
                    LongPressMachine(
                        pressDuration: Constants.contextMenuPressDuration,
                        allowableMovement: Constants.contextMenuAllowableMovement, touchesRequired: 1, tapsRequired: 0))
            )
        } declared: { view, spec in
            members.append(Self.member(spec, on: view, byID: byID))
            machines.append(RecognizerMachine(spec.kind, windowSize: windowSize))
        }
        for edge in FailureRequirements.edges(of: failureMembers, in: tree)
        where !members[edge.waiting].settings.requirements.contains(edge.required) {
            members[edge.waiting].settings.requirements.append(edge.required)
            failureOrigins[RecognizerPair(waiting: edge.waiting, required: edge.required)] = edge.origin
        }
    }

    /// Visits the recognizers of `tree` in tree order, a scroll view's own two (§5.1), a
    /// sheet's dismissal pan (§12.1), a table's swipe-action recognizers (§14) and a context menu's
    /// press (§15.1) before those declared on its view: `scrollView` once for each scroll view,
    /// with its index and settings, `sheet` once for each sheet, `swipeTable` once for each table
    /// with swipe actions, `menu` once for each context menu, and `declared` for each declared
    /// recognizer.
    private static func walk(
        _ tree: ViewTree, scrollView: (ViewIndex, ScrollIndex, ScrollSpec) -> Void,
        sheet: (ViewIndex, SheetIndex) -> Void, swipeTable: (ViewIndex, SwipeTableIndex) -> Void,
        menu: (ViewIndex, MenuIndex) -> Void,
        declared: (ViewIndex, RecognizerSpec) -> Void
    ) {
        var specs = tree.recognizerSpecs[...]
        var sheets = 0
        var swipeTables = 0
        var menus = 0
        for view in tree.nodes.indices {
            if let s = tree[view].scrollIndex { scrollView(view, s, tree.scrollSpecs[s.position].spec) }
            if sheets < tree.sheetSpecs.count, tree.sheetSpecs[sheets].view == view {
                sheet(view, SheetIndex(sheets))
                sheets += 1
            }
            if swipeTables < tree.swipeTables.count, tree.swipeTables[swipeTables].table == view {
                swipeTable(view, SwipeTableIndex(swipeTables))
                swipeTables += 1
            }
            if menus < tree.menuViews.count, tree.menuViews[menus] == view {
                menu(view, MenuIndex(menus))
                menus += 1
            }
            while let next = specs.first, next.view == view {
                declared(view, next.spec)
                specs = specs.dropFirst()
            }
        }
    }

    /// §14.1, §14.4: the arena's view of a table's swipe-actions pan and dismissal recognizer,
    /// and their machines. The pan begins only on horizontal motion, after 25 pt, with a pan's
    /// defaults otherwise [IMPL: `_UISwipeHandler` forbids it vertical panning and sets its
    /// hysteresis; COMM: its printed description shows no other setting]. The dismissal
    /// recognizer starts disabled and delays touches began [COMM: `UISwipeDismissalGestureRecognizer
    /// …; enabled = NO; delaysTouchesBegan = YES`]; it recognizes together with the swipe pan and
    /// the table's own pan [IMPL: its delegate allows the swipe pan and recognizers of the
    /// container view].
    private static func appendSwipeRecognizers(
        on view: ViewIndex, own: (pan: RecognizerIndex, dismissal: RecognizerIndex), tablePan: RecognizerIndex?,
        members: inout IndexedList<RecognizerIndex, ArenaMember>, machines: inout RecognizerMachines.Builder
    ) {
        members.append(
            ArenaMember(
                settings: .init(
                    view: view, role: .ordinary, enabled: true, cancelsTouchesInView: true, delaysTouchesBegan: false,
                    delaysTouchesEnded: true, requirements: [], simultaneity: .some([]))))
        machines.append(
            .pan(
                PanMachine(
                    minimumTouches: 1, maximumTouches: nil, beginAxes: [.horizontal],
                    hysteresisDistance: Constants.swipeActionsHysteresis)))
        members.append(
            ArenaMember(
                settings: .init(
                    view: view, role: .ordinary, enabled: false, cancelsTouchesInView: true, delaysTouchesBegan: true,
                    delaysTouchesEnded: true, requirements: [],
                    simultaneity: .some([own.pan] + (tablePan.map { [$0] } ?? [])))))
        machines.append(.touchDown(TouchDownMachine()))
    }

    /// The arena's view of every recognizer, handed over once so that it is not held twice: the
    /// arena changes its copies from the first step on.
    mutating func takeMembers() -> IndexedList<RecognizerIndex, ArenaMember> {
        defer { members = IndexedList() }
        return members
    }

    /// The recognizers' machines, handed over once as `takeMembers()` hands the members.
    mutating func takeMachines() -> RecognizerMachines { RecognizerMachines(&machines) }

    /// A declared recognizer as the arena holds it; ids it names are resolved (the reader
    /// checked that they exist).
    private static func member(_ spec: RecognizerSpec, on view: ViewIndex, byID: [String: RecognizerIndex])
        -> ArenaMember
    {
        ArenaMember(
            settings: .init(
                view: view, role: .ordinary, enabled: spec.enabled, cancelsTouchesInView: spec.cancelsTouchesInView,
                delaysTouchesBegan: spec.delaysTouchesBegan, delaysTouchesEnded: spec.delaysTouchesEnded,
                requirements: spec.requireToFail.compactMap { byID[$0] },
                simultaneity: simultaneity(spec.recognizeSimultaneouslyWith, byID: byID)))
    }

    /// The recognizers a delegate lets recognize together with its own (§3.4).
    private static func simultaneity(_ spec: SimultaneitySpec, byID: [String: RecognizerIndex])
        -> ArenaSettings.Simultaneity
    {
        switch spec {
        case .all: return .all
        case .ids(let ids): return .some(ids.compactMap { byID[$0] })
        }
    }

    /// The summary's entries, in tree order.
    func summary(tree: ViewTree, arena: RecognizerArena) -> [Summary.GestureEntry] {
        entries.indices.map { r in
            .init(gesture: entries[r].id, view: tree[entries[r].view].id, states: arena.reported(by: r))
        }
    }
}

/// A waiting recognizer and one it requires to fail (§3.5, §3.11).
struct RecognizerPair: Hashable {
    let waiting: RecognizerIndex
    let required: RecognizerIndex
}
