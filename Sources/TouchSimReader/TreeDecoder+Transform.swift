import TouchSimCore

/// A view's `transform` (docs/format.md §2.1, docs/model.md §11.11).
extension TreeDecoder {
    private static let transformNames = ["a", "b", "c", "d", "tx", "ty"]

    /// `[a, b, c, d, tx, ty]`, a `CGAffineTransform` of a scale and a translation: `b` and `c`
    /// (rotation, shear) must be 0, and neither scale 0, which would leave nothing to hit.
    static func transform(_ value: JSONValue, path: String) throws(Diagnostic) -> ViewTransform {
        let n = try value.numbers(
            path: path, shape: "a transform [a, b, c, d, tx, ty], such as [0.5, 0, 0, 0.5, 0, 100]",
            names: transformNames)
        guard n[1] == 0, n[2] == 0 else {
            throw value.location.diagnostic(
                "touchsim models a transform's scale and translation, not rotation or shear: b and c must be 0, [sx, 0, 0, sy, tx, ty] (docs/model.md §11.11)",
                path: path)
        }
        guard n[0] != 0, n[3] != 0 else {
            throw value.location.diagnostic(
                "a scale of 0 draws the view as a line or a point that no touch can hit; hide it instead (docs/model.md §11.11)",
                path: path)
        }
        return ViewTransform(scaleX: n[0], scaleY: n[3], translationX: n[4], translationY: n[5])
    }
}
