/// One presented sheet and what its dismissal pan is doing to it (docs/model.md §12).
struct SheetState {
    /// Where the sheet is.
    enum Phase: Equatable {
        /// At rest where it was presented.
        case presented
        /// Its dismissal pan drags it `shown` points down from where it rests (§12.1, §12.4).
        case dragging(shown: Double)
        /// Dismissed: it left the window (§12.3).
        case dismissed
    }

    let view: ViewIndex
    /// As presented; a `set` event may change `modalInPresentation` (§12.5).
    var spec: PresentationSpec
    /// Its height, points: how far it travels to leave the screen, the scale of §12.3's
    /// threshold and of §12.4's resistance.
    let height: Double
    /// Its dismissal pan (§12.1).
    let pan: RecognizerIndex
    var phase = Phase.presented

    /// Where the sheet shows for a finger that has dragged `translation` points down (§12.1):
    /// never above where it rests; with `modalInPresentation` it resists like a scroll view
    /// past its edge (§12.4, the rubber band of §6.1 over the sheet's height).
    func shown(forTranslation translation: Double) -> Double {
        let down = max(0, translation)
        guard spec.modalInPresentation else { return down }
        return ScrollGeometry.rubberBand(down, height)
    }

    /// §12.3: whether a release `translation` points down moving at `velocity` points per second
    /// would carry the sheet past half its height, projected as a scroll view's deceleration at
    /// the normal rate projects a fling (WWDC18-803).
    func releaseDismisses(translation: Double, velocity: Double) -> Bool {
        let r = Constants.decelerationRateNormal
        let projected = translation + velocity / 1000 * r / (1 - r)
        return projected >= height * Constants.sheetDismissFraction
    }
}
