import Testing
import TouchSimCore
import TouchSimStoryboard

/// A storyboard of several scenes: `scenes` (XML of `<scene>` elements), the initial one `initial`.
private func document(initial: String, _ scenes: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="\(initial)">
        <scenes>
    \(scenes)
        </scenes>
    </document>
    """
}

/// A view controller scene `id` whose root view `rootID` (390 × 844) holds `subviews`, with
/// `connections` (segues, outlets) on the controller.
private func contentScene(
    _ id: String, rootID: String, className: String, storyboardIdentifier: String? = nil, subviews: String = "",
    connections: String = ""
) -> String {
    """
    <scene sceneID="s-\(id)"><objects>
        <viewController id="\(id)" customClass="\(className)" \(storyboardIdentifier.map { "storyboardIdentifier=\"\($0)\"" } ?? "") sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="\(rootID)">
                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                <subviews>\(subviews)</subviews>
            </view>
            <connections>\(connections)</connections>
        </viewController>
    </objects></scene>
    """
}

/// The warnings of an import, as printed.
private func warnings(_ text: String, scene: String? = nil) throws -> [String] {
    try imported(text, scene: scene).warnings.map(\.rendered)
}

@Suite("touchsim import storyboard: the scene a storyboard shows and what contains it (docs/format.md §4.15)")
struct StoryboardScenesTests {
    static let navigation = document(
        initial: "nav",
        """
        <scene sceneID="s-nav"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                    <rect key="frame" x="0.0" y="47" width="390" height="44"/>
                </navigationBar>
                <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="g1"/></connections>
            </navigationController>
        </objects></scene>
        \(contentScene("list", rootID: "listView", className: "ListViewController",
            subviews: "<button id=\"open\"><rect key=\"frame\" x=\"0\" y=\"100\" width=\"100\" height=\"44\"/><connections><segue destination=\"detail\" kind=\"show\" id=\"g2\"/></connections></button>"))
        \(contentScene("detail", rootID: "detailView", className: "DetailViewController", storyboardIdentifier: "Detail"))
        """)

    @Test("An initial navigation controller shows its root scene, with its bar in front; no back-swipe on the root")
    func navigationRoot() throws {
        let views = try importedViews(Self.navigation)
        #expect(views["view"]?.viewController == "ListViewController")
        let navigation = try #require(views["navigationController"])
        #expect(navigation.subviews.map(\.id) == ["view", "navigationBar"])
        #expect(
            try imported(Self.navigation).scenario.contains("\"navigationController\": {\"interactivePop\": false}"))
        #expect(
            try warnings(Self.navigation).contains {
                $0.contains("UINavigationController nav shows its rootViewController list (ListViewController)")
            })
    }

    @Test("A scene a show segue pushes is inside the navigation controller with its back-swipe live, and says so")
    func pushedScene() throws {
        let views = try importedViews(Self.navigation, scene: "Detail")
        #expect(views["view"]?.viewController == "DetailViewController")
        #expect(views["navigationController"] != nil)
        #expect(try imported(Self.navigation, scene: "Detail").scenario.contains("\"interactivePop\": true"))
        #expect(
            try warnings(Self.navigation, scene: "Detail").contains {
                $0.contains("DetailViewController is pushed onto the navigation controller nav; its back-swipe is live")
            })
    }

    @Test(
        "An initial tab bar controller shows its first tab with the tab bar at the bottom, assumed when IB stores none")
    func tabBar() throws {
        let text = document(
            initial: "tabs",
            """
            <scene sceneID="s-tabs"><objects>
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="tb"/>
                    <connections>
                        <segue destination="home" kind="relationship" relationship="viewControllers" id="t1"/>
                        <segue destination="other" kind="relationship" relationship="viewControllers" id="t2"/>
                    </connections>
                </tabBarController>
            </objects></scene>
            \(contentScene("home", rootID: "homeView", className: "HomeViewController"))
            \(contentScene("other", rootID: "otherView", className: "OtherViewController"))
            """)
        let views = try importedViews(text)
        #expect(views["view"]?.viewController == "HomeViewController")
        let bar = try #require(views["tabBar"])
        #expect(bar.frame == Rect(0, 795, 390, 49))
        #expect(try imported(text).scenario.contains("the tab bar controller's bar"))
        #expect(
            try warnings(text).contains {
                $0.contains("the tab bar stores no frame; 49 pt at the bottom of the screen assumed")
            })
    }

    @Test("A container view holds the scene its embed segue names, filling it, with that scene's controller")
    func container() throws {
        let text = document(
            initial: "outer",
            """
            \(contentScene("outer", rootID: "outerView", className: "OuterViewController",
                subviews: "<containerView id=\"box\" userLabel=\"Box\"><rect key=\"frame\" x=\"10\" y=\"100\" width=\"300\" height=\"200\"/><connections><segue destination=\"inner\" kind=\"embed\" id=\"e1\"/></connections></containerView>"))
            \(contentScene("inner", rootID: "innerView", className: "InnerViewController",
                subviews: "<button id=\"ok\" userLabel=\"OK\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"50\" height=\"30\"/></button>"))
            """)
        let views = try importedViews(text)
        let box = try #require(views["box"])
        let embedded = try #require(box.subviews.first)
        #expect(embedded.viewController == "InnerViewController")
        #expect(embedded.frame == Rect(0, 0, 300, 200))
        #expect(embedded.subviews.map(\.id) == ["ok"])
    }

    @Test("A xib whose top-level object is a cell imports the cell alone and warns that it selects nothing there")
    func xibCell() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="PersonCell" id="cell" customClass="PersonCell">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="60"/>
                        <tableViewCellContentView key="contentView" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="60"/>
                            <subviews><button id="follow" userLabel="Follow"><rect key="frame" x="300" y="10" width="80" height="40"/></button></subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        let result = try StoryboardImport.run(Array(text.utf8), file: "PersonCell.xib", scene: nil)
        #expect(result.warnings.contains { $0.rendered.contains("a cell imported alone") })
        let views = try importedViews(text)
        let cell = try #require(views.values.first { $0.className == "PersonCell" })
        #expect(cell.subviews.first?.subviews.map(\.id) == ["follow"])
    }
}
