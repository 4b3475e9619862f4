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
    private var ids = IdAllocator()
    private var declaredClasses: Set<String> = []

    init(viewControllers: [String: String]) { self.viewControllers = viewControllers }

    /// The scenario view of `node` and its subviews; `cellClass` is the class of the cells of its
    /// superview when that is a table or collection view (where a `…Cell` is such a cell).
    mutating func view(_ node: DumpNode, isRoot: Bool, cellClass: String? = nil) -> ScenarioView {
        let description = node.description
        let name = ScenarioNames.readable(description.className)
        let isScrollView = description["contentOffset"] != nil
        let builtIn = DumpClasses.builtIn(
            of: name, baseClass: description["baseClass"].map { ScenarioNames.readable(String($0)) },
            isScrollView: isScrollView, cellClass: cellClass)
        var members = [
            ScenarioMember("id", .string(isRoot ? ids.unique("window") : ids.unique(ScenarioNames.idStem(name))))
        ]
        if !(isRoot && name == "UIWindow") { members.append(ScenarioMember("class", .string(name))) }
        if !DumpClasses.builtIns.contains(name) && declaredClasses.insert(name).inserted {
            members.append(ScenarioMember("superclass", .string(builtIn)))
        }
        if node.frame == nil { warnings.append((node.line, "no frame that can be read; (0 0; 0 0) assumed")) }
        members.append(ScenarioMember("frame", numbers(node.frame ?? [0, 0, 0, 0], line: node.line)))
        if description["hidden"].flatMap(DumpValues.bool) == true {
            members.append(ScenarioMember("hidden", .bool(true)))
        }
        if let alpha = description["alpha"].flatMap(DumpValues.number), alpha != 1 {
            members.append(ScenarioMember("alpha", .number(min(1, max(0, alpha)))))
        }
        // The description names userInteractionEnabled only when it is NO.
        let interactionOff = description["userInteractionEnabled"].flatMap(DumpValues.bool) == false
        let offByDefault = builtIn == "UILabel" || builtIn == "UIImageView"
        if interactionOff != offByDefault {
            members.append(ScenarioMember("userInteractionEnabled", .bool(!interactionOff)))
        }
        if !isRoot, let address = description.address, let controller = viewControllers[address] {
            members.append(ScenarioMember("viewController", .string(controller)))
        }
        if ["UIScrollView", "UITableView", "UICollectionView"].contains(builtIn) {
            members += scrollKeys(description, line: node.line)
        }
        if builtIn == "UISlider", let value = description["value"].flatMap(DumpValues.number) {
            members += sliderValue(value, line: node.line)
        }
        members.append(ScenarioMember("comment", .string(comment(node, name: name))))
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
        let subviews = node.subviews.map { view($0, isRoot: false, cellClass: cells) }
        return ScenarioView(members: members, subviews: subviews)
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

    /// `contentSize`, `contentOffset` and `contentInset` where they differ from touchsim's defaults.
    private mutating func scrollKeys(_ description: ViewDescription, line: Int) -> [ScenarioMember] {
        var members: [ScenarioMember] = []
        if let size = description["contentSize"].flatMap({ DumpValues.braced($0, count: 2) }) {
            if size.allSatisfy({ $0 >= 0 }) {
                members.append(ScenarioMember("contentSize", numbers(size, line: line)))
            } else {
                warnings.append((line, "a negative contentSize; left out"))
            }
        }
        if let offset = description["contentOffset"].flatMap({ DumpValues.braced($0, count: 2) }), offset != [0, 0] {
            members.append(ScenarioMember("contentOffset", numbers(offset, line: line)))
        }
        // The adjusted inset is the one UIKit scrolls with (iOS 11+: the safe area included).
        let inset = description["adjustedContentInset"] ?? description["contentInset"]
        if let inset = inset.flatMap({ DumpValues.braced($0, count: 4) }), inset != [0, 0, 0, 0] {
            members.append(ScenarioMember("contentInset", numbers(inset, line: line)))
        }
        return members
    }

    /// `line N: <Class: 0x…>`, the class as the dump spells it, and a label's or cell's text.
    private func comment(_ node: DumpNode, name: String) -> String {
        let description = node.description
        guard let address = description.address else { return node.notes.joined(separator: "; ") }
        var text = "line \(node.line): \(description.className) \(address)"
        if let label = description["text"] { text += ", text " + DumpValues.text(label) }
        for note in node.notes { text += "; \(note)" }
        return text
    }

    /// Numbers within the ±1e9 that scenarios take.
    private mutating func numbers(_ values: [Double], line: Int) -> ScenarioValue {
        if values.contains(where: { abs($0) > 1e9 }) { warnings.append((line, "a number beyond ±1e9; clamped")) }
        return .array(values.map { .number(max(-1e9, min(1e9, $0))) })
    }
}
