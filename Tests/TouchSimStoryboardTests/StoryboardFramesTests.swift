import Testing
import TouchSimCore
import TouchSimStoryboard

/// The warnings of importing `text`, as printed.
private func warnings(_ text: String) throws -> [String] {
    try imported(text).warnings.map(\.rendered)
}

@Suite(
    "touchsim import storyboard: frames by size class and constraints, recognizers and page controls (docs/format.md §4.15)"
)
struct StoryboardFramesTests {
    @Test(
        "A compact-width variation's frame wins over the stored one; a regular-width one and excluded subviews do not apply"
    )
    func variations() throws {
        let text = storyboard(
            """
            <button id="b1" userLabel="Compact">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <variation key="widthClass=compact"><rect key="frame" x="20" y="30" width="100" height="44"/></variation>
            </button>
            <button id="b2" userLabel="Regular">
                <rect key="frame" x="0" y="50" width="10" height="10"/>
                <variation key="widthClass=regular"><rect key="frame" x="500" y="50" width="10" height="10"/></variation>
            </button>
            <button id="b3" userLabel="Wide Only"><rect key="frame" x="0" y="70" width="10" height="10"/></button>
            """, rootAttributes: "",
            objectsInRoot: """
                <variation key="widthClass=compact"><mask key="subviews"><exclude reference="b3"/></mask></variation>
                """)
        let views = try importedViews(text)
        #expect(views["compact"]?.frame == Rect(20, 30, 100, 44))
        #expect(views["regular"]?.frame == Rect(0, 50, 10, 10))
        #expect(views["wideOnly"] == nil)
        #expect(try warnings(text).contains { $0.contains("the document varies by size class") })
    }

    @Test("A misplaced view takes the frame its constraints give, and its comment says so")
    func misplaced() throws {
        let text = storyboard(
            """
            <button misplaced="YES" id="b1" userLabel="Pay">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <constraints>
                    <constraint firstAttribute="width" constant="120" id="w1"/>
                    <constraint firstAttribute="height" constant="44" id="h1"/>
                </constraints>
            </button>
            """,
            objectsInRoot: """
                <constraints>
                    <constraint firstItem="b1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                    <constraint firstItem="b1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c2"/>
                </constraints>
                """)
        let views = try importedViews(text)
        #expect(views["pay"]?.frame == Rect(16, 200, 120, 44))
        #expect(try imported(text).scenario.contains("misplaced in Interface Builder: frame from its constraints"))
    }

    @Test(
        "Without stored frames (Xcode 4), centring, fixed sizes and sibling spacing place views; what is assumed is warned about"
    )
    func constraintsOnly() throws {
        let text = storyboard(
            """
            <button id="b1" userLabel="Sign In">
                <constraints>
                    <constraint firstAttribute="width" constant="200" id="w1"/>
                    <constraint firstAttribute="height" constant="44" id="h1"/>
                </constraints>
            </button>
            <label text="Forgot?" id="l1" userLabel="Hint"/>
            """,
            objectsInRoot: """
                <constraints>
                    <constraint firstItem="b1" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                    <constraint firstItem="b1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="c2"/>
                    <constraint firstItem="l1" firstAttribute="top" secondItem="b1" secondAttribute="bottom" constant="8" id="c3"/>
                    <constraint firstItem="l1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c4"/>
                </constraints>
                """)
        let views = try importedViews(text)
        #expect(views["signIn"]?.frame == Rect(95, 300, 200, 44))
        #expect(views["hint"]?.frame == Rect(20, 352, 42, 21))
        let printed = try warnings(text)
        #expect(
            printed.contains {
                $0.contains("the intrinsic size 42 × 21 pt of a new label in Interface Builder is assumed")
            })
        #expect(
            printed.contains {
                $0.contains("views without a stored frame or with a misplaced one are placed by their constraints")
            })
    }

    @Test("Recognizers a view names but the file lacks, without edges, or with contradictory counts are warned about")
    func recognizerWarnings() throws {
        let objects = """
            <screenEdgePanGestureRecognizer id="r1"/>
            <panGestureRecognizer minimumNumberOfTouches="2" maximumNumberOfTouches="1" id="r2">
                <connections><outlet property="delegate" destination="vc1" id="d1"/></connections>
            </panGestureRecognizer>
            <tapGestureRecognizer numberOfTapsRequired="zero" id="r3"/>
            """
        let collection = ["r1", "r2", "r3", "gone"].map {
            "<outletCollection property=\"gestureRecognizers\" destination=\"\($0)\" appends=\"YES\" id=\"c-\($0)\"/>"
        }.joined()
        let text = storyboard(
            """
            <view id="v1"><rect key="frame" x="0" y="0" width="100" height="100"/><connections>\(collection)</connections></view>
            """, objects: objects)
        let printed = try warnings(text)
        for expected in [
            "a screen-edge pan without edges can never begin",
            "maximumNumberOfTouches below minimumNumberOfTouches; left out",
            "gesture recognizer delegates are code Interface Builder does not show",
            "numberOfTapsRequired \"zero\" is not a whole number of at least 1; left out",
            "the gestureRecognizers outlet collection names gone, which is not a gesture recognizer of this document",
        ] {
            #expect(printed.contains { $0.contains(expected) }, "\(expected)")
        }
        let recognizers = try #require(importedViews(text)["view2"]?.gestureRecognizers)
        #expect(
            recognizers.map(\.kind) == [
                .pan(minimumNumberOfTouches: 2, maximumNumberOfTouches: nil),
                .tap(numberOfTapsRequired: 1, numberOfTouchesRequired: 1),
            ])
    }

    @Test("A page control keeps IB's numberOfPages and currentPage, so it moves pages (docs/model.md §7.7)")
    func pageControl() throws {
        let text = storyboard(
            """
            <pageControl numberOfPages="4" currentPage="2" id="p1"><rect key="frame" x="0" y="0" width="200" height="37"/></pageControl>
            <pageControl numberOfPages="3" currentPage="5" id="p2"><rect key="frame" x="0" y="40" width="200" height="37"/></pageControl>
            <pageControl id="p3"><rect key="frame" x="0" y="80" width="200" height="37"/></pageControl>
            """)
        let scenario = try imported(text).scenario
        #expect(scenario.contains("\"numberOfPages\": 4, \"currentPage\": 2"))
        #expect(scenario.contains("\"numberOfPages\": 3, \"comment\""))
        #expect(try warnings(text).contains { $0.contains("currentPage 5 names no page of 3; left out") })
        let views = try importedViews(text)
        #expect(views["pageControl3"]?.control?.value == nil)
        #expect(views["pageControl"]?.control?.value != nil)
    }
}
