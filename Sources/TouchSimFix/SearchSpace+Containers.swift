import TouchSimCore
import TouchSimFormat
import TouchSimOutput
import TouchSimReader

/// The changes of the containers UIKit builds its own recognizers for (docs/model.md §12–§16):
/// a sheet's `isModalInPresentation`, a view's context menu interaction, a scroll view's zoom
/// limits and view for zooming, its refresh control, a row's swipe actions. Only settings an app
/// really writes: UIKit's recognizers themselves (the dismissal pan, the menu's press, the
/// swipe-actions pan) are private and keep their keys (docs/format.md §2.13, §2.15, §2.17).
extension SearchSpace {
    /// Every container change of `node`, a node a touch reaches, in the order of
    /// docs/cli/fix.md's table.
    func containerChanges(_ node: Int) -> [Change] {
        let spec = index.nodes[node].spec
        var result: [Change] = []
        if let presentation = spec.presentation, presentation.style != .fullScreen {
            result += presentationChanges(node, presentation)
        }
        if spec.contextMenu {
            result.append(contextMenuChange(node, adding: false))
        } else if heldDowns.contains(where: { index.visibleFrames[node].contains($0) }), touched.contains(node) {
            result.append(contextMenuChange(node, adding: true))
        }
        if spec.scroll != nil, index.nodes[node].privateOwner == nil {
            result += zoomChanges(node) + refreshControlChanges(node)
        }
        if let swipe = spec.swipeActions, index.isCell(index.nodes[node]) {
            result += swipeActionChanges(node, swipe)
        }
        return result
    }

    // MARK: Sheets (docs/model.md §12)

    /// §12.4: `isModalInPresentation` refuses the interactive dismissal, or allows it again. Set
    /// by the presented view controller itself, usually while it holds unsaved changes (§12.5).
    /// §12.1: presented full screen instead, it has no dismissal pan at all, the old design apps
    /// kept when iOS 13 made sheets the default [COMM Sarun W., "Modality changes in iOS 13"];
    /// UIKit reads the style when it presents the view controller.
    private func presentationChanges(_ node: Int, _ presentation: PresentationSpec) -> [Change] {
        let target = index.nodes[node]
        let id = target.spec.id
        let owner =
            target.spec.viewController.map { "in \($0), the view controller whose view is \(id)" }
            ?? "in the view controller whose view is \(id)"
        func change(_ style: PresentationStyle, modal: Bool, swift: [String], removes: String?) -> Change {
            let value = "{\"style\":\"\(style.rawValue)\",\"modalInPresentation\":\(modal)}"
            return Change(
                override: KeyOverride(target: id, key: "presentation", valueText: value), swift: swift,
                removes: removes)
        }
        let modal = !presentation.modalInPresentation
        return [
            change(
                presentation.style, modal: modal,
                swift: ["// \(owner) (while its edits are unsaved, for instance)", "isModalInPresentation = \(modal)"],
                removes: modal ? "dismissing \(id) by a drag" : nil),
            change(
                .fullScreen, modal: presentation.modalInPresentation,
                swift: ["// \(owner), before it is presented", "modalPresentationStyle = .fullScreen"],
                removes: "\(id) as a sheet (full screen, no drag dismisses it)"),
        ]
    }

    // MARK: Context menus (docs/model.md §15)

    /// §15.1, §15.5: without its interaction the view has no menu's press to compete for its
    /// touches; with one, the press cancels the view's touches once a finger has rested on it
    /// 500 ms (§15.2), so a menu is added only where a trace's finger rests that long.
    private func contextMenuChange(_ node: Int, adding: Bool) -> Change {
        let id = index.nodes[node].spec.id
        let swift =
            adding
            ? [
                "// \(id) with a menu: self returns it from contextMenuInteraction(_:configurationForMenuAtLocation:)",
                "\(id).addInteraction(UIContextMenuInteraction(delegate: self))",
            ]
            : [
                "// \(id) without its menu (for a cell: return nil from contextMenuConfigurationForItemAt)",
                "for interaction in \(id).interactions where interaction is UIContextMenuInteraction {",
                "    \(id).removeInteraction(interaction)", "}",
            ]
        return Change(
            override: KeyOverride(target: id, key: "contextMenu", valueText: "\(adding)"), swift: swift,
            removes: adding ? nil : "\(id)'s context menu")
    }

    /// Where a finger went down and rested, within the press's allowable movement, at least as
    /// long as a context menu's press needs (§15.1), in the order the fingers went down.
    static func heldDowns(in traces: [FixTrace]) -> [Point] {
        var result: [Point] = []
        for trace in traces {
            var downs: [Int: TouchEvent] = [:]
            for case .touches(let events) in trace.steps {
                for event in events {
                    if event.phase == .down {
                        downs[event.touch] = event
                        continue
                    }
                    guard let down = downs[event.touch] else { continue }
                    let strayed = event.location.distance(to: down.location) > Constants.contextMenuAllowableMovement
                    if strayed || event.phase != .move {
                        downs[event.touch] = nil
                        if !(event.time < down.time + Constants.contextMenuPressDuration) {
                            result.append(down.location)
                        }
                    }
                }
            }
        }
        return result
    }

    // MARK: Zooming (docs/model.md §16)

    /// §16.1: the limits and the view for zooming decide whether UIKit's pinch exists, and only
    /// a pinch uses them, so they are tried only where a trace's two fingers pinch. A scroll
    /// view without a view for zooming gets the subview under the fingers, its limits
    /// tried with that view. Limits that do not zoom get a maximum of 3× for a pinch that
    /// spreads, a minimum of half for one that closes; a zooming scroll view at its minimum
    /// stops zooming with its maximum there.
    private func zoomChanges(_ node: Int) -> [Change] {
        let target = index.nodes[node]
        let id = target.spec.id
        let zoom = target.spec.scroll!.zoom
        let pinches = pinchDirections(in: node)
        guard !pinches.isEmpty, let content = zoom.viewForZooming ?? pinchedContent(of: node) else { return [] }
        var result: [Change] = []
        if zoom.viewForZooming == nil {
            result.append(
                Change(
                    override: KeyOverride(target: id, key: "viewForZooming", valueText: "\"\(content)\""),
                    swift: [
                        "// in \(id).delegate:", "func viewForZooming(in scrollView: UIScrollView) -> UIView? {",
                        "    return \(content)", "}",
                    ]))
        }
        func limit(_ key: String, _ value: Double) -> Change {
            let text = NumberFormat.string(value)
            return Change(
                override: KeyOverride(target: id, key: key, valueText: text),
                swift: SwiftSnippet.assignment(target, property: key, value: text))
        }
        if zoom.maximumZoomScale > zoom.minimumZoomScale {
            guard zoom.viewForZooming != nil, zoom.zoomScale == zoom.minimumZoomScale else { return result }
            var off = limit("maximumZoomScale", zoom.minimumZoomScale)
            off.removes = "\(id) zooming"
            result.append(off)
        } else {
            if pinches.contains(true) { result.append(limit("maximumZoomScale", max(3, zoom.minimumZoomScale * 3))) }
            if pinches.contains(false) { result.append(limit("minimumZoomScale", zoom.minimumZoomScale / 2)) }
        }
        return result
    }

    /// The subview of a scroll view under the first pinch's fingers in it: the view an app
    /// returns for zooming (§16.1), found by frame, since a photo's image view takes no touches
    /// and hit-testing passes over it.
    private func pinchedContent(of node: Int) -> String? {
        let frame = index.visibleFrames[node]
        guard let pinch = pinches.first(where: { frame.contains($0.starts.0) && frame.contains($0.starts.1) }) else {
            return nil
        }
        let child = index.nodes.indices.first { child in
            index.nodes[child].parent == node && index.nodes[child].privateOwner == nil
                && index.visibleFrames[child].contains(pinch.starts.0)
        }
        return child.map { index.nodes[$0].spec.id }
    }

    /// Whether each pinch that starts in `node`'s visible frame spreads (true) or closes.
    private func pinchDirections(in node: Int) -> [Bool] {
        let frame = index.visibleFrames[node]
        return pinches.filter { frame.contains($0.starts.0) && frame.contains($0.starts.1) }.map(\.spreads)
    }

    /// Two fingers of a trace with fingers down together, one gone down after the other, and
    /// whether they ended farther apart than they started; neither when their distance did
    /// not change (two fingers dragging side by side).
    static func pinches(in traces: [FixTrace]) -> [Pinch] {
        var result: [Pinch] = []
        for trace in traces where trace.original.hadSimultaneousTouches {
            let strokes = trace.strokes
            for (a, b) in zip(strokes, strokes.dropFirst()) {
                let before = a[0].distance(to: b[0])
                let after = a[a.count - 1].distance(to: b[b.count - 1])
                if after != before { result.append(Pinch(starts: (a[0], b[0]), spreads: after > before)) }
            }
        }
        return result
    }

    /// Two fingers of a trace moving apart or together.
    struct Pinch {
        var starts: (Point, Point)
        var spreads: Bool
    }

    // MARK: Pull to refresh (docs/model.md §13)

    /// §13: taking the refresh control away (`refreshControl = nil`, as apps do while editing)
    /// takes pull to refresh away; adding one makes content that fits bounce (§13.1), so it is
    /// tried on a short list (content that fits both ways, not a carousel) a trace pulls down.
    /// Both act only on a drag.
    private func refreshControlChanges(_ node: Int) -> [Change] {
        let target = index.nodes[node]
        let id = target.spec.id
        let scroll = target.spec.scroll!
        var change: Change
        if scroll.refreshControl {
            change = Change(
                override: KeyOverride(target: id, key: "refreshControl", valueText: "false"),
                swift: SwiftSnippet.assignment(target, property: "refreshControl", value: "nil"),
                removes: "\(id)'s pull to refresh")
        } else {
            let inset = scroll.contentInset
            let bounds = target.spec.frame.size
            guard scroll.bounces, !scroll.alwaysBounceVertical, strokeDirections(in: node).contains(.down),
                scroll.contentSize.height <= bounds.height - inset.top - inset.bottom,
                scroll.contentSize.width <= bounds.width - inset.left - inset.right
            else { return [] }
            change = Change(
                override: KeyOverride(target: id, key: "refreshControl", valueText: "true"),
                swift: [
                    "// its valueChanged action reloads \(id)'s content",
                    "\(id).refreshControl = UIRefreshControl()",
                ])
        }
        change.actsOnMovement = true
        return [change]
    }

    // MARK: Swipe actions (docs/model.md §14)

    /// §14: a row's actions on each side and whether a full swipe performs the first one. A
    /// side's actions taken away (its configuration nil) removes that swipe; a side without
    /// actions gets one where a trace drags that way on the row (to the left reveals the
    /// trailing ones, §14.1). Each acts only on a drag.
    private func swipeActionChanges(_ node: Int, _ swipe: SwipeActionsSpec) -> [Change] {
        let row = index.nodes[node].spec.id
        let table =
            index.pathToRoot(from: node).dropFirst().first {
                index.classes.isKind(index.nodes[$0].spec.className, of: "UITableView")
            }.map { index.nodes[$0].spec.id } ?? "the table"
        let directions = strokeDirections(in: node)
        var result: [Change] = []
        for (side, way) in [(SwipeSide.trailing, PanDirection.left), (.leading, .right)] {
            let key = side.rawValue + "SwipeActions"
            let method = "tableView(_:\(side.rawValue)SwipeActionsConfigurationForRowAt:)"
            if swipe.actions(on: side) > 0 {
                result.append(
                    Change(
                        override: KeyOverride(target: row, key: key, valueText: "0"),
                        swift: ["// \(table)'s delegate: return nil from \(method) for \(row)"],
                        removes: "\(row)'s \(side.rawValue) swipe actions"))
            } else if directions.contains(way) {
                result.append(
                    Change(
                        override: KeyOverride(target: row, key: key, valueText: "1"),
                        swift: [
                            "// \(table)'s delegate: return this from \(method) for \(row)",
                            "let configuration = UISwipeActionsConfiguration(actions: [",
                            "    UIContextualAction(style: .normal, title: \"Action\") { _, _, completion in completion(true) }",
                            "])",
                        ]))
            }
        }
        if swipe.trailing + swipe.leading > 0 {
            let full = !swipe.performsFirstActionWithFullSwipe
            result.append(
                Change(
                    override: KeyOverride(target: row, key: "performsFirstActionWithFullSwipe", valueText: "\(full)"),
                    swift: [
                        "// in \(table)'s delegate, where it makes \(row)'s UISwipeActionsConfiguration",
                        "configuration.performsFirstActionWithFullSwipe = \(full)",
                    ],
                    removes: full ? nil : "\(row)'s full swipe"))
        }
        for i in result.indices { result[i].actsOnMovement = true }
        return result
    }
}
