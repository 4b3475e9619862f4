import Testing
import TouchSimCore
import TouchSimFormat

/// Three windows as `for w in UIApplication.shared.windows { print(w.recursiveDescription) }`
/// prints them, back to front: the app's, UIKit's text effects window and its keyboard window.
private let everyWindow = """
    <UIWindow: 0x7fa1c2d0a2b0; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x600000c4e9a0>; layer = <UIWindowLayer: 0x600000c4e8e0>>
       | <UITextField: 0x7fa1c3022a00; frame = (24 300; 342 44); text = ''; opaque = NO; autoresize = W; gestureRecognizers = <NSArray: 0x600000c5a9d0>; layer = <CALayer: 0x6000002371e0>>
       | <UITextView: 0x7fa1c4038e00; frame = (24 420; 342 120); text = 'Notes'; clipsToBounds = YES; gestureRecognizers = <NSArray: 0x600000c5b120>; layer = <CALayer: 0x600000237980>; contentOffset: {0, 12}; contentSize: {342, 300}; adjustedContentInset: {0, 0, 0, 0}>
       | <UIPageControl: 0x7fa1c2e2bc40; frame = (143 580; 104 26); opaque = NO; autoresize = W; layer = <CALayer: 0x600000237b20>>
       | <MyApp.NotesTextView: 0x7fa1c4039e00; frame = (24 620; 342 120); text = ''; clipsToBounds = YES; layer = <CALayer: 0x600000237a80>; contentOffset: {0, 0}; contentSize: {342, 120}; adjustedContentInset: {0, 0, 0, 0}>
    <UITextEffectsWindow: 0x7fa1c2f0c8a0; frame = (0 0; 390 844); opaque = NO; autoresize = W+H; layer = <UIWindowLayer: 0x600000c6a140>>
       | <UIInputSetContainerView: 0x7fa1c2f10a20; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x6000002445e0>>
    <UIRemoteKeyboardWindow: 0x7fa1c5010200; frame = (0 0; 390 844); opaque = NO; autoresize = W+H; layer = <UIWindowLayer: 0x600000c6ad40>>
       | <UIInputSetContainerView: 0x7fa1c5012600; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x600000245100>>
       |    | <UIInputSetHostView: 0x7fa1c5014400; frame = (0 508; 390 336); layer = <CALayer: 0x6000002452a0>>
    """

@Suite("Text inputs, page controls and several windows in an imported dump (docs/format.md §2.14, §2.16, §4.10)")
struct ImportWindowsAndTextTests {
    @Test("§19 UITextField, UITextView and UIPageControl are imported as the built-ins, a text view with its offset")
    func textInputs() throws {
        let scene = try importedRoot(everyWindow).scene
        let views = scene.windows[0].view.subviews
        #expect(views.map(\.className) == ["UITextField", "UITextView", "UIPageControl", "MyApp.NotesTextView"])
        #expect(views[1].scroll?.contentOffset == Point(0, 12))
        #expect(views[1].scroll?.contentSize == Size(342, 300))
        #expect(scene.classes.superclass(of: "MyApp.NotesTextView") == "UITextView")
        #expect(views[0].gestureRecognizers.map(\.id) == ["textField.textTap"])
    }

    @Test(
        "§18.1 Every window of one dump is a window of \"windows\", back to front; UIKit's keyboard windows at 10000000 pass touches through"
    )
    func severalWindows() throws {
        let result = try imported(everyWindow)
        #expect(result.scenario.contains("\n  \"windows\": [\n"))
        let scene = try importedRoot(everyWindow).scene
        #expect(scene.windows.map(\.view.id) == ["window", "window2", "window3"])
        #expect(scene.windows.map(\.level) == [0, 10_000_000, 10_000_000])
        #expect(scene.windows.dropFirst().allSatisfy { $0.view.hitTest == .passThrough })
        #expect(scene.windows[2].view.subviews[0].hitTest == .passThrough)
        #expect(!result.warnings.contains { $0.message.contains("dumps") })
    }

    @Test("§18.1 The same window printed twice is two dumps, the screen before and after: the last is imported")
    func sameWindowTwice() throws {
        let once = "<UIWindow: 0x7fa1c2d0a2b0; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600000c4e8e0>>"
        let result = try imported(once + "\n" + once)
        #expect(result.scenario.contains("\n  \"tree\": "))
        #expect(result.warnings.contains { $0.message.contains("the text holds 2 dumps") })
    }
}
