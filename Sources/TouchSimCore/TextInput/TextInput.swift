/// The first responder among the text fields and text views, and what changes it
/// (docs/model.md §19): a text tap that recognizes makes its view first responder, a drag of a
/// scroll view whose `keyboardDismissMode` says so resigns it. Answers with the lines to print.
struct TextInput {
    /// The text field or text view editing now, nil when none is.
    private(set) var firstResponder: ViewIndex?
    /// Each text tap that begins editing (§19.1) with its text field or text view, by
    /// recognizer: a read-only text view's tap does not (§19.4).
    private let textTaps: [RecognizerIndex: ViewIndex]
    /// Whether the tree has a text field or text view: the summary then has its entry.
    private let hasTextInputs: Bool

    /// The text inputs of `tree`, with `recognizers`' text taps; `initial` is the view the scenario
    /// makes first responder (`isFirstResponder`).
    init(tree: ViewTree, recognizers: RecognizerDirectory, initial: String?) {
        var taps: [RecognizerIndex: ViewIndex] = [:]
        var found = false
        let readOnly = Set(tree.readOnlyTextViews)
        for r in recognizers.entries.indices {
            let entry = recognizers[r]
            guard case .declared = entry.owner,
                entry.id == UIKitObjectModel.textTapID(ofTextInput: tree[entry.view].id),
                UIKitObjectModel.textInputClasses.contains(where: { tree.isKind(entry.view, of: $0) })
            else { continue }
            found = true
            if !readOnly.contains(entry.view) { taps[r] = entry.view }
        }
        textTaps = taps
        hasTextInputs = found
        firstResponder = initial.flatMap { tree.viewByID[$0] }
    }

    /// The summary's first responder entry (docs/format.md §3.4); nil for a tree without a text
    /// field or text view.
    func summary(tree: ViewTree) -> Summary.FirstResponderEntry? {
        hasTextInputs ? .init(view: firstResponder.map { tree[$0].id }) : nil
    }

    /// Whether `r` is a text field's or text view's text tap that begins editing.
    func isTextTap(_ r: RecognizerIndex) -> Bool { textTaps[r] != nil }

    /// §19.1, §19.2: the text tap `r` recognized; its view becomes first responder, the one
    /// before resigns first. Nothing when its view already is.
    mutating func tapped(_ r: RecognizerIndex) -> [(event: RecordEvent, cause: Cause)] {
        guard let view = textTaps[r], firstResponder != view else { return [] }
        var lines: [(event: RecordEvent, cause: Cause)] = []
        if let old = firstResponder { lines.append((.firstResponder(view: old, event: .resigned), .textTapped(r))) }
        firstResponder = view
        lines.append((.firstResponder(view: view, event: .became), .textTapped(r)))
        return lines
    }

    /// §19.3: a drag of `scrollView`, whose mode is `mode`, dismissed the keyboard: the first
    /// responder resigns. Nothing when no view is first responder.
    mutating func dismissKeyboard(by scrollView: ViewIndex, mode: KeyboardDismissMode) -> [(
        event: RecordEvent, cause: Cause
    )] {
        guard let view = firstResponder else { return [] }
        firstResponder = nil
        return [(.firstResponder(view: view, event: .resigned), .keyboardDismissed(scrollView: scrollView, mode: mode))]
    }
}
