/// The context menus of the views with a `UIContextMenuInteraction` (docs/model.md §15): whether
/// each shows, and what its press and later touches do to it. The press is a recognizer in the
/// arena (`<viewId>.contextMenu`); this only follows its states. It prints nothing: it returns
/// the lines for the engine to print, in order.
struct ContextMenus {
    /// Where one view's menu is.
    enum Phase: Equatable {
        case hidden
        /// On screen; `pressing` while the finger that showed it is still down (§15.2).
        case shown(pressing: Bool)
    }

    /// One view's menu.
    struct Menu {
        let view: ViewIndex
        var phase = Phase.hidden
        /// Everything it did, for the summary.
        var events = RunList<ContextMenuEvent>()
    }

    /// Every menu, in tree order.
    private(set) var menus = IndexedList<MenuIndex, Menu>()
    /// The menu on screen whose press is over: the next touch goes to it (§15.3). Kept rather
    /// than searched for, as every `down` asks.
    private var covering: MenuIndex?

    /// The menus of `tree`'s views with a context menu interaction.
    init(tree: ViewTree) {
        for view in tree.menuViews { menus.append(Menu(view: view)) }
    }

    /// The menu's reaction to its press entering `state` (§15.2, §15.3): the lines to print.
    mutating func pressDidChange(_ m: MenuIndex, to state: RecognizerState) -> [(RecordEvent, Cause)] {
        switch (state, menus[m].phase) {
        case (.began, _):
            menus[m].phase = .shown(pressing: true)
            return [record(m, .shown, .contextMenuPressed)]
        case (.ended, .shown):
            // The menu stays on screen after the lift, until a later touch dismisses it.
            menus[m].phase = .shown(pressing: false)
            covering = m
            return []
        case (.cancelled, .shown):
            menus[m].phase = .hidden
            return [record(m, .cancelled, .contextMenuPressCancelled)]
        default:
            return []
        }
    }

    /// §15.3: a touch goes down while a menu shows and its press is over. The menu's window,
    /// above the app's, takes the touch and the menu closes: its view is returned with the line
    /// to print; nil when no menu covers the screen.
    mutating func dismissForNewTouch() -> (view: ViewIndex, line: (RecordEvent, Cause))? {
        guard let m = covering else { return nil }
        covering = nil
        menus[m].phase = .hidden
        return (menus[m].view, record(m, .dismissed, .contextMenuCovers(menus[m].view)))
    }

    private mutating func record(_ m: MenuIndex, _ event: ContextMenuEvent, _ cause: Cause) -> (RecordEvent, Cause) {
        menus[m].events.append(event)
        return (.contextMenu(view: menus[m].view, event: event), cause)
    }

    /// The summary's entries, in tree order: only the menus that showed (docs/format.md §3.4),
    /// so that a grid of a hundred photos with menus does not list a hundred that did nothing.
    /// A menu's every event follows its showing, so "showed" is "has an event".
    func summary(tree: ViewTree) -> [Summary.ContextMenuEntry] {
        menus.elements.filter { !$0.events.isEmpty }.map { .init(view: tree[$0.view].id, events: $0.events) }
    }
}
