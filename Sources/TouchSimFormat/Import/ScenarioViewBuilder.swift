import ScenarioText
import TouchSimCore
import TouchSimOutput
import TouchSimReader

/// Turns the views of a dump into the views of a scenario (docs/format.md §2): classes mapped to
/// built-ins, ids made from class names, the keys touchsim reads, and the rest in `comment` and
/// `x-` keys.
struct ScenarioViewBuilder {
    /// View controller names by the address of their view (`_printHierarchy` lines).
    let viewControllers: [String: String]
    /// Line numbers and messages of what could not be taken over.
    private(set) var warnings: [(line: Int, message: String)] = []
    /// What the importer restored on the view being built, for its comment.
    private var restored: [String] = []
    private var ids = IdAllocator()
    private var classes = ClassDeclarations()

    init(viewControllers: [String: String]) { self.viewControllers = viewControllers }

    /// The scenario view of `node` and its subviews; `cellClass` is the class of the cells of its
    /// superview when that is a table or collection view (where a `…Cell` is such a cell).
    mutating func view(_ node: DumpNode, isRoot: Bool, cellClass: String? = nil) -> ScenarioView {
        let description = node.description
        let name = ScenarioNames.readable(description.className)
        let isScrollView = description["contentOffset"] != nil
        let builtIn = self.builtIn(of: description, cellClass: cellClass)
        var members = [
            ScenarioMember("id", .string(isRoot ? ids.unique("window") : ids.unique(ScenarioNames.idStem(name))))
        ]
        if !(isRoot && name == "UIWindow") { members += classes.members(name, builtIn: builtIn) }
        if node.frame == nil { warnings.append((node.line, "no frame that can be read; (0 0; 0 0) assumed")) }
        let printedFrame = node.frame ?? [0, 0, 0, 0]
        switch DumpTransform.outcome(frame: printedFrame, transform: description["transform"]) {
        case .none:
            members.append(ScenarioMember("frame", numbers(printedFrame, line: node.line)))
        case .scaled(let frame, let transform):
            members.append(ScenarioMember("frame", numbers(frame, line: node.line)))
            members.append(ScenarioMember("transform", numbers(transform, line: node.line)))
            restored.append(
                "transform: the printed frame \(pair(printedFrame)) is the box it draws; this frame is untransformed")
        case .refused(let why):
            members.append(ScenarioMember("frame", numbers(printedFrame, line: node.line)))
            warnings.append((node.line, why))
        }
        if description["hidden"].flatMap(DumpValues.bool) == true {
            members.append(ScenarioMember("hidden", .bool(true)))
        }
        if let alpha = description["alpha"].flatMap(DumpValues.number), alpha != 1 {
            members.append(ScenarioMember("alpha", .number(min(1, max(0, alpha)))))
        }
        // The description names userInteractionEnabled only when it is NO; a line cut before its
        // flags says nothing, and the class's default stands.
        let offByDefault = ScenarioClasses.interactionOffByDefault(builtIn)
        let flagsCut = description.isCut && description["layer"] == nil
        let interactionOff =
            description["userInteractionEnabled"].flatMap(DumpValues.bool).map { !$0 } ?? (flagsCut && offByDefault)
        if description.isCut { warnings.append((node.line, cutWarning(builtIn, flagsCut: flagsCut, offByDefault))) }
        if interactionOff != offByDefault {
            members.append(ScenarioMember("userInteractionEnabled", .bool(!interactionOff)))
        }
        if !isRoot, let address = description.address, let controller = viewControllers[address] {
            members.append(ScenarioMember("viewController", .string(controller)))
        }
        if isRoot, let level = DumpClasses.windowLevel(of: name) {
            members.append(ScenarioMember("windowLevel", level))
        }
        if DumpClasses.passingTouchesThrough.contains(name) {
            members.append(ScenarioMember("hitTest", .string("passThrough")))
        }
        if ["UIScrollView", "UITableView", "UICollectionView", "UITextView"].contains(builtIn) {
            members += scrollKeys(node)
        }
        // `scrollView.refreshControl` is a UIRefreshControl among the scroll view's subviews.
        let refresh =
            ["UIScrollView", "UITableView", "UICollectionView"].contains(builtIn)
            ? node.subviews.firstIndex(where: Self.isRefreshControl) : nil
        if let refresh {
            members.append(ScenarioMember("refreshControl", .bool(true)))
            let line = node.subviews[refresh].line
            restored.append("refreshControl: the UIRefreshControl of line \(line)")
            warnings.append(
                (
                    line,
                    "a UIRefreshControl: imported as its scroll view's \"refreshControl\": true (docs/model.md §13), not as a view"
                ))
        }
        if let index = node.wrapperIndex, case let others = nonCells(node.subviews.prefix(index)), others > 0 {
            members.append(ScenarioMember("wrapperIndex", .number(Double(others))))
        }
        if let cellScroll = node.cellScroll, !TreeDecoder.builtIn(builtIn, takes: "cellScrollView") {
            warnings.append(
                (
                    node.line,
                    "a UITableViewCellScrollView scrolled to \(pair(cellScroll.offset)) in a \(builtIn), which is no cell: its offset is left out"
                ))
        } else if let cellScroll = node.cellScroll {
            members.append(
                ScenarioMember(
                    "cellScrollView",
                    .object([
                        ScenarioMember("contentOffset", numbers(cellScroll.offset, line: node.line)),
                        ScenarioMember("contentSize", numbers(cellScroll.contentSize, line: node.line)),
                    ])))
            restored.append(
                "its cell scroll view rests at contentOffset \(pair(cellScroll.offset)) (swipe-to-delete open); contentSize \(pair(cellScroll.contentSize)) estimated from the extent of its subviews, as iOS 7 prints none"
            )
            warnings.append(
                (
                    node.line,
                    "the UITableViewCellScrollView is scrolled to \(pair(cellScroll.offset)); kept as the cell's cellScrollView contentOffset, its contentSize \(pair(cellScroll.contentSize)) estimated from its subviews"
                ))
        }
        if builtIn == "UISlider", let value = description["value"].flatMap(DumpValues.number) {
            members += sliderValue(value, line: node.line)
        }
        members = keys(members, takenBy: builtIn, line: node.line)
        members.append(ScenarioMember("comment", .string(comment(node, name: name))))
        restored = []
        if description["clipsToBounds"].flatMap(DumpValues.bool) == true {
            members.append(ScenarioMember("x-clipsToBounds", .bool(true)))
        }
        if let recognizers = description["gestureRecognizers"] {
            let own = isScrollView ? "; touchsim adds a scroll view's own pan itself" : ""
            members.append(
                ScenarioMember(
                    "x-gestureRecognizers",
                    .string(
                        "\(recognizers): fill \"gestureRecognizers\" with the recognizers this view has (docs/format.md §2.7)\(own)"
                    )))
        }
        let cells = UIKitObjectModel.selectionLists.first { $0.list == builtIn }?.cell
        let subviews = node.subviews.enumerated().filter { $0.offset != refresh }.map {
            view($0.element, isRoot: false, cellClass: cells)
        }
        return ScenarioView(members: members, subviews: subviews)
    }

    /// Whether `node` is a UIRefreshControl or a subclass named like one.
    private static func isRefreshControl(_ node: DumpNode) -> Bool {
        ScenarioNames.readable(node.description.className).hasSuffix("RefreshControl")
    }

    /// The built-in class a view of `description` is imported as; `cellClass` as in `view`.
    private func builtIn(of description: ViewDescription, cellClass: String?) -> String {
        let name = ScenarioNames.readable(description.className)
        return classes.declaredBuiltIn(of: name)
            ?? DumpClasses.builtIn(
                of: name, baseClass: description["baseClass"].map { ScenarioNames.readable(String($0)) },
                isScrollView: description["contentOffset"] != nil, cellClass: cellClass)
    }

    /// How many of a table's `subviews` are not its cells: a wrapper's index counts only those
    /// (docs/format.md §2.6), and a garbled dump can print a cell beside the wrapper. Its
    /// refresh control, imported as a key and not a view, is not counted either.
    private func nonCells(_ subviews: ArraySlice<DumpNode>) -> Int {
        subviews.count {
            builtIn(of: $0.description, cellClass: "UITableViewCell") != "UITableViewCell" && !Self.isRefreshControl($0)
        }
    }

    /// `members` less the keys a view of `builtIn` does not take, each with a warning: a garbled
    /// dump can put what only a table, a cell or a scroll view has on another view, and the
    /// scenario must read back (the reader's own table decides, `TreeDecoder.builtIn(_:takes:)`).
    private mutating func keys(_ members: [ScenarioMember], takenBy builtIn: String, line: Int) -> [ScenarioMember] {
        members.filter { member in
            guard !TreeDecoder.builtIn(builtIn, takes: member.key) else { return true }
            warnings.append((line, "\"\(member.key)\" is not a key of a \(builtIn); left out"))
            return false
        }
    }

    /// A slider's `value: 0.500000`, which puts its thumb where the app's is (docs/model.md §7.6);
    /// nothing, with a warning, for a value outside UIKit's default limits 0…1, since the
    /// description does not give the slider's own limits.
    private mutating func sliderValue(_ value: Double, line: Int) -> [ScenarioMember] {
        guard (0...1).contains(value) else {
            warnings.append(
                (
                    line,
                    "the slider's value \(NumberFormat.string(value)) lies outside the default limits 0 to 1, which the description does not give: add \"minimumValue\", \"maximumValue\" and \"value\" by hand (docs/format.md §2.10)"
                ))
            return []
        }
        return [ScenarioMember("value", .number(value))]
    }

    /// `contentSize`, `contentOffset` and `contentInset` where they differ from touchsim's
    /// defaults, and what iOS does not print restored: the inset of a negative resting offset
    /// (iOS 7–10's `automaticallyAdjustsScrollViewInsets`), a content size from the subviews'
    /// extent (none before iOS 8).
    private mutating func scrollKeys(_ node: DumpNode) -> [ScenarioMember] {
        let description = node.description
        let line = node.line
        var members: [ScenarioMember] = []
        if let size = description["contentSize"].flatMap({ DumpValues.braced($0, count: 2) }) {
            if size.allSatisfy({ $0 >= 0 }) {
                members.append(ScenarioMember("contentSize", numbers(size, line: line)))
            } else {
                warnings.append((line, "a negative contentSize; left out"))
            }
        } else if let extent = DumpNode.extent(of: node.subviews) {
            members.append(ScenarioMember("contentSize", numbers(extent, line: line)))
            restored.append(
                "contentSize \(pair(extent)) estimated from the extent of its subviews: the description prints none (before iOS 8), and a table holds only its visible rows"
            )
            warnings.append(
                (
                    line,
                    "no contentSize in the description (iOS 7 and earlier print none); \(pair(extent)), the extent of its subviews, estimated: set the real one if more content lies beyond them"
                ))
        }
        let offset = description["contentOffset"].flatMap({ DumpValues.braced($0, count: 2) })
        if let offset, offset != [0, 0] {
            members.append(ScenarioMember("contentOffset", numbers(offset, line: line)))
        }
        // The adjusted inset is the one UIKit scrolls with (iOS 11+: the safe area included).
        let printed = (description["adjustedContentInset"] ?? description["contentInset"])
            .flatMap { DumpValues.braced($0, count: 4) }
        if let inset = printed, inset != [0, 0, 0, 0] {
            members.append(ScenarioMember("contentInset", numbers(inset, line: line)))
        } else if printed == nil, let offset, offset[0] < 0 || offset[1] < 0 {
            let inset = [max(0, -offset[1]), max(0, -offset[0]), 0, 0]
            members.append(ScenarioMember("contentInset", numbers(inset, line: line)))
            restored.append(
                "contentInset [\(inset.map(NumberFormat.string).joined(separator: ", "))] restored from its resting contentOffset \(pair(offset)): on iOS 7 to 10 automaticallyAdjustsScrollViewInsets adds the bars' height, which the description does not print"
            )
            warnings.append(
                (
                    line,
                    "a scroll view at rest at contentOffset \(pair(offset)) with no inset printed: contentInset top \(NumberFormat.string(inset[0])), left \(NumberFormat.string(inset[1])) assumed, so it rests where the app's does"
                ))
        }
        return members
    }

    /// `(x, y)`.
    private func pair(_ values: [Double]) -> String {
        "(\(values.map(NumberFormat.string).joined(separator: ", ")))"
    }

    /// What a cut line keeps: its flags, when they were printed, or the class's defaults.
    private func cutWarning(_ builtIn: String, flagsCut: Bool, _ offByDefault: Bool) -> String {
        guard flagsCut else { return "the line is cut off before its closing \">\"; read as far as it goes" }
        return
            "the line is cut off before its flags: the \(builtIn) keeps UIKit's defaults (userInteractionEnabled \(offByDefault ? "NO" : "YES"), not hidden, alpha 1), which the dump may not have shown"
    }

    /// `line N: <Class: 0x…>`, the class as the dump spells it, and a label's or cell's text.
    private func comment(_ node: DumpNode, name: String) -> String {
        let description = node.description
        guard let address = description.address else { return (node.notes + restored).joined(separator: "; ") }
        var text = "line \(node.line): \(description.className) \(address)"
        if let label = description["text"] { text += ", text " + DumpValues.text(label) }
        for note in node.notes + restored { text += "; \(note)" }
        return text
    }

    /// Numbers within the ±1e9 that scenarios take.
    private mutating func numbers(_ values: [Double], line: Int) -> ScenarioValue {
        if values.contains(where: { abs($0) > 1e9 }) { warnings.append((line, "a number beyond ±1e9; clamped")) }
        return .array(values.map { .number(max(-1e9, min(1e9, $0))) })
    }
}
