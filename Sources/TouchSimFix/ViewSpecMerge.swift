import TouchSimCore

/// Two or more changes' edits of one view, put together without decoding the tree again
/// (`ScenePatches`): a three-way merge against the view as written, field by field.
///
/// Each change's spec may differ from the view as written only in the fields listed here, and
/// no two in the same one, except a list each adds to (the recognizers a scroll view's pan
/// waits for); otherwise there is no merge and the search decodes the changes together. That check makes the merge exact whatever fields `ViewSpec` gains: a field missing
/// from the list only sends its changes to the decoder.
enum ViewSpecMerge {
    /// One field: whether two specs differ in it, and how to copy it from one to another.
    private struct Field {
        let differs: (ViewSpec, ViewSpec) -> Bool
        let copy: (inout ViewSpec, ViewSpec) -> Void
        /// For a list that several edits may each add to: adds to the merged view what an
        /// edited view added to the view as written; false when it did more than add.
        var add: ((inout ViewSpec, ViewSpec, ViewSpec) -> Bool)?

        init<Value: Equatable>(_ path: WritableKeyPath<ViewSpec, Value>) {
            differs = { $0[keyPath: path] != $1[keyPath: path] }
            copy = { $0[keyPath: path] = $1[keyPath: path] }
        }

        /// A field of the view's scroll view, copied only between views that both have one.
        init<Value: Equatable>(scroll path: WritableKeyPath<ScrollSpec, Value>) {
            differs = { $0.scroll?[keyPath: path] != $1.scroll?[keyPath: path] }
            copy = { view, other in
                guard var scroll = view.scroll, let from = other.scroll else { return }
                scroll[keyPath: path] = from[keyPath: path]
                view.scroll = scroll
            }
        }

        /// A list of the view's scroll view that edits add to, in the order of the edits: as
        /// `--set` makes them one after the other (`Change.combined`).
        init<Element: Equatable>(scrollAppending path: WritableKeyPath<ScrollSpec, [Element]>) {
            self.init(scroll: path)
            add = { merged, edited, base in
                guard var scroll = merged.scroll, let list = edited.scroll?[keyPath: path],
                    let written = base.scroll?[keyPath: path], list.starts(with: written)
                else { return false }
                scroll[keyPath: path] += list.dropFirst(written.count)
                merged.scroll = scroll
                return true
            }
        }
    }

    /// `base` with the edits of every spec of `edited`, each made from `base`; nil when two
    /// edit the same field or one edits a field not listed.
    static func merge(_ edited: [ViewSpec], into base: ViewSpec) -> ViewSpec? {
        let fields = Self.fields(recognizers: base.gestureRecognizers.count)
        var merged = base
        var taken = [Bool](repeating: false, count: fields.count)
        for spec in edited {
            var rest = spec
            for (i, field) in fields.enumerated() where field.differs(spec, base) {
                if let add = field.add {
                    guard add(&merged, spec, base) else { return nil }
                } else {
                    guard !taken[i] else { return nil }
                    taken[i] = true
                    field.copy(&merged, spec)
                }
                field.copy(&rest, base)
            }
            guard rest == base else { return nil }
        }
        return merged
    }

    /// The fields the search's changes edit (docs/format.md §4.12): a view's, its scroll
    /// view's, its selection as a whole, and each of its recognizers'.
    private static func fields(recognizers: Int) -> [Field] {
        var result: [Field] = [
            Field(\.alpha), Field(\.hidden), Field(\.userInteractionEnabled), Field(\.exclusiveTouch),
            Field(\.multipleTouchEnabled), Field(\.hitTest), Field(\.hitTestInsets), Field(\.contextMenu),
            Field(\.presentation), Field(\.selection),
            Field(scroll: \.delaysContentTouches), Field(scroll: \.canCancelContentTouches),
            Field(scroll: \.touchesShouldCancelInContentView), Field(scroll: \.touchesShouldBegin),
            Field(scroll: \.alwaysBounceVertical), Field(scroll: \.alwaysBounceHorizontal),
            Field(scroll: \.scrollEnabled), Field(scroll: \.zoom),
            // The pan's parts, which a set's edits change apart (`PanEdit`).
            Field(scroll: \.panGestureRecognizer.enabled), Field(scroll: \.panGestureRecognizer.minimumNumberOfTouches),
            Field(scroll: \.panGestureRecognizer.maximumNumberOfTouches),
            Field(scrollAppending: \.panGestureRecognizer.requireToFail),
            Field(scroll: \.panGestureRecognizer.recognizeSimultaneouslyWith),
            Field(scroll: \.panGestureRecognizer.shouldBegin),
            Field(scroll: \.panGestureRecognizer.failureRules.shouldRequireFailureOf),
            Field(scroll: \.panGestureRecognizer.failureRules.shouldBeRequiredToFailBy),
        ]
        for r in 0..<recognizers {
            result += [
                Field(\.gestureRecognizers[r].enabled), Field(\.gestureRecognizers[r].cancelsTouchesInView),
                Field(\.gestureRecognizers[r].delaysTouchesBegan), Field(\.gestureRecognizers[r].delaysTouchesEnded),
                Field(\.gestureRecognizers[r].requireToFail),
                Field(\.gestureRecognizers[r].recognizeSimultaneouslyWith),
                Field(\.gestureRecognizers[r].shouldBegin), Field(\.gestureRecognizers[r].shouldReceiveTouch),
                Field(\.gestureRecognizers[r].failureRules.shouldRequireFailureOf),
                Field(\.gestureRecognizers[r].failureRules.shouldBeRequiredToFailBy),
            ]
        }
        return result
    }
}
