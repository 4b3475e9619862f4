/// Emptying and filtering the engine's per-step lists where they lie. The standard library's
/// `removeAll(keepingCapacity:)`, `removeLast(_:)` and `removeAll(where:)` cost as much when
/// nothing or little goes, and most of these lists are empty or keep everything at most steps,
/// or lose one or two elements (docs/performance.md).
extension Array {
    /// Removes every element and keeps the storage. Inlined: most lists are empty already, and a
    /// call cost more than the check.
    mutating func empty() {
        // One element is the usual case (a recognizer's one touch, a step's one sample):
        // `removeLast()` takes it for a fraction of what `removeAll(keepingCapacity:)` costs.
        if count == 1 {
            removeLast()
        } else if !isEmpty {
            removeLastFew(count)
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
        if kept < count { removeLastFew(count - kept) }
    }

    /// Removes the last `k` elements, keeping the storage: a few (a tap's began and ended, the
    /// one touch a recognizer lets go of) one at a time, cheaper than the standard library's
    /// bulk removal however few go; many at once.
    private mutating func removeLastFew(_ k: Int) {
        guard k > Self.fewToRemoveOneByOne else {
            for _ in 0..<k { removeLast() }
            return
        }
        if k == count { removeAll(keepingCapacity: true) } else { removeLast(k) }
    }

    /// Up to this many elements are removed one at a time (`removeLastFew(_:)`).
    private static var fewToRemoveOneByOne: Int { 8 }
}

/// Runs `body` on `value` where it lies. A method called on a struct a class holds may get a
/// copy of the whole struct first (a retain and a release for each reference it carries); called
/// through an `inout` access it reads the value in place.
func inPlace<Value, Result>(_ value: inout Value, _ body: (inout Value) -> Result) -> Result {
    body(&value)
}
