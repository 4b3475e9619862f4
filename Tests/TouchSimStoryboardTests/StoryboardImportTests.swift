import Testing
import TouchSimCore
import TouchSimStoryboard

@Suite("touchsim import storyboard: scenes, errors and the keys IB stores (docs/format.md §4.15)")
struct StoryboardImportTests {
    @Test("Bad XML, a file that is no storyboard or xib, and an unknown scene are errors at their place")
    func errors() {
        #expect(
            failure(storyboard("<button id=\"b\"></view>"))
                == "Main.storyboard:11:16: error: </view> where </button> was expected")
        #expect(
            failure("<plist version=\"1.0\"><dict/></plist>")?.hasPrefix(
                "Main.storyboard:1:1: error: neither a storyboard nor a xib: the root element is <plist>") == true)
        #expect(
            failure("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"/>")
                == "Main.storyboard:1:1: error: a document of type \"com.apple.InterfaceBuilder3.Cocoa.XIB\", not an iOS storyboard or xib (CocoaTouch)"
        )
        #expect(
            failure(storyboard(""), scene: "Settings")
                == "Main.storyboard:3:5: error: no scene \"Settings\"; a scene is named by its storyboardIdentifier, class or IB id: vc1 (see --list-scenes)"
        )
    }

    @Test("Labels and image views keep interaction off unless IB says YES; other views take IB's NO")
    func interaction() throws {
        let views = try importedViews(
            storyboard(
                """
                <label text="a" id="l1"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
                <label userInteractionEnabled="YES" text="b" id="l2"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
                <imageView id="i1"><rect key="frame" x="0" y="0" width="10" height="10"/></imageView>
                <view userInteractionEnabled="NO" id="v1"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
                """))
        #expect(views["label"]?.userInteractionEnabled == false)
        #expect(views["label2"]?.userInteractionEnabled == true)
        #expect(views["imageView"]?.userInteractionEnabled == false)
        #expect(views["view2"]?.userInteractionEnabled == false)
    }

    @Test("Ids come from the user label, then the outlet, then the class; the comment carries the IB id")
    func ids() throws {
        let text = storyboard(
            """
            <button userLabel="Buy Now" id="b1"><rect key="frame" x="0" y="0" width="10" height="10"/></button>
            <button id="b2"><rect key="frame" x="0" y="0" width="10" height="10"/></button>
            <button id="b3"><rect key="frame" x="0" y="0" width="10" height="10"/></button>
            """, connections: "<outlet property=\"cancelButton\" destination=\"b2\" id=\"o1\"/>")
        let views = try importedViews(text)
        #expect(Set(views.keys) == ["window", "view", "buyNow", "cancelButton", "button"])
        let scenario = try imported(text).scenario
        #expect(scenario.contains("\"comment\": \"ib: b1; userLabel \\\"Buy Now\\\"\""))
        let acronyms = try importedViews(
            storyboard(
                ["OK", "URL Field", "HTMLView", "2FA Code"].enumerated().map {
                    "<button userLabel=\"\($0.element)\" id=\"a\($0.offset)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></button>"
                }.joined()))
        #expect(Set(acronyms.keys) == ["window", "view", "ok", "urlField", "htmlView", "v2FACode"])
    }

    @Test("Scroll views, tables and controls take the attributes IB writes")
    func keys() throws {
        let views = try importedViews(
            storyboard(
                """
                <scrollView pagingEnabled="YES" delaysContentTouches="NO" canCancelContentTouches="NO" bounces="NO" directionalLockEnabled="YES" id="s1">
                    <rect key="frame" x="0" y="0" width="390" height="300"/>
                    <subviews><view id="c1"><rect key="frame" x="0" y="0" width="1170" height="300"/></view></subviews>
                </scrollView>
                <slider value="5" minValue="2" maxValue="10" continuous="NO" id="sl"><rect key="frame" x="0" y="300" width="200" height="31"/></slider>
                <switch on="YES" enabled="NO" id="sw"><rect key="frame" x="0" y="340" width="51" height="31"/></switch>
                <stepper value="3" maximumValue="10" stepValue="2" wraps="YES" autorepeat="NO" id="st"><rect key="frame" x="0" y="380" width="94" height="29"/></stepper>
                <segmentedControl selectedSegmentIndex="1" id="sg"><rect key="frame" x="0" y="420" width="200" height="32"/>
                    <segments><segment title="A"/><segment title="B"/><segment title="C"/></segments></segmentedControl>
                <view hidden="YES" alpha="0.5" multipleTouchEnabled="YES" exclusiveTouch="YES" id="v"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                """))
        let scroll = try #require(views["scrollView"]?.scroll)
        #expect(scroll.contentSize == Size(1170, 300))
        #expect(scroll.pagingEnabled && !scroll.delaysContentTouches && !scroll.canCancelContentTouches)
        #expect(!scroll.bounces && scroll.directionalLockEnabled)
        let view = try #require(views["view3"])
        #expect(view.hidden && view.alpha == 0.5 && view.multipleTouchEnabled && view.exclusiveTouch)
        #expect(views["switch"]?.control?.enabled == false)
        let scenario = try imported(
            storyboard(
                """
                <slider value="5" minValue="2" maxValue="10" continuous="NO" id="sl"><rect key="frame" x="0" y="300" width="200" height="31"/></slider>
                <stepper value="3" maximumValue="10" stepValue="2" wraps="YES" autorepeat="NO" id="st"><rect key="frame" x="0" y="380" width="94" height="29"/></stepper>
                <segmentedControl selectedSegmentIndex="1" id="sg"><rect key="frame" x="0" y="420" width="200" height="32"/><segments><segment title="A"/><segment title="B"/></segments></segmentedControl>
                """)
        ).scenario
        #expect(scenario.contains("\"value\": 5, \"minimumValue\": 2, \"maximumValue\": 10, \"continuous\": false"))
        #expect(
            scenario.contains(
                "\"value\": 3, \"maximumValue\": 10, \"stepValue\": 2, \"autorepeat\": false, \"wraps\": true"))
        #expect(scenario.contains("\"segments\": 2, \"selectedSegmentIndex\": 1"))
    }

    @Test("Recognizers attached through the gestureRecognizers outlet collection keep their attributes")
    func recognizers() throws {
        let objects = """
            <tapGestureRecognizer numberOfTapsRequired="2" cancelsTouchesInView="NO" id="r1"/>
            <pongPressGestureRecognizer allowableMovement="20" minimumPressDuration="1" id="r2"/>
            <swipeGestureRecognizer direction="left" id="r3"/>
            <panGestureRecognizer minimumNumberOfTouches="2" delaysTouchesBegan="YES" id="r4"/>
            <screenEdgePanGestureRecognizer id="r5"><rectEdge key="edges" left="YES"/></screenEdgePanGestureRecognizer>
            <pinchGestureRecognizer enabled="NO" id="r6"/>
            <rotationGestureRecognizer id="r7"/>
            """
        let collection = (1...7).map {
            "<outletCollection property=\"gestureRecognizers\" destination=\"r\($0)\" appends=\"YES\" id=\"c\($0)\"/>"
        }.joined()
        let views = try importedViews(
            storyboard(
                """
                <view id="v1"><rect key="frame" x="0" y="0" width="100" height="100"/><connections>\(collection)</connections></view>
                """, objects: objects))
        let recognizers = try #require(views["view2"]?.gestureRecognizers)
        #expect(
            recognizers.map(\.kind) == [
                .tap(numberOfTapsRequired: 2, numberOfTouchesRequired: 1),
                .longPress(
                    minimumPressDuration: 1, allowableMovement: 20, numberOfTouchesRequired: 1, numberOfTapsRequired: 0),
                .swipe(direction: .left, numberOfTouchesRequired: 1),
                .pan(minimumNumberOfTouches: 2, maximumNumberOfTouches: nil),
                .screenEdgePan(edges: [.left]),
                .pinch, .rotation,
            ])
        #expect(recognizers[0].cancelsTouchesInView == false)
        #expect(recognizers[3].delaysTouchesBegan == true)
        #expect(recognizers[5].enabled == false)
    }
}
