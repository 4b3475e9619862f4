/// Emptying and filtering the engine's per-step lists where they lie, keeping their storage.
/// Most of these lists are empty or keep everything at most steps, or lose one or two elements:
/// the standard library's bulk removals cost as much when nothing or little goes
/// (docs/performance.md).
extension Array {
    /// Removes every element and keeps the storage. Inlined: most lists are empty already, and
    /// the call cost more than the check (docs/performance.md).
    @inlinable @inline(__always)
    public mutating func empty() {
        // One element is the usual case (a recognizer's one touch, a step's one sample).
        if count == 1 {
            removeLast()
        } else if !isEmpty {
            removeLastFew(count)
        }
    }

    /// Removes the elements `shouldGo` picks, keeping the others in order, and the storage. Like
    /// `removeAll(where:)`, it asks about each element once, in order.
    @inlinable
    public mutating func remove(where shouldGo: (Element) -> Bool) {
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
    /// one touch a recognizer lets go of) one at a time, many at once.
    @usableFromInline @inline(never)
    mutating func removeLastFew(_ k: Int) {
        guard k > 8 else {
            for _ in 0..<k { removeLast() }
            return
        }
        if k == count { removeAll(keepingCapacity: true) } else { removeLast(k) }
    }
}

/// Runs `body` on `value` where it lies: a method called on a struct a class holds may get a
/// copy of the whole struct first; called through an `inout` access it reads the value in place
/// (docs/performance.md).
@inlinable
public func inPlace<Value, Result>(_ value: inout Value, _ body: (inout Value) -> Result) -> Result {
    body(&value)
}
