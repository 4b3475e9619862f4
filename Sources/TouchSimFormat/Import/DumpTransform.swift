/// A dumped view's `transform = [a, b, c, d, tx, ty]` taken over as the scenario's `transform`
/// (docs/format.md §2.1, docs/model.md §11.11).
///
/// The description prints the layer's `frame`, the box the transformed view covers in its
/// superview; the scenario's `frame` is the untransformed one. The transform scales about the
/// centre, so the untransformed frame has the same centre less the translation, and the box's
/// size over the scales.
enum DumpTransform {
    /// What the importer makes of a view whose description prints `frame` and perhaps a transform.
    enum Outcome: Equatable {
        /// No transform, or the identity: the frame as printed.
        case none
        /// A scale and a translation: the untransformed frame and the transform.
        case scaled(frame: [Double], transform: [Double])
        /// A rotation or shear, which touchsim does not model: the frame as printed, the box the
        /// view covers, and why.
        case refused(String)
    }

    /// The outcome for a description whose frame is `frame` and whose transform is `text`.
    static func outcome(frame: [Double], transform text: Substring?) -> Outcome {
        guard let text else { return .none }
        guard let t = DumpValues.transform(text) else {
            return .refused("a transform that cannot be read (\(text)): left out, the frame kept as printed")
        }
        let (a, b, c, d, tx, ty) = (t[0], t[1], t[2], t[3], t[4], t[5])
        if a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0 { return .none }
        guard b == 0, c == 0, a != 0, d != 0 else {
            return .refused(
                "a transform that rotates or shears (\(text)): touchsim models scale and translation only (docs/model.md §11.11); the view keeps the frame the dump prints, the box it covers on screen, and its subviews lie in it untransformed"
            )
        }
        let width = frame[2] / abs(a)
        let height = frame[3] / abs(d)
        let centreX = frame[0] + frame[2] / 2 - tx
        let centreY = frame[1] + frame[3] / 2 - ty
        // `-0` prints as `0`: a scale of -1 with b = -0 is still a scale.
        return .scaled(
            frame: [centreX - width / 2, centreY - height / 2, width, height], transform: [a, 0, 0, d, tx, ty])
    }
}
