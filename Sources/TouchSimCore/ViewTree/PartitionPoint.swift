extension RandomAccessCollection where Index == Int {
    /// The first index of `range` whose element is not `belongsBefore`, by binary search, where
    /// the elements that are all come first: a view's subviews (in tree order) and a
    /// `SiblingGrid` cell (topmost first) are sorted so.
    func partitionPoint(in range: Range<Int>, _ belongsBefore: (Element) -> Bool) -> Int {
        var (low, high) = (range.lowerBound, range.upperBound)
        while low < high {
            let middle = (low + high) / 2
            if belongsBefore(self[middle]) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
