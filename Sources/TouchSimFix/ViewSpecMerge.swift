import TouchSimCore

/// Two or more changes' edits of one view, put together without decoding the tree again
/// (`ScenePatches`): a three-way merge against the view as written, field by field.
///
/// Each change's spec may differ from the view as written only in the fields listed here, and
/// no two in the same one, except a list each adds to (the recognizers a scroll view's pan
/// waits for); otherwise there is no merge and the search decodes the changes together. That check makes the merge exact whatever fields `ViewSpec` gains: a field missing
/// from the list only sends its changes to the decoder.
enum ViewSpecMerge {
    /// One field of a `Root` (a view or one of its recognizers): whether two differ in it, and
    /// how to copy it from one to another.
    private struct Field<Root>: Sendable {
        let differs: @Sendable (Root, Root) -> Bool
        let copy: @Sendable (inout Root, Root) -> Void
        /// For a list that several edits may each add to: adds to the merged view what an
        /// edited view added to the view as written; false when it did more than add.
        var add: (@Sendable (inout Root, Root, Root) -> Bool)?

        init(differs: @escaping @Sendable (Root, Root) -> Bool, copy: @escaping @Sendable (inout Root, Root) -> Void) {
            self.differs = differs
            self.copy = copy
        }

        init<Value: Equatable & Sendable>(_ path: WritableKeyPath<Root, Value> & Sendable) {
            self.init(
                differs: { $0[keyPath: path] != $1[keyPath: path] }, copy: { $0[keyPath: path] = $1[keyPath: path] })
        }

        /// Merges `spec`'s edit of this field into `merged` and undoes it in `rest`, when `spec`
        /// edits it; false when another edit took the field (`taken`) or the list's edit does
        /// more than add.
        func take(_ spec: Root, base: Root, into merged: inout Root, rest: inout Root, taken: inout Bool) -> Bool {
            guard differs(spec, base) else { return true }
            if let add {
                guard add(&merged, spec, base) else { return false }
            } else {
                guard !taken else { return false }
                taken = true
                copy(&merged, spec)
            }
            copy(&rest, base)
            return true
        }

        /// A field of the view's scroll view, copied only between views that both have one.
        static func scroll<Value: Equatable & Sendable>(_ path: WritableKeyPath<ScrollSpec, Value> & Sendable) -> Self
        where Root == ViewSpec {
            Self(
                differs: { $0.scroll?[keyPath: path] != $1.scroll?[keyPath: path] },
                copy: { view, other in
                    guard var scroll = view.scroll, let from = other.scroll else { return }
                    scroll[keyPath: path] = from[keyPath: path]
                    view.scroll = scroll
                })
        }

        /// A list of the view's scroll view that edits add to, in the order of the edits: as
        /// `--set` makes them one after the other (`Change.combined`).
        static func scrollAppending<Element: Equatable & Sendable>(
            _ path: WritableKeyPath<ScrollSpec, [Element]> & Sendable
        ) -> Self
        where Root == ViewSpec {
            var field = scroll(path)
            field.add = { merged, edited, base in
                guard var scroll = merged.scroll, let list = edited.scroll?[keyPath: path],
                    let written = base.scroll?[keyPath: path], list.starts(with: written)
                else { return false }
                scroll[keyPath: path] += list.dropFirst(written.count)
                merged.scroll = scroll
                return true
            }
            return field
        }
    }

    /// `base` with the edits of every spec of `edited`, each made from `base`; nil when two
    /// edit the same field or one edits a field not listed.
    static func merge(_ edited: [ViewSpec], into base: ViewSpec) -> ViewSpec? {
        let recognizers = base.gestureRecognizers.count
        var merged = base
        var taken = [Bool](repeating: false, count: viewFields.count + recognizers * recognizerFields.count)
        for spec in edited {
            guard spec.gestureRecognizers.count == recognizers else { return nil }
            var rest = spec
            for (i, field) in viewFields.enumerated() {
                guard field.take(spec, base: base, into: &merged, rest: &rest, taken: &taken[i]) else { return nil }
            }
            for r in 0..<recognizers {
                for (i, field) in recognizerFields.enumerated() {
                    guard
                        field.take(
                            spec.gestureRecognizers[r], base: base.gestureRecognizers[r],
                            into: &merged.gestureRecognizers[r], rest: &rest.gestureRecognizers[r],
                            taken: &taken[viewFields.count + r * recognizerFields.count + i])
                    else { return nil }
                }
            }
            guard rest == base else { return nil }
        }
        return merged
    }

    /// The fields of a view the search's changes edit (docs/format.md §4.12): its own, its
    /// scroll view's, and its selection as a whole.
    private static let viewFields: [Field<ViewSpec>] = [
        Field(\.alpha), Field(\.hidden), Field(\.userInteractionEnabled), Field(\.exclusiveTouch),
        Field(\.multipleTouchEnabled), Field(\.hitTest), Field(\.hitTestInsets), Field(\.contextMenu),
        Field(\.presentation), Field(\.selection),
        .scroll(\.delaysContentTouches), .scroll(\.canCancelContentTouches),
        .scroll(\.touchesShouldCancelInContentView), .scroll(\.touchesShouldBegin),
        .scroll(\.alwaysBounceVertical), .scroll(\.alwaysBounceHorizontal),
        .scroll(\.scrollEnabled), .scroll(\.zoom),
        // The pan's parts, which a set's edits change apart (`PanEdit`).
        .scroll(\.panGestureRecognizer.enabled), .scroll(\.panGestureRecognizer.minimumNumberOfTouches),
        .scroll(\.panGestureRecognizer.maximumNumberOfTouches),
        .scrollAppending(\.panGestureRecognizer.requireToFail),
        .scroll(\.panGestureRecognizer.recognizeSimultaneouslyWith),
        .scroll(\.panGestureRecognizer.shouldBegin),
        .scroll(\.panGestureRecognizer.failureRules.shouldRequireFailureOf),
        .scroll(\.panGestureRecognizer.failureRules.shouldBeRequiredToFailBy),
    ]

    /// The fields of each of a view's recognizers the search's changes edit.
    private static let recognizerFields: [Field<RecognizerSpec>] = [
        Field(\.enabled), Field(\.cancelsTouchesInView), Field(\.delaysTouchesBegan), Field(\.delaysTouchesEnded),
        Field(\.requireToFail), Field(\.recognizeSimultaneouslyWith), Field(\.shouldBegin),
        Field(\.shouldReceiveTouch), Field(\.failureRules.shouldRequireFailureOf),
        Field(\.failureRules.shouldBeRequiredToFailBy),
    ]
}
