/// A `UIView.animate(withDuration:delay:options:animations:)` block run at an instant of the
/// trace (docs/format.md §1.8, docs/model.md §17): the changes its block makes, which the views'
/// model values take at once, and how long its views are animating.
public struct ViewAnimation: Sendable, Equatable {
    /// The block's changes, in the order written: views' `frame`, `alpha` and `hidden`
    /// (`SceneChange.view`) and scroll views' `contentOffset` (`SceneChange.scrollView`).
    public var changes: [SceneChange]
    /// The views whose properties the block animates, each once, in the order first written.
    public var views: [ViewIndex]
    /// `withDuration`.
    public var duration: Duration
    /// `.allowUserInteraction` is among its options.
    public var allowsUserInteraction: Bool
    /// Its timing curve, which decides where an animated `contentOffset` is drawn (§17.3).
    public var curve: AnimationCurve

    /// An animation of `changes` on `views`.
    public init(
        changes: [SceneChange], views: [ViewIndex], duration: Duration, allowsUserInteraction: Bool,
        curve: AnimationCurve = .easeInOut
    ) {
        self.changes = changes
        self.views = views
        self.duration = duration
        self.allowsUserInteraction = allowsUserInteraction
        self.curve = curve
    }
}
