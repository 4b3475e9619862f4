import Testing
import TouchSimCore
import TouchSimStoryboard

@Suite(
    "touchsim import storyboard: a table view controller's refresh control and a scroll view's zoom (docs/format.md §4.15)"
)
struct StoryboardZoomAndRefreshTests {
    @Test("A table view controller's refreshControl element puts refreshControl on its table (docs/model.md §13)")
    func refreshControl() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11542" targetRuntime="iOS.CocoaTouch" initialViewController="tvc">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <tableViewController id="tvc" customClass="InboxViewController" sceneMemberID="viewController">
                            <tableView key="view" alwaysBounceVertical="YES" dataMode="prototypes" id="tv">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            </tableView>
                            <refreshControl key="refreshControl" opaque="NO" enabled="NO" id="rc"/>
                        </tableViewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let views = try importedViews(text)
        #expect(views["tableView"]?.scroll?.refreshControl == true)
        #expect(try imported(text).scenario.contains("its controller's refresh control"))
    }

    @Test("A scroll view's zoom scales are kept; its only subview is guessed as viewForZooming, and the guess is said")
    func zoom() throws {
        let photo = storyboard(
            """
            <scrollView minimumZoomScale="1" maximumZoomScale="4" id="s1" userLabel="Photo Scroll">
                <rect key="frame" x="0" y="0" width="390" height="600"/>
                <subviews><imageView id="i1" userLabel="Photo"><rect key="frame" x="0" y="0" width="390" height="600"/></imageView></subviews>
            </scrollView>
            """)
        let views = try importedViews(photo)
        let scroll = try #require(views["photoScroll"]?.scroll)
        #expect(scroll.zoom.minimumZoomScale == 1 && scroll.zoom.maximumZoomScale == 4)
        #expect(scroll.zoom.viewForZooming == "photo")
        #expect(try imported(photo).warnings.contains { $0.rendered.contains("its only subview photo is assumed") })

        let two = storyboard(
            """
            <scrollView maximumZoomScale="2" id="s1">
                <rect key="frame" x="0" y="0" width="390" height="600"/>
                <subviews>
                    <view id="a"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
                    <view id="b"><rect key="frame" x="0" y="20" width="10" height="10"/></view>
                </subviews>
            </scrollView>
            <scrollView minimumZoomScale="0.0" maximumZoomScale="0.0" id="s2"><rect key="frame" x="0" y="0" width="10" height="10"/></scrollView>
            """)
        let twoViews = try importedViews(two)
        #expect(twoViews["scrollView"]?.scroll?.zoom.maximumZoomScale == 2)
        #expect(twoViews["scrollView"]?.scroll?.zoom.viewForZooming == nil)
        #expect(twoViews["scrollView2"]?.scroll?.zoom.maximumZoomScale == 1)
        let warnings = try imported(two).warnings.map(\.rendered)
        #expect(
            warnings.contains {
                $0.contains("the scroll view has 2 subviews; without \"viewForZooming\" it does not zoom")
            })
        #expect(warnings.contains { $0.contains("zoom scales 0 to 0 are not ones UIKit zooms between; left out") })
    }
}
