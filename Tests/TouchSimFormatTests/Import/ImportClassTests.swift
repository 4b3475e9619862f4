import Foundation
import Testing
import TouchSimCore
import TouchSimFormat
import TouchSimReader

/// A window holding `lines` (each a view line without its pipe) as direct subviews.
private func window(_ lines: [String]) -> String {
    (["<UIWindow: 0x1; frame = (0 0; 390 844)>"] + lines.map { "   | " + $0 }).joined(separator: "\n")
}

@Suite("Classes, ids and the iOS version of an imported dump (docs/format.md §4.10)")
struct ImportClassTests {
    @Test(
        "Class names map to the nearest built-in through superclass: UIKit's, private, module-qualified, mangled, by baseClass or by what the line shows"
    )
    func classes() throws {
        let dump = window([
            "<UITextField: 0x2; frame = (0 0; 10 10)>",
            "<_UIButtonBarButton: 0x3; frame = (0 0; 10 10)>",
            "<Shop.BuyButton: 0x4; frame = (0 0; 10 10)>",
            "<_TtC4Shop9PriceView: 0x5; frame = (0 0; 10 10)>",
            "<_TtCC4Shop4Cart4Cell: 0x6; frame = (0 0; 10 10)>",
            "<Shop.Card: 0x7; baseClass = UIControl; frame = (0 0; 10 10)>",
            "<Shop.Pager: 0x8; frame = (0 0; 10 10); contentOffset: {0, 0}; contentSize: {10, 10}>",
            "<UIButton: 0x9; frame = (0 0; 10 10)>",
            "<UIButton: 0xa; frame = (0 0; 10 10)>",
        ])
        let scene = try importedRoot(dump).scene
        let views = scene.root.subviews
        #expect(
            views.map(\.className) == [
                "UITextField", "_UIButtonBarButton", "Shop.BuyButton", "Shop.PriceView", "Shop.Cart.Cell", "Shop.Card",
                "Shop.Pager", "UIButton", "UIButton",
            ])
        #expect(
            views.map(\.id) == [
                "textField", "buttonBarButton", "buyButton", "priceView", "cell", "card", "pager", "button", "button2",
            ])
        let kinds = views.map { view in
            ["UIScrollView", "UIButton", "UIControl", "UIView"].first { scene.classes.isKind(view.className, of: $0) }!
        }
        #expect(
            kinds == [
                "UIControl", "UIControl", "UIButton", "UIView", "UIView", "UIControl", "UIScrollView", "UIButton",
                "UIButton",
            ])
    }

    @Test(
        "A …Cell is a table cell inside a table, a collection view cell inside a collection view (§10) and a plain view elsewhere; collection view cells never get §8's cell scroll view"
    )
    func cells() throws {
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 390 844)>
               | <UITableView: 0x2; frame = (0 0; 390 400); contentOffset: {0, 0}; contentSize: {390, 400}>
               |    | <Shop.RowCell: 0x3; frame = (0 0; 390 44)>
               | <UICollectionView: 0x4; frame = (0 400; 390 400); contentOffset: {0, 0}; contentSize: {390, 400}>
               |    | <Shop.TileCell: 0x5; frame = (0 0; 100 100)>
            """
        let scene = try importedRoot(dump, ios: IOSVersion(7, 0)).scene
        #expect(scene.classes.isKind("Shop.RowCell", of: "UITableViewCell"))
        #expect(!scene.classes.isKind("Shop.TileCell", of: "UITableViewCell"))
        #expect(scene.classes.isKind("Shop.TileCell", of: "UICollectionViewCell"))
    }

    @Test(
        "§8: the private scroll views are left out and their subviews moved to their superview; the version comes from them",
        arguments: [
            ("<UITableViewCellScrollView: 0x4; frame = (0 0; 390 44); contentOffset: {0, 0}>", "7.0"),
            (
                "<UITableViewWrapperView: 0x4; frame = (0 0; 390 844); contentOffset: {0, 0}; contentSize: {390, 844}>",
                "8.0"
            ),
            ("<UITableViewWrapperView: 0x4; frame = (0 0; 390 844)>", "7.0"),
        ])
    func privateScrollViews(line: String, version: String) throws {
        // iOS 7 prints no contentSize (docs/format.md §4.10, the clues).
        let size = version == "7.0" ? "" : "; contentSize: {390, 2000}"
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 390 844)>
               | <UITableView: 0x2; frame = (0 0; 390 844); contentOffset: {0, 0}\(size)>
               |    | \(line)
               |    |    | <UIButton: 0x5; frame = (300 0; 80 44)>
            """
        let result = try imported(dump)
        #expect(result.scenario.contains("\"ios\": \"\(version)\""))
        #expect(!result.scenario.contains("\"class\": \"UITableView\(line.contains("Wrapper") ? "Wrapper" : "Cell")"))
        let scene = try importedRoot(dump).scene
        #expect(scene.root.subviews[0].subviews.map(\.id) == ["button"])
        #expect(result.warnings.allSatisfy { $0.message.hasPrefix("no contentSize in the description") })
        #expect(result.warnings.count == (version == "7.0" ? 1 : 0))
    }

    @Test("A wrapper at an offset moves its subviews by its origin less its content offset")
    func movedSubviews() throws {
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 390 844)>
               | <UITableView: 0x2; frame = (0 0; 390 844); contentOffset: {0, 0}; contentSize: {390, 2000}>
               |    | <UITableViewWrapperView: 0x3; frame = (0 64; 390 844); contentOffset: {0, 10}; contentSize: {390, 844}>
               |    |    | <UITableViewCell: 0x4; frame = (0 44; 390 44)>
            """
        let cell = try importedRoot(dump).scene.root.subviews[0].subviews[0]
        #expect(cell.frame == Rect(0, 98, 390, 44))
    }

    @Test(
        "adjustedContentInset says iOS 11 or later (17.0 written); of clues that disagree the most specific wins, the other is a warning; --ios wins"
    )
    func versions() throws {
        let modern = window([
            "<UIScrollView: 0x2; frame = (0 0; 390 844); contentOffset: {0, -47}; contentSize: {390, 900}; adjustedContentInset: {47, 0, 34, 0}>"
        ])
        let result = try imported(modern)
        #expect(result.scenario.contains("\"ios\": \"17.0\""))
        #expect(result.scenario.contains("\"contentInset\": [47, 0, 34, 0]"))
        #expect(result.warnings.isEmpty)
        let mixed =
            modern + "\n   |    | <UITableViewCellScrollView: 0x3; frame = (0 0; 390 44); contentOffset: {0, 0}>"
        #expect(
            try imported(mixed).warnings.map(\.rendered) == [
                "dump.txt:2:1: warning: a scroll view printing adjustedContentInset, new in iOS 11 (iOS 11 or later) disagrees with line 3, a UITableViewCellScrollView, which only iOS 7's cells have (iOS 7); ios 7.0 used"
            ])
        let given = try imported(mixed, ios: IOSVersion(9, 3))
        #expect(given.scenario.contains("\"ios\": \"9.3\""))
        #expect(given.warnings.isEmpty)
    }

    @Test("userInteractionEnabled, hidden, alpha, clipsToBounds, recognizers and view controllers are taken over")
    func keys() throws {
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 390 844)>
            <Shop.FeedViewController 0x9>, state: appeared, view: <UIView 0x2>
               | <UIView: 0x2; frame = (0 0; 390 844); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x8>>
               |    | <UIImageView: 0x3; frame = (0 0; 10 10)>
               |    | <UILabel: 0x4; frame = (0 0; 10 10); userInteractionEnabled = NO>
               |    | <UIButton: 0x5; frame = (0 0; 10 10); hidden = YES; alpha = 0.4; userInteractionEnabled = NO>
            """
        let scenario = try imported(dump).scenario
        #expect(scenario.contains("\"x-clipsToBounds\": true"))
        #expect(scenario.contains("\"x-gestureRecognizers\": \"<NSArray: 0x8>: fill"))
        let root = try importedRoot(dump).scene.root
        let view = root.subviews[0]
        #expect(view.viewController == "Shop.FeedViewController")
        #expect(view.subviews.map(\.userInteractionEnabled) == [true, false, false])
        #expect(view.subviews[2].hidden && view.subviews[2].alpha == 0.4)
    }

    @Test(
        "A slider's value is taken over, turning on its value model (docs/model.md §7.6); one outside 0 to 1, whose limits a description does not give, is left out with a warning"
    )
    func sliderValue() throws {
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 390 844)>
               | <UISlider: 0x2; frame = (16 100; 326 31); opaque = NO; layer = <CALayer: 0x6>; value: 0.500000>
               | <UISlider: 0x3; frame = (16 200; 326 31); opaque = NO; layer = <CALayer: 0x7>; value: 50.000000>
            """
        let (scene, warnings) = try importedRoot(dump)
        var half = SliderSpec()
        half.value = 0.5
        #expect(scene.root.subviews.map { $0.control?.value } == [.slider(half), nil])
        // After the warning that the dump does not tell the iOS version.
        #expect(
            warnings.dropFirst() == [
                #"dump.txt:3:1: warning: the slider's value 50 lies outside the default limits 0 to 1, which the description does not give: add "minimumValue", "maximumValue" and "value" by hand (docs/format.md §2.10)"#
            ])
    }

    @Test(
        "A cell scroll view in a view that is no cell, as a garbled dump has it, is left out with a warning, and the scenario reads back (docs/model.md §8)"
    )
    func cellScrollViewOutsideACell() throws {
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 390 844)>
               | <UIView: 0x2; frame = (0 0; 390 844)>
               |    | <UITableViewCellScrollView: 0x3; frame = (0 0; 390 44); contentOffset: {82, 0}; contentSize: {472, 44}>
               |    |    | <UILabel: 0x4; frame = (15 0; 300 44); text = 'Row'>
            """
        let (scene, warnings) = try importedRoot(dump)
        #expect(scene.root.subviews[0].subviews.map(\.className) == ["UILabel"])
        #expect(
            warnings.contains(
                "dump.txt:2:1: warning: a UITableViewCellScrollView scrolled to (82, 0) in a UIView, which is no cell: its offset is left out"
            ))
    }

    @Test("Whether a built-in class takes a key is the reader's own table (docs/format.md §2), subclasses included")
    func keysOfBuiltIns() {
        #expect(TreeDecoder.builtIn("UITableView", takes: "contentSize"))
        #expect(TreeDecoder.builtIn("UITableView", takes: "wrapperIndex"))
        #expect(!TreeDecoder.builtIn("UIScrollView", takes: "wrapperIndex"))
        #expect(TreeDecoder.builtIn("UITableViewCell", takes: "cellScrollView"))
        #expect(!TreeDecoder.builtIn("UIView", takes: "cellScrollView"))
        #expect(TreeDecoder.builtIn("UIButton", takes: "enabled"))
        #expect(!TreeDecoder.builtIn("UILabel", takes: "enabled"))
        #expect(!TreeDecoder.builtIn("UIView", takes: "noSuchKey"))
    }

    @Test(
        "A wrapper's index counts only the table's subviews that are not cells, as the reader does, when a garbled dump prints a cell beside it (docs/format.md §2.6)"
    )
    func wrapperIndexCountsNonCells() throws {
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 320 568)>
               | <UITableView: 0x2; frame = (0 0; 320 568); contentOffset: {0, 0}; contentSize: {320, 132}>
               |    | <UITableViewCell: 0x3; frame = (0 0; 320 44); text = 'Dune'>
               |    | <EmptyStateView: 0x4; frame = (0 0; 320 568)>
               |    | <UITableViewWrapperView: 0x5; frame = (0 0; 320 568); contentOffset: {0, 0}; contentSize: {320, 568}>
               |    |    | <UITableViewCell: 0x6; frame = (0 44; 320 44); text = 'Solaris'>
            """
        let table = try importedRoot(dump, ios: IOSVersion(9, 0)).scene.root.subviews[0]
        #expect(table.wrapperIndex == 1)
        #expect(table.subviews.map(\.className) == ["UITableViewCell", "EmptyStateView", "UITableViewCell"])
    }
}
