/// A built tree given new own keys for a few of its views, for the many replays of one scene
/// that differ only there (`PreparedScene`, `touchsim fix`'s candidates): the same tree as one
/// built from the changed scene, without building the rest again.
extension ViewTree {
    /// Gives `view`, built from `old`, the own keys of `new` (both without subviews, as the
    /// live tree has them), and the private scroll views inside it the configuration `new`
    /// gives them (§8). Only keys that no list of the tree is shaped by may differ: hit-testing's
    /// (§1.1, §1.6), touch delivery's (§2.3, §2.4), and the configurations of a scroll view, a
    /// control, a selection, a sheet and the view's recognizers, which keep their number. False
    /// when another key differs; the tree must then be built anew.
    mutating func patch(_ view: ViewIndex, from old: ViewSpec, to new: ViewSpec, ios: IOSVersion) -> Bool {
        guard Self.differsOnlyInPatchableKeys(old, new) else { return false }
        replaceOwnKeys(of: view, from: old, with: new, ios: ios)
        return true
    }

    /// The private scroll view of `kind` UIKit put inside `view` (§8); nil when there is none.
    func privateScrollView(_ kind: UIKitObjectModel.PrivateScrollView, inside view: ViewIndex) -> ViewIndex? {
        let id = kind.id(ofOwner: nodes[view].id)
        return links.subviews(of: view).first { nodes[$0].id == id && nodes[$0].className == kind.className }
    }

    /// Whether `new` differs from `old` only in keys `patch` carries over.
    private static func differsOnlyInPatchableKeys(_ old: ViewSpec, _ new: ViewSpec) -> Bool {
        var rest = new
        rest.alpha = old.alpha
        rest.hidden = old.hidden
        rest.userInteractionEnabled = old.userInteractionEnabled
        rest.exclusiveTouch = old.exclusiveTouch
        rest.multipleTouchEnabled = old.multipleTouchEnabled
        rest.hitTest = old.hitTest
        rest.hitTestInsets = old.hitTestInsets
        // The private scroll views' own patches check what these configure.
        rest.wrapperView = old.wrapperView
        rest.cellScrollView = old.cellScrollView
        // The view for zooming is marked in `targets` once, when the tree is built.
        if let scroll = old.scroll, new.scroll?.zoom.viewForZooming == scroll.zoom.viewForZooming {
            rest.scroll = scroll
        }
        if old.control != nil, new.control != nil { rest.control = old.control }
        if old.selection != nil, new.selection != nil { rest.selection = old.selection }
        if old.presentation != nil, new.presentation != nil { rest.presentation = old.presentation }
        if old.gestureRecognizers.count == new.gestureRecognizers.count {
            rest.gestureRecognizers = old.gestureRecognizers
        }
        return rest == old
    }
}
