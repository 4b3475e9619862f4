import Testing
import TouchSimCore
import TouchSimFormat

/// A card shrunk to half its size, an image view turned upside down (a scale of -1, printed with
/// `-0`) and a view rotated a quarter turn, as `recursiveDescription` prints them: the printed
/// `frame` is the box the transformed view covers.
private let transformedViews = """
    <UIWindow: 0x7fa1c2d0a2b0; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x600000c4e9a0>; layer = <UIWindowLayer: 0x600000c4e8e0>>
       | <UIView: 0x7fa1c3022a00; frame = (107.5 300; 175 200); transform = [0.5, 0, 0, 0.5, 0, 0]; autoresize = W; layer = <CALayer: 0x6000002371e0>>
       |    | <UIButton: 0x7fa1c3023b00; frame = (250 340; 80 44); opaque = NO; layer = <CALayer: 0x6000002372a0>>
       | <UIImageView: 0x7fa1c3024c00; frame = (14 154; 54 54); transform = [-1, 0, -0, -1, 0, 0]; opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x600000237300>>
       | <UIView: 0x7fa1c3025d00; frame = (0 500; 320 200); transform = [0, -1, 1, 0, 0, 0]; layer = <CALayer: 0x600000237400>>
    """

@Suite("A dumped view's transform (docs/format.md §4.10, docs/model.md §11.11)")
struct ImportTransformTests {
    @Test("§11.11 A scale and translation become \"transform\", and the printed box becomes the untransformed frame")
    func scaled() throws {
        let (scene, warnings) = try importedRoot(transformedViews)
        let views = scene.root.subviews
        #expect(views[0].frame == Rect(20, 200, 350, 400))
        #expect(views[0].transform == ViewTransform(scaleX: 0.5, scaleY: 0.5, translationX: 0, translationY: 0))
        #expect(views[1].frame == Rect(14, 154, 54, 54))
        #expect(views[1].transform == ViewTransform(scaleX: -1, scaleY: -1, translationX: 0, translationY: 0))
        #expect(!warnings.contains { $0.contains(":2:1: warning") || $0.contains(":4:1: warning") }, "\(warnings)")
    }

    @Test("§11.11 A rotation is left out with a warning; the view keeps the box it covers")
    func rotated() throws {
        let (scene, warnings) = try importedRoot(transformedViews)
        let rotated = scene.root.subviews[2]
        #expect(rotated.frame == Rect(0, 500, 320, 200))
        #expect(rotated.transform == .identity)
        #expect(
            warnings.contains { $0.contains("dump.txt:5:1: warning: a transform that rotates or shears") },
            "\(warnings)")
    }

    @Test("§11.11 A tap reaches the button of the shrunk card where the dump shows it drawn, not where its frame lies")
    func tapFollowsTheTransform() throws {
        let scenario = try imported(transformedViews).scenario
        // The button (250, 340, 80, 44) of the card at half scale about the card's centre
        // (195, 400) is drawn at (232.5, 470, 40, 22).
        let drawn = try replayImported(scenario, events: #"[{"t": 0, "tap": [252, 481]}]"#)
        #expect(drawn.contains("touch 1 down (252, 481) -> button"), "\(drawn)")
        let untransformed = try replayImported(scenario, events: #"[{"t": 0, "tap": [300, 560]}]"#)
        #expect(!untransformed.contains("-> button"), "\(untransformed)")
    }
}
