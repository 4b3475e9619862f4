/// Emptying and filtering the engine's per-step lists where they lie. The standard library's
/// `removeAll(keepingCapacity:)` and `removeAll(where:)` cost about a hundred instructions even
/// when nothing goes, and most of these lists are empty or keep everything at most steps.
extension Array {
    /// Removes every element and keeps the storage. Inlined: most lists are empty already, and a
    /// call cost more than the check.
    @inline(__always)
    mutating func empty() {
        // One element is the usual case (a recognizer's one touch, a step's one sample):
        // `removeLast()` takes it for a fraction of what `removeAll(keepingCapacity:)` costs.
        if count == 1 {
            removeLast()
        } else if !isEmpty {
            removeAll(keepingCapacity: true)
        }
    }

    /// Removes the elements `shouldGo` picks, keeping the others in order, and the storage. Like
    /// `removeAll(where:)`, it asks about each element once, in order.
    mutating func remove(where shouldGo: (Element) -> Bool) {
        var kept = 0
        for i in indices {
            let element = self[i]
            guard !shouldGo(element) else { continue }
            if kept != i { self[kept] = element }
            kept += 1
        }
        if kept < count { removeLast(count - kept) }
    }
}

/// Runs `body` on `value` where it lies. A method called on a struct a class holds may get a
/// copy of the whole struct first (a retain and a release for each reference it carries); called
/// through an `inout` access it reads the value in place.
func inPlace<Value, Result>(_ value: inout Value, _ body: (inout Value) -> Result) -> Result {
    body(&value)
}
