/// The first responder among the text fields and text views, and what changes it
/// (docs/model.md §19): a text tap that recognizes makes its view first responder, a drag of a
/// scroll view whose `keyboardDismissMode` says so resigns it. Answers with the lines to print.
struct TextInput {
    /// The text field or text view editing now, nil when none is.
    private(set) var firstResponder: ViewIndex?
    /// Each text tap (§19.1) with its text field or text view, by recognizer.
    private let textTaps: [RecognizerIndex: ViewIndex]

    /// The text inputs of `tree`, with `recognizers`' text taps; `initial` is the view the scenario
    /// makes first responder (`isFirstResponder`).
    init(tree: ViewTree, recognizers: RecognizerDirectory, initial: String?) {
        var taps: [RecognizerIndex: ViewIndex] = [:]
        for r in recognizers.entries.indices {
            let entry = recognizers[r]
            guard case .declared = entry.owner,
                entry.id == UIKitObjectModel.textTapID(ofTextInput: tree[entry.view].id),
                UIKitObjectModel.textInputClasses.contains(where: { tree.isKind(entry.view, of: $0) })
            else { continue }
            taps[r] = entry.view
        }
        textTaps = taps
        firstResponder = initial.flatMap { tree.viewByID[$0] }
    }

    /// The summary's first responder entry (docs/format.md §3.4); nil for a tree without a text
    /// field or text view, each of which has a text tap.
    func summary(tree: ViewTree) -> Summary.FirstResponderEntry? {
        textTaps.isEmpty ? nil : .init(view: firstResponder.map { tree[$0].id })
    }

    /// Whether `r` is a text field's or text view's text tap.
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
