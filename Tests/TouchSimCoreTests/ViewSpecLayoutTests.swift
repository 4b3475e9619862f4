import Testing

@testable import TouchSimCore

/// A big tree holds 100,000s of `ViewSpec`s (docs/format.md §4.9): the settings most views leave
/// at their defaults live out of line, and must read and compare as if they did not.
@Suite struct ViewSpecLayoutTests {
    @Test("hitTestInsets reads back what was set, and a view set back to zero insets equals a new one (§1.2)")
    func insetsOutOfLine() {
        let plain = ViewSpec(id: "v", className: "UIView", frame: Rect(0, 0, 10, 10))
        var view = plain
        #expect(view.hitTestInsets == .zero)
        view.hitTestInsets = EdgeInsets(top: -5, left: -6, bottom: -7, right: -8)
        #expect(view.hitTestInsets == EdgeInsets(top: -5, left: -6, bottom: -7, right: -8))
        #expect(view != plain)
        view.hitTest = .passThrough
        view.hitTestInsets = .zero
        #expect(view.hitTest == .passThrough)
        view.hitTest = .inherited
        #expect(view == plain)
    }

    @Test("A plain view takes 13 words: its strings, frame, alpha, flags, two lists and one box")
    func size() {
        #expect(MemoryLayout<ViewSpec>.stride == 104)
    }
}
